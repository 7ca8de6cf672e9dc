/**
 * `/wp-json/wc/v3/products/categories` and `/wp-json/wc/v3/products/tags` for scripts (issue 23
 * item 9): list (WordPress paging, `search`, `parent`, `hide_empty`, `orderby`, `order`), get,
 * create, update (PUT/POST/PATCH, optional If-Match → 412) and delete (`force=true`: terms have no
 * trash, as in WooCommerce) in WooCommerce's shapes, through modules/catalog/taxonomy.ts, the
 * back office's own functions (same validation, German messages, audit, 301 for a new slug).
 * Registered before `wc/v3/products/:id`. Owners only.
 */
import type { Context, Hono } from "hono";
import {
  type CategoryRow,
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  getCategoryRow,
  getTagRow,
  listCategories,
  listTags,
  TAG_SORTS,
  type TagSort,
  TermValidationError,
  updateCategory,
  updateTag,
} from "#modules/catalog/taxonomy.ts";
import { termInputFromWc, wcCategoryJson, wcTagJson, wcTermParams } from "#modules/catalog/wc-terms.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import { idParam, pagedJson, readPaging, readRestBody, requireOwner, restLang } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const msg = (c: Context, key: MessageKey) => translate(restLang(c), key);

const notFound = (c: Context) =>
  errorResponse("woocommerce_rest_term_invalid", msg(c, "adminTaxonomy.rest.invalidId"), 404);

function invalid(c: Context, err: TermValidationError, creating: boolean): Response {
  const params = wcTermParams(err.errors, (key) => msg(c, key));
  const message = Object.values(params).join(" ");
  // WooCommerce's codes where a script checks them: a missing name, a slug in use.
  const code =
    creating && err.errors.name === "adminTaxonomy.error.nameRequired"
      ? "rest_missing_callback_param"
      : err.errors.slug === "adminTaxonomy.error.slugTaken"
        ? creating
          ? "term_exists"
          : "duplicate_term_slug"
        : "rest_invalid_param";
  return Response.json(
    { code, message, data: { status: 400, params } },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

const CATEGORY_SORTS = ["name", "slug", "id", "count", "menu_order"] as const;

/** The categories a list asks for, sorted as asked (a shop has hundreds of categories, not thousands). */
function selectCategories(c: Context, rows: CategoryRow[]): CategoryRow[] | Response {
  const search = c.req.query("search")?.trim().toLowerCase();
  const parent = c.req.query("parent");
  const orderby = c.req.query("orderby") ?? "name";
  if (!(CATEGORY_SORTS as readonly string[]).includes(orderby))
    return errorResponse("rest_invalid_param", msg(c, "adminTaxonomy.rest.orderby"), 400);
  if (parent !== undefined && !/^\d{1,9}$/.test(parent))
    return errorResponse("rest_invalid_param", msg(c, "adminTaxonomy.error.parent"), 400);
  const desc = c.req.query("order") === "desc";
  const out = rows.filter(
    (r) =>
      (!search || r.name.toLowerCase().includes(search) || r.slug.includes(search)) &&
      (parent === undefined || (r.parentId ?? 0) === Number(parent)) &&
      (c.req.query("hide_empty") !== "true" || r.count > 0),
  );
  const key = (r: CategoryRow): string | number =>
    orderby === "name"
      ? r.name.toLowerCase()
      : orderby === "slug"
        ? r.slug
        : orderby === "count"
          ? r.count
          : orderby === "menu_order"
            ? r.menuOrder
            : r.id;
  return out.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const d =
      typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "de");
    return (desc ? -d : d) || a.id - b.id;
  });
}

