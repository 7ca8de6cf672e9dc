/**
 * The posts and pages lists of the back office (issue 25 item 2): the query-string contract
 * (search, status, category, author, month, page; bad values fall back to the defaults) and the
 * SQL — filtered, counted and cut in PostgreSQL, 20 a page, newest first. Without a status filter
 * the trash is left out; `status=trash` shows it. Framework-free.
 */
import { and, count, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages, postAuthors, posts, postTermLinks, postTerms } from "#db/schema/index.ts";
import { LIST_PAGE_SIZE, type ListQuery } from "./list-query.ts";
import type { EntryKind, StoredStatus } from "./rules.ts";

export type ListRow = {
  id: number;
  title: string;
  slug: string;
  lang: "de" | "en";
  status: StoredStatus;
  hasPassword: boolean;
  sticky: boolean;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
};

export async function listEntries(db: Db, kind: EntryKind, q: ListQuery) {
  const table = kind === "post" ? posts : pages;
  const where: (SQL | undefined)[] = [q.status ? eq(table.status, q.status) : ne(table.status, "trash")];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(sql`(${ilike(table.title, like)} or ${ilike(table.slug, like)})`);
  }
  if (q.author) where.push(eq(table.authorId, q.author));
  if (q.month)
    where.push(sql`to_char(${table.publishedAt} at time zone 'Europe/Berlin', 'YYYY-MM') = ${q.month}`);
  if (kind === "post" && q.category)
    where.push(
      sql`exists (select 1 from ${postTermLinks} where ${postTermLinks.postId} = ${posts.id} and ${postTermLinks.termId} = ${q.category})`,
    );
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        title: table.title,
        slug: table.slug,
        lang: table.lang,
        status: table.status,
        hasPassword: table.hasPassword,
        author: postAuthors.displayName,
        publishedAt: table.publishedAt,
        updatedAt: table.updatedAt,
        sticky: kind === "post" ? posts.sticky : sql<boolean>`false`,
      })
      .from(table)
      .leftJoin(postAuthors, eq(postAuthors.id, table.authorId))
      .where(cond)
      .orderBy(desc(table.publishedAt), desc(table.id))
      .limit(LIST_PAGE_SIZE)
      .offset((q.page - 1) * LIST_PAGE_SIZE),
    db.select({ n: count() }).from(table).where(cond),
  ]);
  const n = total?.n ?? 0;
  return { rows: rows as ListRow[], total: n, pages: Math.max(1, Math.ceil(n / LIST_PAGE_SIZE)) };
}

/** Counts per status (the list's tabs), the trash included. */
export async function statusCounts(db: Db, kind: EntryKind): Promise<Record<string, number>> {
  const table = kind === "post" ? posts : pages;
  const rows = await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The filters' choices: authors, categories (posts), months with items. */
export async function listChoices(db: Db, kind: EntryKind) {
  const table = kind === "post" ? posts : pages;
  const [authors, categories, months] = await Promise.all([
    db
      .select({ id: postAuthors.id, name: postAuthors.displayName })
      .from(postAuthors)
      .orderBy(postAuthors.displayName),
    kind === "post"
      ? db
          .select({ id: postTerms.id, name: postTerms.name })
          .from(postTerms)
          .where(eq(postTerms.taxonomy, "category"))
          .orderBy(postTerms.name)
      : Promise.resolve([]),
    db
      .selectDistinct({
        month: sql<string>`to_char(${table.publishedAt} at time zone 'Europe/Berlin', 'YYYY-MM')`,
      })
      .from(table)
      .orderBy(sql`1 desc`)
      .limit(120),
  ]);
  return { authors, categories, months: months.map((m) => m.month) };
}
