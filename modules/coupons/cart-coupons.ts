/**
 * Applying and removing a coupon on the visitor's cart (`?wc-ajax=apply_coupon`, the cart and
 * checkout forms). A refused coupon throws CouponProblem and leaves the cart as it was.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cartCoupons } from "#db/schema/coupons.ts";
import { findCartId, loadCartLines } from "../cart/store.ts";
import { type CartView, loadCartView } from "../cart/view.ts";
import { VAT_RATE_BP } from "../catalog/constants.ts";
import type { Lang } from "../i18n/index.ts";
import type { RequestSession } from "../session/request-session.ts";
import { applyVoucherToCart, findVoucherByCode, removeVoucherFromCart } from "../vouchers/cart-vouchers.ts";
import { normaliseCouponCode } from "./code.ts";
import { CouponProblem, checkCoupon } from "./rules.ts";
import { categoriesFor, customerUses, findCouponByCode, loadCartCoupons } from "./store.ts";

async function sessionOwner(session: RequestSession) {
  const record = session.hasCookie ? await session.get() : undefined;
  return record ? { sessionId: record.id, userId: record.userId } : undefined;
}

/** Applies the code to the visitor's cart; answers the cart as it is then. */
export async function applyCouponToCart(
  db: Db,
  session: RequestSession,
  rawCode: string,
  lang: Lang,
): Promise<CartView> {
  const code = normaliseCouponCode(rawCode);
  if (!code) throw new CouponProblem("laden_coupon_missing");
  const owner = await sessionOwner(session);
  const cartId = owner && (await findCartId(db, owner));
  if (!owner || cartId === undefined) throw new CouponProblem("laden_coupon_empty_cart");
  const [coupon, lines, held] = await Promise.all([
    findCouponByCode(db, code),
    loadCartLines(db, cartId),
    loadCartCoupons(db, { cartId }),
  ]);
  // A coupon in the trash or a draft does not exist for the shop's visitors (WooCommerce).
  if (coupon?.status !== "publish") {
    // The same field takes a gift voucher's code (issue 24 item 3): it pays, it does not discount.
    const voucher = await findVoucherByCode(db, rawCode);
    if (!voucher) throw new CouponProblem("laden_coupon_unknown", { code: rawCode.trim() });
    await applyVoucherToCart(db, cartId, voucher, lines);
    return loadCartView(db, owner, cartId);
  }
  if (held.rows.some((r) => r.id === coupon.id)) throw new CouponProblem("laden_coupon_already_applied");
  const [categories, uses] = await Promise.all([
    categoriesFor(
      db,
      [coupon, ...held.rows],
      lines.map((l) => l.productId),
    ),
    customerUses(db, [coupon.id], { userId: owner.userId, email: null }),
  ]);
  // An individual-use coupon replaces the others (WooCommerce); else it must go with those held.
  const others = coupon.individualUse ? [] : held.rows;
  checkCoupon(coupon, {
    now: new Date(),
    lang,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      totalCents: l.unitCents * l.quantity,
      rateBp: VAT_RATE_BP[l.taxClass],
      categoryIds: categories.get(l.productId) ?? [],
    })),
    others,
    customerUses: uses.get(coupon.id) ?? 0,
  });
  await db.transaction(async (tx) => {
    if (coupon.individualUse)
      await tx
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), ne(cartCoupons.couponId, coupon.id)));
    await tx.insert(cartCoupons).values({ cartId, couponId: coupon.id }).onConflictDoNothing();
  });
  return loadCartView(db, owner, cartId);
}

/** Removes the code from the visitor's cart; CouponProblem when the cart does not hold it. */
export async function removeCouponFromCart(
  db: Db,
  session: RequestSession,
  rawCode: string,
): Promise<CartView> {
  const code = normaliseCouponCode(rawCode);
  if (!code) throw new CouponProblem("laden_coupon_missing");
  const owner = await sessionOwner(session);
  const cartId = owner && (await findCartId(db, owner));
  if (!owner || cartId === undefined) throw new CouponProblem("laden_coupon_not_applied");
  const coupon = await findCouponByCode(db, code);
  const removed = coupon
    ? await db
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, coupon.id)))
        .returning()
    : [];
  if (removed.length === 0 && !(await removeVoucherFromCart(db, cartId, rawCode)))
    throw new CouponProblem("laden_coupon_not_applied");
  return loadCartView(db, owner, cartId);
}

/** Takes a coupon out of a cart (the checkout refused it: usage limit reached meanwhile). */
export async function dropCartCoupon(
  db: Db,
  owner: { sessionId: string; userId: number | null },
  couponId: number,
) {
  const cartId = await findCartId(db, owner);
  if (cartId !== undefined)
    await db
      .delete(cartCoupons)
      .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)));
}
