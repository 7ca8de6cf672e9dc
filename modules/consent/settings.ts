/**
 * The consent manager's texts as owner settings (Settings II, issue 27): the banner's title and
 * text, the dialog's introduction, and each category's name and description, per language. The
 * defaults are the catalogue's texts (messages-consent.ts), so the privacy screen shows them ready
 * to edit and `laden settings set consent.de.text "…"` works too. The categories themselves
 * (necessary, statistics, marketing) are fixed: each gates code (index.ts).
 */
import { z } from "zod";
import type { Lang } from "../i18n/index.ts";
import { type ConsentMessageKey, consentMessages } from "../i18n/messages-consent.ts";
import { registerSettings, type SettingDefinition } from "../settings/registry.ts";

/** The editable texts, by their catalogue key's last part. */
export const CONSENT_TEXT_PARTS = [
  "title",
  "text",
  "dialogIntro",
  "necessary",
  "necessaryText",
  "statistics",
  "statisticsText",
  "marketing",
  "marketingText",
] as const;
export type ConsentTextPart = (typeof CONSENT_TEXT_PARTS)[number];
export type ConsentTextKey = `consent.${Lang}.${ConsentTextPart}`;

/** Names are short (a checkbox label), texts a paragraph. */
const LIMITS: Record<ConsentTextPart, number> = {
  title: 80,
  text: 1000,
  dialogIntro: 500,
  necessary: 40,
  necessaryText: 500,
  statistics: 40,
  statisticsText: 500,
  marketing: 40,
  marketingText: 500,
};

function textSetting(lang: Lang, part: ConsentTextPart): SettingDefinition {
  const max = LIMITS[part];
  return {
    schema: z
      .string()
      .trim()
      .min(1, "Bitte geben Sie einen Text ein; der Banner braucht ihn.")
      .max(max, `Höchstens ${max} Zeichen.`),
    default: consentMessages[lang][`consent.${part}`],
  };
}

const consentSettings = registerSettings(
  Object.fromEntries(
    (["de", "en"] as const).flatMap((lang) =>
      CONSENT_TEXT_PARTS.map((part) => [`consent.${lang}.${part}`, textSetting(lang, part)]),
    ),
  ) as Record<ConsentTextKey, { schema: z.ZodString; default: string }>,
);

type ConsentSettings = typeof consentSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends ConsentSettings {}
}

/**
 * The texts an owner changed for `lang` (catalogue key → text), or null when none: pages carry
 * them only then, for the lazily loaded dialog (the banner is rendered by the server).
 */
export function consentTextOverrides(
  settings: Readonly<Record<ConsentTextKey, string>>,
  lang: Lang,
): Partial<Record<ConsentMessageKey, string>> | null {
  const out: Partial<Record<ConsentMessageKey, string>> = {};
  for (const part of CONSENT_TEXT_PARTS) {
    const value = settings[`consent.${lang}.${part}`];
    if (value !== consentMessages[lang][`consent.${part}`]) out[`consent.${part}`] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}
