/** The tax area's constants the browser needs too (kept apart from the calculation, for small pages). */

/** The seller's country: its rates are the ones the stored prices contain. */
export const SELLER_COUNTRY = "DE";

/** The checkout's business fields: Germanized's VAT ID name and the buyer reference (e.g. Leitweg-ID). */
export const VAT_ID_FIELD = "billing_vat_id";
export const BUYER_REFERENCE_FIELD = "billing_buyer_reference";

/** The Steuern screen's field for a delivery country's rate of a tax class (`rate-AT-reduced`). */
export const rateFieldName = (country: string, taxClass: "standard" | "reduced") =>
  `rate-${country}-${taxClass}`;
