/**
 * `/wp-json/wc/v3/orders` for scripts, in WooCommerce's shapes (wc-order-shape.ts): the list
 * (`status`, `after`, `before`, `search`, `page`, `per_page`, `orderby` date|id, `order`; with
 * X-WP-Total / X-WP-TotalPages), one order, a status update (PUT/POST/PATCH; an optional
 * If-Match names the version the script saw: stale → 412; without it the write applies, audited
 * either way) and the order notes (GET/POST `…/<id>/notes`). Owners only (shop_manager,
 * administrator); the SQL and rules are in modules/orders/.
 */
import type { Context, Hono } from "hono";
import { ZodError } from "zod";
import { type Lang, langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin.ts";
import "#modules/i18n/messages-order-account.ts";
import "#modules/i18n/messages-orders.ts";
import { addOrderNote, listOrderNotes } from "#modules/orders/notes.ts";
import { isOrderStatus } from "#modules/orders/owner-orders.ts";
import { listRestOrders, ordersWithItems } from "#modules/orders/rest-orders.ts";
import { changeOrderStatus, isOwnerStatus, StatusTransitionError } from "#modules/orders/status.ts";
import { berlinWallTime } from "#modules/reports/berlin-days.ts";
import { getSettings } from "#modules/settings/store.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import type { AppServices } from "#server/services.ts";
import { BadBodyError, readFields } from "../body.ts";
import { errorResponse } from "../errors.ts";
import type { FieldValue } from "../types.ts";
import { requireOwner } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";
import { wcOrderJson, wcOrderNoteJson } from "./wc-order-shape.ts";

const MAX_PER_PAGE = 100;
const BASE = "/wc/v3/orders";

const lang = (c: Context): Lang => langFromPath(new URL(c.req.url).pathname);
const msg = (c: Context, key: MessageKey, params?: Record<string, string | number>) =>
  translate(lang(c), key, params);

/** wc/v3's refusal: 401 without a user, 403 without the role (woocommerce_rest_cannot_view). */
function ownerOnly(c: Context<RestEnv>): Response | undefined {
  return requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
}

const invalidParam = (c: Context, param: string) =>
  errorResponse("rest_invalid_param", msg(c, "orderAccount.rest.invalidParam", { param }), 400);
const notFound = (c: Context) =>
  errorResponse("woocommerce_rest_shop_order_invalid_id", msg(c, "orderAccount.rest.invalidId"), 404);

function positiveInt(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * `after`/`before`: an ISO 8601 date or date-time; one without an offset is the shop's wall
 * clock (Berlin), as WooCommerce reads it in the site's time zone (null: malformed).
 */
function isoInstant(value: string | undefined): Date | null | undefined {
  if (value === undefined || value === "") return undefined;
  const zoned = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value);
  if (!zoned) return berlinWallTime(value);
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function orderId(c: Context): number | undefined {
  const raw = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

const single = (v: FieldValue | undefined) => (Array.isArray(v) ? v[0] : v);
const truthy = (v: FieldValue | undefined) =>
  ["1", "true", "yes"].includes(String(single(v) ?? "").toLowerCase());

async function readBody(c: Context<RestEnv>): Promise<Record<string, FieldValue> | Response> {
  try {
    return await readFields(c, { allowJson: true });
  } catch (err) {
    if (!(err instanceof BadBodyError)) throw err;
    return err.kind === "content-type"
      ? errorResponse("laden_invalid_content_type", msg(c, "wire.badContentType"), 400)
      : errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
  }
}

export function registerWcOrderRoutes(rest: Hono<RestEnv>, services: AppServices): void {
  const db = services.db;
  const one = async (c: Context<RestEnv>, id: number, status = 200) => {
    const [found] = await ordersWithItems(db, [id]);
    if (!found) return notFound(c);
    const settings = await getSettings(db);
    c.header("ETag", versionEtag(found.order.version));
    return c.json(wcOrderJson(found, settings), status as 200);
  };

  rest.get(BASE, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const page = positiveInt(c.req.query("page"), 1);
    if (page === undefined) return invalidParam(c, "page");
    const perPage = positiveInt(c.req.query("per_page"), 10);
    if (perPage === undefined || perPage > MAX_PER_PAGE) return invalidParam(c, "per_page");
    const statusParam = (c.req.query("status") ?? "any").trim();
    const requested =
      statusParam === "" || statusParam === "any" ? [] : statusParam.split(",").map((s) => s.trim());
    if (!requested.every(isOrderStatus)) return invalidParam(c, "status");
    const after = isoInstant(c.req.query("after"));
    if (after === null) return invalidParam(c, "after");
    const before = isoInstant(c.req.query("before"));
    if (before === null) return invalidParam(c, "before");
    const orderby = c.req.query("orderby") ?? "date";
    if (orderby !== "date" && orderby !== "id") return invalidParam(c, "orderby");
    const order = c.req.query("order") ?? "desc";
    if (order !== "asc" && order !== "desc") return invalidParam(c, "order");

    const { total, orders } = await listRestOrders(db, {
      statuses: requested.filter(isOrderStatus),
      q: (c.req.query("search") ?? "").trim().slice(0, 100),
      after,
      before,
      withdrawal: false,
      sort: orderby === "id" ? "number" : "date",
      dir: order,
      page,
      perPage,
    });
    const totalPages = Math.ceil(total / perPage);
    if (page > 1 && page > totalPages) {
      return errorResponse("rest_post_invalid_page_number", msg(c, "orderAccount.rest.invalidPage"), 400);
    }
    const settings = await getSettings(db);
    c.header("X-WP-Total", String(total));
    c.header("X-WP-TotalPages", String(totalPages));
    return c.json(orders.map((o) => wcOrderJson(o, settings)));
  });

  rest.get(`${BASE}/:id`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = orderId(c);
    return id === undefined ? notFound(c) : one(c, id);
  });

  const update = async (c: Context<RestEnv>) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = orderId(c);
    if (id === undefined) return notFound(c);
    const fields = await readBody(c);
    if (fields instanceof Response) return fields;
    const expectedVersion = ifMatchVersion(c);
    const status = single(fields.status);
    // Fields we do not take (addresses, lines) are left alone, as WooCommerce ignores unknown ones.
    if (status !== undefined) {
      if (!isOwnerStatus(status)) return invalidParam(c, "status");
      const user = c.get("restUser")!;
      try {
        const changed = await changeOrderStatus(db, id, status, user.email, {
          actor: { id: user.id, label: user.email },
          expectedVersion,
        });
        if (!changed) return notFound(c);
      } catch (err) {
        if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
        if (!(err instanceof StatusTransitionError)) throw err;
        return errorResponse(
          "laden_order_status_transition",
          msg(c, "orderAccount.rest.transition", {
            from: msg(c, `order.status.${err.from}`),
            to: msg(c, `order.status.${err.to}`),
          }),
          409,
        );
      }
    }
    return one(c, id);
  };
  rest.put(`${BASE}/:id`, update);
  rest.post(`${BASE}/:id`, update);
  rest.patch(`${BASE}/:id`, update);

  rest.get(`${BASE}/:id/notes`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = orderId(c);
    const [found] = id === undefined ? [] : await ordersWithItems(db, [id]);
    if (!found) return notFound(c);
    const notes = await listOrderNotes(db, found.order.id);
    // WooCommerce lists the newest note first.
    return c.json(notes.reverse().map(wcOrderNoteJson));
  });

  rest.post(`${BASE}/:id/notes`, async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = orderId(c);
    if (id === undefined) return notFound(c);
    const fields = await readBody(c);
    if (fields instanceof Response) return fields;
    const user = c.get("restUser")!;
    try {
      const added = await addOrderNote(db, id, {
        note: String(single(fields.note) ?? ""),
        customerVisible: truthy(fields.customer_note),
        actor: { id: user.id, label: user.email },
        mail: {
          settings: await getSettings(db),
          secret: services.config.secret,
          siteUrl: await mailLinkOrigin(db, services.config),
        },
      });
      if (!added) return notFound(c);
      return c.json(wcOrderNoteJson(added.note), added.created ? 201 : 200);
    } catch (err) {
      if (!(err instanceof ZodError)) throw err;
      return errorResponse(
        "rest_missing_callback_param",
        err.issues[0]?.message ?? msg(c, "wire.badBody"),
        400,
      );
    }
  });
}
