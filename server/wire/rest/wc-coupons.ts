/**
 * `/wp-json/wc/v3/coupons` (issue 24 part 2): list (page, per_page, search, code; `X-WP-Total`),
 * create, read one, update (PUT/POST/PATCH, optional If-Match → 412 when stale) and delete
 * (`force=false` → trash, `force=true` → gone) in WooCommerce's shape, through
 * modules/coupons/coupon-edit.ts (same validation, German messages, audit as the back office).
 * Amounts are strings ("10.00"); for percent coupons the percentage. Owners only.
 */
import type { Context, Hono } from "hono";
import {
  type CouponFieldErrors,
  type CouponInput,
  type CouponRow,
  CouponValidationError,
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  trashCoupon,
  updateCoupon,
} from "#modules/coupons/coupon-edit.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-coupons.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import {
  idParam,
  invalidParam,
  pagedJson,
  readPaging,
  readRestBody,
  requireOwner,
  restLang,
} from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const BASE = "/wc/v3/coupons";

const msg = (c: Context, key: MessageKey) => translate(restLang(c), key);

const notFound = (c: Context) =>
  errorResponse("woocommerce_rest_shop_coupon_invalid_id", msg(c, "adminCoupons.rest.invalidId"), 404);

/** 400 rest_invalid_param: the German message per WooCommerce field, the stable code per field. */
function invalid(c: Context, errors: CouponFieldErrors): Response {
  const params = Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      msg(c, `adminCoupons.error.${code}` as MessageKey),
    ]),
  );
  return Response.json(
    {
      code: "rest_invalid_param",
      message: Object.values(params).join(" "),
      data: { status: 400, params, codes: errors },
    },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

const money = (hundredths: number | null) => (hundredths === null ? "" : (hundredths / 100).toFixed(2));
const wpDate = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : null);

export function wcCouponJson(row: CouponRow, origin: string) {
  return {
    id: row.id,
    code: row.code,
    amount: (row.amount / 100).toFixed(2),
    status: row.status,
    date_created: wpDate(row.createdAt),
    date_created_gmt: wpDate(row.createdAt),
    date_modified: wpDate(row.updatedAt),
    date_modified_gmt: wpDate(row.updatedAt),
    discount_type: row.discountType,
    description: row.description,
    date_expires: wpDate(row.expiresAt),
    date_expires_gmt: wpDate(row.expiresAt),
    usage_count: row.usageCount,
    individual_use: row.individualUse,
    product_ids: row.productIds,
    excluded_product_ids: row.excludedProductIds,
    usage_limit: row.usageLimit,
    usage_limit_per_user: row.usageLimitPerUser,
    limit_usage_to_x_items: null,
    free_shipping: row.freeShipping,
    product_categories: row.categoryIds,
    excluded_product_categories: row.excludedCategoryIds,
    exclude_sale_items: false,
    minimum_amount: money(row.minimumCents) || "0.00",
    maximum_amount: money(row.maximumCents) || "0.00",
    email_restrictions: [],
    used_by: [],
    meta_data: [],
    _links: {
      self: [{ href: `${origin}/wp-json${BASE}/${row.id}` }],
      collection: [{ href: `${origin}/wp-json${BASE}` }],
    },
  };
}

const TEXT_FIELDS = [
  "code",
  "description",
  "discount_type",
  "amount",
  "date_expires",
  "usage_limit",
  "usage_limit_per_user",
  "minimum_amount",
  "maximum_amount",
  "status",
] as const;
const BOOL_FIELDS = ["individual_use", "free_shipping"] as const;
const ID_FIELDS = [
  "product_ids",
  "excluded_product_ids",
  "product_categories",
  "excluded_product_categories",
] as const;

