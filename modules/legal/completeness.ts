/**
 * What a live shop's legal data still lacks (issue 21): the rule behind the back office's warning
 * and the Rechtliches group's save check. Required: who sells (company, representative), where
 * (street, postcode, city), how to reach them (e-mail), a USt-IdNr. or Steuernummer (invoices,
 * § 14 UStG), the creditor id while SEPA direct debit is offered, and the five legal pages. A
 * value still equal to the demo's sample counts as missing outside the demo — optional ones
 * (phone, register) too, so no sample is printed unnoticed.
 */
import type { MessageKey } from "../i18n/index.ts";
import type { SettingKey, Settings } from "../settings/definitions.ts";
import { LEGAL_PAGE_SETTING, LEGAL_PAGES } from "./page-kinds.ts";
import { isSampleValue } from "./sample.ts";

export type LegalGap = { key: SettingKey; label: MessageKey };

export type CompletenessSettings = Pick<
  Settings,
  | "legal.companyName"
  | "legal.representative"
  | "legal.street"
  | "legal.postcode"
  | "legal.city"
  | "legal.email"
  | "legal.phone"
  | "legal.registerCourt"
  | "legal.registerNumber"
  | "legal.vatId"
  | "legal.taxNumber"
  | "sepa.creditorId"
  | "payment.sepaEnabled"
  | (typeof LEGAL_PAGE_SETTING)[keyof typeof LEGAL_PAGE_SETTING]
>;

const REQUIRED_TEXT: readonly LegalGap[] = [
  { key: "legal.companyName", label: "admin.settings.field.legal.companyName" },
  { key: "legal.representative", label: "admin.settings.field.legal.representative" },
  { key: "legal.street", label: "admin.settings.field.legal.street" },
  { key: "legal.postcode", label: "admin.settings.field.legal.postcode" },
  { key: "legal.city", label: "admin.settings.field.legal.city" },
  { key: "legal.email", label: "admin.settings.field.legal.email" },
];

/** Optional fields: missing only while they still hold the demo's sample. */
const OPTIONAL_SAMPLES: readonly LegalGap[] = [
  { key: "legal.phone", label: "admin.settings.field.legal.phone" },
  { key: "legal.registerCourt", label: "admin.settings.field.legal.registerCourt" },
  { key: "legal.registerNumber", label: "admin.settings.field.legal.registerNumber" },
];

const PAGE_LABEL = {
  imprint: "admin.settings.field.legal.page.imprint",
  privacy: "admin.settings.field.legal.page.privacy",
  terms: "admin.settings.field.legal.page.terms",
  withdrawal: "admin.settings.field.legal.page.withdrawal",
  shipping: "admin.settings.field.legal.page.shipping",
} as const satisfies Record<(typeof LEGAL_PAGES)[number], MessageKey>;

/**
 * The required legal data that is missing, in the form's order. `demo`: the shop is the demo
 * (sample values count as filled); `publishedPages`: the ids of the published pages (a chosen
 * page that was deleted or unpublished counts as missing).
 */
export function missingLegalData(
  settings: CompletenessSettings,
  context: { demo: boolean; publishedPages: ReadonlySet<number> },
): LegalGap[] {
  const filled = (key: keyof CompletenessSettings) => {
    const value = settings[key];
    return typeof value === "string" && value !== "" && (context.demo || !isSampleValue(key, value));
  };
  const gaps = REQUIRED_TEXT.filter((g) => !filled(g.key as keyof CompletenessSettings));
  if (!filled("legal.vatId") && !filled("legal.taxNumber")) {
    gaps.push({ key: "legal.vatId", label: "admin.settings.field.legal.vatOrTaxNumber" });
  }
  if (settings["payment.sepaEnabled"] && !filled("sepa.creditorId")) {
    gaps.push({ key: "sepa.creditorId", label: "admin.settings.field.legal.creditorId" });
  }
  for (const optional of OPTIONAL_SAMPLES) {
    if (!context.demo && isSampleValue(optional.key, settings[optional.key as keyof CompletenessSettings])) {
      gaps.push(optional);
    }
  }
  for (const page of LEGAL_PAGES) {
    const key = LEGAL_PAGE_SETTING[page];
    if (!context.publishedPages.has(settings[key])) gaps.push({ key, label: PAGE_LABEL[page] });
  }
  return gaps;
}
