/**
 * `wp/v2/pages`: everyone reads published pages (paged, `slug` and `lang` filters); owners also
 * see drafts (`status=draft|any`) and create, update (POST, PUT, PATCH) and delete (`force=true`)
 * pages. Content is sanitised with the importers' allow-list before it is stored.
 */
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { pages } from "../../../db/schema/index.ts";
import { sanitizeHtml } from "../../../importers/sanitize-html.ts";
import type { AppServices } from "../../services.ts";
import {
  idParam,
  invalidParam,
  isOwner,
  pagedJson,
  readPaging,
  readRestBody,
  requireOwner,
  restError,
} from "./helpers.ts";
import type { RestEnv } from "./index.ts";

type PageRow = typeof pages.$inferSelect;

function pageJson(row: PageRow) {
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

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

type PageInput = Partial<Pick<PageRow, "title" | "content" | "slug" | "status" | "lang" | "menuOrder">>;

/** The writable fields of a request body, or the name of the first bad one. */
function pageInput(body: Record<string, unknown>): PageInput | string {
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

export function registerPages(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  rest.get("/wp/v2/pages", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const user = c.get("restUser");
    const where: SQL[] = [];
    const status = c.req.query("status") ?? "publish";
    if (!["publish", "draft", "any"].includes(status)) return invalidParam(c, "status");
    if (status !== "publish") {
      const no = requireOwner(c, user);
      if (no) return no;
    }
    if (status !== "any") where.push(eq(pages.status, status as "publish" | "draft"));
    const slug = c.req.query("slug");
    if (slug !== undefined) where.push(eq(pages.slug, slug));
    const lang = c.req.query("lang");
    if (lang !== undefined) {
      if (lang !== "de" && lang !== "en") return invalidParam(c, "lang");
      where.push(eq(pages.lang, lang));
    }
    const cond = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(pages)
        .where(cond)
        .orderBy(asc(pages.menuOrder), asc(pages.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      db.select({ n: count() }).from(pages).where(cond),
    ]);
    return pagedJson(c, rows.map(pageJson), total?.n ?? 0, paging);
  });

  const one = async (c: Context<RestEnv>) => {
    const id = idParam(c);
    const [row] = id === undefined ? [] : await db.select().from(pages).where(eq(pages.id, id));
    // A draft is invisible to everyone but owners.
    if (!row || (row.status !== "publish" && !isOwner(c.get("restUser")))) {
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
    const input = pageInput(body);
    if (typeof input === "string") return invalidParam(c, input);
    if (!input.title) return invalidParam(c, "title");
    const [row] = await db
      .insert(pages)
      .values({
        title: input.title,
        slug:
          input.slug ??
          (input.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, "") ||
            "seite"),
        content: input.content ?? "",
        status: input.status ?? "draft",
        lang: input.lang ?? "de",
        menuOrder: input.menuOrder ?? 0,
      })
      .returning();
    return c.json(pageJson(row!), 201);
  });

  const update = async (c: Context<RestEnv>) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const row = await one(c);
    if (row instanceof Response) return row;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const input = pageInput(body);
    if (typeof input === "string") return invalidParam(c, input);
    const [updated] = await db
      .update(pages)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(pages.id, row.id))
      .returning();
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
    await db.delete(pages).where(eq(pages.id, row.id));
    return c.json({ deleted: true, previous: pageJson(row) });
  });
}
