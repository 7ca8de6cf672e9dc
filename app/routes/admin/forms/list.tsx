/**
 * `/admin/forms/`: every form with its state (live, draft, closed; unpublished changes), field
 * and submission counts; "Neues Formular" (a title; the builder opens with a save and a
 * success-message action) or one from a template; per form copy, export (.nff), embed, trash;
 * links to the import and the trash. Works without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import { FormRowActions, TemplatePicker } from "#app/components/admin/forms/list-parts.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { listBuilderForms } from "#modules/forms/builder/admin.ts";
import { listTrashedForms } from "#modules/forms/builder/trash.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-forms.ts";
import "#modules/i18n/messages-admin-forms-transfer.ts";
import "#app/styles/admin-forms.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { formsListAction, type ListActionData } from "./list.server.ts";
import { formsListLabels } from "./submissions-nav.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const [forms, trashed] = await Promise.all([listBuilderForms(services.db), listTrashedForms(services.db)]);
  return { forms, trashed: trashed.length, labels: formsListLabels(lang) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return formsListAction(admin, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Formulare · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function FormsList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const date = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  const result = actionData as ListActionData | undefined;
  const failed = result && "error" in result ? result : undefined;
  const error = failed && !failed.template && failed.title !== undefined ? failed.error : undefined;
  return (
    <div className="admin-page admin-forms">
      <div className="admin-page__head">
        <h1>{t("adminForms.title")}</h1>
        <p className="admin-forms__links">
          <Link to={adminPaths.formsImport}>{t("adminFormsX.importLink")}</Link>
          <Link to={adminPaths.formsTrash}>{t("adminFormsX.trashLink", { count: loaderData.trashed })}</Link>
        </p>
      </div>
      {result && "trashed" in result ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminFormsX.trashed", { title: result.trashed.title })}
        </p>
      ) : null}
      {failed && failed.title === undefined && failed.template === undefined ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t(failed.error)}
        </p>
      ) : null}
      <Form method="post" className="admin-card admin-forms-create" noValidate>
        <input type="hidden" name="intent" value="create" />
        <div className="admin-field">
          <label htmlFor="new-form-title">{t("adminForms.create.title")}</label>
          <input
            id="new-form-title"
            name="title"
            className="admin-input"
            maxLength={200}
            defaultValue={failed?.title ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "new-form-title-error" : undefined}
          />
          {error ? (
            <p id="new-form-title-error" className="admin-field__error">
              {t(error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminForms.create.submit")}
        </button>
      </Form>
      <TemplatePicker busy={busy} error={failed?.template !== undefined ? failed.error : undefined} />
      <p>
        <Link to={adminPaths.formsErase}>{loaderData.labels.erase}</Link>
      </p>
      {loaderData.forms.length === 0 ? (
        <p>{t("adminForms.none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t("adminForms.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("adminForms.col.title")}</th>
                <th scope="col">{t("adminForms.col.status")}</th>
                <th scope="col" className="admin-num">
                  {t("adminForms.col.fields")}
                </th>
                <th scope="col" className="admin-num">
                  {t("adminForms.col.submissions")}
                </th>
                <th scope="col">{t("adminForms.col.updated")}</th>
                <th scope="col">{t("adminForms.col.view")}</th>
                <th scope="col">{t("adminFormsX.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.forms.map((f) => (
                <tr key={f.id}>
                  <td>
                    <Link to={adminPaths.form(f.id)}>{f.title || f.key}</Link>
                  </td>
                  <td>
                    <span className="admin-badge">{t(`adminForms.status.${f.status}` as MessageKey)}</span>
                    {f.hasDraft && f.status !== "draft" ? (
                      <span className="admin-badge admin-forms__pending">
                        {t("adminForms.status.pending")}
                      </span>
                    ) : null}
                  </td>
                  <td className="admin-num">{f.fields}</td>
                  <td className="admin-num">
                    <Link
                      to={adminPaths.formSubmissions(f.id)}
                      aria-label={loaderData.labels.submissionsOf
                        .replace("{count}", String(f.submissions))
                        .replace("{title}", f.title || f.key)}
                    >
                      {f.submissions}
                    </Link>
                  </td>
                  <td>{date.format(new Date(f.updatedAt))}</td>
                  <td>
                    {f.status === "publish" ? (
                      <a href={adminPaths.formPage(f.id)}>{t("adminForms.view", { title: f.title })}</a>
                    ) : null}
                  </td>
                  <td>
                    <FormRowActions id={f.id} title={f.title || f.key} busy={busy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
