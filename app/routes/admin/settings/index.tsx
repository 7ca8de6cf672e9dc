/** `/admin/settings/`: the settings groups as an owner thinks of them, each with what it holds. */
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { SETTINGS_GROUPS } from "#app/components/admin/settings/groups.ts";
import { useAdminFrame, useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/index";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOwner(context, request);
  return null;
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Einstellungen · Verwaltung" }];
}

export default function SettingsOverview() {
  const t = useAdminT();
  const administrator = useAdminFrame()?.owner.role === "administrator";
  return (
    <div className="admin-page admin-settings">
      <div className="admin-page__head">
        <h1>{t("admin.settings.title")}</h1>
      </div>
      <p className="admin-settings__intro">{t("admin.settings.intro")}</p>
      <ul className="admin-settings__groups">
        {SETTINGS_GROUPS.map((group) => (
          <li key={group.id} className="admin-card admin-settings__group">
            <h2>
              {group.administratorOnly && !administrator ? (
                t(group.label)
              ) : (
                <Link to={adminPaths.settingsGroup(group.id)}>{t(group.label)}</Link>
              )}
            </h2>
            <p>{t(group.description)}</p>
            {group.administratorOnly ? (
              <p className="admin-settings__badge">{t("admin.settings.administratorOnly")}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
