/**
 * Reading the blog: lists (home, category, tag, author, month) and single posts. Visitors only
 * ever see published posts whose date has come and that have no password; comments only when
 * approved.
 */
import { and, asc, count, desc, eq, exists, gt, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { media, postAuthors, postComments, posts, postTermLinks, postTerms } from "#db/schema/index.ts";
import { toImageRef } from "../catalog/store.ts";
import type { ImageRef } from "../catalog/types.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { excerptOf } from "./excerpt.ts";
import { galleryMediaIds, renderGalleries } from "./gallery.ts";

export type BlogFilter =
  | { kind: "home" }
  | { kind: "category" | "tag"; termId: number }
  | { kind: "author"; authorId: number }
  | { kind: "month"; year: number; month: number };

export type TermLink = { slug: string; name: string };
export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  format: string;
  sticky: boolean;
  publishedAt: Date;
  author: TermLink | null;
  image: ImageRef | null;
  categories: TermLink[];
};
export type CommentView = {
  id: number;
  parentId: number | null;
  authorName: string;
  authorUrl: string;
  content: string;
  createdAt: Date;
};
export type PostView = PostSummary & {
  content: string;
  tags: TermLink[];
  comments: CommentView[];
  commentsOpen: boolean;
  prev: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
};

/** What visitors may see, in any language: published, dated in the past, without a password. */
export function visibleToVisitors(now: Date = new Date()): SQL {
  return and(eq(posts.status, "publish"), eq(posts.hasPassword, false), lte(posts.publishedAt, now)) as SQL;
}

/** The same rule for a post already read. */
export function isVisibleToVisitors(
  post: Pick<typeof posts.$inferSelect, "status" | "hasPassword" | "publishedAt">,
  now: Date = new Date(),
): boolean {
  return post.status === "publish" && !post.hasPassword && post.publishedAt <= now;
}

/** What visitors may see in one language (the blog's pages). */
export function visible(lang: Lang, now: Date = new Date()): SQL {
  return and(eq(posts.lang, lang), visibleToVisitors(now)) as SQL;
}

function filterSql(filter: BlogFilter): SQL | undefined {
  switch (filter.kind) {
    case "home":
      return undefined;
    case "category":
    case "tag":
      return exists(
        sql`(select 1 from ${postTermLinks} where ${postTermLinks.postId} = ${posts.id} and ${postTermLinks.termId} = ${filter.termId})`,
      );
    case "author":
      return eq(posts.authorId, filter.authorId);
    case "month": {
      const from = new Date(Date.UTC(filter.year, filter.month - 1, 1));
      const to = new Date(Date.UTC(filter.year, filter.month, 1));
      return and(sql`${posts.publishedAt} >= ${from}`, lt(posts.publishedAt, to));
    }
  }
}

async function termsOf(
  db: Db,
  ids: number[],
): Promise<Map<number, { category: TermLink[]; tag: TermLink[] }>> {
  const out = new Map<number, { category: TermLink[]; tag: TermLink[] }>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      postId: postTermLinks.postId,
      taxonomy: postTerms.taxonomy,
      slug: postTerms.slug,
      name: postTerms.name,
    })
    .from(postTermLinks)
    .innerJoin(postTerms, eq(postTerms.id, postTermLinks.termId))
    .where(sql`${postTermLinks.postId} in ${ids}`)
    .orderBy(asc(postTerms.name));
  for (const r of rows) {
    const entry = out.get(r.postId) ?? { category: [], tag: [] };
    entry[r.taxonomy].push({ slug: r.slug, name: r.name });
    out.set(r.postId, entry);
  }
  return out;
}

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  content: posts.content,
  format: posts.format,
  sticky: posts.sticky,
  publishedAt: posts.publishedAt,
  authorSlug: postAuthors.slug,
  authorName: postAuthors.displayName,
  image: media,
};

/**
 * One page of a list, newest first. On the blog home sticky posts come first (on every page,
 * so the pages never overlap or skip a post).
 */
export async function listPosts(
  db: Db,
  opts: { lang: Lang; filter: BlogFilter; page: number; perPage: number; now?: Date },
): Promise<{ items: PostSummary[]; total: number }> {
  const where = and(visible(opts.lang, opts.now), filterSql(opts.filter));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .leftJoin(postAuthors, eq(postAuthors.id, posts.authorId))
    .leftJoin(media, eq(media.id, posts.featuredMediaId))
    .where(where)
    .orderBy(
      ...(opts.filter.kind === "home" ? [desc(posts.sticky)] : []),
      desc(posts.publishedAt),
      desc(posts.id),
    )
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const terms = await termsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      excerpt: r.excerpt || excerptOf(r.content),
      format: r.format,
      sticky: r.sticky,
      publishedAt: r.publishedAt,
      author: r.authorSlug ? { slug: r.authorSlug, name: r.authorName ?? r.authorSlug } : null,
      image: toImageRef(r.image),
      categories: terms.get(r.id)?.category ?? [],
    })),
  };
}

