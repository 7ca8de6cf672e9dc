/** Names of the checkout's own fields (German Market's SEPA fields, the carrier consent, our token). */
export const SEPA_FIELD_NAMES = {
  holder: "german-market-sepa-holder",
  iban: "german-market-sepa-iban",
  bic: "german-market-sepa-bic",
  consent: "german-market-sepa-checkbox",
} as const;
export const CARRIER_CONSENT_FIELD = "shipping-service-provider";
/** Makes placing an order idempotent: one random token per checkout page view. */
export const CHECKOUT_TOKEN_FIELD = "laden_checkout_token";
