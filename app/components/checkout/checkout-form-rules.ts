/**
 * The checkout form's decisions in the browser, without React or the DOM (the route's
 * CheckoutForm applies them): what a field change triggers, which payment stays selected.
 */
import type { ReviewView } from "#modules/checkout/review.ts";

/** Fields whose change recalculates the review (WooCommerce's `update_checkout` triggers). */
const REFRESH_FIELDS = new Set([
  "billing_country",
  "billing_postcode",
  "shipping_country",
  "shipping_postcode",
  "ship_to_different_address",
  "shipping_method[0]",
  "billing_vat_id",
]);

/** Fields the SEPA mandate preview reads (B6): a change checks again whether it is complete. */
export const PREVIEW_FIELDS = new Set([
  "german-market-sepa-holder",
  "german-market-sepa-iban",
  "german-market-sepa-bic",
  "billing_address_1",
  "billing_postcode",
  "billing_city",
  "billing_country",
]);

/** Whether a change of this field recalculates the review (the payment method only with `checkout.paymentUpdate`). */
export function refreshesReview(name: string, paymentUpdate: boolean): boolean {
  return REFRESH_FIELDS.has(name) || (name === "payment_method" && paymentUpdate);
}

/** The value a field submits: a checkbox its value (or "1") when checked, else "". */
export function submittedValue(field: { type: string; checked: boolean; value: string }): string {
  return field.type === "checkbox" ? (field.checked ? field.value || "1" : "") : field.value;
}

/** After a new review the selected payment stays while it is offered; else the review's own. */
export function paymentAfterReview(review: ReviewView, selected: string | null): string | null {
  return review.paymentMethod !== selected && !review.paymentMethods.some((m) => m.id === selected)
    ? review.paymentMethod
    : selected;
}
