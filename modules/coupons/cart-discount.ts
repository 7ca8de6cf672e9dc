/**
 * The cart's coupons on its totals (the cart page, mini cart and fragments): the usable coupons'
 * discounts, free shipping, the total and the VAT per rate again. Pure; coupons that are not
 * usable on the cart as it is now (expired, below the minimum, nothing eligible …) take nothing
 * off and are not shown: the checkout refuses them with their notice (place-coupons.ts).
 */
import type { CouponRow } from "#db/schema/coupons.ts";
import { type TaxClass, VAT_RATE_BP } from "../catalog/constants.ts";
import type { Lang } from "../i18n/index.ts";
import { splitByValue } from "../shared/money.ts";
import type { TaxedTotals } from "../tax/calculate.ts";
import { type CartDiscounts, computeDiscounts, type DiscountLine, vatAfterDiscount } from "./discount.ts";
import { CouponProblem, checkCoupon, couponTerms } from "./rules.ts";

export type AppliedCoupon = { code: string; discountCents: number; freeShipping: boolean };

export type CouponLine = {
  productId: number;
  name: string;
  quantity: number;
  totalCents: number;
  rateBp: number;
};

/** The coupons usable on these lines now, in the order applied (each checked against those before it). */
export function usableCoupons(
  rows: readonly CouponRow[],
  lines: readonly CouponLine[],
  categories: ReadonlyMap<number, readonly number[]>,
  opts: { now: Date; lang: Lang; customerUses?: ReadonlyMap<number, number> },
): { usable: CouponRow[]; refused: { coupon: CouponRow; problem: CouponProblem }[] } {
  const checkLines = discountLines(lines, categories);
  const usable: CouponRow[] = [];
  const refused: { coupon: CouponRow; problem: CouponProblem }[] = [];
  for (const row of rows) {
    try {
      checkCoupon(row, {
        now: opts.now,
        lang: opts.lang,
        lines: checkLines,
        others: usable,
        customerUses: opts.customerUses?.get(row.id),
      });
      usable.push(row);
    } catch (err) {
      if (!(err instanceof CouponProblem)) throw err;
      refused.push({ coupon: row, problem: err });
    }
  }
  return { usable, refused };
}

export function discountLines(
  lines: readonly CouponLine[],
  categories: ReadonlyMap<number, readonly number[]>,
): (DiscountLine & { name: string })[] {
  return lines.map((l) => ({ ...l, categoryIds: categories.get(l.productId) ?? [] }));
}

export function cartDiscounts(
  usable: readonly CouponRow[],
  lines: readonly CouponLine[],
  categories: ReadonlyMap<number, readonly number[]>,
): CartDiscounts {
  return computeDiscounts(usable.map(couponTerms), discountLines(lines, categories));
}

export type DiscountedCartTotals = {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  vat: { rateBp: number; cents: number }[];
};

/**
 * The cart's totals with German VAT (as modules/cart/totals.ts: shipping split over the rates by
 * the goods' value) after the discounts; `shippingCents` is 0 under a free-shipping coupon.
 */
export function discountedCartTotals(
  lines: readonly { unitCents: number; quantity: number; taxClass: TaxClass; giftVoucher?: boolean }[],
  shippingCents: number,
  discounts: CartDiscounts,
): DiscountedCartTotals {
  const shipping = discounts.freeShipping ? 0 : shippingCents;
  const goodsByRate = new Map<number, number>();
  let subtotal = 0;
  let itemCount = 0;
  for (const l of lines) {
    const gross = l.unitCents * l.quantity;
    subtotal += gross;
    itemCount += l.quantity;
    if (l.giftVoucher) continue;
    const rate = VAT_RATE_BP[l.taxClass];
    goodsByRate.set(rate, (goodsByRate.get(rate) ?? 0) + gross);
  }
  const grossByRate = new Map(goodsByRate);
  for (const [rate, share] of splitByValue(shipping, goodsByRate))
    grossByRate.set(rate, grossByRate.get(rate)! + share);
  if (goodsByRate.size === 0 && shipping > 0) goodsByRate.set(VAT_RATE_BP.standard, 0);
  const rated = lines
    .filter((l) => !l.giftVoucher)
    .map((l) => ({
      productId: 0,
      categoryIds: [],
      quantity: l.quantity,
      totalCents: l.unitCents * l.quantity,
      rateBp: VAT_RATE_BP[l.taxClass],
    }));
  return {
    itemCount,
    subtotalCents: subtotal,
    shippingCents: shipping,
    discountCents: discounts.discountCents,
    totalCents: subtotal + shipping - discounts.discountCents,
    vat: vatAfterDiscount(grossByRate, discounts, rated),
  };
}

export function appliedCoupons(discounts: CartDiscounts): AppliedCoupon[] {
  return discounts.coupons.map((c) => ({
    code: c.code,
    discountCents: c.discountCents,
    freeShipping: c.freeShipping,
  }));
}

/**
 * Taxed totals (modules/tax, the checkout's) after the discounts: the VAT per rate taken again
 * from each rate's gross less its discount (none under reverse charge).
 */
export function discountTaxedTotals<T extends TaxedTotals>(totals: T, discounts: CartDiscounts): T {
  if (discounts.discountCents === 0) return totals;
  const rated = totals.lines.map((l) => ({
    productId: 0,
    categoryIds: [],
    quantity: 1,
    totalCents: l.totalCents,
    rateBp: l.rateBp,
  }));
  const gross = new Map(totals.grossByRate.map((g) => [g.rateBp, g.cents]));
  return {
    ...totals,
    discountCents: discounts.discountCents,
    totalCents: totals.subtotalCents + totals.shippingCents - discounts.discountCents,
    vat: totals.reverseCharge ? [] : vatAfterDiscount(gross, discounts, rated),
  };
}
