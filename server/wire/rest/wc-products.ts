/**
 * `/wp-json/wc/v3/products/<id>` for scripts (issue 23 item 9, first part): read one product and
 * update it (PUT/POST/PATCH) in WooCommerce's shape — price, sale price and its dates, stock,
 * status, SKU, GTIN (`global_unique_id`) and the other fields the editor has — through
 * updateProduct, the editor's own function (same validation, German messages, audit). An optional
 * If-Match names the version the script saw: stale → 412. Owners only.
 */
import type { Context, Hono } from "hono";
import { getProductRow, ProductValidationError, updateProduct } from "#modules/catalog/product-edit.ts";
import { patchFromWc, WC_FIELD_OF, wcProductJson } from "#modules/catalog/wc-product.ts";
import { langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-products.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import type { AppServices } from "#server/services.ts";
import { BadBodyError, readFields } from "../body.ts";
import { errorResponse } from "../errors.ts";
import { requireOwner } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const BASE = "/wc/v3/products";

const msg = (c: Context, key: MessageKey) => translate(langFromPath(new URL(c.req.url).pathname), key);

const notFound = (c: Context) =>
  errorResponse("woocommerce_rest_product_invalid_id", msg(c, "adminProducts.rest.invalidId"), 404);

/** 400 rest_invalid_param with the German message per WooCommerce field. */
function invalid(c: Context, errors: Partial<Record<string, MessageKey>>): Response {
  const params = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [WC_FIELD_OF[field] ?? field, msg(c, key!)]),
  );
  return Response.json(
    {
      code: "rest_invalid_param",
      message: Object.values(params).join(" "),
      data: { status: 400, params },
    },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

export function registerWcProducts(rest: Hono<RestEnv>, services: AppServices): void {
  const db = services.db;
  const ownerOnly = (c: Context<RestEnv>) =>
    requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
  const idOf = (c: Context) =>
    /^\d{1,9}$/.test(c.req.param("id") ?? "") ? Number(c.req.param("id")) : undefined;
  const one = async (c: Context<RestEnv>, id: number) => {
    const row = await getProductRow(db, id);
    if (!row || row.status === "trash") return notFound(c);
    c.header("ETag", versionEtag(row.version));
    return c.json(wcProductJson(row, await mailLinkOrigin(db, services.config)));
  };

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
    const user = c.get("restUser")!;
    try {
      const result = await updateProduct(db, id, patch, {
        actor: { id: user.id, label: user.email },
        expectedVersion: ifMatchVersion(c),
        stockReason: "rest",
      });
      if (!result) return notFound(c);
    } catch (err) {
      if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
      if (err instanceof ProductValidationError) return invalid(c, err.errors);
      throw err;
    }
    return one(c, id);
  };
  rest.put(`${BASE}/:id`, update);
  rest.post(`${BASE}/:id`, update);
  rest.patch(`${BASE}/:id`, update);
}