export function registerWcProductTerms(rest: Hono<RestEnv>, services: AppServices): void {
  const db = services.db;
  const ownerOnly = (c: Context<RestEnv>) =>
    requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
  const actor = (c: Context<RestEnv>) => {
    const user = c.get("restUser")!;
    return { id: user.id, label: user.email };
  };
  const origin = () => mailLinkOrigin(db, services.config);

  for (const kind of ["categories", "tags"] as const) {
    const BASE = `/wc/v3/products/${kind}`;
    const isCat = kind === "categories";
    const getRow = (id: number) => (isCat ? getCategoryRow(db, id) : getTagRow(db, id));
    const json = async (row: NonNullable<Awaited<ReturnType<typeof getRow>>>) =>
      isCat ? wcCategoryJson(row as CategoryRow, await origin()) : wcTagJson(row, await origin());
    const one = async (c: Context<RestEnv>, id: number, status: 200 | 201 = 200) => {
      const row = await getRow(id);
      if (!row) return notFound(c);
      c.header("ETag", versionEtag(row.version));
      return c.json(await json(row), status);
    };

    rest.get(BASE, async (c) => {
      const denied = ownerOnly(c);
      if (denied) return denied;
      const paging = readPaging(c);
      if (paging instanceof Response) return paging;
      const o = await origin();
      if (isCat) {
        const rows = selectCategories(c, await listCategories(db));
        if (rows instanceof Response) return rows;
        const page = rows.slice(paging.offset, paging.offset + paging.perPage);
        return pagedJson(
          c,
          page.map((r) => wcCategoryJson(r, o)),
          rows.length,
          paging,
        );
      }
      const orderby = c.req.query("orderby") ?? "name";
      if (!(TAG_SORTS as readonly string[]).includes(orderby))
        return errorResponse("rest_invalid_param", msg(c, "adminTaxonomy.rest.orderby"), 400);
      const { rows, total } = await listTags(db, {
        search: c.req.query("search"),
        page: paging.page,
        perPage: paging.perPage,
        orderby: orderby as TagSort,
        order: c.req.query("order") === "desc" ? "desc" : "asc",
      });
      return pagedJson(
        c,
        rows.map((r) => wcTagJson(r, o)),
        total,
        paging,
      );
    });

    rest.get(`${BASE}/:id`, async (c) => {
      const id = idParam(c);
      return ownerOnly(c) ?? (id === undefined ? notFound(c) : one(c, id));
    });

    rest.post(BASE, async (c) => {
      const denied = ownerOnly(c);
      if (denied) return denied;
      const body = await readRestBody(c);
      if (!body) return errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
      try {
        const input = termInputFromWc(body);
        const row = isCat
          ? await createCategory(db, input, { actor: actor(c) })
          : await createTag(db, input, { actor: actor(c) });
        return one(c, row.id, 201);
      } catch (err) {
        if (err instanceof TermValidationError) return invalid(c, err, true);
        throw err;
      }
    });

    const update = async (c: Context<RestEnv>) => {
      const denied = ownerOnly(c);
      if (denied) return denied;
      const id = idParam(c);
      if (id === undefined) return notFound(c);
      const body = await readRestBody(c);
      if (!body) return errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
      const opts = { actor: actor(c), expectedVersion: ifMatchVersion(c) };
      try {
        const input = termInputFromWc(body);
        const result = isCat
          ? await updateCategory(db, id, input, opts)
          : await updateTag(db, id, input, opts);
        if (!result) return notFound(c);
      } catch (err) {
        if (err instanceof TermValidationError) return invalid(c, err, false);
        if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
        throw err;
      }
      return one(c, id);
    };
    rest.put(`${BASE}/:id`, update);
    rest.post(`${BASE}/:id`, update);
    rest.patch(`${BASE}/:id`, update);

    rest.delete(`${BASE}/:id`, async (c) => {
      const denied = ownerOnly(c);
      if (denied) return denied;
      const id = idParam(c);
      if (id === undefined) return notFound(c);
      if (c.req.query("force") !== "true" && c.req.query("force") !== "1")
        return errorResponse(
          "woocommerce_rest_trash_not_supported",
          msg(c, "adminTaxonomy.rest.noTrash"),
          501,
        );
      const o = await origin();
      const opts = { actor: actor(c), expectedVersion: ifMatchVersion(c) };
      try {
        if (isCat) {
          const gone = await deleteCategory(db, id, opts);
          return gone ? c.json(wcCategoryJson(gone.row, o)) : notFound(c);
        }
        const gone = await deleteTag(db, id, opts);
        return gone ? c.json(wcTagJson(gone, o)) : notFound(c);
      } catch (err) {
        if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
        throw err;
      }
    });
  }
}
