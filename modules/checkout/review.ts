/**
 * The order review: which shipping rates and payment methods the form's addresses allow, which
 * are chosen, and the totals with the chosen rate. One function for the page, the refresh
 * (update_order_review), the confirm step and placing the order, so all four agree.
 */
import type { CartLine } from "../cart/store.ts";
import { type CartTotals, cartTotals } from "../cart/totals.ts";
import type { Settings } from "../settings/definitions.ts";
import { type CheckoutInput, deliveryCountry } from "./checkout-form.ts";
import { availablePaymentMethods, type PaymentMethodId } from "./payment.ts";
import { availableShippingRates, chooseShippingRate, type ShippingRate } from "./shipping.ts";

export type OrderReview = {
  rates: ShippingRate[];
  rate: ShippingRate | undefined;
  paymentMethods: PaymentMethodId[];
  /** The chosen method when offered, else the first offered. */
  paymentMethod: PaymentMethodId | undefined;
  totals: CartTotals;
};

export function reviewOrder(lines: CartLine[], input: CheckoutInput, settings: Settings): OrderReview {
  const goods = cartTotals(lines, null);
  const rates = availableShippingRates(settings, deliveryCountry(input, settings), goods.subtotalCents);
  const { rate } = chooseShippingRate(rates, input.shippingMethod);
  const paymentMethods = availablePaymentMethods(settings, input.billing.country);
  const paymentMethod = paymentMethods.find((m) => m === input.paymentMethod) ?? paymentMethods[0];
  const totals = cartTotals(lines, rate ? { flatCents: rate.costCents, freeFromCents: null } : null);
  return { rates, rate, paymentMethods, paymentMethod, totals };
}
