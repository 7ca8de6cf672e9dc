/**
 * The embeddable form's text lookup, in place of modules/forms/messages.ts (vite.embed.config.ts):
 * the texts come with the form definition (`texts` of `GET …/embed/forms/ID`, one language), so
 * the script does not carry the catalogue in both languages. Same signature as the original.
 */

import type { FormsMessageKey as Key } from "#modules/forms/messages.ts";
import { fillPlaceholders } from "#modules/i18n/fill.ts";
import type { Lang } from "#modules/i18n/index.ts";

export type FormsMessageKey = Key;

/** Shown when the definition (and with it the texts) could not be loaded. */
const UNAVAILABLE = { de: "Das Formular konnte nicht geladen werden.", en: "The form could not be loaded." };

let texts: Partial<Record<FormsMessageKey, string>> = {};

export function setEmbedTexts(t: Partial<Record<FormsMessageKey, string>>): void {
  texts = t;
}

/** @public — imported through vite.embed.config.ts\'s alias, which knip does not follow. */
export function translateForms(
  lang: Lang,
  key: FormsMessageKey,
  params?: Record<string, string | number>,
): string {
  const text = texts[key] ?? (key === "forms.embed.unavailable" ? UNAVAILABLE[lang] : key);
  if (!params) return text;
  return fillPlaceholders(text, params);
}
