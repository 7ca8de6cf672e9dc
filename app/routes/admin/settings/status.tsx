/**
 * `/admin/settings/status/`: Shop-Status — coming-soon mode and the store notice. A notice that is
 * switched on needs a text.
 */
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { translate } from "#modules/i18n/index.ts";
import type { Settings } from "#modules/settings/index.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/status";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";
import { STATUS_SECTIONS } from "./status-fields.ts";

const GROUP = "status";
const FIELDS = sectionFields(STATUS_SECTIONS);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSettingsGroup(context, request, GROUP, FIELDS);
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS, (next: Settings, { lang }) =>
    next["shop.storeNoticeEnabled"] && next["shop.storeNotice"].trim() === ""
      ? { refuse: translate(lang, "admin.settings.status.noticeEmpty") }
      : {},
  );
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Shop-Status · Einstellungen · Verwaltung" }];
}

export default function StatusSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm sections={STATUS_SECTIONS} values={loaderData.values} answer={actionData} />
    </SettingsPage>
  );
}
