/** Coupon reads: by code, a cart's coupons (with the categories of its products when needed), uses. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type CouponRow, cartCoupons, coupons, couponUsages } from "#db/schema/coupons.ts";
import { carts, productCategoryLinks } from "#db/schema/index.ts";
import type { GiftVoucherRow } from "#db/schema/vouchers.ts";
import { jsonAggRows } from "../shared/json-rows.ts";
import { loadCartVouchers } from "../vouchers/store.ts";
import { normaliseCouponCode } from "./code.ts";

export type CartCoupons = {
  rows: CouponRow[];
  /** Product id → its category ids; filled only when a coupon restricts by category. */
  categories: Map<number, number[]>;
  /** The gift vouchers the cart holds (modules/vouchers; they pay, they do not discount). */
  vouchers?: readonly GiftVoucherRow[];
};

/** The cart's coupons and vouchers for the checkout review: also how often this customer used each coupon. */
export type ReviewCoupons = CartCoupons & {
  customerUses?: ReadonlyMap<number, number>;
};

export const NO_COUPONS: CartCoupons = { rows: [], categories: new Map() };

/**
 * The owner's cart coupons for the checkout: with the lines' categories when a coupon needs them
 * and the customer's earlier uses (account, or the e-mail typed so far).
 */
export async function loadReviewCoupons(
  db: Db,
  owner: { sessionId: string; userId: number | null } | undefined,
  productIds: readonly number[],
  email: string | null,
): Promise<ReviewCoupons> {
  if (!owner) return NO_COUPONS;
  const held = await loadCartCoupons(db, owner, productIds);
  if (held.rows.length === 0) return held;
  const uses = await customerUses(
    db,
    held.rows.map((r) => r.id),
    { userId: owner.userId, email },
  );
  return { ...held, customerUses: uses };
}

/** Coupon rows as `json_agg(coupons)` gives them (add_to_cart's statement reads them so). */
export const couponRowsOfJson: (rows: readonly Record<string, unknown>[]) => CouponRow[] =
  jsonAggRows(coupons);

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  return row;
}

/**
 * The coupons a cart holds, in the order applied, and its gift vouchers (read beside them);
 * `owner` finds the cart when its id is not known.
 */
export async function loadCartCoupons(
  db: Db,
  cart: { cartId: number } | { sessionId: string; userId: number | null },
  productIds: readonly number[] = [],
): Promise<CartCoupons> {
  const where =
    "cartId" in cart
      ? eq(cartCoupons.cartId, cart.cartId)
      : cart.userId
        ? eq(carts.userId, cart.userId)
        : eq(carts.sessionId, cart.sessionId);
  const [found, vouchers] = await Promise.all([
    db
      .select({ coupon: coupons })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .innerJoin(carts, eq(carts.id, cartCoupons.cartId))
      .where(where)
      .orderBy(asc(cartCoupons.appliedAt), asc(coupons.id)),
    loadCartVouchers(db, cart),
  ]);
  const rows = found.map((r) => r.coupon);
  return { rows, categories: await categoriesFor(db, rows, productIds), vouchers };
}

/** The categories of the products, when one of the coupons restricts by category (else none read). */
export async function categoriesFor(
  db: Db,
  rows: readonly CouponRow[],
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  const categories = new Map<number, number[]>();
  const needed = rows.some((r) => r.categoryIds.length || r.excludedCategoryIds.length);
  if (!needed || productIds.length === 0) return categories;
  const links = await db
    .select()
    .from(productCategoryLinks)
    .where(inArray(productCategoryLinks.productId, [...new Set(productIds)]));
  for (const l of links) categories.set(l.productId, [...(categories.get(l.productId) ?? []), l.categoryId]);
  return categories;
}

/** How often each coupon was used by this customer: their account's orders or their e-mail's. */
export async function customerUses(
  db: Db,
  couponIds: readonly number[],
  customer: { userId: number | null; email: string | null },
): Promise<Map<number, number>> {
  const uses = new Map<number, number>();
  if (couponIds.length === 0 || (customer.userId === null && !customer.email)) return uses;
  const who = [
    customer.userId !== null ? sql`${couponUsages.userId} = ${customer.userId}` : undefined,
    customer.email ? sql`lower(${couponUsages.email}) = lower(${customer.email})` : undefined,
  ].filter((w) => w !== undefined);
  const rows = await db
    .select({ couponId: couponUsages.couponId, n: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(inArray(couponUsages.couponId, [...couponIds]), sql`(${sql.join(who, sql` or `)})`))
    .groupBy(couponUsages.couponId);
  for (const r of rows) uses.set(r.couponId, r.n);
  return uses;
}
