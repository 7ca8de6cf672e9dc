/**
 * `/admin/forms/:id/submissions/`: a form's submissions (issue 26 item 7) — views (all, unread,
 * starred, trash), search in the values and a date range (all in the query string: a filtered
 * list is a link, and the CSV export takes the same filter), the columns the owner chose (kept per
 * form and owner), a star per row, bulk trash/restore/mark unread, paging. Works without JavaScript.
 */
import { data, Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { ColumnPicker } from "#app/components/admin/submissions/column-picker.tsx";
import { InboxFilterForm, InboxViews } from "#app/components/admin/submissions/inbox-filters.tsx";
import { InboxTable } from "#app/components/admin/submissions/inbox-table.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { inboxQueryString, readInboxFilter } from "#modules/forms/inbox/filter.ts";
import { columnChoices, effectiveColumns } from "#modules/forms/inbox/labelled.ts";
import {
  chosenColumns,
  listInbox,
  markUnread,
  moveSubmissions,
  saveColumns,
  setStarred,
} from "#modules/forms/inbox/store.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-submissions.ts";
import "#app/styles/admin-submissions.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/submissions";
import { formOf, keepsSubmissions, postedIds } from "./submissions.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireOwner(context, request);
  const form = await formOf(admin.services, params.id);
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const choices = columnChoices(form.fields);
  const [list, chosen] = await Promise.all([
    listInbox(admin.services.db, form.id, filter),
    chosenColumns(admin.services.db, form.id, admin.owner.id),
  ]);
  const columns = effectiveColumns(chosen, choices);
  return {
    form: { id: form.id, title: form.title, keeps: keepsSubmissions(form) },
    filter,
    choices,
    columns,
    total: list.total,
    pages: list.pages,
    rows: list.rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      read: r.read,
      starred: r.starred,
      cells: columns.map((c) => r.values[c.id]?.text ?? ""),
    })),
  };
}

type Notice = { notice: MessageKey; count?: number; error?: boolean };

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await formOf(admin.services, params.id);
  const posted = await request.formData();
  const intent = String(posted.get("intent") ?? "");
  const db = admin.services.db;
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  const star = /^(star|unstar):(\d{1,9})$/.exec(intent);
  if (star) {
    await setStarred(db, form.id, Number(star[2]), star[1] === "star");
    return null;
  }
  if (intent === "columns") {
    await saveColumns(db, form.id, admin.owner.id, posted.getAll("columns").map(String));
    return { notice: "adminSubs.columns.saved" } satisfies Notice;
  }
  const ids = postedIds(posted);
  if (intent === "trash" || intent === "restore" || intent === "unread") {
    if (ids.length === 0) return data({ notice: "adminSubs.bulk.none", error: true } satisfies Notice, 400);
    if (intent === "unread")
      return { notice: "adminSubs.markedUnread", count: await markUnread(db, form.id, ids) } satisfies Notice;
    const moved = await moveSubmissions(db, form.id, ids, intent, opts);
    return {
      notice: intent === "trash" ? "adminSubs.trashed" : "adminSubs.restored",
      count: moved.length,
    } satisfies Notice;
  }
  throw data(null, { status: 400 });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Einsendungen · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function Submissions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { form, filter, rows, columns, choices, total, pages } = loaderData;
  const notice = actionData && "notice" in actionData ? (actionData as Notice) : undefined;
  const page = (n: number) =>
    `${adminPaths.formSubmissions(form.id)}${inboxQueryString(filter, { page: n })}`;
  return (
    <div className="admin-page admin-subs">
      <p className="admin-subs-crumbs">
        <Link to={adminPaths.forms}>{t("adminSubs.back")}</Link>
        {" · "}
        <Link to={adminPaths.form(form.id)}>{t("adminSubs.toBuilder")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminSubs.title", { title: form.title })}</h1>
        <p aria-live="polite">
          {total === 1 ? t("adminSubs.countOne") : t("adminSubs.count", { count: total })}
        </p>
      </div>
      {notice ? (
        <p
          className={`admin-notice ${notice.error ? "admin-notice--error" : "admin-notice--success"}`}
          role={notice.error ? "alert" : "status"}
        >
          {t(notice.notice, { count: notice.count ?? 0 })}
        </p>
      ) : null}
      {form.keeps ? null : <p className="admin-notice admin-notice--warning">{t("adminSubs.noSave")}</p>}
      <InboxViews formId={form.id} filter={filter} />
      <InboxFilterForm formId={form.id} filter={filter} total={total} />
      <ColumnPicker choices={choices} shown={columns} />
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminSubs.none")}</p>
      ) : (
        <InboxTable formId={form.id} rows={rows} columns={columns} trash={filter.view === "trash"} />
      )}
      {pages > 1 ? (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {filter.page > 1 ? (
            <Link to={page(filter.page - 1)} rel="prev">
              {t("admin.pagination.previous")}
            </Link>
          ) : null}
          <span>{t("admin.pagination.status", { page: filter.page, pages })}</span>
          {filter.page < pages ? (
            <Link to={page(filter.page + 1)} rel="next">
              {t("admin.pagination.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p>
        <Link to={adminPaths.formsErase}>{t("adminSubs.erase.link")}</Link>
      </p>
    </div>
  );
}
