/**
 * `/admin/settings/legal/`: Rechtliches — the seller's legal data and which page is which legal
 * text (issue 21). Administrator only. Checks across fields (a German seller's postcode and
 * USt-IdNr., register court with number, published pages); while the shop is live, a save that
 * would empty required data that was complete is refused, one that leaves data missing warns.
 */
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { servicesContext } from "#app/context.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-settings-legal.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/legal";
import { LEGAL_FIELDS, legalCrossCheck, legalPageOptions } from "./legal.server.ts";
import { LEGAL_PAGE_KEYS, LEGAL_SECTIONS } from "./legal-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";

const GROUP = "legal";

export async function loader({ context, request }: Route.LoaderArgs) {
  const group = await loadSettingsGroup(context, request, GROUP, LEGAL_FIELDS);
  return { ...group, pages: await legalPageOptions(context.get(servicesContext).db) };
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, LEGAL_FIELDS, legalCrossCheck);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Rechtliches · Einstellungen · Verwaltung" }];
}

export default function LegalSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const none = { value: "0", label: t("admin.settings.legal.page.none") };
  const pageOptions = [none, ...loaderData.pages];
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm
        sections={LEGAL_SECTIONS}
        values={loaderData.values}
        answer={actionData}
        options={Object.fromEntries(LEGAL_PAGE_KEYS.map((k) => [k, pageOptions]))}
      />
    </SettingsPage>
  );
}
