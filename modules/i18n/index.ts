import { de, type MessageKey } from "./de.ts";
import { en } from "./en.ts";

export type Lang = "de" | "en";
export type { MessageKey };
export const LANGS: readonly Lang[] = ["de", "en"];
export const DEFAULT_LANG: Lang = "de";
export const LOCALE: Record<Lang, string> = { de: "de-DE", en: "en-GB" };

/** Looks up a message and fills `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = (lang === "en" ? en[key] : undefined) ?? de[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}
