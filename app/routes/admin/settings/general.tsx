/** `/admin/settings/general/`: Allgemein — the shop's name, address for links, order e-mail, list lengths. */
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import "#modules/i18n/messages-admin-settings.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/general";
import { GENERAL_SECTIONS } from "./general-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";

const GROUP = "general";
const FIELDS = sectionFields(GENERAL_SECTIONS);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSettingsGroup(context, request, GROUP, FIELDS);
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Allgemein · Einstellungen · Verwaltung" }];
}

export default function GeneralSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm sections={GENERAL_SECTIONS} values={loaderData.values} answer={actionData} />
    </SettingsPage>
  );
}
