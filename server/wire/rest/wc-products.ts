/**
 * `/wp-json/wc/v3/products` for scripts (issue 23 item 9): the list (page, per_page, search, sku,
 * status, category, orderby, order; `X-WP-Total`/`X-WP-TotalPages`), create (simple products),
 * read one, update it (PUT/POST/PATCH) and delete it (`force=false` → trash, `force=true` → gone)
 * in WooCommerce's shape — price, sale price and its dates, stock, status, SKU, GTIN
 * (`global_unique_id`) and the other fields the editor has — through the back office's own
 * functions (listRestProducts, createProduct, updateProduct, trashProduct, deleteProduct: same
 * validation, German messages, audit). An optional If-Match names the version the script saw:
 * stale → 412. Owners only.
 */
import type { Context, Hono } from "hono";
import { listRestProducts, type RestProductQuery } from "#modules/catalog/admin-list.ts";
import { listAttributes } from "#modules/catalog/attributes.ts";
import {
  createProduct,
  getProductRow,
  ProductValidationError,
  updateProduct,
} from "#modules/catalog/product-edit.ts";
import { deleteProduct, trashProduct } from "#modules/catalog/product-trash.ts";
import { CatalogInputError } from "#modules/catalog/variation-rules.ts";
import {
  type AttributeInput,
  createVariableProduct,
  setProductAttributes,
  setProductType,
} from "#modules/catalog/variations-edit.ts";
import { patchFromWc, WC_FIELD_OF, wcProductJson } from "#modules/catalog/wc-product.ts";
import { attributesFromWc, WC_VARIATION_FIELD_OF } from "#modules/catalog/wc-variation.ts";
import { langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-products.ts";
import "#modules/i18n/messages-admin-product-import.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import type { AppServices } from "#server/services.ts";
import { BadBodyError, readFields } from "../body.ts";
import { errorResponse } from "../errors.ts";
import { invalidFields, invalidParam, pagedJson, readPaging, requireOwner } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const BASE = "/wc/v3/products";

const msg = (c: Context, key: MessageKey) => translate(langFromPath(new URL(c.req.url).pathname), key);

const notFound = (c: Context) =>
  errorResponse("woocommerce_rest_product_invalid_id", msg(c, "adminProducts.rest.invalidId"), 404);

/** 400 rest_invalid_param with the German message and the stable code per WooCommerce field. */
const invalid = (c: Context, errors: Partial<Record<string, MessageKey>>) =>
  invalidFields(c, errors, { ...WC_FIELD_OF, ...WC_VARIATION_FIELD_OF });

const ORDERBY = new Set<RestProductQuery["orderby"]>([
  "date",
  "id",
  "title",
  "slug",
  "price",
  "modified",
  "menu_order",
]);
const STATUSES = new Set(["any", "publish", "draft", "private", "trash"]);

/** WooCommerce's list parameters → the list query, or the name of the one that does not read. */
function listQuery(c: Context): Omit<RestProductQuery, "page" | "perPage"> | { bad: string } {
  const q = (k: string) => c.req.query(k)?.trim() ?? "";
  const status = q("status") || "any";
  if (!STATUSES.has(status)) return { bad: "status" };
  const category = q("category");
  if (category && !/^\d{1,9}$/.test(category)) return { bad: "category" };
  const orderby = (q("orderby") || "date") as RestProductQuery["orderby"];
  if (!ORDERBY.has(orderby)) return { bad: "orderby" };
  const order = q("order") || "desc";
  if (order !== "asc" && order !== "desc") return { bad: "order" };
  if (q("search").length > 100) return { bad: "search" };
  return {
    search: q("search"),
    skus: q("sku")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 100),
    status: status === "any" ? undefined : (status as RestProductQuery["status"]),
    category: category ? Number(category) : undefined,
    orderby,
    order,
  };
}

/** The writes' shared parts: the actor, `attributes` of a JSON body, errors, the whole update. */
function writeHelpers(db: AppServices["db"]) {
  const actorOf = (c: Context<RestEnv>) => {
    const user = c.get("restUser")!;
    return { id: user.id, label: user.email };
  };

  /** A JSON body's `attributes` (WooCommerce's list of objects) → the editor's input, or the 400. */
  const attributesOf = async (c: Context<RestEnv>): Promise<AttributeInput[] | undefined | Response> => {
    const isJson = (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json");
    const raw = isJson ? ((await c.req.json()) as Record<string, unknown>).attributes : undefined;
    if (raw === undefined) return undefined;
    const { input, errors } = attributesFromWc(raw, await listAttributes(db));
    return Object.keys(errors).length > 0 ? invalid(c, errors) : input;
  };
  const writeError = (c: Context<RestEnv>, err: unknown) => {
    if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
    if (err instanceof ProductValidationError || err instanceof CatalogInputError)
      return invalid(c, err.errors);
    throw err;
  };

  /**
   * The product's fields, its type and its attributes in one transaction (the If-Match version
   * checked by the first write; each write bumps it): anything refused saves nothing.
   */
  const updateWhole = (
    id: number,
    change: { patch: object; type?: string; attributes?: AttributeInput[] },
    c: Context<RestEnv>,
  ) =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as typeof db;
      const opts = { actor: actorOf(c), expectedVersion: ifMatchVersion(c) };
      const result = await updateProduct(tx, id, change.patch, { ...opts, stockReason: "rest" });
      if (!result) return false;
      const next = { actor: opts.actor };
      const row = await getProductRow(tx, id);
      if (change.type !== undefined && change.type !== row?.type)
        await setProductType(tx, id, change.type, next);
      if (change.attributes !== undefined) await setProductAttributes(tx, id, change.attributes, next);
      return true;
    });
  return { actorOf, attributesOf, writeError, updateWhole };
}

