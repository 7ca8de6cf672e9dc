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
