/**
 * VAT identification numbers (USt-IdNr.): normalising and the format check per member state (the
 * formats VIES documents). Only the format: whether the number exists is not checked online; the
 * owner can flag a bad one on the order.
 */

/** Format per ISO country code; Greece's numbers start with EL. */
const FORMATS: Readonly<Record<string, { prefix: string; body: RegExp }>> = {
  AT: { prefix: "AT", body: /^U\d{8}$/ },
  BE: { prefix: "BE", body: /^[01]\d{9}$/ },
  BG: { prefix: "BG", body: /^\d{9,10}$/ },
  CY: { prefix: "CY", body: /^\d{8}[A-Z]$/ },
  CZ: { prefix: "CZ", body: /^\d{8,10}$/ },
  DE: { prefix: "DE", body: /^\d{9}$/ },
  DK: { prefix: "DK", body: /^\d{8}$/ },
  EE: { prefix: "EE", body: /^\d{9}$/ },
  ES: { prefix: "ES", body: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: "FI", body: /^\d{8}$/ },
  FR: { prefix: "FR", body: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  GR: { prefix: "EL", body: /^\d{9}$/ },
  HR: { prefix: "HR", body: /^\d{11}$/ },
  HU: { prefix: "HU", body: /^\d{8}$/ },
  IE: { prefix: "IE", body: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: "IT", body: /^\d{11}$/ },
  LT: { prefix: "LT", body: /^(\d{9}|\d{12})$/ },
  LU: { prefix: "LU", body: /^\d{8}$/ },
  LV: { prefix: "LV", body: /^\d{11}$/ },
  MT: { prefix: "MT", body: /^\d{8}$/ },
  NL: { prefix: "NL", body: /^\d{9}B\d{2}$/ },
  PL: { prefix: "PL", body: /^\d{10}$/ },
  PT: { prefix: "PT", body: /^\d{9}$/ },
  RO: { prefix: "RO", body: /^[1-9]\d{1,9}$/ },
  SE: { prefix: "SE", body: /^\d{10}01$/ },
  SI: { prefix: "SI", body: /^\d{8}$/ },
  SK: { prefix: "SK", body: /^\d{10}$/ },
};

/** Upper case without spaces, dots and dashes ("atu 123.456-78" → "ATU12345678"). */
export function normaliseVatId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.-]/g, "");
}

/** The member state (ISO code) whose format a normalised VAT ID has, or undefined. */
export function vatIdCountry(vatId: string): string | undefined {
  for (const [country, { prefix, body }] of Object.entries(FORMATS)) {
    if (vatId.startsWith(prefix) && body.test(vatId.slice(prefix.length))) return country;
  }
  return undefined;
}
