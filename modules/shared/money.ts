import { type Lang, LOCALE } from "../i18n/index.ts";

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats integer cents as a price: 123456 → "1.234,56 €" in German. */
export function formatPrice(cents: number, lang: Lang = "de", currency = "EUR"): string {
  const key = `${lang}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency });
    formatters.set(key, f);
  }
  // Intl separates value and sign with a narrow no-break space in some locales; keep one kind.
  return f.format(cents / 100).replace(/\u202f/g, "\u00a0");
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
