import type { MessageKey } from "./de.ts";
import { fillPlaceholders } from "./fill.ts";
import { catalogues } from "./registry.ts";

export type Lang = "de" | "en";
export type { MessageKey };
export const LOCALE: Record<Lang, string> = { de: "de-DE", en: "en-GB" };

/** Looks up a message and fills `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = (lang === "en" ? catalogues.en[key] : undefined) ?? catalogues.de[key] ?? missing(key);
  return params ? fillPlaceholders(text, params) : text;
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

const reported = new Set<string>();
/** A key whose area no module of this page imported: visible as the key, reported once. */
function missing(key: string): string {
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`i18n: "${key}" is not loaded; import its messages-<area>.ts where it is used`);
  }
  return key;
}
