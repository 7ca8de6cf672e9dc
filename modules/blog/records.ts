/**
 * Posts and their terms as records, for the REST API (`wp/v2/posts`, `categories`, `tags`):
 * lists with WordPress's filters, one post by id, the term links of posts. Visitors get what the
 * blog shows them (`visibleToVisitors` of store.ts, the one rule); other statuses are the owner's.
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { posts, postTermLinks, postTerms } from "#db/schema/index.ts";
import type { Lang } from "../i18n/index.ts";
import { visibleToVisitors } from "./store.ts";

export type PostRecord = typeof posts.$inferSelect;
export type PostStatus = PostRecord["status"];
export const POST_STATUSES = [
  "publish",
  "draft",
  "future",
  "private",
  "pending",
] as const satisfies readonly PostStatus[];

export function isPostStatus(value: string): value is PostStatus {
  return (POST_STATUSES as readonly string[]).includes(value);
}

export type PostQuery = {
  /** `visitors`: what the blog shows a visitor; a status or `any`: the owner's view. */
  shown: "visitors" | PostStatus | "any";
  slug?: string;
  lang?: Lang;
  /** Posts with any of these term ids. */
  categories?: number[];
  tags?: number[];
  /** Case-insensitive, anywhere in the title or the content. */
  search?: string;
  limit: number;
  offset: number;
};

/** One page of posts, newest first, and how many match. */
export async function listPostRecords(
  db: Db,
  query: PostQuery,
  now: Date = new Date(),
): Promise<{ rows: PostRecord[]; total: number }> {
  const where: SQL[] = [];
  if (query.shown === "visitors") where.push(visibleToVisitors(now));
  else if (query.shown !== "any") where.push(eq(posts.status, query.shown));
  if (query.slug !== undefined) where.push(eq(posts.slug, query.slug));
  if (query.lang !== undefined) where.push(eq(posts.lang, query.lang));
  for (const ids of [query.categories, query.tags]) {
    if (ids === undefined) continue;
    where.push(
      sql`exists (select 1 from ${postTermLinks} where ${postTermLinks.postId} = ${posts.id}
        and ${inArray(postTermLinks.termId, ids)})`,
    );
  }
  if (query.search !== undefined) {
    const like = `%${query.search.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(sql`(${ilike(posts.title, like)} or ${ilike(posts.content, like)})`);
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(cond)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(posts).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getPostRecord(db: Db, id: number): Promise<PostRecord | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

export type PostTermLink = { postId: number; termId: number; taxonomy: "category" | "tag" };

/** The category and tag links of these posts. */
export async function termLinksOf(db: Db, postIds: number[]): Promise<PostTermLink[]> {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: postTermLinks.postId, termId: postTermLinks.termId, taxonomy: postTerms.taxonomy })
    .from(postTermLinks)
    .innerJoin(postTerms, eq(postTerms.id, postTermLinks.termId))
    .where(inArray(postTermLinks.postId, postIds));
}

export type TermQuery = {
  slug?: string;
  /** 0: top-level terms only. */
  parentId?: number;
  /** Only terms with posts visitors can see. */
  hideEmpty?: boolean;
  limit: number;
  offset: number;
};

export type TermRecord = {
  id: number;
  slug: string;
  name: string;
  description: string;
  parentId: number | null;
  /** Posts visitors can see, as WordPress counts published posts. */
  count: number;
};

/** One page of a taxonomy's terms by name, and how many match. */
export async function listTermRecords(
  db: Db,
  taxonomy: "category" | "tag",
  query: TermQuery,
  now: Date = new Date(),
): Promise<{ rows: TermRecord[]; total: number }> {
  const counts = db
    .select({ termId: postTermLinks.termId, n: sql<number>`count(*)::int`.as("n") })
    .from(postTermLinks)
    .innerJoin(posts, eq(posts.id, postTermLinks.postId))
    .where(visibleToVisitors(now))
    .groupBy(postTermLinks.termId)
    .as("visible_counts");
  const postCount = sql<number>`coalesce(${counts.n}, 0)`;
  const where: SQL[] = [eq(postTerms.taxonomy, taxonomy)];
  if (query.slug !== undefined) where.push(eq(postTerms.slug, query.slug));
  if (query.parentId !== undefined) {
    where.push(
      query.parentId === 0 ? sql`${postTerms.parentId} is null` : eq(postTerms.parentId, query.parentId),
    );
  }
  if (query.hideEmpty) where.push(sql`${postCount} > 0`);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: postTerms.id,
        slug: postTerms.slug,
        name: postTerms.name,
        description: postTerms.description,
        parentId: postTerms.parentId,
        count: postCount,
      })
      .from(postTerms)
      .leftJoin(counts, eq(counts.termId, postTerms.id))
      .where(cond)
      .orderBy(asc(postTerms.name), asc(postTerms.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(postTerms).leftJoin(counts, eq(counts.termId, postTerms.id)).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}
