/**
 * Locale-aware number parsing (§5) and money formatting for calculations and totals.
 * Accepts spaces, non-breaking spaces, a leading minus, and the site's thousands and decimal
 * separators; more than two distinct separator characters gives NaN.
 */
import type { FormLocale } from "./types.ts";

const SPACES = /[\s\u00a0\u202f\u2007]|&nbsp;/g;
/** Characters that may separate digit groups; anything else makes the text no number. */
const SEPARATOR_CHARS = new Set([".", ",", "'", "’", "٫", "٬"]);

export function parseLocaleNumber(
  input: unknown,
  locale: Pick<FormLocale, "thousands_sep" | "decimal_point">,
): number {
  if (typeof input === "number") return input;
  if (typeof input !== "string") return Number.NaN;
  let text = input.replace(SPACES, "");
  let sign = 1;
  if (text.startsWith("-") || text.startsWith("−")) {
    sign = -1;
    text = text.slice(1);
  }
  if (text === "" || !/[0-9]/.test(text)) return Number.NaN;

  const seps: string[] = [];
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") continue;
    const allowed = SEPARATOR_CHARS.has(ch) || ch === locale.thousands_sep || ch === locale.decimal_point;
    if (!allowed) return Number.NaN;
    if (!seps.includes(ch)) seps.push(ch);
  }
  if (seps.length > 2) return Number.NaN;
  if (seps.length === 0) return sign * Number(text);

  let thousands: string | undefined;
  let decimal: string | undefined;
  if (seps.length === 2) {
    // The separator that comes last is the decimal point; it may appear once only.
    const lastSep =
      text.lastIndexOf(seps[0] as string) > text.lastIndexOf(seps[1] as string) ? seps[0] : seps[1];
    decimal = lastSep as string;
    thousands = seps.find((s) => s !== decimal);
  } else {
    const sep = seps[0] as string;
    const parts = text.split(sep);
    const grouped =
      parts.length > 1 && parts.slice(1).every((p) => p.length === 3) && (parts[0] as string).length > 0;
    if (sep === locale.decimal_point) {
      if (parts.length === 2) decimal = sep;
      else if (grouped) thousands = sep;
      else return Number.NaN;
    } else if (sep === locale.thousands_sep) {
      if (grouped) thousands = sep;
      else if (parts.length === 2) decimal = sep;
      else return Number.NaN;
    } else if (grouped && parts.length > 2) {
      thousands = sep;
    } else if (parts.length === 2 && !grouped) {
      decimal = sep;
    } else if (grouped) {
      // One foreign separator followed by three digits ("1'234"): a thousands separator.
      thousands = sep;
    } else {
      return Number.NaN;
    }
  }

  let intPart = text;
  let fracPart = "";
  if (decimal !== undefined) {
    const at = text.lastIndexOf(decimal);
    if (text.indexOf(decimal) !== at) return Number.NaN;
    intPart = text.slice(0, at);
    fracPart = text.slice(at + 1);
    if (fracPart === "" || !/^[0-9]+$/.test(fracPart)) return Number.NaN;
  }
  if (thousands !== undefined) {
    const groups = intPart.split(thousands);
    if ((groups[0] as string).length === 0 || groups.slice(1).some((g) => g.length !== 3)) return Number.NaN;
    intPart = groups.join("");
  }
  if (!/^[0-9]*$/.test(intPart)) return Number.NaN;
  return sign * Number(`${intPart || "0"}${fracPart ? `.${fracPart}` : ""}`);
}

/** `1234.5` → `1.234,50` with the locale's separators and `dec` decimals. */
export function formatLocaleNumber(
  value: number,
  dec: number,
  locale: Pick<FormLocale, "thousands_sep" | "decimal_point">,
): string {
  const fixed = (Number.isFinite(value) ? value : 0).toFixed(dec);
  const negative = fixed.startsWith("-");
  const [int = "0", frac] = (negative ? fixed.slice(1) : fixed).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, locale.thousands_sep);
  const text = frac ? `${grouped}${locale.decimal_point}${frac}` : grouped;
  return negative && Number(fixed) !== 0 ? `-${text}` : text;
}

/** Totals are shown with 2 decimals and the currency symbol (§9). */
export function formatMoney(value: number, locale: FormLocale): string {
  const amount = formatLocaleNumber(value, 2, locale);
  return locale.currencyPosition === "before"
    ? `${locale.currencySymbol}${amount}`
    : `${amount}\u00a0${locale.currencySymbol}`;
}
