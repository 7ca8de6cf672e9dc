/**
 * `wp/v2/pages`: everyone reads published pages (paged, `slug` and `lang` filters); owners also
 * see drafts (`status=draft|any`) and create, update (POST, PUT, PATCH) and delete (to the trash,
 * `force=true` for good) pages through the editor's rules and writes (entry-writes.ts).
 */
import type { Context, Hono } from "hono";
import {
  getPageRecord,
  listPageRecords,
  type PageRecord,
  type PageStatus,
  pageVisibleTo,
} from "#modules/content/page-records.ts";
import { isOwner } from "#modules/users/roles.ts";
import type { AppServices } from "#server/services.ts";
import { registerEntryWrites } from "./entry-writes.ts";
import { idParam, invalidParam, pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

function pageJson(row: PageRecord) {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
    slug: row.slug,
    status: row.status,
    type: "page",
    link: `${row.lang === "en" ? "/en" : ""}/${row.slug}/`,
    lang: row.lang,
    title: { rendered: row.title },
    content: { rendered: row.content, protected: false },
    menu_order: row.menuOrder,
  };
}

export function registerPages(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  rest.get("/wp/v2/pages", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const status = c.req.query("status") ?? "publish";
    if (status !== "publish" && status !== "draft" && status !== "any") return invalidParam(c, "status");
    if (status !== "publish") {
      const no = requireOwner(c, c.get("restUser"));
      if (no) return no;
    }
    const lang = c.req.query("lang");
    if (lang !== undefined && lang !== "de" && lang !== "en") return invalidParam(c, "lang");
    const { rows, total } = await listPageRecords(db, {
      status: status as PageStatus | "any",
      slug: c.req.query("slug"),
      lang,
      limit: paging.perPage,
      offset: paging.offset,
    });
    return pagedJson(c, rows.map(pageJson), total, paging);
  });

  const one = async (c: Context<RestEnv>) => {
    const id = idParam(c);
    const row = id === undefined ? undefined : await getPageRecord(db, id);
    if (!row || !pageVisibleTo(row, isOwner(c.get("restUser")?.role))) {
      return restError(c, "rest_post_invalid_id", "rest.notFound", 404);
    }
    return row;
  };

  rest.get("/wp/v2/pages/:id{[0-9]+}", async (c) => {
    const row = await one(c);
    return row instanceof Response ? row : c.json(pageJson(row));
  });

  registerEntryWrites(rest, db, "page", async (id) => {
    const row = await getPageRecord(db, id);
    return row ? pageJson(row) : undefined;
  });
}
