/**
 * `/wp-json/laden/v1/orders` for the owner (modules/users/roles.ts): the list with
 * WordPress paging (`page`, `per_page` ≤ 100, `X-WP-Total`, `X-WP-TotalPages`, `status`
 * filter), one order with notes, and status changes (POST, or PATCH/PUT via
 * X-HTTP-Method-Override) through modules/orders/status.ts.
 */
import type { Context, Hono } from "hono";
import { type Lang, langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-order-account.ts";
import "#modules/i18n/messages-order-mail.ts";
import "#modules/i18n/messages-orders.ts";
import {
  getOwnerOrder,
  isOrderStatus,
  listOwnerOrders,
  ownerOrderJson,
} from "#modules/orders/owner-orders.ts";
import { changeOrderStatus, isOwnerStatus, StatusTransitionError } from "#modules/orders/status.ts";
import { getSettings } from "#modules/settings/store.ts";
import { isOwner } from "#modules/users/roles.ts";
import type { AppServices } from "#server/services.ts";
import { BadBodyError, readFields } from "../body.ts";
import { errorResponse } from "../errors.ts";
import type { RestEnv } from "./index.ts";

const MAX_PER_PAGE = 100;

const lang = (c: Context): Lang => langFromPath(new URL(c.req.url).pathname);
const msg = (c: Context, key: MessageKey, params?: Record<string, string | number>) =>
  translate(lang(c), key, params);

/** 401 for nobody, 403 for a signed-in user without the role (WordPress's rest_forbidden). */
function ownerOnly(c: Context<RestEnv>): Response | undefined {
  const user = c.get("restUser");
  if (!user) return errorResponse("rest_forbidden", msg(c, "wire.unauthorized"), 401);
  if (!isOwner(user.role)) return errorResponse("rest_forbidden", msg(c, "wire.forbidden"), 403);
  return undefined;
}

function invalidParam(c: Context, param: string): Response {
  return errorResponse("rest_invalid_param", msg(c, "orderAccount.rest.invalidParam", { param }), 400);
}

/** A positive integer from a query value, or undefined when it is not one. */
function positiveInt(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

function orderId(c: Context): number | undefined {
  const raw = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

const notFound = (c: Context) =>
  errorResponse("laden_rest_order_invalid_id", msg(c, "orderAccount.rest.invalidId"), 404);

export function registerOrderRoutes(rest: Hono<RestEnv>, services: AppServices): void {
  rest.get("/laden/v1/orders", async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const page = positiveInt(c.req.query("page"), 1);
    if (page === undefined) return invalidParam(c, "page");
    const perPage = positiveInt(c.req.query("per_page"), 10);
    if (perPage === undefined || perPage > MAX_PER_PAGE) return invalidParam(c, "per_page");
    const statusParam = (c.req.query("status") ?? "any").trim();
    const requested = statusParam === "" || statusParam === "any" ? [] : statusParam.split(",");
    if (!requested.every(isOrderStatus)) return invalidParam(c, "status");
    const { total, orders } = await listOwnerOrders(services.db, {
      page,
      perPage,
      statuses: requested.filter(isOrderStatus),
    });
    const totalPages = Math.ceil(total / perPage);
    if (page > 1 && page > totalPages) {
      return errorResponse("rest_post_invalid_page_number", msg(c, "orderAccount.rest.invalidPage"), 400);
    }
    const settings = await getSettings(services.db);
    const ctx = { settings, secret: services.config.secret };
    c.header("X-WP-Total", String(total));
    c.header("X-WP-TotalPages", String(totalPages));
    return c.json(orders.map((o) => ownerOrderJson(o.order, o.items, ctx)));
  });

  rest.get("/laden/v1/orders/:id", async (c) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = orderId(c);
    const found = id === undefined ? undefined : await getOwnerOrder(services.db, id);
    if (!found) return notFound(c);
    const settings = await getSettings(services.db);
    return c.json(
      ownerOrderJson(found.order, found.items, { settings, secret: services.config.secret }, found.notes),
    );
  });

  const update = async (c: Context<RestEnv>) => {
    const denied = ownerOnly(c);
    if (denied) return denied;
    const id = orderId(c);
    if (id === undefined) return notFound(c);
    let fields: Awaited<ReturnType<typeof readFields>>;
    try {
      fields = await readFields(c, { allowJson: true });
    } catch (err) {
      if (!(err instanceof BadBodyError)) throw err;
      return err.kind === "content-type"
        ? errorResponse("laden_invalid_content_type", msg(c, "wire.badContentType"), 400)
        : errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
    }
    const status = fields.status;
    if (!isOwnerStatus(status)) return invalidParam(c, "status");
    const user = c.get("restUser")!;
    try {
      const changed = await changeOrderStatus(services.db, id, status, user.email);
      if (!changed) return notFound(c);
    } catch (err) {
      if (!(err instanceof StatusTransitionError)) throw err;
      return errorResponse(
        "laden_order_status_transition",
        translate("de", "orderAccount.rest.transition", {
          from: msg(c, `order.status.${err.from}`),
          to: msg(c, `order.status.${err.to}`),
        }),
        409,
      );
    }
    const found = await getOwnerOrder(services.db, id);
    const settings = await getSettings(services.db);
    return c.json(
      ownerOrderJson(found!.order, found!.items, { settings, secret: services.config.secret }, found!.notes),
    );
  };
  rest.post("/laden/v1/orders/:id", update);
  rest.put("/laden/v1/orders/:id", update);
  rest.patch("/laden/v1/orders/:id", update);
}
