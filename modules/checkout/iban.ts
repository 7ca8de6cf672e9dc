/**
 * IBAN and BIC checks for SEPA direct debit: normalising, the length of every SEPA country's
 * IBAN, the ISO 13616 check digits (ISO 7064 MOD 97-10), the ISO 9362 BIC format, and masking.
 * Pure functions: the checkout, the mandate preview and the order pages share them.
 *
 * The one masked form used everywhere (pages, e-mails, the mandate): country code and the last
 * four characters in clear, everything else `*`, grouped in fours as IBANs are printed:
 * `DE89370400440532013000` → `DE** **** **** **** **30 00`.
 */
import { type Lang, LOCALE, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-checkout.ts";

/**
 * IBAN length by country code for every country and territory in the geographical scope of the
 * SEPA schemes. Sources: the EPC's "List of countries in the SEPA schemes' geographical scope"
 * (EPC409-09, as of the admission of Serbia, May 2025: 41 countries) for the countries, and the
 * SWIFT IBAN Registry (ISO 13616) for the lengths.
 * - EU member states (27): AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK
 * - further EEA states (3): IS LI NO
 * - CH, GB, MC, SM, VA, AD, and the 2024/2025 admissions AL, ME, MK, MD, RS
 * - territories with their own IBAN code: GI (Gibraltar)
 * Territories that use their mother country's IBAN code are covered by it: Åland (FI), the
 * Azores and Madeira (PT), the Canary Islands, Ceuta and Melilla (ES), the French overseas
 * departments and collectivities in SEPA (FR: Guadeloupe, French Guiana, Martinique, Réunion,
 * Mayotte, Saint-Barthélemy, Saint-Martin, Saint-Pierre-et-Miquelon), Guernsey, Jersey and the
 * Isle of Man (GB).
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/**
 * ISO 3166-1 alpha-2 codes (all 249 assigned ones) plus XK, which SWIFT uses for Kosovo in
 * BICs. A BIC's country part must be one of them.
 */
const ISO_COUNTRIES = new Set(
  (
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ " +
    "BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR " +
    "CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
    "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU " +
    "ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ " +
    "LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ " +
    "MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF " +
    "PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI " +
    "SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR " +
    "TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
  ).split(" "),
);

export function isIsoCountry(code: string): boolean {
  return ISO_COUNTRIES.has(code);
}

export type IbanErrorCode =
  | "laden_iban_required"
  | "laden_iban_invalid"
  | "laden_iban_country"
  | "laden_iban_length"
  | "laden_iban_checksum";
export type BicErrorCode = "laden_bic_required" | "laden_bic_invalid";
export type SepaErrorCode = IbanErrorCode | BicErrorCode | "laden_sepa_holder_required";

/** A failed check: a stable code for clients and logs, and what the message needs. */
export type SepaFieldError = {
  code: SepaErrorCode;
  /** For laden_iban_length: the country code and its IBAN length. */
  params?: { country: string; length: number };
};

export type IbanResult = { ok: true; iban: string; country: string } | ({ ok: false } & SepaFieldError);
export type BicResult = { ok: true; bic: string } | ({ ok: false } & SepaFieldError);

/** Spaces (also no-break ones, as copied from bank statements) out, upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f]+/g, "").toUpperCase();
}

/** A BIC is written the same way: spaces out, upper case. */
export function normalizeBic(input: string): string {
  return normalizeIban(input);
}

/**
 * ISO 7064 MOD 97-10 over an alphanumeric string (letters count as 10–35), digit by digit, so
 * the number (up to 70 digits for an IBAN) never has to exist as a whole: no float error.
 */
export function mod97(alnum: string): number {
  let rest = 0;
  for (const ch of alnum) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      rest = (rest * 10 + (code - 48)) % 97;
    } else if (code >= 65 && code <= 90) {
      rest = (rest * 100 + (code - 55)) % 97;
    } else {
      return Number.NaN;
    }
  }
  return rest;
}

