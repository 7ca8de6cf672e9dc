/**
 * `wp/v2/pages`: everyone reads published pages (paged, `slug` and `lang` filters); owners also
 * see drafts (`status=draft|any`) and create, update (POST, PUT, PATCH) and delete (`force=true`)
 * pages. The rules (drafts, writable fields, the sanitised content, slugs) are
 * modules/content/page-records.ts'.
 */
import type { Context, Hono } from "hono";
import {
  createPage,
  deletePage,
  getPageRecord,
  listPageRecords,
  type PageRecord,
  type PageStatus,
  pageVisibleTo,
  readPageInput,
  updatePage,
} from "#modules/content/page-records.ts";
import { isOwner } from "#modules/users/roles.ts";
import type { AppServices } from "#server/services.ts";
import {
  idParam,
  invalidParam,
  pagedJson,
  readPaging,
  readRestBody,
  requireOwner,
  restError,
} from "./helpers.ts";
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

  rest.post("/wp/v2/pages", async (c) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const input = readPageInput(body);
    if (typeof input === "string") return invalidParam(c, input);
    if (!input.title) return invalidParam(c, "title");
    return c.json(pageJson(await createPage(db, { ...input, title: input.title })), 201);
  });

  const update = async (c: Context<RestEnv>) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const row = await one(c);
    if (row instanceof Response) return row;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const input = readPageInput(body);
    if (typeof input === "string") return invalidParam(c, input);
    const updated = await updatePage(db, row.id, input);
    return c.json(pageJson(updated!));
  };
  rest.post("/wp/v2/pages/:id{[0-9]+}", update);
  rest.put("/wp/v2/pages/:id{[0-9]+}", update);
  rest.patch("/wp/v2/pages/:id{[0-9]+}", update);

  rest.delete("/wp/v2/pages/:id{[0-9]+}", async (c) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const row = await one(c);
    if (row instanceof Response) return row;
    // No trash: like WordPress for types without one, deleting needs force=true.
    if (c.req.query("force") !== "true")
      return restError(c, "rest_trash_not_supported", "rest.trashNotSupported", 501);
    await deletePage(db, row.id);
    return c.json({ deleted: true, previous: pageJson(row) });
  });
}
