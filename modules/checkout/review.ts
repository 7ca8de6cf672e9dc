/**
 * The order review: which shipping rates and payment methods the form's addresses allow, which
 * are chosen, and the totals with the chosen rate. One function for the page, the refresh
 * (update_order_review), the confirm step and placing the order, so all four agree.
 */
import type { CartLine } from "../cart/store.ts";
import { cartTotals } from "../cart/totals.ts";
import {
  type AppliedCoupon,
  appliedCoupons,
  cartDiscounts,
  discountTaxedTotals,
  usableCoupons,
} from "../coupons/cart-discount.ts";
import type { CartDiscounts } from "../coupons/discount.ts";
import type { CouponProblem } from "../coupons/rules.ts";
import { NO_COUPONS, type ReviewCoupons } from "../coupons/store.ts";
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import { paymentMethodTitle, shippingMethodTitle } from "../orders/format.ts";
import type { Settings } from "../settings/definitions.ts";
import { type ShippingConfig, type ShippingRate, shippingRates } from "../shipping/zones.ts";
import { taxCustomer } from "../tax/business-customer.ts";
import { type TaxedTotals, taxBasis, taxedTotals } from "../tax/calculate.ts";
import { taxRules } from "../tax/settings.ts";
import { type VoucherPayment, voucherPayments } from "../vouchers/review-vouchers.ts";
import { businessInput, type CheckoutInput, deliveryAddress } from "./checkout-form.ts";
import { availablePaymentMethods, type BuyerStanding, GUEST, type PaymentMethodId } from "./payment.ts";
import { chooseShippingRate } from "./shipping.ts";

export type OrderReview = {
  rates: ShippingRate[];
  rate: ShippingRate | undefined;
  paymentMethods: PaymentMethodId[];
  /** The chosen method when offered, else the first offered. */
  paymentMethod: PaymentMethodId | undefined;
  /** What is charged, with whose VAT (modules/tax): per line, shipping, coupons, totals. */
  totals: TaxedTotals;
  /** The cart's coupons that take something off (modules/coupons), per coupon and VAT rate. */
  discounts: CartDiscounts;
  /** The cart's coupons that may not be used now, with the reason. */
  refusedCoupons: { couponId: number; code: string; problem: CouponProblem }[];
  /** Gift vouchers paying part of the total (issue 24 item 3), in the order applied. */
  vouchers: VoucherPayment[];
  /** A gift voucher in a cart that buys gift vouchers: refused, the order cannot be placed so. */
  voucherForVoucher: boolean;
  /** total − what vouchers pay. */
  dueCents: number;
};

/**
 * `shipping`: the zones (modules/shipping, cached per process); `buyer`: the signed-in customer's
 * standing (loadBuyerStanding), a guest by default.
 */
