/** The cart as pages, fragments and the client see it: lines, totals, coupons and the hash. */
import type { Db } from "#db/client.ts";
import { VAT_RATE_BP } from "../catalog/constants.ts";
import {
  type AppliedCoupon,
  appliedCoupons,
  cartDiscounts,
  discountedCartTotals,
  usableCoupons,
} from "../coupons/cart-discount.ts";
import { type CartCoupons, categoriesFor, loadCartCoupons, NO_COUPONS } from "../coupons/store.ts";
import { getSettings, type Settings } from "../settings/index.ts";
import { getShippingConfig } from "../shipping/store.ts";
import { cartShippingEstimate, type ShippingConfig } from "../shipping/zones.ts";
import { type VoucherPayment, voucherPayments } from "../vouchers/review-vouchers.ts";
import { cartHash } from "./cart-key.ts";
import { type CartLine, type CartOwner, loadCartLines, loadOwnerCartLines } from "./store.ts";
import { type CartTotals, cartTotals } from "./totals.ts";

export type CartView = {
  lines: CartLine[];
  totals: CartTotals;
  hash: string;
  /** From the home shipping zone, so the page can say how much is missing for free shipping. */
  freeShippingFromCents: number | null;
  /** The coupons that take something off now (issue 24), in the order applied. */
  coupons: AppliedCoupon[];
  /** The gift vouchers paying part of the total (a payment, below it), in the order applied. */
  vouchers: VoucherPayment[];
  /** total − what the vouchers pay. */
  dueCents: number;
};

export const EMPTY_CART: CartView = {
  lines: [],
  totals: { itemCount: 0, subtotalCents: 0, shippingCents: 0, discountCents: 0, totalCents: 0, vat: [] },
  hash: "",
  freeShippingFromCents: null,
  coupons: [],
  vouchers: [],
  dueCents: 0,
};

/**
 * `settings`: read before a transaction and passed in, so the cart read inside it uses the
 * process's cached settings instead of reading them again on the transaction's connection.
 */
export async function loadCartView(
  db: Db,
  owner: CartOwner,
  cartId?: number,
  settings?: Settings,
): Promise<CartView> {
  if (cartId === undefined) {
    // One statement finds the cart and reads its lines; the coupons in parallel; the settings from the process cache.
    const [found, current, shipping, held] = await Promise.all([
      loadOwnerCartLines(db, owner),
      settings ?? getSettings(db),
      getShippingConfig(db),
      loadCartCoupons(db, owner),
    ]);
    if (!found) return EMPTY_CART;
    return cartViewOf(found.lines, current, shipping, await withCategories(db, held, found.lines));
  }
  const [lines, current, shipping, held] = await Promise.all([
    loadCartLines(db, cartId),
    settings ?? getSettings(db),
    getShippingConfig(db),
    loadCartCoupons(db, { cartId }),
  ]);
  return cartViewOf(lines, current, shipping, await withCategories(db, held, lines));
}

/** A coupon's category rules need the lines' categories: read only then. */
export async function withCategories(db: Db, held: CartCoupons, lines: CartLine[]): Promise<CartCoupons> {
  if (held.rows.length === 0) return held;
  return {
    ...held,
    categories: await categoriesFor(
      db,
      held.rows,
      lines.map((l) => l.productId),
    ),
  };
}

/** The view of lines read elsewhere (add_to_cart reads them in its one statement). */
export function cartViewOf(
  stored: CartLine[],
  settings: Settings,
  shipping: ShippingConfig,
  held: CartCoupons = NO_COUPONS,
): CartView {
  // German law wants the delivery time in the cart and at checkout too, not only on the product page.
  const fallback = settings["shop.defaultDeliveryTime"] || null;
  const lines = stored.map((l) => ({ ...l, deliveryTime: l.deliveryTime || fallback }));
  const estimate = cartShippingEstimate(shipping);
  const plain = cartTotals(lines, estimate);
  const view = {
    lines,
    totals: plain,
    hash: cartHash(lines),
    freeShippingFromCents: estimate.freeFromCents || null,
    coupons: [],
  };
  return withVouchers(lines, withCoupons(view, held), held);
}

/** The coupons' discounts on the goods (vouchers sold take none). */
function withCoupons(
  view: Omit<CartView, "vouchers" | "dueCents">,
  held: CartCoupons,
): Omit<CartView, "vouchers" | "dueCents"> {
  const { lines, totals: plain } = view;
  if (held.rows.length === 0 || lines.length === 0) return view;
  const couponLines = lines
    .filter((l) => !l.giftVoucher)
    .map((l) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      totalCents: l.unitCents * l.quantity,
      rateBp: VAT_RATE_BP[l.taxClass],
    }));
  const { usable } = usableCoupons(held.rows, couponLines, held.categories, { now: new Date(), lang: "de" });
  if (usable.length === 0) return view;
  const discounts = cartDiscounts(usable, couponLines, held.categories);
  return {
    ...view,
    totals: discountedCartTotals(lines, plain.shippingCents, discounts),
    coupons: appliedCoupons(discounts),
  };
}

/** The held vouchers pay the total after coupons and the shipping estimate, as at checkout. */
function withVouchers(
  lines: CartLine[],
  view: Omit<CartView, "vouchers" | "dueCents">,
  held: CartCoupons,
): CartView {
  const paid = voucherPayments(lines, view.totals.totalCents, lines.length ? (held.vouchers ?? []) : []);
  return { ...view, vouchers: paid.vouchers, dueCents: paid.dueCents };
}
