/**
 * The Rechtliches group's checks across fields (issue 21), after each key's own schema: a German
 * seller's postcode and USt-IdNr., the register court and number together, chosen pages that are
 * published. German reasons per key, as the form shows them.
 */
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-settings-legal.ts";
import type { SettingKey, Settings } from "../settings/definitions.ts";
import { EU_POSTCODES, isValidPostcode } from "../shared/address-rules.ts";
import { LEGAL_PAGE_SETTING, LEGAL_PAGES } from "./page-kinds.ts";

type CheckedSettings = Pick<
  Settings,
  | "legal.country"
  | "legal.postcode"
  | "legal.vatId"
  | "legal.registerCourt"
  | "legal.registerNumber"
  | (typeof LEGAL_PAGE_SETTING)[keyof typeof LEGAL_PAGE_SETTING]
>;

export function checkLegalData(
  s: CheckedSettings,
  context: { lang: Lang; publishedPages: ReadonlySet<number> },
): Partial<Record<SettingKey, string>> {
  const t = (key: Parameters<typeof translate>[1]) => translate(context.lang, key);
  const errors: Partial<Record<SettingKey, string>> = {};
  const country = s["legal.country"];
  if (!Object.hasOwn(EU_POSTCODES, country))
    errors["legal.country"] = t("admin.settings.legal.error.country");
  if (s["legal.postcode"] && Object.hasOwn(EU_POSTCODES, country)) {
    if (!isValidPostcode(country, s["legal.postcode"])) {
      errors["legal.postcode"] = t(
        country === "DE" ? "admin.settings.legal.error.postcodeDe" : "admin.settings.legal.error.postcode",
      );
    }
  }
  if (country === "DE" && s["legal.vatId"] && !/^DE\d{9}$/.test(s["legal.vatId"])) {
    errors["legal.vatId"] = t("admin.settings.legal.error.vatIdDe");
  }
  if (s["legal.registerCourt"] && !s["legal.registerNumber"]) {
    errors["legal.registerNumber"] = t("admin.settings.legal.error.registerNumber");
  }
  if (s["legal.registerNumber"] && !s["legal.registerCourt"]) {
    errors["legal.registerCourt"] = t("admin.settings.legal.error.registerCourt");
  }
  for (const page of LEGAL_PAGES) {
    const key = LEGAL_PAGE_SETTING[page];
    if (s[key] !== 0 && !context.publishedPages.has(s[key]))
      errors[key] = t("admin.settings.legal.error.page");
  }
  return errors;
}