export function reviewOrder(
  lines: CartLine[],
  input: CheckoutInput,
  settings: Settings,
  shipping: ShippingConfig,
  buyer: BuyerStanding = GUEST,
  held: ReviewCoupons = NO_COUPONS,
): OrderReview {
  const goods = cartTotals(lines, null);
  const delivery = deliveryAddress(input, settings);
  const country = delivery.country;
  const rates = shippingRates(shipping, delivery, goods.subtotalCents);
  const { rate } = chooseShippingRate(rates, input.shippingMethod);
  const basis = taxBasis(taxCustomer(businessInput(input), country, settings), taxRules(settings));
  const charge = (shippingCents: number) =>
    taxedTotals(lines, shippingCents, basis, settings["tax.priceMode"]);
  const goodsOnly = charge(0);
  // The coupons on the goods as charged; the discount falls on each line's VAT rate. Gift
  // vouchers sold are no goods: coupons take nothing off them.
  const couponLines = lines.flatMap((l, i) =>
    l.giftVoucher
      ? []
      : [
          {
            productId: l.productId,
            name: l.name,
            quantity: l.quantity,
            totalCents: goodsOnly.lines[i]!.totalCents,
            rateBp: goodsOnly.lines[i]!.rateBp,
          },
        ],
  );
  const { usable, refused } = usableCoupons(held.rows, couponLines, held.categories, {
    now: new Date(),
    lang: "de",
    customerUses: held.customerUses,
  });
  const discounts = cartDiscounts(usable, couponLines, held.categories);
  const shippingOf = (cents: number) => (discounts.freeShipping ? 0 : cents);
  const totals = discountTaxedTotals(charge(shippingOf(rate?.costCents ?? 0)), discounts);
  // Each rate as charged (net under reverse charge, the destination's gross when net-constant).
  const chargedRates = rates.map((r) => ({ ...r, costCents: charge(shippingOf(r.costCents)).shippingCents }));
  const paymentMethods = availablePaymentMethods(settings, {
    billingCountry: input.billing.country,
    shippingRateId: rate?.id,
    totalCents: totals.totalCents,
    buyer,
  });
  const paymentMethod = paymentMethods.find((m) => m === input.paymentMethod) ?? paymentMethods[0];
  const paid = voucherPayments(lines, totals.totalCents, held.vouchers ?? []);
  return {
    ...paid,
    rates: chargedRates,
    rate: rate && chargedRates.find((r) => r.id === rate.id),
    paymentMethods,
    paymentMethod,
    totals,
    discounts,
    refusedCoupons: refused.map((r) => ({ couponId: r.coupon.id, code: r.coupon.code, problem: r.problem })),
  };
}

/** The review as the page and our client show it: names translated, amounts in cents. */
export type ReviewView = {
  lines: { key: string; name: string; quantity: number; totalCents: number; deliveryTime: string | null }[];
  subtotalCents: number;
  shippingCents: number;
  /** The coupons' discounts (issue 24); total = subtotal + shipping − discount. */
  coupons: AppliedCoupon[];
  discountCents: number;
  totalCents: number;
  /** Gift vouchers paying part of the total, with the balance left after it; dueCents = total − their sum. */
  vouchers: VoucherPayment[];
  dueCents: number;
  vat: { rateBp: number; cents: number }[];
  /** Whose VAT the totals contain (DE, or the delivery country under the one-stop shop). */
  taxCountry: string;
  reverseCharge: boolean;
  rates: { id: string; title: string; costCents: number; usesCarrier: boolean }[];
  rateId: string | null;
  paymentMethods: { id: PaymentMethodId; title: string; description: string }[];
  paymentMethod: PaymentMethodId | null;
};

export function reviewView(
  lines: CartLine[],
  review: OrderReview,
  settings: Settings,
  lang: Lang,
): ReviewView {
  return {
    lines: lines.map((l, i) => ({
      key: l.key,
      name: l.name,
      quantity: l.quantity,
      totalCents: review.totals.lines[i]!.totalCents,
      deliveryTime: l.deliveryTime,
    })),
    subtotalCents: review.totals.subtotalCents,
    shippingCents: review.totals.shippingCents,
    coupons: appliedCoupons(review.discounts),
    discountCents: review.totals.discountCents,
    totalCents: review.totals.totalCents,
    vouchers: review.vouchers,
    dueCents: review.dueCents,
    vat: review.totals.vat,
    taxCountry: review.totals.taxCountry,
    reverseCharge: review.totals.reverseCharge,
    rates: review.rates.map((r) => ({
      id: r.id,
      title: shippingMethodTitle(r.id, settings, lang, r.carrier),
      costCents: r.costCents,
      usesCarrier: r.usesCarrier,
    })),
    rateId: review.rate?.id ?? null,
    paymentMethods: review.paymentMethods.map((id) => ({
      id,
      title: paymentMethodTitle(id, lang),
      description: translate(lang, `payment.${id}.description` as MessageKey),
    })),
    paymentMethod: review.paymentMethod ?? null,
  };
}
