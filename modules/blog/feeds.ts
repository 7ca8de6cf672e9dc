/**
 * The blog's feeds (WordPress's URLs: /feed/, /feed/atom/, /category/SLUG/feed/, /comments/feed/,
 * each also under /en/): the newest posts visitors may see, or the newest approved comments on
 * them. Excerpts only (WordPress's "Summary" choice): galleries, forms and embeds are page
 * features a feed reader cannot show.
 */

import { and, asc, desc, eq, exists, type SQL, sql } from "drizzle-orm";
import { Feed } from "feed";
import type { Db } from "#db/client.ts";
import { postAuthors, postComments, posts, postTermLinks, postTerms } from "#db/schema/index.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { localePath } from "../site/paths.ts";
import { excerptOf } from "./excerpt.ts";
import { blogPaths } from "./paths.ts";
import { visible, visibleToVisitors } from "./store.ts";
import "../i18n/messages-blog.ts";

/** As many items as WordPress's default "Syndication feeds show the most recent 10 items". */
export const FEED_ITEMS = 10;

export type FeedSource =
  | { kind: "posts"; category?: { id: number; slug: string; name: string } }
  | { kind: "comments" };

export type FeedSite = { origin: string; lang: Lang; siteName: string; tagline: string };

export type FeedEntry = {
  id: string;
  title: string;
  link: string;
  date: Date;
  summary: string;
  author: string;
  categories: string[];
};

async function postEntries(db: Db, lang: Lang, category: number | undefined): Promise<FeedEntry[]> {
  const inCategory: SQL | undefined =
    category === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${postTermLinks} where ${postTermLinks.postId} = ${posts.id} and ${postTermLinks.termId} = ${category})`,
        );
  const rows = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      content: posts.content,
      publishedAt: posts.publishedAt,
      author: postAuthors.displayName,
      categories: sql<string[]>`coalesce((select array_agg(${postTerms.name} order by ${postTerms.name})
        from ${postTermLinks} join ${postTerms} on ${postTerms.id} = ${postTermLinks.termId}
        where ${postTermLinks.postId} = ${posts.id} and ${postTerms.taxonomy} = 'category'), '{}')`,
    })
    .from(posts)
    .leftJoin(postAuthors, eq(postAuthors.id, posts.authorId))
    .where(and(visible(lang), inCategory))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(FEED_ITEMS);
  return rows.map((r) => ({
    id: `post-${r.id}`,
    title: r.title,
    link: localePath(lang, blogPaths.post(r.slug)),
    date: r.publishedAt,
    summary: r.excerpt ? excerptOf(r.excerpt, 55) : excerptOf(r.content, 55),
    author: r.author ?? "",
    categories: r.categories,
  }));
}

async function commentEntries(db: Db, lang: Lang): Promise<FeedEntry[]> {
  const rows = await db
    .select({
      id: postComments.id,
      author: postComments.authorName,
      content: postComments.content,
      createdAt: postComments.createdAt,
      postSlug: posts.slug,
      postTitle: posts.title,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.approved, true), visible(lang)))
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(FEED_ITEMS);
  return rows.map((r) => ({
    id: `comment-${r.id}`,
    title: translate(lang, "blog.feed.commentTitle", { post: r.postTitle, author: r.author }),
    link: `${localePath(lang, blogPaths.post(r.postSlug))}#comment-${r.id}`,
    date: r.createdAt,
    summary: excerptOf(r.content, 55),
    author: r.author,
    categories: [],
  }));
}

export function feedEntries(db: Db, lang: Lang, source: FeedSource): Promise<FeedEntry[]> {
  return source.kind === "comments" ? commentEntries(db, lang) : postEntries(db, lang, source.category?.id);
}

/** The feed's own path (RSS), for its self link. */
export function feedPath(lang: Lang, source: FeedSource, atom = false): string {
  const base =
    source.kind === "comments"
      ? blogPaths.commentsFeed
      : source.category
        ? blogPaths.categoryFeed(source.category.slug)
        : blogPaths.feed;
  return localePath(lang, atom ? `${base}atom/` : base);
}

/** RSS 2.0 or Atom 1.0 of `entries`, every link absolute on the shop's origin. */
export function renderFeed(
  site: FeedSite,
  source: FeedSource,
  entries: FeedEntry[],
  format: "rss" | "atom",
): string {
  const { origin, lang } = site;
  const title =
    source.kind === "comments"
      ? translate(lang, "blog.feed.commentsTitle", { site: site.siteName })
      : source.category
        ? `${site.siteName} – ${source.category.name}`
        : site.siteName;
  const home =
    origin +
    localePath(
      lang,
      source.kind === "posts" && source.category ? blogPaths.category(source.category.slug) : blogPaths.home,
    );
  const feed = new Feed({
    id: home,
    title,
    description: site.tagline,
    link: home,
    language: lang,
    updated: entries[0]?.date ?? new Date(0),
    generator: false,
    copyright: site.siteName,
    feedLinks: {
      rss: origin + feedPath(lang, source),
      atom: origin + feedPath(lang, source, true),
    },
  });
  for (const e of entries) {
    feed.addItem({
      id: origin + e.link,
      guid: origin + e.link,
      title: e.title,
      link: origin + e.link,
      date: e.date,
      published: e.date,
      description: e.summary,
      author: e.author ? [{ name: e.author }] : undefined,
      category: e.categories.map((name) => ({ name })),
    });
  }
  return format === "atom" ? feed.atom1() : feed.rss2();
}

/** Every post visitors may see, in both languages, for the sitemap. */
export function listPublicPosts(db: Db): Promise<{ slug: string; lang: Lang; updatedAt: Date }[]> {
  return db
    .select({ slug: posts.slug, lang: posts.lang, updatedAt: posts.updatedAt })
    .from(posts)
    .where(visibleToVisitors())
    .orderBy(desc(posts.publishedAt), desc(posts.id));
}

/** The blog categories with a visible post, per language (the sitemap's category archives). */
export async function listPublicPostCategories(db: Db): Promise<{ slug: string; lang: Lang }[]> {
  return db
    .selectDistinct({ slug: postTerms.slug, lang: posts.lang })
    .from(postTerms)
    .innerJoin(postTermLinks, eq(postTermLinks.termId, postTerms.id))
    .innerJoin(posts, eq(posts.id, postTermLinks.postId))
    .where(and(eq(postTerms.taxonomy, "category"), visibleToVisitors()))
    .orderBy(asc(postTerms.slug));
}
