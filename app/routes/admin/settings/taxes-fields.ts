/** The Steuern group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsSection } from "#app/components/admin/settings/fields.ts";

export const TAXES_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.tax.section.oss",
    fields: [
      {
        key: "tax.ossEnabled",
        kind: "boolean",
        label: "admin.tax.field.oss",
        help: "admin.tax.field.oss.help",
      },
      {
        key: "tax.priceMode",
        kind: "select",
        label: "admin.tax.field.priceMode",
        help: "admin.tax.field.priceMode.help",
        options: [
          { value: "gross-constant", label: "admin.tax.priceMode.gross" },
          { value: "net-constant", label: "admin.tax.priceMode.net" },
        ],
      },
    ],
  },
  {
    title: "admin.tax.section.business",
    fields: [
      {
        key: "tax.businessFields",
        kind: "select",
        label: "admin.tax.field.businessFields",
        help: "admin.tax.field.businessFields.help",
        options: [
          { value: "off", label: "admin.tax.businessFields.off" },
          { value: "optional", label: "admin.tax.businessFields.optional" },
        ],
      },
      {
        key: "tax.reverseCharge",
        kind: "boolean",
        label: "admin.tax.field.reverseCharge",
        help: "admin.tax.field.reverseCharge.help",
      },
    ],
  },
];
