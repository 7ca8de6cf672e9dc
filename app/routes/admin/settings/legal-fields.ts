/** The Rechtliches group's fields (browser-safe: the screen renders them, the action reads them). */
import { type SettingsSection, sectionFields } from "#app/components/admin/settings/fields.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { EU_COUNTRIES } from "#modules/shared/address-rules.ts";

const COUNTRY_OPTIONS = EU_COUNTRIES.map((code) => ({ value: code, label: countryName(code, "de") })).sort(
  (a, b) => a.label.localeCompare(b.label, "de"),
);

export const LEGAL_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.settings.legal.seller",
    help: "admin.settings.legal.shortcode",
    fields: [
      {
        key: "legal.companyName",
        kind: "text",
        label: "admin.settings.field.legal.companyName",
        help: "admin.settings.field.legal.companyName.help",
        maxLength: 160,
        autoComplete: "organization",
      },
      {
        key: "legal.representative",
        kind: "text",
        label: "admin.settings.field.legal.representative",
        help: "admin.settings.field.legal.representative.help",
        maxLength: 160,
      },
      {
        key: "legal.street",
        kind: "text",
        label: "admin.settings.field.legal.street",
        maxLength: 160,
        autoComplete: "street-address",
      },
      {
        key: "legal.postcode",
        kind: "text",
        label: "admin.settings.field.legal.postcode",
        maxLength: 10,
        autoComplete: "postal-code",
      },
      {
        key: "legal.city",
        kind: "text",
        label: "admin.settings.field.legal.city",
        maxLength: 80,
        autoComplete: "address-level2",
      },
      {
        key: "legal.country",
        kind: "select",
        label: "admin.settings.field.legal.country",
        options: COUNTRY_OPTIONS,
      },
    ],
  },
  {
    title: "admin.settings.legal.contact",
    fields: [
      {
        key: "legal.email",
        kind: "email",
        label: "admin.settings.field.legal.email",
        help: "admin.settings.field.legal.email.help",
        autoComplete: "email",
      },
      {
        key: "legal.phone",
        kind: "text",
        label: "admin.settings.field.legal.phone",
        help: "admin.settings.field.legal.phone.help",
        maxLength: 40,
        autoComplete: "tel",
      },
    ],
  },
  {
    title: "admin.settings.legal.register",
    fields: [
      {
        key: "legal.registerCourt",
        kind: "text",
        label: "admin.settings.field.legal.registerCourt",
        help: "admin.settings.field.legal.registerCourt.help",
        maxLength: 80,
      },
      {
        key: "legal.registerNumber",
        kind: "text",
        label: "admin.settings.field.legal.registerNumber",
        help: "admin.settings.field.legal.registerNumber.help",
        maxLength: 40,
      },
      {
        key: "legal.vatId",
        kind: "text",
        label: "admin.settings.field.legal.vatId",
        help: "admin.settings.field.legal.vatId.help",
        maxLength: 20,
      },
      {
        key: "legal.taxNumber",
        kind: "text",
        label: "admin.settings.field.legal.taxNumber",
        help: "admin.settings.field.legal.taxNumber.help",
        maxLength: 20,
      },
      {
        key: "legal.smallBusiness",
        kind: "boolean",
        label: "admin.settings.field.legal.smallBusiness",
        help: "admin.settings.field.legal.smallBusiness.help",
      },
      {
        key: "sepa.creditorId",
        kind: "text",
        label: "admin.settings.field.legal.creditorId",
        help: "admin.settings.field.legal.creditorId.help",
        maxLength: 35,
      },
    ],
  },
  {
    title: "admin.settings.legal.pages",
    help: "admin.settings.legal.pages.help",
    fields: [
      { key: "legal.page.imprint", kind: "page", label: "admin.settings.field.legal.page.imprint" },
      { key: "legal.page.privacy", kind: "page", label: "admin.settings.field.legal.page.privacy" },
      { key: "legal.page.terms", kind: "page", label: "admin.settings.field.legal.page.terms" },
      { key: "legal.page.withdrawal", kind: "page", label: "admin.settings.field.legal.page.withdrawal" },
      { key: "legal.page.shipping", kind: "page", label: "admin.settings.field.legal.page.shipping" },
    ],
  },
];

/** The legal page selects' keys (their options are the published pages, from the loader). */
export const LEGAL_PAGE_KEYS = sectionFields(LEGAL_SECTIONS)
  .filter((f) => f.kind === "page")
  .map((f) => f.key);
