/**
 * `/admin/settings/emails/`: E-Mails — the sender (name and address) and every mail the shop
 * sends, each with a link to its texts (issue 27 item 1).
 */
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-settings-emails.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-settings-emails.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/emails";
import { loadEmailsOverview, saveSender } from "./emails.server.ts";
import { EMAILS_GROUP, senderSections } from "./emails-fields.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadEmailsOverview(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSender(context, request);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "E-Mails · Einstellungen · Verwaltung" }];
}

export default function EmailsSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  return (
    <SettingsPage groupId={EMAILS_GROUP}>
      <SettingsForm
        sections={senderSections(loaderData.mailFrom)}
        values={loaderData.values}
        answer={actionData}
      />
      <section className="admin-card admin-mails" aria-labelledby="admin-mails-title">
        <h2 id="admin-mails-title">{t("admin.settings.emails.list")}</h2>
        <p className="admin-settings__section-help">{t("admin.settings.emails.layout")}</p>
        <div className="admin-table-wrap">
          <table className="admin-table admin-mails__table">
            <thead>
              <tr>
                <th scope="col">{t("admin.settings.emails.col.mail")}</th>
                <th scope="col">{t("admin.settings.emails.col.to")}</th>
                <th scope="col">{t("admin.settings.emails.col.texts")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.mails.map((mail) => (
                <tr key={mail.id}>
                  <th scope="row">
                    <Link to={`${adminPaths.settingsGroup(EMAILS_GROUP)}${mail.id}/`}>
                      {t(`admin.settings.emails.mail.${mail.id}` as MessageKey)}
                    </Link>
                    <span className="admin-mails__when">
                      {t(`admin.settings.emails.when.${mail.id}` as MessageKey)}
                    </span>
                  </th>
                  <td>{t(`admin.settings.emails.to.${mail.to}`)}</td>
                  <td>
                    {mail.custom.length > 0
                      ? t("admin.settings.emails.texts.custom", {
                          langs: mail.custom.map((l) => t(`admin.settings.emails.lang.${l}`)).join(", "),
                        })
                      : t("admin.settings.emails.texts.default")}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">
                  <Link to={adminPaths.forms}>{t("admin.settings.emails.forms")}</Link>
                  <span className="admin-mails__when">{t("admin.settings.emails.forms.text")}</span>
                </th>
                <td>{t("admin.settings.emails.to.customer")}</td>
                <td>{t("admin.settings.emails.forms.where")}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
    </SettingsPage>
  );
}