export async function getPost(
  db: Db,
  slug: string,
  lang: Lang,
  now: Date = new Date(),
  /** The owner's preview (issue 25): this post by id, whatever its status. The caller checks the owner. */
  previewId?: number,
): Promise<PostView | undefined> {
  const [r] = await db
    .select({ ...summaryColumns, commentsOpen: posts.commentsOpen })
    .from(posts)
    .leftJoin(postAuthors, eq(postAuthors.id, posts.authorId))
    .leftJoin(media, eq(media.id, posts.featuredMediaId))
    .where(previewId === undefined ? and(visible(lang, now), eq(posts.slug, slug)) : eq(posts.id, previewId))
    .limit(1);
  if (!r) return undefined;
  const terms = (await termsOf(db, [r.id])).get(r.id);
  const comments = await db
    .select({
      id: postComments.id,
      parentId: postComments.parentId,
      authorName: postComments.authorName,
      authorUrl: postComments.authorUrl,
      content: postComments.content,
      createdAt: postComments.createdAt,
    })
    .from(postComments)
    .where(and(eq(postComments.postId, r.id), eq(postComments.approved, true)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const older = or(
    lt(posts.publishedAt, r.publishedAt),
    and(eq(posts.publishedAt, r.publishedAt), lt(posts.id, r.id)),
  );
  const newer = or(
    gt(posts.publishedAt, r.publishedAt),
    and(eq(posts.publishedAt, r.publishedAt), gt(posts.id, r.id)),
  );
  const [prev] = await db
    .select({ slug: posts.slug, title: posts.title })
    .from(posts)
    .where(and(visible(lang, now), older))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(1);
  const [next] = await db
    .select({ slug: posts.slug, title: posts.title })
    .from(posts)
    .where(and(visible(lang, now), newer))
    .orderBy(asc(posts.publishedAt), asc(posts.id))
    .limit(1);
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt || excerptOf(r.content),
    content: r.content,
    format: r.format,
    sticky: r.sticky,
    publishedAt: r.publishedAt,
    author: r.authorSlug ? { slug: r.authorSlug, name: r.authorName ?? r.authorSlug } : null,
    image: toImageRef(r.image),
    categories: terms?.category ?? [],
    tags: terms?.tag ?? [],
    // Replies to comments that are not shown are not shown either.
    comments: keepThreaded(comments),
    commentsOpen: r.commentsOpen,
    prev: prev ?? null,
    next: next ?? null,
  };
}

function keepThreaded(comments: CommentView[]): CommentView[] {
  const shown = new Set<number>();
  const out: CommentView[] = [];
  for (const c of comments) {
    if (c.parentId === null || shown.has(c.parentId)) {
      shown.add(c.id);
      out.push(c);
    }
  }
  return out;
}

export async function getTerm(
  db: Db,
  taxonomy: "category" | "tag",
  slug: string,
): Promise<{ id: number; slug: string; name: string; description: string } | undefined> {
  const [row] = await db
    .select({
      id: postTerms.id,
      slug: postTerms.slug,
      name: postTerms.name,
      description: postTerms.description,
    })
    .from(postTerms)
    .where(and(eq(postTerms.taxonomy, taxonomy), eq(postTerms.slug, slug)))
    .limit(1);
  return row;
}

export async function getAuthor(
  db: Db,
  slug: string,
): Promise<{ id: number; slug: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: postAuthors.id, slug: postAuthors.slug, name: postAuthors.displayName })
    .from(postAuthors)
    .where(eq(postAuthors.slug, slug))
    .limit(1);
  return row;
}

/** Sidebar: categories with visible posts, and months with visible posts (newest first). */
export async function sidebarData(
  db: Db,
  lang: Lang,
): Promise<{
  categories: (TermLink & { count: number })[];
  months: { year: number; month: number; count: number }[];
}> {
  const categories = await db
    .select({ slug: postTerms.slug, name: postTerms.name, count: count() })
    .from(postTerms)
    .innerJoin(postTermLinks, eq(postTermLinks.termId, postTerms.id))
    .innerJoin(posts, eq(posts.id, postTermLinks.postId))
    .where(and(eq(postTerms.taxonomy, "category"), visible(lang)))
    .groupBy(postTerms.id)
    .orderBy(asc(postTerms.name))
    .limit(30);
  const months = await db
    .select({
      year: sql<number>`extract(year from ${posts.publishedAt} at time zone 'UTC')::int`,
      month: sql<number>`extract(month from ${posts.publishedAt} at time zone 'UTC')::int`,
      count: count(),
    })
    .from(posts)
    .where(visible(lang))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1 desc, 2 desc`)
    .limit(24);
  return { categories, months };
}

/** Content with its `[gallery]` shortcodes expanded (one query for all their images). */
export async function expandGalleries(db: Db, html: string, lang: Lang): Promise<string> {
  const ids = galleryMediaIds(html);
  if (!html.includes("[gallery")) return html;
  const rows = ids.length ? await db.select().from(media).where(inArray(media.id, ids)) : [];
  return renderGalleries(
    html,
    new Map(rows.map((r) => [r.id, r])),
    (count) => translate(lang, "blog.gallery", { count }),
    (n) => translate(lang, "blog.galleryImage", { n }),
  );
}
