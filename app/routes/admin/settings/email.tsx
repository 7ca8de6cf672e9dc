/**
 * `/admin/settings/emails/:mail/`: one mail's subject, heading and text per language, with
 * placeholders from a menu, a preview with the latest order and a test send (issue 27 item 1).
 */
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { MailTextsForm } from "#app/components/admin/settings/mail-texts-form.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-settings-emails.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-settings-emails.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/email";
import { loadMailScreen, mailScreenAction } from "./emails.server.ts";
import { EMAILS_GROUP } from "./emails-fields.ts";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadMailScreen(context, request, params.mail);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return mailScreenAction(context, request, params.mail);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "E-Mail-Texte · Einstellungen · Verwaltung" }];
}

export default function EmailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { id } = loaderData;
  return (
    <div className="admin-page admin-settings">
      <p className="admin-settings__back">
        <Link to={adminPaths.settingsGroup(EMAILS_GROUP)}>{t("admin.settings.emails.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t(`admin.settings.emails.mail.${id}` as MessageKey)}</h1>
      </div>
      <p className="admin-settings__intro">
        {t(`admin.settings.emails.when.${id}` as MessageKey)}{" "}
        {loaderData.to === "shop" ? t("admin.settings.emails.onlyGerman") : null}
      </p>
      <p className="admin-settings__intro">{t("admin.settings.emails.fixedParts")}</p>
      <MailTextsForm
        langs={loaderData.langs}
        texts={loaderData.texts}
        placeholders={loaderData.placeholders}
        token={loaderData.token}
        answer={actionData}
      />
    </div>
  );
}
