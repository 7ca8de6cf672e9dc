/**
 * `/wp-json/wc/v3/products/attributes` (+ `/ID/terms`) and `/wp-json/wc/v3/products/ID/variations`
 * for scripts (issue 23 item 9): list, get, create, update, delete (and `variations/batch`) in
 * WooCommerce's shapes, through the back office's own functions (modules/catalog/attributes.ts,
 * variations-edit.ts: same validation, German messages, audit). A variation write may carry
 * If-Match with the product's version (stale → 412). Owners only. Registered before
 * `wc/v3/products/:id` so that `attributes` is not read as a product id.
 */
import type { Context, Hono } from "hono";
import {
  addTerm,
  createAttribute,
  deleteAttribute,
  deleteTerm,
  getAttribute,
  listAttributes,
  renameAttribute,
} from "#modules/catalog/attributes.ts";
import { getProductRow } from "#modules/catalog/product-edit.ts";
import { CatalogInputError } from "#modules/catalog/variation-rules.ts";
import {
  createVariation,
  deleteVariations,
  listVariations,
  updateVariations,
  type VariationRow,
} from "#modules/catalog/variations-edit.ts";
import {
  variationPatchFromWc,
  WC_VARIATION_FIELD_OF,
  wcAttributeJson,
  wcTermJson,
  wcVariationJson,
} from "#modules/catalog/wc-variation.ts";
import { langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-products.ts";
import "#modules/i18n/messages-admin-variations.ts";
import { getMedia } from "#modules/media/library.ts";
import { mediaUrl } from "#modules/media/storage.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import { invalidFields, requireOwner } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const PRODUCTS = "/wc/v3/products";
const ATTRS = `${PRODUCTS}/attributes`;

const msg = (c: Context, key: MessageKey) => translate(langFromPath(new URL(c.req.url).pathname), key);

/** 400 rest_invalid_param with the German message and the stable code per WooCommerce field. */
const invalid = (c: Context, errors: Record<string, MessageKey>, fieldOf: Record<string, string> = {}) =>
  invalidFields(c, errors, fieldOf);

const num = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/** The body as an object: JSON, or form fields with `a[0][b]` keys nested. */
async function readBody(c: Context): Promise<Record<string, unknown> | undefined> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  try {
    if (type === "application/json") {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    }
    if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(await c.req.parseBody({ all: true }))) {
        if (typeof value !== "string") continue;
        const path = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
        let at: Record<string, unknown> = out;
        path.forEach((p, i) => {
          if (i === path.length - 1) at[p] = value;
          else {
            at[p] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
            at = at[p] as Record<string, unknown>;
          }
        });
      }
      return out;
    }
    return {};
  } catch {
    return undefined;
  }
}

const ownerOnly = (c: Context<RestEnv>) => requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
const actorOf = (c: Context<RestEnv>) => {
  const user = c.get("restUser")!;
  return { id: user.id, label: user.email };
};
const badBody = (c: Context) => errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
const attrNotFound = (c: Context) =>
  errorResponse("woocommerce_rest_term_invalid", msg(c, "adminAttributes.notFound"), 404);
const productNotFound = (c: Context) =>
  errorResponse("woocommerce_rest_product_invalid_id", msg(c, "adminProducts.rest.invalidId"), 404);
const variationNotFound = (c: Context) =>
  errorResponse(
    "woocommerce_rest_product_variation_invalid_id",
    msg(c, "adminVariations.error.noVariation"),
    404,
  );

export function registerWcVariations(rest: Hono<RestEnv>, services: AppServices): void {
  registerAttributes(rest, services.db);
  registerVariations(rest, services);
}

