/**
 * Whether a coupon may be used on a cart (WooCommerce's WC_Discounts::is_coupon_valid, in its
 * order): published, usage limit, per-customer limit, dates, minimum and maximum spend, the
 * products and categories it is for, excluded products, individual use. Pure; the answer is a
 * stable code and the German (or English) notice WooCommerce shows.
 */
import type { CouponRow } from "#db/schema/coupons.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-coupons.ts";
import { formatPrice } from "../shared/money.ts";
import { type CouponTerms, type DiscountLine, lineEligible } from "./discount.ts";

export type CouponProblemCode =
  | "laden_coupon_missing"
  | "laden_coupon_unknown"
  | "laden_coupon_already_applied"
  | "laden_coupon_not_applied"
  | "laden_coupon_empty_cart"
  | "laden_coupon_expired"
  | "laden_coupon_not_yet_valid"
  | "laden_coupon_usage_limit"
  | "laden_coupon_user_limit"
  | "laden_coupon_minimum"
  | "laden_coupon_maximum"
  | "laden_coupon_not_applicable"
  | "laden_coupon_excluded_products"
  | "laden_coupon_individual_use"
  // Gift vouchers (modules/vouchers) share the coupon field and its notices.
  | "laden_voucher_void"
  | "laden_voucher_expired"
  | "laden_voucher_empty"
  | "laden_voucher_for_voucher"
  | "laden_voucher_nothing_due";

export class CouponProblem extends Error {
  readonly code: CouponProblemCode;
  readonly params: Record<string, string>;
  constructor(code: CouponProblemCode, params: Record<string, string> = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
}

const MESSAGE_KEYS = {
  laden_coupon_missing: "coupon.missing",
  laden_coupon_unknown: "coupon.unknown",
  laden_coupon_already_applied: "coupon.alreadyApplied",
  laden_coupon_not_applied: "coupon.notApplied",
  laden_coupon_empty_cart: "coupon.emptyCart",
  laden_coupon_expired: "coupon.expired",
  laden_coupon_not_yet_valid: "coupon.notYetValid",
  laden_coupon_usage_limit: "coupon.usageLimit",
  laden_coupon_user_limit: "coupon.userLimit",
  laden_coupon_minimum: "coupon.minimum",
  laden_coupon_maximum: "coupon.maximum",
  laden_coupon_not_applicable: "coupon.notApplicable",
  laden_coupon_excluded_products: "coupon.excludedProducts",
  laden_coupon_individual_use: "coupon.individualUse",
  laden_voucher_void: "voucher.void",
  laden_voucher_expired: "voucher.expired",
  laden_voucher_empty: "voucher.empty",
  laden_voucher_for_voucher: "voucher.forVoucher",
  laden_voucher_nothing_due: "voucher.nothingDue",
} as const;

export function couponProblemMessage(problem: CouponProblem, lang: Lang): string {
  return translate(lang, MESSAGE_KEYS[problem.code], problem.params);
}

/** A coupon row as the arithmetic sees it. */
export function couponTerms(row: CouponRow): CouponTerms {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    amount: row.amount,
    freeShipping: row.freeShipping,
    productIds: row.productIds,
    excludedProductIds: row.excludedProductIds,
    categoryIds: row.categoryIds,
    excludedCategoryIds: row.excludedCategoryIds,
  };
}

export type CouponCheck = {
  now: Date;
  lang: Lang;
  /** The cart's lines (goods gross as charged) with product names for the notices. */
  lines: readonly (DiscountLine & { name: string })[];
  /** The other coupons in the cart (not this one). */
  others: readonly CouponRow[];
  /** How often this customer (account or e-mail) has used the coupon; undefined: not known yet. */
  customerUses: number | undefined;
};

/** Throws CouponProblem when the coupon may not be used on the cart. */
export function checkCoupon(coupon: CouponRow, ctx: CouponCheck): void {
  const fail = (code: CouponProblemCode, params: Record<string, string> = {}): never => {
    throw new CouponProblem(code, params);
  };
  if (coupon.status !== "publish") fail("laden_coupon_unknown", { code: coupon.code });
  if (ctx.lines.length === 0) fail("laden_coupon_empty_cart");
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) fail("laden_coupon_usage_limit");
  if (
    coupon.usageLimitPerUser !== null &&
    ctx.customerUses !== undefined &&
    ctx.customerUses >= coupon.usageLimitPerUser
  )
    fail("laden_coupon_user_limit");
  if (coupon.validFrom && coupon.validFrom > ctx.now) fail("laden_coupon_not_yet_valid");
  if (coupon.expiresAt && coupon.expiresAt <= ctx.now) fail("laden_coupon_expired");
  const subtotal = ctx.lines.reduce((a, l) => a + l.totalCents, 0);
  if (coupon.minimumCents !== null && subtotal < coupon.minimumCents)
    fail("laden_coupon_minimum", { amount: formatPrice(coupon.minimumCents, ctx.lang) });
  if (coupon.maximumCents !== null && subtotal > coupon.maximumCents)
    fail("laden_coupon_maximum", { amount: formatPrice(coupon.maximumCents, ctx.lang) });
  // WooCommerce's order: the products and categories it is for, the excluded ones, then any eligible line.
  if (coupon.productIds.length && !ctx.lines.some((l) => coupon.productIds.includes(l.productId)))
    fail("laden_coupon_not_applicable");
  if (
    coupon.categoryIds.length &&
    !ctx.lines.some((l) => l.categoryIds.some((c) => coupon.categoryIds.includes(c)))
  )
    fail("laden_coupon_not_applicable");
  // A cart coupon refuses a cart that holds excluded goods (WooCommerce); a product coupon skips them.
  if (coupon.discountType !== "fixed_product") {
    const excluded = ctx.lines.filter(
      (l) =>
        coupon.excludedProductIds.includes(l.productId) ||
        l.categoryIds.some((c) => coupon.excludedCategoryIds.includes(c)),
    );
    if (excluded.length)
      fail("laden_coupon_excluded_products", { names: excluded.map((l) => l.name).join(", ") });
  }
  if (!ctx.lines.some((l) => lineEligible(couponTerms(coupon), l))) fail("laden_coupon_not_applicable");
  const individual = ctx.others.find((o) => o.individualUse);
  if (individual) fail("laden_coupon_individual_use", { code: individual.code });
}