export function registerWcProducts(rest: Hono<RestEnv>, services: AppServices): void {
  const db = services.db;
  const { actorOf, attributesOf, writeError, updateWhole } = writeHelpers(db);
  const ownerOnly = (c: Context<RestEnv>) =>
    requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
  const idOf = (c: Context) =>
    /^\d{1,9}$/.test(c.req.param("id") ?? "") ? Number(c.req.param("id")) : undefined;
  const one = async (c: Context<RestEnv>, id: number) => {
    const row = await getProductRow(db, id);
    if (!row || row.status === "trash") return notFound(c);
    c.header("ETag", versionEtag(row.version));
    return c.json(wcProductJson(row, await mailLinkOrigin(db, services.config), await listAttributes(db)));
  };

  rest.get(BASE, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const query = listQuery(c);
    if ("bad" in query) return invalidParam(c, query.bad);
    const { rows, total } = await listRestProducts(db, {
      ...query,
      page: paging.page,
      perPage: paging.perPage,
    });
    const origin = await mailLinkOrigin(db, services.config);
    const globals = await listAttributes(db);
    return pagedJson(
      c,
      rows.map((r) => wcProductJson(r, origin, globals)),
      total,
      paging,
    );
  });

  const fieldsOf = async (c: Context<RestEnv>) => {
    try {
      const fields = await readFields(c, { allowJson: true });
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    } catch (err) {
      if (!(err instanceof BadBodyError)) throw err;
      return errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
    }
  };
  rest.post(BASE, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const fields = await fieldsOf(c);
    if (fields instanceof Response) return fields;
    const type = fields.type ?? "simple";
    if (type !== "simple" && type !== "variable")
      return invalid(c, { type: "adminProducts.rest.typeUnsupported" });
    const { patch, errors } = patchFromWc(fields);
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    const attributes = await attributesOf(c);
    if (attributes instanceof Response) return attributes;
    if (type === "simple" && attributes?.length)
      return invalid(c, { attributes: "adminProducts.rest.attributesNeedVariable" });
    try {
      const { id } =
        type === "variable"
          ? await createVariableProduct(db, patch, attributes ?? [], { actor: actorOf(c) })
          : await createProduct(db, patch, { actor: actorOf(c) });
      c.status(201);
      return one(c, id);
    } catch (err) {
      return writeError(c, err);
    }
  });

  rest.delete(`${BASE}/:id`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = idOf(c);
    if (id === undefined) return notFound(c);
    const force = c.req.query("force") ?? "false";
    if (force !== "true" && force !== "false" && force !== "1" && force !== "0")
      return invalidParam(c, "force");
    const origin = await mailLinkOrigin(db, services.config);
    if (force === "true" || force === "1") {
      const gone = await deleteProduct(db, id, { actor: actorOf(c) });
      return gone ? c.json(wcProductJson(gone, origin)) : notFound(c);
    }
    const row = await getProductRow(db, id);
    if (!row) return notFound(c);
    // WooCommerce: trashing what is in the trash already is a 410 without force.
    if (row.status === "trash")
      return errorResponse(
        "woocommerce_rest_already_trashed",
        msg(c, "adminProducts.rest.alreadyTrashed"),
        410,
      );
    await trashProduct(db, id, { actor: actorOf(c) });
    return c.json(wcProductJson((await getProductRow(db, id))!, origin));
  });

  rest.get(`${BASE}/:id`, async (c) => {
    const id = idOf(c);
    return ownerOnly(c) ?? (id === undefined ? notFound(c) : one(c, id));
  });

  const update = async (c: Context<RestEnv>) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = idOf(c);
    if (id === undefined) return notFound(c);
    let fields: Record<string, string | string[]>;
    try {
      fields = await readFields(c, { allowJson: true });
    } catch (err) {
      if (!(err instanceof BadBodyError)) throw err;
      return errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
    }
    const single = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
    );
    const { patch, errors } = patchFromWc(single);
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    const type = single.type;
    if (type !== undefined && type !== "simple" && type !== "variable")
      return invalid(c, { type: "adminProducts.rest.typeUnsupported" });
    const attributes = await attributesOf(c);
    if (attributes instanceof Response) return attributes;
    try {
      const found = await updateWhole(id, { patch, type, attributes }, c);
      if (!found) return notFound(c);
    } catch (err) {
      return writeError(c, err);
    }
    return one(c, id);
  };
  rest.put(`${BASE}/:id`, update);
  rest.post(`${BASE}/:id`, update);
  rest.patch(`${BASE}/:id`, update);
}
