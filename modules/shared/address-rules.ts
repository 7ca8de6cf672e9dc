/** Postal and phone rules shared by the account addresses and the checkout (no Node imports). */

/**
 * Postcode formats of the EU member states (ISO 3166-1 alpha-2). Letters are compared in upper
 * case and the optional country prefix some countries print (LV-, LT-, L-) is accepted.
 */
export const EU_POSTCODES: Readonly<Record<string, RegExp>> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  BG: /^\d{4}$/,
  CY: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  HR: /^\d{5}$/,
  HU: /^\d{4}$/,
  IE: /^[A-Z]\d[\dW] ?[0-9A-Z]{4}$/,
  IT: /^\d{5}$/,
  LT: /^(LT-)?\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  LV: /^(LV-)?\d{4}$/,
  MT: /^[A-Z]{3} ?\d{2,4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  SE: /^\d{3} ?\d{2}$/,
  SI: /^\d{4}$/,
  SK: /^\d{3} ?\d{2}$/,
};

export const EU_COUNTRIES = Object.keys(EU_POSTCODES);

/** Spec §5: a phone number has 6 to 15 digits (the generic validator, modules/validation). */
export { isPhone as isValidPhone } from "../validation/index.ts";

export function normalisePostcode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, " ");
}

export function isValidPostcode(country: string, postcode: string): boolean {
  const pattern = EU_POSTCODES[country];
  return pattern ? pattern.test(normalisePostcode(postcode)) : false;
}