function registerAttributes(rest: Hono<RestEnv>, db: AppServices["db"]): void {
  // ---- attributes and terms ----
  rest.get(ATTRS, async (c) => ownerOnly(c) ?? c.json((await listAttributes(db)).map(wcAttributeJson)));
  rest.post(ATTRS, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const body = await readBody(c);
    if (!body) return badBody(c);
    try {
      const a = await createAttribute(
        db,
        { name: body.name, slug: body.slug, menuOrder: body.menu_order },
        { actor: actorOf(c) },
      );
      return c.json(wcAttributeJson(a), 201);
    } catch (err) {
      if (err instanceof CatalogInputError) return invalid(c, err.errors);
      throw err;
    }
  });
  rest.get(`${ATTRS}/:aid`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const a =
      num(c.req.param("aid")) !== undefined ? await getAttribute(db, num(c.req.param("aid"))!) : undefined;
    return a ? c.json(wcAttributeJson(a)) : attrNotFound(c);
  });
  const updateAttr = async (c: Context<RestEnv>) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = num(c.req.param("aid"));
    const body = await readBody(c);
    if (!body) return badBody(c);
    if (id === undefined) return attrNotFound(c);
    const current = await getAttribute(db, id);
    if (!current) return attrNotFound(c);
    try {
      const a = await renameAttribute(
        db,
        id,
        { name: body.name ?? current.name, menuOrder: body.menu_order },
        { actor: actorOf(c) },
      );
      return a ? c.json(wcAttributeJson(a)) : attrNotFound(c);
    } catch (err) {
      if (err instanceof CatalogInputError) return invalid(c, err.errors);
      throw err;
    }
  };
  rest.put(`${ATTRS}/:aid`, updateAttr);
  rest.patch(`${ATTRS}/:aid`, updateAttr);
  rest.delete(`${ATTRS}/:aid`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = num(c.req.param("aid"));
    if (id === undefined) return attrNotFound(c);
    try {
      const a = await deleteAttribute(db, id, { actor: actorOf(c) });
      return a ? c.json(wcAttributeJson(a)) : attrNotFound(c);
    } catch (err) {
      if (err instanceof CatalogInputError) return invalid(c, err.errors);
      throw err;
    }
  });
  rest.get(`${ATTRS}/:aid/terms`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = num(c.req.param("aid"));
    const a = id !== undefined ? await getAttribute(db, id) : undefined;
    return a ? c.json(a.terms.map((t) => wcTermJson(t))) : attrNotFound(c);
  });
  rest.post(`${ATTRS}/:aid/terms`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = num(c.req.param("aid"));
    const body = await readBody(c);
    if (!body) return badBody(c);
    if (id === undefined) return attrNotFound(c);
    try {
      const term = await addTerm(db, id, { name: body.name, slug: body.slug }, { actor: actorOf(c) });
      return term ? c.json(wcTermJson(term), 201) : attrNotFound(c);
    } catch (err) {
      if (err instanceof CatalogInputError) return invalid(c, err.errors);
      throw err;
    }
  });
  rest.get(`${ATTRS}/:aid/terms/:tid`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = num(c.req.param("aid"));
    const a = id !== undefined ? await getAttribute(db, id) : undefined;
    const term = a?.terms.find((t) => t.id === num(c.req.param("tid")));
    return term ? c.json(wcTermJson(term)) : attrNotFound(c);
  });
  rest.delete(`${ATTRS}/:aid/terms/:tid`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = num(c.req.param("aid"));
    const tid = num(c.req.param("tid"));
    if (id === undefined || tid === undefined) return attrNotFound(c);
    try {
      const term = await deleteTerm(db, id, tid, { actor: actorOf(c) });
      return term ? c.json(wcTermJson(term)) : attrNotFound(c);
    } catch (err) {
      if (err instanceof CatalogInputError) return invalid(c, err.errors);
      throw err;
    }
  });
}

type ProductRow = NonNullable<Awaited<ReturnType<typeof getProductRow>>>;

function variationHelpers(services: AppServices) {
  const db = services.db;
  const productOf = async (c: Context) => {
    const id = num(c.req.param("id"));
    const row = id !== undefined ? await getProductRow(db, id) : undefined;
    return row && row.status !== "trash" ? row : undefined;
  };
  const render = async (v: VariationRow, product: ProductRow) => {
    const globals = await listAttributes(db);
    let image = null;
    if (v.imageId != null) {
      const m = await getMedia(db, v.imageId);
      if (m)
        image = {
          id: m.id,
          src: `${await mailLinkOrigin(db, services.config)}${mediaUrl(m.file)}`,
          alt: m.alt,
        };
    }
    return wcVariationJson(v, product.attributes, globals, image);
  };
  return { db, productOf, render };
}

const writeError = (c: Context, err: unknown) => {
  if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
  if (err instanceof CatalogInputError) return invalid(c, err.errors, WC_VARIATION_FIELD_OF);
  throw err;
};

