/**
 * Pages as records, for the REST API (`wp/v2/pages`): lists with filters, one page by id, and
 * who sees a draft. Writes go through the editor's (modules/content/editing/, entry-rest.ts).
 */
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages } from "#db/schema/index.ts";
import type { Lang } from "../i18n/index.ts";

export type PageRecord = typeof pages.$inferSelect;
export type PageStatus = PageRecord["status"];
/** A draft is invisible to everyone but the owner. */
export function pageVisibleTo(row: PageRecord, owner: boolean): boolean {
  return (row.status === "publish" && !row.hasPassword) || owner;
}

export type PageQuery = {
  status: PageStatus | "any";
  slug?: string;
  lang?: Lang;
  limit: number;
  offset: number;
};

/** One page of records in menu order, and how many match. */
export async function listPageRecords(
  db: Db,
  query: PageQuery,
): Promise<{ rows: PageRecord[]; total: number }> {
  const where: SQL[] = [];
  if (query.status !== "any") where.push(eq(pages.status, query.status));
  if (query.slug !== undefined) where.push(eq(pages.slug, query.slug));
  if (query.lang !== undefined) where.push(eq(pages.lang, query.lang));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(cond)
      .orderBy(asc(pages.menuOrder), asc(pages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(pages).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getPageRecord(db: Db, id: number): Promise<PageRecord | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

/** A new page; without a slug one is made from the title, without a status it is a draft. */
