/** The Datenschutz und Spam-Schutz group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsField, SettingsSection } from "#app/components/admin/settings/fields.ts";
import type { CONSENT_TEXT_PARTS } from "#modules/consent/settings.ts";
import type { ThirdPartyProvider } from "#modules/forms/captcha/providers.ts";

type Part = (typeof CONSENT_TEXT_PARTS)[number];

/** The consent texts in the banner's order; descriptions and the banner text are paragraphs. */
const TEXT_FIELDS: readonly { part: Part; kind: "text" | "textarea"; maxLength: number }[] = [
  { part: "title", kind: "text", maxLength: 80 },
  { part: "text", kind: "textarea", maxLength: 1000 },
  { part: "dialogIntro", kind: "textarea", maxLength: 500 },
  { part: "necessary", kind: "text", maxLength: 40 },
  { part: "necessaryText", kind: "textarea", maxLength: 500 },
  { part: "statistics", kind: "text", maxLength: 40 },
  { part: "statisticsText", kind: "textarea", maxLength: 500 },
  { part: "marketing", kind: "text", maxLength: 40 },
  { part: "marketingText", kind: "textarea", maxLength: 500 },
];

function consentTexts(lang: "de" | "en"): SettingsSection {
  return {
    title: lang === "de" ? "adminPrivacy.texts.de" : "adminPrivacy.texts.en",
    help: "adminPrivacy.texts.help",
    fields: TEXT_FIELDS.map(
      ({ part, kind, maxLength }): SettingsField => ({
        key: `consent.${lang}.${part}`,
        kind,
        label: `adminPrivacy.text.${part}`,
        maxLength,
      }),
    ),
  };
}

/** The providers whose site key is a setting (their secret is an environment variable). */
export const CAPTCHA_PROVIDERS: readonly ThirdPartyProvider[] = [
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
];

export const PRIVACY_SECTIONS: readonly SettingsSection[] = [
  {
    title: "adminPrivacy.consent",
    fields: [
      {
        key: "consent.enabled",
        kind: "boolean",
        label: "adminPrivacy.consent.enabled",
        help: "adminPrivacy.consent.enabled.help",
      },
    ],
  },
  consentTexts("de"),
  consentTexts("en"),
  {
    title: "adminPrivacy.captcha",
    help: "adminPrivacy.captcha.help",
    fields: [
      ...CAPTCHA_PROVIDERS.map(
        (p): SettingsField => ({
          key: `captcha.${p}.siteKey`,
          kind: "text",
          label: `adminPrivacy.captcha.${p}`,
          help: "adminPrivacy.captcha.secret",
          maxLength: 200,
        }),
      ),
      {
        key: "captcha.proofofwork.difficulty",
        kind: "integer",
        label: "adminPrivacy.captcha.pow",
        help: "adminPrivacy.captcha.pow.help",
      },
    ],
  },
  {
    title: "adminPrivacy.forms",
    fields: [
      {
        key: "forms.submitsPerMinute",
        kind: "integer",
        label: "adminPrivacy.forms.perMinute",
        help: "adminPrivacy.forms.perMinute.help",
      },
    ],
  },
];
