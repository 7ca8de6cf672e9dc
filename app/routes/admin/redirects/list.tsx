/**
 * `/admin/redirects/`: every 301 of the one redirects table (issue 23 item 6) — slug changes,
 * the owner's own, imported permalinks — searched and paged in PostgreSQL, with a form for a new
 * one and a delete button per row. The query lives in the URL; everything works without
 * JavaScript. modules/site/redirects.ts validates, collapses chains and refuses loops.
 */
import { Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { RedirectSource } from "#db/schema/catalog.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-redirects.ts";
import "#app/styles/admin-redirects.css";
import { REDIRECT_MAX_SEARCH } from "#modules/site/redirect-rules.ts";
import { listRedirects } from "#modules/site/redirects.ts";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { RedirectFields } from "./redirect-form.tsx";
import { type RedirectActionData, redirectAction } from "./redirects.server.ts";

type Query = { q: string; page: number };

function readQuery(url: URL): Query {
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, REDIRECT_MAX_SEARCH),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function queryString(q: Query, page: number): string {
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = readQuery(new URL(request.url));
  const result = await listRedirects(services.db, query);
  return {
    query,
    total: result.total,
    pages: result.pages,
    rows: result.rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return redirectAction(admin, request, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Weiterleitungen · Verwaltung" },
  { name: "robots", content: "noindex" },
];

const SOURCE_LABELS: Record<RedirectSource, MessageKey> = {
  slug: "redirects.source.slug",
  manual: "redirects.source.manual",
  import: "redirects.source.import",
};

const OUTCOME_TEXT: Partial<Record<RedirectActionData["outcome"], MessageKey>> = {
  created: "redirects.created",
  deleted: "redirects.deleted",
  gone: "redirects.gone",
};

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const { query, rows, total, pages } = loaderData;
  const result = actionData as RedirectActionData | undefined;
  const invalid = result?.outcome === "invalid" ? result : undefined;
  const values = invalid?.values ?? { from: "", to: "" };
  const notice = result ? OUTCOME_TEXT[result.outcome] : undefined;
  return (
    <div className="admin-page admin-redirects">
      <div className="admin-page__head">
        <h1>{t("redirects.title")}</h1>
        <p aria-live="polite">
          {total === 1 ? t("redirects.count.one") : t("redirects.count", { count: total })}
        </p>
      </div>
      <p>{t("redirects.intro")}</p>
      {notice && (
        <p
          className={`admin-notice ${result?.outcome === "gone" ? "admin-notice--warning" : "admin-notice--success"}`}
          role="status"
        >
          {t(notice)}
        </p>
      )}
      {invalid && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("redirects.errors")}
        </p>
      )}
      <section className="admin-card" aria-labelledby="redirects-new-title">
        <h2 id="redirects-new-title">{t("redirects.new")}</h2>
        <Form
          method="post"
          className="admin-redirects__form"
          noValidate
          key={`${rows[0]?.id ?? 0}-${total}-${JSON.stringify(values)}`}
        >
          <RedirectFields values={values} errors={invalid?.errors ?? {}} idPrefix="redirect-new" />
          <div>
            <button type="submit" className="admin-button" disabled={busy}>
              {t("redirects.create")}
            </button>
          </div>
        </Form>
      </section>
      <Form method="get" className="admin-redirects__search" role="search">
        <div className="admin-field">
          <label htmlFor="redirects-q">{t("redirects.search")}</label>
          <input
            id="redirects-q"
            name="q"
            type="search"
            className="admin-input"
            defaultValue={query.q}
            maxLength={REDIRECT_MAX_SEARCH}
            aria-describedby="redirects-q-help"
          />
          <span id="redirects-q-help" className="admin-field__help">
            {t("redirects.search.help")}
          </span>
        </div>
        <div className="admin-redirects__search-actions">
          <button type="submit" className="admin-button">
            {t("redirects.search.submit")}
          </button>
          {query.q && (
            <Link className="admin-button admin-button--quiet" to={adminPaths.redirects}>
              {t("redirects.search.reset")}
            </Link>
          )}
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="admin-card">{t("redirects.none")}</p>
      ) : (
        <RedirectsTable rows={rows} busy={busy} />
      )}
      {pages > 1 && <Pagination query={query} pages={pages} />}
    </div>
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The redirects of the page, one row each with its edit link and delete button. */
function RedirectsTable({ rows, busy }: { rows: Row[]; busy: boolean }) {
  const t = useAdminT();
  const when = useAdminDateFormat("minute");
  return (
    // Scrolls sideways on a narrow screen: a tab stop so a keyboard can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <div className="admin-table-wrap" tabIndex={0}>
      <table className="admin-table admin-redirects__table">
        <thead>
          <tr>
            <th scope="col">{t("redirects.from")}</th>
            <th scope="col">{t("redirects.to")}</th>
            <th scope="col">{t("redirects.source")}</th>
            <th scope="col">{t("redirects.updated")}</th>
            <th scope="col">{t("redirects.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <code>{r.fromPath}</code>
              </td>
              <td>
                <a href={r.toPath}>
                  <code>{r.toPath}</code>
                </a>
              </td>
              <td>{t(SOURCE_LABELS[r.source])}</td>
              <td>
                <time dateTime={r.updatedAt}>{when.format(new Date(r.updatedAt))}</time>
              </td>
              <td>
                <div className="admin-redirects__row-actions">
                  <Link
                    to={adminPaths.redirect(r.id)}
                    aria-label={t("redirects.editLabel", { from: r.fromPath })}
                  >
                    {t("redirects.edit")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="version" value={r.version} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="admin-button admin-button--quiet"
                      aria-label={t("redirects.deleteLabel", { from: r.fromPath })}
                      disabled={busy}
                    >
                      {t("redirects.delete")}
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next page links keeping the search. */
function Pagination({ query, pages }: { query: Query; pages: number }) {
  const t = useAdminT();
  return (
    <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
      {query.page > 1 && (
        <Link to={`${adminPaths.redirects}${queryString(query, query.page - 1)}`} rel="prev">
          {t("admin.pagination.previous")}
        </Link>
      )}
      <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
      {query.page < pages && (
        <Link to={`${adminPaths.redirects}${queryString(query, query.page + 1)}`} rel="next">
          {t("admin.pagination.next")}
        </Link>
      )}
    </nav>
  );
}
