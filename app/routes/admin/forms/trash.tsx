/**
 * `/admin/forms/trash/`: the forms in the trash, each to restore or to delete for good (with its
 * submissions and files) after a confirmation shown on this page (`?delete=ID`). Works without
 * JavaScript. modules/forms/builder/trash.ts does the writes (audited).
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { removeErasedUploads } from "#modules/customers/erase-files.ts";
import { deleteFormForGood, listTrashedForms, restoreForm } from "#modules/forms/builder/trash.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import "#modules/i18n/messages-admin-forms-screens.ts";
import "#app/styles/admin-forms.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/trash";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const forms = await listTrashedForms(services.db);
  const asked = Number(new URL(request.url).searchParams.get("delete") ?? "");
  return { forms, confirm: forms.find((f) => f.id === asked) ?? null };
}

type TrashAnswer = { done: MessageKey; title: string } | { error: MessageKey };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await request.formData();
  const raw = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const title = String(form.get("title") ?? "");
  const opts = {
    actor: admin.actor,
    requestId: admin.state.requestId,
    expectedVersion: parseVersion(String(form.get("version") ?? "")),
  };
  try {
    if (form.get("intent") === "delete") {
      const result = await deleteFormForGood(admin.services.db, id, opts);
      if (result === "missing") return data<TrashAnswer>({ error: "adminFormsX.gone" }, 404);
      if (result === "not_trashed") return data<TrashAnswer>({ error: "adminFormsX.notTrashed" }, 409);
      await removeErasedUploads(admin.services.config.dataDir, result.uploadFiles);
      return data<TrashAnswer>({ done: "adminFormsX.deleted", title });
    }
    const result = await restoreForm(admin.services.db, id, opts);
    if (result === "missing") return data<TrashAnswer>({ error: "adminFormsX.gone" }, 404);
    return data<TrashAnswer>({ done: "adminFormsX.restored", title });
  } catch (err) {
    if (err instanceof VersionConflictError) return data<TrashAnswer>({ error: "adminFormsX.conflict" }, 409);
    throw err;
  }
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Papierkorb · Formulare · Verwaltung" },
  { name: "robots", content: "noindex" },
];

function Confirm({
  form,
}: {
  form: { id: number; title: string; key: string; submissions: number; version: number };
}) {
  const t = useAdminT();
  const title = form.title || form.key;
  return (
    <section className="admin-card admin-forms-confirm" aria-labelledby="confirm-delete-title">
      <h2 id="confirm-delete-title">{t("adminFormsX.confirmTitle", { title })}</h2>
      <p>{t("adminFormsX.confirmText", { count: form.submissions })}</p>
      <Form method="post" action={adminPaths.formsTrash} className="admin-forms-row-actions">
        <input type="hidden" name="id" value={form.id} />
        <input type="hidden" name="title" value={title} />
        <input type="hidden" name="version" value={form.version} />
        <button type="submit" name="intent" value="delete" className="admin-button admin-button--danger">
          {t("adminFormsX.confirm")}
        </button>
        <Link to={adminPaths.formsTrash}>{t("adminFormsX.cancel")}</Link>
      </Form>
    </section>
  );
}

export default function FormsTrash({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const date = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  const answer = actionData as TrashAnswer | undefined;
  return (
    <div className="admin-page admin-forms">
      <p className="admin-forms__back">
        <Link to={adminPaths.forms}>← {t("adminFormsX.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminFormsX.trashTitle")}</h1>
      </div>
      <p>{t("adminFormsX.trashIntro")}</p>
      {answer && "done" in answer ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t(answer.done, { title: answer.title })}
        </p>
      ) : null}
      {answer && "error" in answer ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t(answer.error)}
        </p>
      ) : null}
      {loaderData.confirm && !answer ? <Confirm form={loaderData.confirm} /> : null}
      {loaderData.forms.length === 0 ? (
        <p>{t("adminFormsX.trashNone")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t("adminFormsX.trashTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("adminFormsX.col.title")}</th>
                <th scope="col">{t("adminFormsX.col.trashedAt")}</th>
                <th scope="col" className="admin-num">
                  {t("adminFormsX.col.submissions")}
                </th>
                <th scope="col">{t("adminFormsX.col.options")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.forms.map((f) => {
                const title = f.title || f.key;
                return (
                  <tr key={f.id}>
                    <td>{title}</td>
                    <td>{date.format(new Date(f.trashedAt))}</td>
                    <td className="admin-num">{f.submissions}</td>
                    <td>
                      <div className="admin-forms-row-actions">
                        <Form method="post">
                          <input type="hidden" name="id" value={f.id} />
                          <input type="hidden" name="title" value={title} />
                          <input type="hidden" name="version" value={f.version} />
                          <button
                            type="submit"
                            name="intent"
                            value="restore"
                            className="admin-link-button"
                            disabled={busy}
                            aria-label={t("adminFormsX.restoreOf", { title })}
                          >
                            {t("adminFormsX.restore")}
                          </button>
                        </Form>
                        <Link
                          to={`${adminPaths.formsTrash}?delete=${f.id}`}
                          className="admin-forms-row-actions__trash"
                          aria-label={t("adminFormsX.deleteOf", { title })}
                        >
                          {t("adminFormsX.delete")}
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
