/**
 * `/admin/forms/:id/submissions/:sid/`: one submission (issue 26 item 7) — every value under the
 * label of the form version it was submitted with, the calculations, the uploads to download;
 * opening it marks it read. Star, mark unread (back to the list), trash and restore; links to the
 * newer and older one. Works without JavaScript.
 */
import { data, Form, Link, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import {
  SubmissionCalculations,
  SubmissionFiles,
  SubmissionValues,
} from "#app/components/admin/submissions/submission-view.tsx";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import {
  getInboxSubmission,
  markRead,
  markUnread,
  moveSubmissions,
  setStarred,
} from "#modules/forms/inbox/store.ts";
import "#modules/i18n/messages-admin-submissions.ts";
import "#app/styles/admin-submissions.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/submissions-detail";
import { formOf } from "./submissions.server.ts";

const submissionId = (raw: string | undefined) => {
  if (!/^\d{1,9}$/.test(raw ?? "")) throw data(null, { status: 404 });
  return Number(raw);
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireOwner(context, request);
  const form = await formOf(admin.services, params.id);
  const sid = submissionId(params.sid);
  const sub = await getInboxSubmission(admin.services.db, form.id, sid);
  if (!sub) throw data(null, { status: 404 });
  if (!sub.read) await markRead(admin.services.db, form.id, sid);
  return { form: { id: form.id, title: form.title }, sub };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await formOf(admin.services, params.id);
  const sid = submissionId(params.sid);
  const intent = String((await request.formData()).get("intent") ?? "");
  const db = admin.services.db;
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  if (intent === "star" || intent === "unstar") {
    if (!(await setStarred(db, form.id, sid, intent === "star"))) throw data(null, { status: 404 });
    return null;
  }
  if (intent === "unread") {
    await markUnread(db, form.id, [sid]);
    return redirect(adminPaths.formSubmissions(form.id), { headers: adminHeaders() });
  }
  if (intent === "trash" || intent === "restore") {
    await moveSubmissions(db, form.id, [sid], intent, opts);
    return null;
  }
  throw data(null, { status: 400 });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Einsendung · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function SubmissionDetail({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const date = useAdminDateFormat("minute");
  const { form, sub } = loaderData;
  return (
    <div className="admin-page admin-subs">
      <p className="admin-subs-crumbs">
        <Link to={adminPaths.formSubmissions(form.id)}>{t("adminSubs.detail.back")}</Link>
        {" · "}
        {form.title}
      </p>
      <div className="admin-page__head">
        <h1>
          {t("adminSubs.detail.title", { id: sub.id })}
          {sub.starred ? (
            <span className="admin-subs-starred"> ★ {t("adminSubs.detail.starred")}</span>
          ) : null}
        </h1>
        <p>
          {t("adminSubs.detail.received", { date: date.format(new Date(sub.createdAt)) })}
          {sub.formVersion ? ` · ${t("adminSubs.detail.version", { number: sub.formVersion })}` : null}
        </p>
      </div>
      {sub.trashed ? (
        <p className="admin-notice admin-notice--warning" role="status">
          {t("adminSubs.detail.inTrash")}
        </p>
      ) : null}
      <Form method="post" className="admin-subs-actions">
        <button
          type="submit"
          name="intent"
          value={sub.starred ? "unstar" : "star"}
          className="admin-button"
          aria-pressed={sub.starred}
        >
          <span aria-hidden="true">{sub.starred ? "★ " : "☆ "}</span>
          {t("adminSubs.star")}
        </button>
        <button type="submit" name="intent" value="unread" className="admin-button admin-button--quiet">
          {t("adminSubs.detail.unread")}
        </button>
        <button
          type="submit"
          name="intent"
          value={sub.trashed ? "restore" : "trash"}
          className="admin-button admin-button--quiet"
        >
          {t(sub.trashed ? "adminSubs.detail.restore" : "adminSubs.detail.trash")}
        </button>
      </Form>
      <SubmissionValues values={sub.labelled} />
      <SubmissionCalculations calculations={sub.calculations} />
      <SubmissionFiles formId={form.id} submissionId={sub.id} files={sub.files} />
      <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
        {sub.newer ? (
          <Link to={adminPaths.formSubmission(form.id, sub.newer)} rel="prev">
            {t("adminSubs.detail.newer")}
          </Link>
        ) : null}
        {sub.older ? (
          <Link to={adminPaths.formSubmission(form.id, sub.older)} rel="next">
            {t("adminSubs.detail.older")}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
