/**
 * The posts and pages lists (issue 25 item 2): status tabs with counts, search and filters in the
 * URL (a GET form: works without JavaScript), a table with a checkbox per row and one bulk form
 * (publish, trash, restore), paging by 20. Data and writes: app/routes/admin/posts/content.server.ts.
 */
import { Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { SelectAll } from "#app/components/admin/select-all.tsx";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { type ListQuery, listQueryString } from "#modules/content/editing/list-query.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-content.ts";
import "#app/styles/admin-content.css";

type Kind = "post" | "page";
type Row = {
  id: number;
  title: string;
  path: string;
  lang: "de" | "en";
  status: string;
  hasPassword: boolean;
  sticky: boolean;
  author: string | null;
  publishedAt: string;
};
export type ListData = {
  kind: Kind;
  query: ListQuery;
  counts: Record<string, number>;
  choices: {
    authors: { id: number; name: string }[];
    categories: { id: number; name: string }[];
    months: string[];
  };
  total: number;
  pages: number;
  rows: Row[];
};

const TABS = ["", "publish", "future", "draft", "private", "trash"] as const;

export const statusLabel = (status: string, hasPassword = false): MessageKey =>
  hasPassword && status === "publish"
    ? "adminContent.status.password"
    : (`adminContent.status.${status}` as MessageKey);

function Filters({ data, base }: { data: ListData; base: string }) {
  const t = useAdminT();
  const q = data.query;
  return (
    <Form method="get" className="admin-content__filters" role="search">
      {q.status && <input type="hidden" name="status" value={q.status} />}
      <div className="admin-field">
        <label htmlFor="content-q">{t("adminContent.search")}</label>
        <input
          id="content-q"
          name="q"
          type="search"
          className="admin-input"
          defaultValue={q.q}
          maxLength={100}
        />
      </div>
      {data.kind === "post" && (
        <div className="admin-field">
          <label htmlFor="content-category">{t("adminContent.filter.category")}</label>
          <select
            id="content-category"
            name="category"
            className="admin-input"
            defaultValue={q.category ?? ""}
          >
            <option value="">{t("adminContent.filter.all")}</option>
            {data.choices.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="admin-field">
        <label htmlFor="content-author">{t("adminContent.filter.author")}</label>
        <select id="content-author" name="author" className="admin-input" defaultValue={q.author ?? ""}>
          <option value="">{t("adminContent.filter.all")}</option>
          {data.choices.authors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="content-month">{t("adminContent.filter.month")}</label>
        <select id="content-month" name="month" className="admin-input" defaultValue={q.month}>
          <option value="">{t("adminContent.filter.all")}</option>
          {data.choices.months.map((m) => (
            <option key={m} value={m}>
              {m.slice(5)}/{m.slice(0, 4)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-content__filter-actions">
        <button type="submit" className="admin-button">
          {t("adminContent.filter")}
        </button>
        {(q.q || q.category || q.author || q.month) && (
          <Link
            className="admin-button admin-button--quiet"
            to={`${base}${q.status ? `?status=${q.status}` : ""}`}
          >
            {t("adminContent.filter.reset")}
          </Link>
        )}
      </div>
    </Form>
  );
}

function Rows({ data, edit }: { data: ListData; edit: (id: number) => string }) {
  const t = useAdminT();
  const date = useAdminDateFormat("minute");
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">
              <SelectAll label={t("adminContent.selectAll")} />
            </th>
            <th scope="col">{t("adminContent.col.title")}</th>
            <th scope="col">{t("adminContent.col.author")}</th>
            <th scope="col">{t("adminContent.col.status")}</th>
            <th scope="col">{t("adminContent.col.lang")}</th>
            <th scope="col">{t("adminContent.col.date")}</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.id}>
              <td>
                <input
                  type="checkbox"
                  name="ids"
                  value={r.id}
                  aria-label={t("adminContent.select", { title: r.title })}
                />
              </td>
              <td>
                <Link to={edit(r.id)}>{r.title}</Link>
                {r.sticky && (
                  <span className="admin-badge admin-content__sticky">{t("adminContent.sticky")}</span>
                )}
                {r.status === "publish" && !r.hasPassword && (
                  <>
                    {" · "}
                    <a href={r.path}>{t("adminContent.view")}</a>
                  </>
                )}
              </td>
              <td>{r.author ?? "–"}</td>
              <td>{t(statusLabel(r.status, r.hasPassword))}</td>
              <td>{r.lang.toUpperCase()}</td>
              <td className="admin-num">{date.format(new Date(r.publishedAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ContentList({
  data,
  result,
}: {
  data: ListData;
  result?: { outcome: string; count?: number };
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const post = data.kind === "post";
  const base = post ? adminPaths.posts : adminPaths.pages;
  const edit = post ? adminPaths.post : adminPaths.page;
  const q = data.query;
  const allButTrash = Object.entries(data.counts).reduce((n, [s, c]) => (s === "trash" ? n : n + c), 0);
  return (
    <div className="admin-page admin-content">
      <div className="admin-page__head">
        <h1>{t(post ? "adminContent.posts" : "adminContent.pages")}</h1>
        <Link className="admin-button" to={edit("new")}>
          {t(post ? "adminContent.newPost" : "adminContent.newPage")}
        </Link>
        <p aria-live="polite">
          {data.total === 1 ? t("adminContent.count.one") : t("adminContent.count", { count: data.total })}
        </p>
      </div>
      {result?.outcome === "done" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminContent.bulk.done", { count: result.count ?? 0 })}
        </p>
      )}
      {result?.outcome === "none" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminContent.bulk.none")}
        </p>
      )}
      <nav className="admin-content__tabs" aria-label={t("adminContent.filter.status")}>
        <ul>
          {TABS.map((s) => (
            <li key={s || "all"}>
              <Link
                to={`${base}${s ? `?status=${s}` : ""}`}
                aria-current={q.status === s ? "page" : undefined}
              >
                {t(s ? statusLabel(s) : "adminContent.filter.allButTrash")} (
                {s ? (data.counts[s] ?? 0) : allButTrash})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Filters data={data} base={base} />
      {data.rows.length === 0 ? (
        <p className="admin-card">{t("adminContent.none")}</p>
      ) : (
        <Form method="post" className="admin-content__bulk-form">
          <div className="admin-content__bulk">
            <label htmlFor="content-bulk">{t("adminContent.bulk")}</label>
            <select id="content-bulk" name="bulk" className="admin-input" defaultValue="">
              <option value="">–</option>
              {q.status === "trash" ? (
                <option value="restore">{t("adminContent.bulk.restore")}</option>
              ) : (
                <>
                  <option value="publish">{t("adminContent.bulk.publish")}</option>
                  <option value="trash">{t("adminContent.bulk.trash")}</option>
                </>
              )}
            </select>
            <button type="submit" className="admin-button" disabled={busy}>
              {t("adminContent.bulk.apply")}
            </button>
          </div>
          <Rows data={data} edit={edit} />
        </Form>
      )}
      {data.pages > 1 && (
        <nav className="admin-pagination" aria-label={t("adminContent.pager")}>
          {q.page > 1 && (
            <Link to={`${base}${listQueryString(q, q.page - 1)}`}>{t("adminContent.pager.prev")}</Link>
          )}
          <span>{t("adminContent.pager.of", { page: q.page, pages: data.pages })}</span>
          {q.page < data.pages && (
            <Link to={`${base}${listQueryString(q, q.page + 1)}`}>{t("adminContent.pager.next")}</Link>
          )}
        </nav>
      )}
    </div>
  );
}
