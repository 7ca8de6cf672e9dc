/**
 * The owner's mail texts' placeholders (`{order_number}`): which ones a text names, which of them
 * the mail does not know (refused with the name, in German), and filling them. Pure.
 */
import { fillPlaceholders, type Placeholders } from "../i18n/fill.ts";

/** Anything in braces counts as a placeholder, so a typo (`{Bestellnummer}`, `{order number}`) is refused, not mailed. */
const BRACED = /\{([^{}\s][^{}\n]{0,59})\}/g;

/** The names a text puts in braces, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(BRACED)].map((m) => m[1]!))];
}

/** The placeholders of `text` that are not in `allowed`. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

/** Fills the known placeholders; values are plain text (the HTML part escapes them). */
export function fillMailText(text: string, values: Placeholders): string {
  return fillPlaceholders(text, values);
}
