/**
 * `/admin/comments/`: the moderation queue (issue 25 item 4), WordPress's comments screen: tabs
 * Ausstehend/Freigegeben/Spam/Papierkorb with counts, search, paging (all in the URL), per-row
 * steps, the owner's reply and bulk actions. Everything works without JavaScript.
 */
import { Form, Link } from "react-router";
import { CommentsTable } from "#app/components/admin/comments/comments-table.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { CommentStatus } from "#db/schema/blog.ts";
import { COMMENT_STATUSES } from "#modules/comments/rules.ts";
import { commentCounts, listCommentQueue } from "#modules/comments/store.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-comments.ts";
import "#app/styles/admin-comments.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { type CommentsActionData, commentsAction } from "./comments.server.ts";

export type CommentsQuery = { status: CommentStatus; q: string; page: number };

function readQuery(url: URL): CommentsQuery {
  const status = url.searchParams.get("status") ?? "hold";
  const page = Number(url.searchParams.get("page"));
  return {
    status: (COMMENT_STATUSES as readonly string[]).includes(status) ? (status as CommentStatus) : "hold",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function commentsHref(q: CommentsQuery, patch: Partial<CommentsQuery> = {}): string {
  const next = { ...q, ...patch };
  const params = new URLSearchParams();
  if (next.status !== "hold") params.set("status", next.status);
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return `${adminPaths.comments}${s ? `?${s}` : ""}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = readQuery(new URL(request.url));
  const [list, counts] = await Promise.all([
    listCommentQueue(services.db, query),
    commentCounts(services.db),
  ]);
  return {
    query,
    counts,
    total: list.total,
    pages: list.pages,
    rows: list.rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      postPath: `${r.postLang === "en" ? "/en" : ""}/blog/${r.postSlug}/`,
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return commentsAction(admin, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Kommentare · Verwaltung" },
  { name: "robots", content: "noindex" },
];

function notice(
  t: ReturnType<typeof useAdminT>,
  result: CommentsActionData | undefined,
): { text: string; kind: string } | undefined {
  if (!result) return undefined;
  switch (result.outcome) {
    case "moderated":
      return result.count
        ? {
            text: t("adminComments.done", {
              count: result.count,
              action: t(`adminComments.action.${result.action}` as MessageKey),
            }),
            kind: "success",
          }
        : { text: t("adminComments.nothing"), kind: "warning" };
    case "replied":
      return { text: t("adminComments.replied"), kind: "success" };
    case "edited":
      return { text: t("adminComments.edited"), kind: "success" };
    case "gone":
      return { text: t("adminComments.gone"), kind: "warning" };
    case "invalid":
      return {
        text: t(
          result.reason === "reply"
            ? "adminComments.replyRequired"
            : result.reason === "edit"
              ? "adminComments.editRequired"
              : "adminComments.bulk.none",
        ),
        kind: "error",
      };
  }
}

export default function CommentsQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { query, counts, rows, pages } = loaderData;
  const shown = notice(t, actionData as CommentsActionData | undefined);
  return (
    <div className="admin-page admin-comments">
      <div className="admin-page__head">
        <h1>{t("adminComments.title")}</h1>
      </div>
      <nav aria-label={t("adminComments.tabs")} className="admin-comments__tabs">
        <ul>
          {COMMENT_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={commentsHref(query, { status: s, page: 1 })}
                aria-current={s === query.status ? "page" : undefined}
              >
                {t(`adminComments.tab.${s}` as MessageKey)}{" "}
                <span className="admin-comments__count">({counts[s]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown && (
        <p
          className={`admin-notice admin-notice--${shown.kind}`}
          role={shown.kind === "error" ? "alert" : "status"}
        >
          {shown.text}
        </p>
      )}
      <Form method="get" className="admin-comments__search" role="search">
        {query.status !== "hold" && <input type="hidden" name="status" value={query.status} />}
        <div className="admin-field">
          <label htmlFor="comments-q">{t("adminComments.search")}</label>
          <input
            id="comments-q"
            name="q"
            type="search"
            className="admin-input"
            defaultValue={query.q}
            maxLength={100}
            aria-describedby="comments-q-help"
          />
          <span id="comments-q-help" className="admin-field__help">
            {t("adminComments.search.help")}
          </span>
        </div>
        <div className="admin-comments__search-actions">
          <button type="submit" className="admin-button">
            {t("adminComments.search.submit")}
          </button>
          {query.q && (
            <Link className="admin-button admin-button--quiet" to={commentsHref(query, { q: "", page: 1 })}>
              {t("adminComments.search.reset")}
            </Link>
          )}
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminComments.none")}</p>
      ) : (
        <CommentsTable rows={rows} status={query.status} />
      )}
      {pages > 1 && (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {query.page > 1 && (
            <Link to={commentsHref(query, { page: query.page - 1 })} rel="prev">
              {t("admin.pagination.previous")}
            </Link>
          )}
          <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link to={commentsHref(query, { page: query.page + 1 })} rel="next">
              {t("admin.pagination.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
