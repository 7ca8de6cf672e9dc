/**
 * The form runtime's own catalogue lookup. Its texts live in modules/i18n/messages-forms.ts but
 * are not spread into the site-wide catalogue: only pages that render a form carry them (the
 * listing's JavaScript budget has no room for them).
 */
import { fillPlaceholders } from "../i18n/fill.ts";
import type { Lang } from "../i18n/index.ts";
import { formsMessages } from "../i18n/messages-forms.ts";

export type FormsMessageKey = keyof (typeof formsMessages)["de"];

export function translateForms(
  lang: Lang,
  key: FormsMessageKey,
  params?: Record<string, string | number>,
): string {
  const text = (lang === "en" ? formsMessages.en[key] : undefined) ?? formsMessages.de[key];
  if (!params) return text;
  return fillPlaceholders(text, params);
}
