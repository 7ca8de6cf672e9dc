import type { Lang } from "../i18n/index.ts";

/** Digits with a thousands separator every three places: ("1234567", ".") → "1.234.567". */
function groupThousands(digits: string, separator: string): string {
  let out = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 3)
    out = `${digits.slice(Math.max(0, end - 3), end)}${separator}${out}`;
  return out;
}

/**
 * Formats cents as a euro price: 123456 → "1.234,56 €" in German, "€1,234.56" in English — the
 * text of `Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "EUR" })` (money.test.ts
 * compares them) without Intl, because the browser's first currency formatter costs 44–57 ms of a
 * phone's CPU (ICU loads its currency data) in the middle of hydrating the first page with a price.
 * Fractions of a cent round half away from zero, as Intl does.
 */
export function formatPrice(cents: number, lang: Lang = "de"): string {
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 && abs > 0 ? "-" : "";
  const fraction = String(abs % 100).padStart(2, "0");
  const whole = String(Math.floor(abs / 100));
  return lang === "de"
    ? `${sign}${groupThousands(whole, ".")},${fraction}\u00a0€`
    : `${sign}€${groupThousands(whole, ",")}.${fraction}`;
}

/** An amount as an owner types it: "12,34", "12.34", "12 €" → cents; "" → 0; undefined when it is no amount. */
export function parseEuro(value: string): number | undefined {
  const v = value.trim().replace(/\s|€/g, "");
  if (v === "") return 0;
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(v);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** Cents as an input's value, the way parseEuro reads it back: 490 → "4,90". */
export function euroInputValue(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

/**
 * Splits `amount` cents over groups in proportion to their value (shipping over the VAT rates of
 * the goods, the usual German treatment): the largest group takes the rounding remainder, so the
 * shares always add up to `amount`. Returns `[key, share]`, largest group first.
 */
export function splitByValue<K>(amount: number, values: ReadonlyMap<K, number>): [K, number][] {
  const total = [...values.values()].reduce((a, b) => a + b, 0);
  const groups = [...values.entries()].sort((a, b) => b[1] - a[1]);
  const shares = groups.map(([, value]) => Math.round((amount * value) / (total || 1)));
  if (shares.length > 0) shares[0]! += amount - shares.reduce((a, b) => a + b, 0);
  return groups.map(([key], i) => [key, shares[i]!]);
}
