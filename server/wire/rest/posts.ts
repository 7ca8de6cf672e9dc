/**
 * `wp/v2/posts`, `wp/v2/categories`, `wp/v2/tags`: read-only, WordPress's shapes and paging.
 * Visitors get what the blog shows them (published, dated in the past, no password); owners
 * may ask for other statuses (`status=draft|future|private|pending|any`). Filters: `slug`,
 * `lang`, `categories`, `tags`, `search` (posts); `slug`, `hide_empty`, `parent` (terms).
 */
import { and, asc, count, desc, eq, ilike, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { posts, postTermLinks, postTerms } from "../../../db/schema/index.ts";
import type { AppServices } from "../../services.ts";
import { idParam, invalidParam, isOwner, pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

type PostRow = typeof posts.$inferSelect;
const STATUSES = ["publish", "draft", "future", "private", "pending"] as const;
const ID_LIST = /^\d{1,9}(,\d{1,9}){0,49}$/;

function postJson(row: PostRow, terms: { postId: number; termId: number; taxonomy: string }[]) {
  const mine = terms.filter((t) => t.postId === row.id);
  return {
    id: row.id,
    date: row.publishedAt.toISOString(),
    modified: row.updatedAt.toISOString(),
    slug: row.slug,
    status: row.status,
    type: "post",
    link: `${row.lang === "en" ? "/en" : ""}/blog/${row.slug}/`,
    lang: row.lang,
    title: { rendered: row.title },
    content: { rendered: row.hasPassword ? "" : row.content, protected: row.hasPassword },
    excerpt: { rendered: row.hasPassword ? "" : row.excerpt, protected: row.hasPassword },
    author: row.authorId ?? 0,
    featured_media: row.featuredMediaId ?? 0,
    comment_status: row.commentsOpen ? "open" : "closed",
    sticky: row.sticky,
    format: row.format,
    categories: mine.filter((t) => t.taxonomy === "category").map((t) => t.termId),
    tags: mine.filter((t) => t.taxonomy === "tag").map((t) => t.termId),
  };
}

/** The visitor rule of the blog pages (modules/blog `visible`), without the language. */
const visibleToVisitors = (now: Date): SQL =>
  and(eq(posts.status, "publish"), eq(posts.hasPassword, false), lte(posts.publishedAt, now)) as SQL;

const idList = (value: string) => value.split(",").map(Number);

export function registerPosts(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  async function termsOf(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ postId: postTermLinks.postId, termId: postTermLinks.termId, taxonomy: postTerms.taxonomy })
      .from(postTermLinks)
      .innerJoin(postTerms, eq(postTerms.id, postTermLinks.termId))
      .where(inArray(postTermLinks.postId, ids));
  }

  rest.get("/wp/v2/posts", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const where: SQL[] = [];
    const status = c.req.query("status") ?? "publish";
    if (status !== "any" && !(STATUSES as readonly string[]).includes(status))
      return invalidParam(c, "status");
    if (status === "publish") where.push(visibleToVisitors(new Date()));
    else {
      const no = requireOwner(c, c.get("restUser"));
      if (no) return no;
      if (status !== "any") where.push(eq(posts.status, status as PostRow["status"]));
    }
    const slug = c.req.query("slug");
    if (slug !== undefined) where.push(eq(posts.slug, slug));
    const lang = c.req.query("lang");
    if (lang !== undefined) {
      if (lang !== "de" && lang !== "en") return invalidParam(c, "lang");
      where.push(eq(posts.lang, lang));
    }
    for (const param of ["categories", "tags"] as const) {
      const value = c.req.query(param);
      if (value === undefined) continue;
      if (!ID_LIST.test(value)) return invalidParam(c, param);
      where.push(
        sql`exists (select 1 from ${postTermLinks} where ${postTermLinks.postId} = ${posts.id}
          and ${inArray(postTermLinks.termId, idList(value))})`,
      );
    }
    const search = c.req.query("search");
    if (search !== undefined) {
      if (search.length > 200) return invalidParam(c, "search");
      const like = `%${search.replace(/[\\%_]/g, "\\$&")}%`;
      where.push(sql`(${ilike(posts.title, like)} or ${ilike(posts.content, like)})`);
    }
    const cond = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(posts)
        .where(cond)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      db.select({ n: count() }).from(posts).where(cond),
    ]);
    const terms = await termsOf(rows.map((r) => r.id));
    return pagedJson(
      c,
      rows.map((r) => postJson(r, terms)),
      total?.n ?? 0,
      paging,
    );
  });

  rest.get("/wp/v2/posts/:id", async (c) => {
    const id = idParam(c);
    const [row] = id === undefined ? [] : await db.select().from(posts).where(eq(posts.id, id));
    const now = new Date();
    const shown = row && row.status === "publish" && !row.hasPassword && row.publishedAt <= now;
    if (!row || (!shown && !isOwner(c.get("restUser")))) {
      return restError(c, "rest_post_invalid_id", "rest.notFound", 404);
    }
    return c.json(postJson(row, await termsOf([row.id])));
  });

  const terms = (taxonomy: "category" | "tag") => async (c: Context<RestEnv>) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const where: SQL[] = [eq(postTerms.taxonomy, taxonomy)];
    const slug = c.req.query("slug");
    if (slug !== undefined) where.push(eq(postTerms.slug, slug));
    const parent = c.req.query("parent");
    if (parent !== undefined) {
      if (!/^\d{1,9}$/.test(parent)) return invalidParam(c, "parent");
      where.push(
        Number(parent) === 0 ? sql`${postTerms.parentId} is null` : eq(postTerms.parentId, Number(parent)),
      );
    }
    // The count is of posts visitors can see, as WordPress counts published posts. (The outer
    // column is spelled out: drizzle leaves it unqualified here, and `p.id` would capture it.)
    const postCount = sql<number>`(select count(*)::int from ${postTermLinks} l join ${posts} p on p.id = l.post_id
      where l.term_id = "post_terms"."id" and p.status = 'publish' and not p.has_password and p.published_at <= now())`;
    const hideEmpty = c.req.query("hide_empty");
    if (hideEmpty === "true" || hideEmpty === "1") where.push(sql`${postCount} > 0`);
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: postTerms.id,
          slug: postTerms.slug,
          name: postTerms.name,
          description: postTerms.description,
          parent: postTerms.parentId,
          count: postCount,
        })
        .from(postTerms)
        .where(cond)
        .orderBy(asc(postTerms.name), asc(postTerms.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      db.select({ n: count() }).from(postTerms).where(cond),
    ]);
    const base = taxonomy === "category" ? "/category/" : "/tag/";
    return pagedJson(
      c,
      rows.map((r) => ({
        id: r.id,
        count: r.count,
        description: r.description,
        link: `${base}${r.slug}/`,
        name: r.name,
        slug: r.slug,
        taxonomy: taxonomy === "category" ? "category" : "post_tag",
        ...(taxonomy === "category" ? { parent: r.parent ?? 0 } : {}),
      })),
      total?.n ?? 0,
      paging,
    );
  };
  rest.get("/wp/v2/categories", terms("category"));
  rest.get("/wp/v2/tags", terms("tag"));
}
