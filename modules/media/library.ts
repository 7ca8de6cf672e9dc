/**
 * Reading the media library. `wp/v2/media` (newest first, paged, one item by id) sees only items
 * outside the trash; the back office's library (`listLibrary`) searches title, file name and alt
 * text (trigram index, migration 0034), filters by use, missing alt text or the trash, and pages
 * in PostgreSQL.
 */
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { media } from "#db/schema/index.ts";
import { LIBRARY_MAX_SEARCH, LIBRARY_PER_PAGE, type LibraryFilter } from "./rules.ts";
import type { MediaRow } from "./upload.ts";
import { mediaUsedSql } from "./usage.ts";

export async function listMedia(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(isNull(media.trashedAt))
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(media).where(isNull(media.trashedAt)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One item outside the trash (REST); `withTrashed` for the back office. */
export async function getMedia(
  db: Db,
  id: number,
  opts: { withTrashed?: boolean } = {},
): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), opts.withTrashed ? undefined : isNull(media.trashedAt)));
  return row;
}

function filterSql(filter: LibraryFilter): SQL {
  const m = sql`${media.id}`;
  switch (filter) {
    case "trash":
      return sql`${media.trashedAt} is not null`;
    case "used":
      return sql`${media.trashedAt} is null and ${mediaUsedSql(m)}`;
    case "unused":
      return sql`${media.trashedAt} is null and not ${mediaUsedSql(m)}`;
    case "noalt":
      return sql`${media.trashedAt} is null and btrim(${media.alt}) = ''`;
    default:
      return sql`${media.trashedAt} is null`;
  }
}

export type LibraryPage = { rows: MediaRow[]; total: number; page: number; pages: number };

export async function listLibrary(
  db: Db,
  query: { search?: string; filter?: LibraryFilter; page?: number; perPage?: number },
): Promise<LibraryPage> {
  const perPage = Math.min(Math.max(query.perPage ?? LIBRARY_PER_PAGE, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const search = (query.search ?? "").trim().slice(0, LIBRARY_MAX_SEARCH).toLowerCase();
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    filterSql(query.filter ?? "all"),
    search
      ? sql`lower(${media.title} || ' ' || ${media.file} || ' ' || ${media.alt}) like ${pattern}`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(media).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: n, page, pages: Math.max(1, Math.ceil(n / perPage)) };
}
