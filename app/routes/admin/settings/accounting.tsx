/**
 * `/admin/settings/accounting/`: Buchhaltung — what the DATEV export needs (chart of accounts,
 * the advisor's Berater- and Mandantennummer, fiscal year, account length) and the accounts it
 * books to. Administrators only: these decide how the shop's books are kept. The check across the
 * group refuses a debtor account that does not have one digit more than the ledger accounts.
 */
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { ACCOUNT_SETTING, REVENUE_KINDS, revenueAccount } from "#modules/documents/export/accounts.ts";
import { translate } from "#modules/i18n/index.ts";
import type { SettingKey, Settings } from "#modules/settings/index.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-accounting.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/accounting";
import { ACCOUNTING_SECTIONS } from "./accounting-fields.ts";
import {
  loadSettingsGroup,
  type SettingsCrossCheck,
  saveSettingsGroupForm,
} from "./settings-group.server.ts";

const GROUP = "accounting";
const FIELDS = sectionFields(ACCOUNTING_SECTIONS);

/** Debtor accounts have Sachkontenlänge + 1 digits, ledger accounts at most Sachkontenlänge. */
const accountingCheck: SettingsCrossCheck = (next: Settings, { lang }) => {
  const length = next["accounting.accountLength"];
  const errors: Partial<Record<SettingKey, string>> = {};
  if (next["accounting.debtorAccount"].length !== length + 1) {
    errors["accounting.debtorAccount"] = translate(lang, "admin.settings.accounting.debtorLength", {
      digits: length + 1,
    });
  }
  for (const kind of REVENUE_KINDS) {
    if (revenueAccount(next, kind).length > length) {
      errors[ACCOUNT_SETTING[kind]] = translate(lang, "admin.settings.accounting.accountTooLong", {
        digits: length,
      });
    }
  }
  return Object.keys(errors).length ? { errors } : {};
};

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSettingsGroup(context, request, GROUP, FIELDS);
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS, accountingCheck);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Buchhaltung · Einstellungen · Verwaltung" }];
}

export default function AccountingSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm sections={ACCOUNTING_SECTIONS} values={loaderData.values} answer={actionData} />
    </SettingsPage>
  );
}
