/**
 * VAT rates of the 27 EU member states in basis points (2000 = 20 %), as data: the standard rate
 * and the main reduced rate (the one most foodstuffs take; the European Commission's table "VAT
 * rates applied in the Member States"). A reduced rate a member state does not have is its
 * standard rate (Denmark). Update `EU_RATES_AS_OF` and the rows when a member state changes a rate
 * (docs/back-office/settings-taxes.md).
 */
import type { TaxClass } from "../catalog/constants.ts";

export const EU_RATES_AS_OF = "2025-08-01";

export type CountryRates = Record<TaxClass, number>;

export const EU_VAT_RATES: Readonly<Record<string, CountryRates>> = {
  AT: { standard: 2000, reduced: 1000 },
  BE: { standard: 2100, reduced: 600 },
  BG: { standard: 2000, reduced: 900 },
  CY: { standard: 1900, reduced: 500 },
  CZ: { standard: 2100, reduced: 1200 },
  DE: { standard: 1900, reduced: 700 },
  DK: { standard: 2500, reduced: 2500 },
  EE: { standard: 2400, reduced: 900 },
  ES: { standard: 2100, reduced: 1000 },
  FI: { standard: 2550, reduced: 1400 },
  FR: { standard: 2000, reduced: 550 },
  GR: { standard: 2400, reduced: 1300 },
  HR: { standard: 2500, reduced: 1300 },
  HU: { standard: 2700, reduced: 500 },
  IE: { standard: 2300, reduced: 1350 },
  IT: { standard: 2200, reduced: 1000 },
  LT: { standard: 2100, reduced: 900 },
  LU: { standard: 1700, reduced: 800 },
  LV: { standard: 2100, reduced: 1200 },
  MT: { standard: 1800, reduced: 700 },
  NL: { standard: 2100, reduced: 900 },
  PL: { standard: 2300, reduced: 800 },
  PT: { standard: 2300, reduced: 600 },
  RO: { standard: 2100, reduced: 1100 },
  SE: { standard: 2500, reduced: 1200 },
  SI: { standard: 2200, reduced: 950 },
  SK: { standard: 2300, reduced: 1900 },
};

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_RATES, country);
}