/** WooCommerce's JSON (numbers, strings, booleans, arrays) → the module's input, or the field that is no such thing. */
function couponInput(body: Record<string, unknown>): CouponInput | { bad: string } {
  const input: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    const v = body[f] ?? (f === "date_expires" ? body.date_expires_gmt : undefined);
    if (v === undefined) continue;
    if (v === null) input[f] = "";
    else if (typeof v === "string") input[f] = f === "date_expires" ? v : v;
    else if (typeof v === "number" && Number.isFinite(v)) input[f] = String(v);
    else return { bad: f };
  }
  for (const f of BOOL_FIELDS) {
    const v = body[f];
    if (v === undefined) continue;
    if (typeof v === "boolean") input[f] = v;
    else if (v === "true" || v === "1" || v === 1) input[f] = true;
    else if (v === "false" || v === "0" || v === 0 || v === "") input[f] = false;
    else return { bad: f };
  }
  for (const f of ID_FIELDS) {
    const v = body[f];
    if (v === undefined) continue;
    const list = Array.isArray(v) ? v : v === "" ? [] : [v];
    const ids = list.map((x) =>
      typeof x === "number" ? x : /^\d{1,9}$/.test(String(x)) ? Number(x) : Number.NaN,
    );
    if (ids.some((n) => !Number.isInteger(n))) return { bad: f };
    input[f] = ids;
  }
  return input as CouponInput;
}

export function registerWcCoupons(rest: Hono<RestEnv>, services: AppServices): void {
  const db = services.db;
  const origin = (c: Context) => services.config.PUBLIC_URL ?? new URL(c.req.url).origin;
  const ownerOnly = (c: Context<RestEnv>) =>
    requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
  const actorOf = (c: Context<RestEnv>) => {
    const user = c.get("restUser")!;
    return { id: user.id, label: user.email };
  };
  const json = (c: Context, row: CouponRow, status: 200 | 201 = 200) =>
    c.json(wcCouponJson(row, origin(c)), status, { ETag: versionEtag(row.version) });

  rest.get(BASE, async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const search = c.req.query("code") ?? c.req.query("search") ?? "";
    if (search.length > 100) return invalidParam(c, "search");
    const status = c.req.query("status") ?? "any";
    if (status !== "any" && status !== "trash") return invalidParam(c, "status");
    const { rows, total } = await listCoupons(db, {
      search,
      view: status === "trash" ? "trash" : "all",
      page: paging.page,
      perPage: paging.perPage,
    });
    return pagedJson(
      c,
      rows.map((r) => wcCouponJson(r, origin(c))),
      total,
      paging,
    );
  });

  rest.post(BASE, async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const body = await readRestBody(c);
    if (!body) return errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
    const input = couponInput(body);
    if ("bad" in input) return invalidParam(c, input.bad);
    try {
      return json(c, await createCoupon(db, input, { actor: actorOf(c) }), 201);
    } catch (err) {
      if (err instanceof CouponValidationError) return invalid(c, err.errors);
      throw err;
    }
  });

  rest.get(`${BASE}/:id`, async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const id = idParam(c);
    const row = id === undefined ? undefined : await getCoupon(db, id);
    return row ? json(c, row) : notFound(c);
  });

  const update = async (c: Context<RestEnv>) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const id = idParam(c);
    if (id === undefined) return notFound(c);
    const body = await readRestBody(c);
    if (!body) return errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
    const input = couponInput(body);
    if ("bad" in input) return invalidParam(c, input.bad);
    try {
      const row = await updateCoupon(db, id, input, {
        actor: actorOf(c),
        expectedVersion: ifMatchVersion(c),
      });
      return row ? json(c, row) : notFound(c);
    } catch (err) {
      if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
      if (err instanceof CouponValidationError) return invalid(c, err.errors);
      throw err;
    }
  };
  rest.put(`${BASE}/:id`, update);
  rest.post(`${BASE}/:id`, update);
  rest.patch(`${BASE}/:id`, update);

  rest.delete(`${BASE}/:id`, async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const id = idParam(c);
    if (id === undefined) return notFound(c);
    const force = c.req.query("force") ?? "false";
    if (!["true", "false", "1", "0"].includes(force)) return invalidParam(c, "force");
    if (force === "true" || force === "1") {
      const gone = await deleteCoupon(db, id, { actor: actorOf(c) });
      return gone ? c.json(wcCouponJson(gone, origin(c))) : notFound(c);
    }
    const row = await getCoupon(db, id);
    if (!row) return notFound(c);
    if (row.status === "trash")
      return errorResponse(
        "woocommerce_rest_already_trashed",
        msg(c, "adminCoupons.rest.alreadyTrashed"),
        410,
      );
    const trashed = await trashCoupon(db, id, { actor: actorOf(c) });
    return trashed ? json(c, trashed) : notFound(c);
  });
}
