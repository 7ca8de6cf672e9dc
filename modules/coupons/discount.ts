/**
 * What coupons take off a cart, in integer cents (issue 24). Pure: the cart view, the checkout
 * review and placing the order call it with the lines as charged.
 *
 * - percent: each eligible line loses its share, rounded half up per line;
 * - fixed_product: the amount per unit of each eligible line, never more than the line;
 * - fixed_cart: the amount (at most what the eligible lines still cost) split over the eligible
 *   lines in proportion to their gross amounts, so the discount falls on the VAT rates as the
 *   goods do (German practice); largest remainders take the odd cents, so the parts add up exactly.
 * Several coupons apply one after the other on what is left, so no line goes below 0.
 */
import type { DiscountAtRate, DiscountType } from "#db/schema/coupons.ts";
import { vatContained } from "../cart/totals.ts";

/** What the arithmetic needs of a coupon. */
export type CouponTerms = {
  id: number;
  code: string;
  discountType: DiscountType;
  /** Cents (fixed types) or hundredths of a percent (percent). */
  amount: number;
  freeShipping: boolean;
  productIds: readonly number[];
  excludedProductIds: readonly number[];
  categoryIds: readonly number[];
  excludedCategoryIds: readonly number[];
};

export type DiscountLine = {
  productId: number;
  /** The product's categories (empty when no coupon restricts by category). */
  categoryIds: readonly number[];
  quantity: number;
  /** The line's gross as charged. */
  totalCents: number;
  /** The VAT rate charged on the line, in basis points. */
  rateBp: number;
};

export type CouponDiscount = {
  couponId: number;
  code: string;
  discountCents: number;
  /** Per input line, in order. */
  perLine: number[];
  byRate: DiscountAtRate[];
  freeShipping: boolean;
};

export type CartDiscounts = {
  coupons: CouponDiscount[];
  discountCents: number;
  /** Per input line: the sum of all coupons. */
  perLine: number[];
  freeShipping: boolean;
};

/** Whether a coupon's product and category rules admit a line (WooCommerce's is_valid_for_product). */
export function lineEligible(
  coupon: CouponTerms,
  line: Pick<DiscountLine, "productId" | "categoryIds">,
): boolean {
  if (coupon.productIds.length && !coupon.productIds.includes(line.productId)) return false;
  if (coupon.categoryIds.length && !line.categoryIds.some((c) => coupon.categoryIds.includes(c)))
    return false;
  if (coupon.excludedProductIds.includes(line.productId)) return false;
  if (line.categoryIds.some((c) => coupon.excludedCategoryIds.includes(c))) return false;
  return true;
}

/** a × p / q rounded half up, for non-negative integers. */
function mulDivHalfUp(a: number, p: number, q: number): number {
  return Math.floor((2 * a * p + q) / (2 * q));
}

/**
 * `amount` split over `weights` in proportion, each part at most its weight (amount ≤ their sum):
 * floors first, then the largest remainders (earlier lines first on ties) get one cent more.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (amount * w) % total }))
    .filter(({ i }) => weights[i]! > parts[i]!)
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** One coupon's discount on what is left of each line. */
function couponDiscount(coupon: CouponTerms, lines: readonly DiscountLine[], left: number[]): number[] {
  const eligible = lines.map((l) => lineEligible(coupon, l));
  switch (coupon.discountType) {
    case "percent":
      return lines.map((_, i) =>
        eligible[i] ? Math.min(left[i]!, mulDivHalfUp(left[i]!, coupon.amount, 10_000)) : 0,
      );
    case "fixed_product":
      return lines.map((l, i) => (eligible[i] ? Math.min(left[i]!, coupon.amount * l.quantity) : 0));
    case "fixed_cart": {
      const weights = left.map((v, i) => (eligible[i] ? v : 0));
      const room = weights.reduce((a, b) => a + b, 0);
      return allocate(Math.min(coupon.amount, room), weights);
    }
  }
}

export function computeDiscounts(
  coupons: readonly CouponTerms[],
  lines: readonly DiscountLine[],
): CartDiscounts {
  const left = lines.map((l) => l.totalCents);
  const results: CouponDiscount[] = [];
  for (const coupon of coupons) {
    const perLine = couponDiscount(coupon, lines, left);
    perLine.forEach((d, i) => {
      left[i]! -= d;
    });
    const byRateGross = new Map<number, number>();
    perLine.forEach((d, i) => {
      if (d > 0) byRateGross.set(lines[i]!.rateBp, (byRateGross.get(lines[i]!.rateBp) ?? 0) + d);
    });
    results.push({
      couponId: coupon.id,
      code: coupon.code,
      discountCents: perLine.reduce((a, b) => a + b, 0),
      perLine,
      byRate: [...byRateGross.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([rateBp, grossCents]) => ({ rateBp, grossCents, vatCents: vatContained(grossCents, rateBp) })),
      freeShipping: coupon.freeShipping,
    });
  }
  return {
    coupons: results,
    discountCents: results.reduce((a, c) => a + c.discountCents, 0),
    perLine: lines.map((l, i) => l.totalCents - left[i]!),
    freeShipping: results.some((c) => c.freeShipping),
  };
}

export type VatAtRate = { rateBp: number; cents: number };

/**
 * The VAT per rate after the discounts: the gross per rate (goods and shipping share) less the
 * discount at that rate, the VAT contained in it again. `grossByRate` is what the totals had.
 */
export function vatAfterDiscount(
  grossByRate: ReadonlyMap<number, number>,
  discounts: CartDiscounts,
  lines: readonly DiscountLine[],
): VatAtRate[] {
  const gross = new Map(grossByRate);
  discounts.perLine.forEach((d, i) => {
    const rate = lines[i]!.rateBp;
    gross.set(rate, (gross.get(rate) ?? 0) - d);
  });
  return [...gross.entries()]
    .map(([rateBp, cents]) => ({ rateBp, cents: vatContained(cents, rateBp) }))
    .sort((a, b) => b.rateBp - a.rateBp);
}
