/**
 * Pages as records, for the REST API (`wp/v2/pages`) and the owner: lists with filters, one
 * page by id, and writes. The rules live here: who sees a draft, which fields are writable and
 * how they are checked (content through the allow-list sanitiser before it is stored), and the
 * slug a new page gets from its title.
 */
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages } from "#db/schema/index.ts";
import type { Lang } from "../i18n/index.ts";
import { sanitizeHtml } from "../shared/sanitize-html.ts";

export type PageRecord = typeof pages.$inferSelect;
export type PageStatus = PageRecord["status"];
export type PageInput = Partial<
  Pick<PageRecord, "title" | "content" | "slug" | "status" | "lang" | "menuOrder">
>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** A draft is invisible to everyone but the owner. */
export function pageVisibleTo(row: PageRecord, owner: boolean): boolean {
  return (row.status === "publish" && !row.hasPassword) || owner;
}

/** The slug of a new page without one: its title in lower-case ASCII words, else "seite". */
export function slugFromTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "seite"
  );
}

/** The writable fields of a request body, or the name of the first bad one. */
export function readPageInput(body: Record<string, unknown>): PageInput | string {
  const out: PageInput = {};
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  if (body.title !== undefined) {
    const t = text(body.title)?.trim();
    if (!t || t.length > 300) return "title";
    out.title = t;
  }
  if (body.content !== undefined) {
    const html = text(body.content);
    if (html === undefined || html.length > 500_000) return "content";
    out.content = sanitizeHtml(html).html;
  }
  if (body.slug !== undefined) {
    const s = text(body.slug);
    if (!s || !SLUG.test(s)) return "slug";
    out.slug = s;
  }
  if (body.status !== undefined) {
    if (body.status !== "publish" && body.status !== "draft") return "status";
    out.status = body.status;
  }
  if (body.lang !== undefined) {
    if (body.lang !== "de" && body.lang !== "en") return "lang";
    out.lang = body.lang;
  }
  if (body.menu_order !== undefined) {
    const n = Number(body.menu_order);
    if (!Number.isInteger(n) || Math.abs(n) > 1_000_000) return "menu_order";
    out.menuOrder = n;
  }
  return out;
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
export async function createPage(db: Db, input: PageInput & { title: string }): Promise<PageRecord> {
  const [row] = await db
    .insert(pages)
    .values({
      title: input.title,
      slug: input.slug ?? slugFromTitle(input.title),
      content: input.content ?? "",
      status: input.status ?? "draft",
      lang: input.lang ?? "de",
      menuOrder: input.menuOrder ?? 0,
    })
    .returning();
  return row!;
}

export async function updatePage(db: Db, id: number, input: PageInput): Promise<PageRecord | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

export async function deletePage(db: Db, id: number): Promise<void> {
  await db.delete(pages).where(eq(pages.id, id));
}