/** The ISO 13616 check: country and check digits moved to the end, the number mod 97 is 1. */
function ibanChecksumOk(iban: string): boolean {
  const check = Number(iban.slice(2, 4));
  // 00, 01 and 99 never come out of the check-digit computation (its range is 02–98).
  if (check < 2 || check > 98) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

export function validateIban(input: string | undefined): IbanResult {
  const iban = normalizeIban(input ?? "");
  if (iban === "") return { ok: false, code: "laden_iban_required" };
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { ok: false, code: "laden_iban_invalid" };
  const country = iban.slice(0, 2);
  const length = SEPA_IBAN_LENGTHS[country];
  if (length === undefined) return { ok: false, code: "laden_iban_country" };
  if (iban.length !== length) return { ok: false, code: "laden_iban_length", params: { country, length } };
  if (!ibanChecksumOk(iban)) return { ok: false, code: "laden_iban_checksum" };
  return { ok: true, iban, country };
}

export function isValidIban(input: string | undefined): boolean {
  return validateIban(input).ok;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2 alphanumerics), branch (3, optional). */
const BIC_PATTERN = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The BIC check; an empty BIC passes unless it is required (the IBAN-only rule: optional by default). */
export function validateBic(input: string | undefined, opts: { required?: boolean } = {}): BicResult {
  const bic = normalizeBic(input ?? "");
  if (bic === "") return opts.required ? { ok: false, code: "laden_bic_required" } : { ok: true, bic };
  const match = BIC_PATTERN.exec(bic);
  if (!match || !isIsoCountry(match[1]!)) return { ok: false, code: "laden_bic_invalid" };
  return { ok: true, bic };
}

export function isValidBic(input: string | undefined): boolean {
  const r = validateBic(input, { required: true });
  return r.ok;
}

/** `DE** **** **** **** **30 00`: country code and last four in clear (see the file comment). */
export function maskIban(input: string): string {
  const iban = normalizeIban(input);
  // Too short to be an IBAN: show nothing of it but its length.
  if (iban.length < 8) return "*".repeat(iban.length);
  const masked = iban.slice(0, 2) + "*".repeat(iban.length - 6) + iban.slice(-4);
  return groupInFours(masked);
}

/** The printed form of an IBAN: groups of four separated by spaces. */
export function groupInFours(value: string): string {
  return value.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The last four characters, kept in clear next to the encrypted IBAN. */
export function ibanLast4(input: string): string {
  return normalizeIban(input).slice(-4);
}

/**
 * The SEPA creditor identifier (Gläubiger-Identifikationsnummer): country, two check digits, a
 * three-character business code (not part of the check, `ZZZ` in Germany), the national id. The
 * check digits are computed like an IBAN's over national id + country + check digits. German ids
 * are 18 characters long; others up to 35.
 */
export function isValidCreditorId(input: string): boolean {
  const id = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  if (id.startsWith("DE") && id.length !== 18) return false;
  const check = Number(id.slice(2, 4));
  if (check < 2 || check > 98) return false;
  return mod97(id.slice(7) + id.slice(0, 4)) === 1;
}

const ERROR_MESSAGES: Record<SepaErrorCode, MessageKey> = {
  laden_sepa_holder_required: "checkout.sepa.error.holderRequired",
  laden_iban_required: "checkout.sepa.error.ibanRequired",
  laden_iban_invalid: "checkout.sepa.error.ibanInvalid",
  laden_iban_country: "checkout.sepa.error.ibanCountry",
  laden_iban_length: "checkout.sepa.error.ibanLength",
  laden_iban_checksum: "checkout.sepa.error.ibanChecksum",
  laden_bic_required: "checkout.sepa.error.bicRequired",
  laden_bic_invalid: "checkout.sepa.error.bicInvalid",
};

const regionNames = new Map<Lang, Intl.DisplayNames>();

/** A country's name in the visitor's language ("Deutschland"); an unknown code stays as it is. */
export function countryName(code: string, lang: Lang = "de"): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE[lang]], { type: "region", fallback: "code" });
    regionNames.set(lang, names);
  }
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code.trim();
  return names.of(upper) ?? upper;
}

/** The visitor's message (plain text, not escaped) for a failed check. */
export function sepaErrorMessage(lang: Lang, error: SepaFieldError): string {
  const params = error.params
    ? { country: countryName(error.params.country, lang), length: error.params.length }
    : undefined;
  return translate(lang, ERROR_MESSAGES[error.code], params);
}
