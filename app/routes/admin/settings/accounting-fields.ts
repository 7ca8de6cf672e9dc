/** The Buchhaltung group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsField, SettingsSection } from "#app/components/admin/settings/fields.ts";
import { type RevenueKind, STANDARD_ACCOUNTS } from "#modules/documents/export/accounts.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import type { SettingKey } from "#modules/settings/registry.ts";

const monthName = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: monthName.format(new Date(Date.UTC(2026, i, 1))),
}));

function account(key: SettingKey, kind: RevenueKind): SettingsField {
  return {
    key,
    kind: "text",
    label: `admin.settings.field.${key.slice("accounting.".length)}` as MessageKey,
    help: "admin.settings.accounting.standard",
    helpParams: { skr03: STANDARD_ACCOUNTS.SKR03[kind], skr04: STANDARD_ACCOUNTS.SKR04[kind] },
    maxLength: 9,
  };
}

export const ACCOUNTING_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.settings.accounting.datev",
    fields: [
      {
        key: "accounting.chart",
        kind: "select",
        label: "admin.settings.field.chart",
        options: [
          { value: "SKR03", label: "SKR03" },
          { value: "SKR04", label: "SKR04" },
        ],
      },
      {
        key: "accounting.consultantNumber",
        kind: "text",
        label: "admin.settings.field.consultantNumber",
        help: "admin.settings.field.consultantNumber.help",
        maxLength: 7,
      },
      {
        key: "accounting.clientNumber",
        kind: "text",
        label: "admin.settings.field.clientNumber",
        help: "admin.settings.field.clientNumber.help",
        maxLength: 5,
      },
      {
        key: "accounting.fiscalYearStartMonth",
        kind: "select",
        label: "admin.settings.field.fiscalYearStartMonth",
        options: MONTHS,
      },
      {
        key: "accounting.accountLength",
        kind: "select",
        label: "admin.settings.field.accountLength",
        help: "admin.settings.field.accountLength.help",
        options: [4, 5, 6, 7, 8].map((n) => ({ value: String(n), label: String(n) })),
      },
    ],
  },
  {
    title: "admin.settings.accounting.accounts",
    fields: [
      {
        key: "accounting.debtorAccount",
        kind: "text",
        label: "admin.settings.field.debtorAccount",
        help: "admin.settings.field.debtorAccount.help",
        maxLength: 9,
      },
      account("accounting.revenue19Account", "revenue19"),
      account("accounting.revenue7Account", "revenue7"),
      account("accounting.reverseChargeAccount", "reverseCharge"),
      account("accounting.ossAccount", "oss"),
      account("accounting.exportAccount", "export"),
      account("accounting.smallBusinessAccount", "smallBusiness"),
    ],
  },
];
