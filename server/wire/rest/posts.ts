/**
 * `wp/v2/posts`, `wp/v2/categories`, `wp/v2/tags`: WordPress's shapes and paging; posts are
 * written through the editor's rules and writes (entry-writes.ts).
 * Visitors get what the blog shows them (published, dated in the past, no password); owners
 * may ask for other statuses (`status=draft|future|private|pending|any`). Filters: `slug`,
 * `lang`, `categories`, `tags`, `search` (posts); `slug`, `hide_empty`, `parent` (terms).
 */
import type { Context, Hono } from "hono";
import {
  getPostRecord,
  isPostStatus,
  listPostRecords,
  listTermRecords,
  type PostRecord,
  type PostTermLink,
  termLinksOf,
} from "#modules/blog/records.ts";
import { isVisibleToVisitors } from "#modules/blog/store.ts";
import { isOwner } from "#modules/users/roles.ts";
import type { AppServices } from "#server/services.ts";
import { registerEntryWrites } from "./entry-writes.ts";
import { idParam, invalidParam, pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

const ID_LIST = /^\d{1,9}(,\d{1,9}){0,49}$/;

function postJson(row: PostRecord, terms: PostTermLink[]) {
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

const idList = (value: string) => value.split(",").map(Number);

export function registerPosts(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  rest.get("/wp/v2/posts", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const status = c.req.query("status") ?? "publish";
    if (status !== "any" && !isPostStatus(status)) return invalidParam(c, "status");
    if (status !== "publish") {
      const no = requireOwner(c, c.get("restUser"));
      if (no) return no;
    }
    const lang = c.req.query("lang");
    if (lang !== undefined && lang !== "de" && lang !== "en") return invalidParam(c, "lang");
    const terms: { categories?: number[]; tags?: number[] } = {};
    for (const param of ["categories", "tags"] as const) {
      const value = c.req.query(param);
      if (value === undefined) continue;
      if (!ID_LIST.test(value)) return invalidParam(c, param);
      terms[param] = idList(value);
    }
    const search = c.req.query("search");
    if (search !== undefined && search.length > 200) return invalidParam(c, "search");
    const { rows, total } = await listPostRecords(db, {
      // `publish` asks for what visitors see (dated in the past, no password), as WordPress.
      shown: status === "publish" ? "visitors" : status,
      slug: c.req.query("slug"),
      lang,
      ...terms,
      search,
      limit: paging.perPage,
      offset: paging.offset,
    });
    const links = await termLinksOf(
      db,
      rows.map((r) => r.id),
    );
    return pagedJson(
      c,
      rows.map((r) => postJson(r, links)),
      total,
      paging,
    );
  });

  rest.get("/wp/v2/posts/:id", async (c) => {
    const id = idParam(c);
    const row = id === undefined ? undefined : await getPostRecord(db, id);
    if (!row || (!isVisibleToVisitors(row) && !isOwner(c.get("restUser")?.role))) {
      return restError(c, "rest_post_invalid_id", "rest.notFound", 404);
    }
    return c.json(postJson(row, await termLinksOf(db, [row.id])));
  });

  const terms = (taxonomy: "category" | "tag") => async (c: Context<RestEnv>) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const parent = c.req.query("parent");
    if (parent !== undefined && !/^\d{1,9}$/.test(parent)) return invalidParam(c, "parent");
    const hideEmpty = c.req.query("hide_empty");
    const { rows, total } = await listTermRecords(db, taxonomy, {
      slug: c.req.query("slug"),
      parentId: parent === undefined ? undefined : Number(parent),
      hideEmpty: hideEmpty === "true" || hideEmpty === "1",
      limit: paging.perPage,
      offset: paging.offset,
    });
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
        ...(taxonomy === "category" ? { parent: r.parentId ?? 0 } : {}),
      })),
      total,
      paging,
    );
  };
  registerEntryWrites(rest, db, "post", async (id) => {
    const row = await getPostRecord(db, id);
    return row ? postJson(row, await termLinksOf(db, [row.id])) : undefined;
  });
  rest.get("/wp/v2/categories", terms("category"));
  rest.get("/wp/v2/tags", terms("tag"));
}