function registerVariations(rest: Hono<RestEnv>, services: AppServices): void {
  const { db, productOf, render } = variationHelpers(services);
  registerBatch(rest, services);
  rest.get(`${PRODUCTS}/:id/variations`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const product = await productOf(c);
    if (!product) return productNotFound(c);
    const rows = await listVariations(db, product.id);
    c.header("X-WP-Total", String(rows.length));
    c.header("X-WP-TotalPages", "1");
    c.header("ETag", versionEtag(product.version));
    return c.json(await Promise.all(rows.map((v) => render(v, product))));
  });
  rest.post(`${PRODUCTS}/:id/variations`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const product = await productOf(c);
    if (!product) return productNotFound(c);
    const body = await readBody(c);
    if (!body) return badBody(c);
    const { patch, errors } = variationPatchFromWc(body, product.attributes, await listAttributes(db));
    if (Object.keys(errors).length > 0) return invalid(c, errors, WC_VARIATION_FIELD_OF);
    try {
      const created = await createVariation(db, product.id, patch, {
        actor: actorOf(c),
        expectedVersion: ifMatchVersion(c),
      });
      if (!created) return productNotFound(c);
      c.header("ETag", versionEtag(created.version));
      return c.json(await render(created, product), 201);
    } catch (err) {
      return writeError(c, err);
    }
  });
  rest.get(`${PRODUCTS}/:id/variations/:vid`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const product = await productOf(c);
    if (!product) return productNotFound(c);
    const row = (await listVariations(db, product.id)).find((v) => v.id === num(c.req.param("vid")));
    if (!row) return variationNotFound(c);
    c.header("ETag", versionEtag(product.version));
    return c.json(await render(row, product));
  });
  const update = async (c: Context<RestEnv>) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const product = await productOf(c);
    if (!product) return productNotFound(c);
    const vid = num(c.req.param("vid"));
    if (vid === undefined || !(await listVariations(db, product.id)).some((v) => v.id === vid))
      return variationNotFound(c);
    const body = await readBody(c);
    if (!body) return badBody(c);
    const { patch, errors } = variationPatchFromWc(body, product.attributes, await listAttributes(db));
    if (Object.keys(errors).length > 0) return invalid(c, errors, WC_VARIATION_FIELD_OF);
    if (patch.attributes)
      return invalid(c, { attributes: "adminVariations.error.invalid" }, WC_VARIATION_FIELD_OF);
    try {
      const r = await updateVariations(db, product.id, [{ id: vid, patch }], {
        actor: actorOf(c),
        expectedVersion: ifMatchVersion(c),
        stockReason: "rest",
      });
      if (!r) return productNotFound(c);
      c.header("ETag", versionEtag(r.version));
    } catch (err) {
      return writeError(c, err);
    }
    const row = (await listVariations(db, product.id)).find((v) => v.id === vid)!;
    return c.json(await render(row, product));
  };
  rest.put(`${PRODUCTS}/:id/variations/:vid`, update);
  rest.patch(`${PRODUCTS}/:id/variations/:vid`, update);
  rest.post(`${PRODUCTS}/:id/variations/:vid`, update);
  rest.delete(`${PRODUCTS}/:id/variations/:vid`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const product = await productOf(c);
    if (!product) return productNotFound(c);
    const vid = num(c.req.param("vid"));
    if (vid === undefined || !(await listVariations(db, product.id)).some((v) => v.id === vid))
      return variationNotFound(c);
    try {
      const r = await deleteVariations(db, product.id, [vid], {
        actor: actorOf(c),
        expectedVersion: ifMatchVersion(c),
      });
      if (!r) return productNotFound(c);
      return c.json(await render(r.deleted[0]!, product));
    } catch (err) {
      return writeError(c, err);
    }
  });
}

function registerBatch(rest: Hono<RestEnv>, services: AppServices): void {
  const { db, productOf, render } = variationHelpers(services);
  rest.post(`${PRODUCTS}/:id/variations/batch`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const product = await productOf(c);
    if (!product) return productNotFound(c);
    const body = await readBody(c);
    if (!body) return badBody(c);
    const globals = await listAttributes(db);
    const actor = actorOf(c);
    const out: { create: unknown[]; update: unknown[]; delete: unknown[] } = {
      create: [],
      update: [],
      delete: [],
    };
    const itemError = (err: unknown, id = 0) => {
      if (!(err instanceof CatalogInputError)) throw err;
      return {
        id,
        error: {
          code: "rest_invalid_param",
          message: Object.values(err.errors)
            .map((k) => msg(c, k))
            .join(" "),
          data: { status: 400 },
        },
      };
    };
    for (const item of Array.isArray(body.create) ? (body.create as Record<string, unknown>[]) : []) {
      const { patch, errors } = variationPatchFromWc(item ?? {}, product.attributes, globals);
      try {
        if (Object.keys(errors).length > 0) throw new CatalogInputError(errors);
        const created = await createVariation(db, product.id, patch, { actor });
        out.create.push(
          created
            ? await render(created, product)
            : itemError(new CatalogInputError({ id: "adminProducts.rest.invalidId" })),
        );
      } catch (err) {
        out.create.push(itemError(err));
      }
    }
    for (const item of Array.isArray(body.update) ? (body.update as Record<string, unknown>[]) : []) {
      const id = Number(item?.id);
      const { patch, errors } = variationPatchFromWc(item ?? {}, product.attributes, globals);
      try {
        if (Object.keys(errors).length > 0) throw new CatalogInputError(errors);
        await updateVariations(db, product.id, [{ id, patch }], { actor, stockReason: "rest" });
        const row = (await listVariations(db, product.id)).find((v) => v.id === id);
        out.update.push(
          row
            ? await render(row, product)
            : itemError(new CatalogInputError({ id: "adminVariations.error.noVariation" }), id),
        );
      } catch (err) {
        out.update.push(itemError(err, id));
      }
    }
    const del = (Array.isArray(body.delete) ? body.delete : []).map(Number).filter(Number.isInteger);
    for (const id of del) {
      try {
        const r = await deleteVariations(db, product.id, [id], { actor });
        out.delete.push(
          r?.deleted[0]
            ? await render(r.deleted[0], product)
            : itemError(new CatalogInputError({ id: "adminVariations.error.noVariation" }), id),
        );
      } catch (err) {
        out.delete.push(itemError(err, id));
      }
    }
    return c.json(out);
  });
}
