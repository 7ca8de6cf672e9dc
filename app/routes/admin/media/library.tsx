/**
 * `/admin/media/`: the media library. A grid of thumbnails (a list on a phone), searched by title,
 * file name and alt text, filtered by use, missing alt text or the trash, paged in PostgreSQL
 * (modules/media/library.ts); the query lives in the URL, so every result is a link and works
 * without JavaScript. The upload form posts here without JavaScript; with it, each file goes to
 * `/admin/media/upload/` with its own progress (components/admin/media/uploader.tsx).
 */
import { Form, Link } from "react-router";
import { MediaUploader } from "#app/components/admin/media/uploader.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { listLibrary } from "#modules/media/library.ts";
import {
  isLibraryFilter,
  LIBRARY_FILTERS,
  LIBRARY_MAX_SEARCH,
  type LibraryFilter,
  MEDIA_FORM_MAX_FILES,
  MEDIA_MAX_BYTES,
} from "#modules/media/rules.ts";
import { mediaUrl } from "#modules/media/storage.ts";
import { type MediaRow, uploadMediaFiles, uploadRefusal } from "#modules/media/upload.ts";
import { altTextMissing } from "#modules/media/usable.ts";
import { describeUsageCounts, mediaUsage } from "#modules/media/usage.ts";
import "#modules/i18n/messages-admin-media.ts";
import "#app/styles/admin-media.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/library";

type Query = { q: string; filter: LibraryFilter; page: number };

function readQuery(url: URL): Query {
  const filter = url.searchParams.get("filter");
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, LIBRARY_MAX_SEARCH),
    filter: isLibraryFilter(filter) ? filter : "all",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function queryString(q: Query, change: Partial<Query>): string {
  const next = { ...q, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.filter !== "all") params.set("filter", next.filter);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The smallest stored size that fills a 150 px tile (the thumbnail crop), else the image itself. */
function thumbnailOf(row: MediaRow): string {
  return mediaUrl(row.sizes.thumbnail?.file ?? row.file);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const query = readQuery(new URL(request.url));
  const result = await listLibrary(services.db, { search: query.q, filter: query.filter, page: query.page });
  const usage = await mediaUsage(
    services.db,
    result.rows.map((r) => r.id),
  );
  return {
    query,
    total: result.total,
    pages: result.pages,
    rows: result.rows.map((r) => {
      const uses = usage.get(r.id) ?? [];
      return {
        id: r.id,
        title: r.title || r.file.split("/").pop()!,
        file: r.file.split("/").pop()!,
        thumbnail: thumbnailOf(r),
        alt: r.alt,
        altMissing: altTextMissing(r),
        usage: uses.length ? describeUsageCounts(lang, uses) : "",
        trashedAt: r.trashedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** The upload without JavaScript: several files in one post, each stored or refused on its own. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await request.formData();
  const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length === 0) return { results: [], error: "adminMedia.upload.none" as MessageKey };
  if (files.length > MEDIA_FORM_MAX_FILES)
    return { results: [], error: "adminMedia.upload.tooMany" as MessageKey };
  const outcomes = await uploadMediaFiles(
    admin.services.db,
    admin.services.mediaDir,
    await Promise.all(
      files.map(async (f) => ({ bytes: Buffer.from(await f.arrayBuffer()), filename: f.name })),
    ),
    admin.actor,
  );
  return {
    error: undefined,
    results: outcomes.map((o) => ({
      name: o.name,
      ok: o.ok,
      reason: o.ok ? undefined : uploadRefusal(admin.lang, o.reason),
    })),
  };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Medien · Verwaltung" }];

const FILTER_LABELS: Record<LibraryFilter, MessageKey> = {
  all: "adminMedia.filter.all",
  used: "adminMedia.filter.used",
  unused: "adminMedia.filter.unused",
  noalt: "adminMedia.filter.noalt",
  trash: "adminMedia.filter.trash",
};

function UploadResults({ answer }: { answer: Route.ComponentProps["actionData"] }) {
  const t = useAdminT();
  if (!answer) return null;
  if (answer.error) {
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {t(answer.error, { files: MEDIA_FORM_MAX_FILES })}
      </p>
    );
  }
  const done = answer.results.filter((r) => r.ok).length;
  return (
    <div
      className={`admin-notice ${done === answer.results.length ? "admin-notice--success" : "admin-notice--warning"}`}
      role="status"
    >
      <p>{t("adminMedia.upload.summary", { done, total: answer.results.length })}</p>
      <ul>
        {answer.results.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the order is the post's.
          <li key={i}>
            {r.ok
              ? t("adminMedia.upload.done", { name: r.name })
              : t("adminMedia.upload.refused", { name: r.name, reason: r.reason ?? "" })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const date = useAdminDateFormat("day");
  const { query, rows, total, pages } = loaderData;
  return (
    <div className="admin-page admin-media">
      <div className="admin-page__head">
        <h1>{t("adminMedia.title")}</h1>
        <p className="admin-media-count" aria-live="polite">
          {t(total === 1 ? "adminMedia.count.one" : "adminMedia.count.other", { count: total })}
        </p>
      </div>
      <UploadResults answer={actionData} />
      <MediaUploader maxMb={MEDIA_MAX_BYTES / 1048576} maxFiles={MEDIA_FORM_MAX_FILES} />
      <Form method="get" className="admin-media-search" role="search">
        <div className="admin-field">
          <label htmlFor="admin-media-q">{t("adminMedia.search")}</label>
          <input
            id="admin-media-q"
            name="q"
            type="search"
            className="admin-input"
            defaultValue={query.q}
            maxLength={LIBRARY_MAX_SEARCH}
            aria-describedby="admin-media-q-help"
          />
          <p id="admin-media-q-help" className="admin-field__help">
            {t("adminMedia.search.help")}
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-media-filter">{t("adminMedia.filter")}</label>
          <select id="admin-media-filter" name="filter" defaultValue={query.filter}>
            {LIBRARY_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(FILTER_LABELS[f])}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-media-search__actions">
          <button type="submit" className="admin-button">
            {t("adminMedia.search.submit")}
          </button>
          {(query.q || query.filter !== "all") && (
            <Link className="admin-button admin-button--quiet" to={adminPaths.media}>
              {t("adminMedia.search.reset")}
            </Link>
          )}
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminMedia.none")}</p>
      ) : (
        <ul className="admin-media-grid" aria-label={t(FILTER_LABELS[query.filter])}>
          {rows.map((r) => (
            <li key={r.id} className="admin-media-tile">
              <img src={r.thumbnail} alt="" width={150} height={150} loading="lazy" decoding="async" />
              <div className="admin-media-tile__text">
                <Link to={adminPaths.mediaItem(r.id)} className="admin-media-tile__title">
                  {r.title}
                </Link>
                <span className="admin-media-tile__file">{r.file}</span>
                {r.altMissing && (
                  <span className="admin-badge admin-badge--warning">{t("adminMedia.noAlt")}</span>
                )}
                <span className="admin-media-tile__usage">
                  {r.trashedAt
                    ? t("adminMedia.trashedOn", { date: date.format(new Date(r.trashedAt)) })
                    : r.usage
                      ? t("adminMedia.usedIn", { list: r.usage })
                      : t("adminMedia.unused")}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {query.page > 1 && (
            <Link to={`${adminPaths.media}${queryString(query, { page: query.page - 1 })}`} rel="prev">
              {t("admin.pagination.previous")}
            </Link>
          )}
          <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link to={`${adminPaths.media}${queryString(query, { page: query.page + 1 })}`} rel="next">
              {t("admin.pagination.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
