/**
 * `wp/v2/users/ID` and `users/me`: read yourself (or anyone, as an owner) and write the
 * WooCommerce meta field the coming-soon banner sends (`woocommerce_meta[coming_soon_banner_dismissed]
 * = yes`, stored as `woocommerce_admin_coming_soon_banner_dismissed`, glossary A9).
 */
import type { Context, Hono } from "hono";
import { isOwner, mayEditUser } from "#modules/users/roles.ts";
import { getUser } from "#modules/users/store.ts";
import {
  mergeUserMeta,
  readWooCommerceMeta,
  type UserRecord,
  wooCommerceMetaOf,
} from "#modules/users/woocommerce-meta.ts";
import type { AppServices } from "#server/services.ts";
import type { RestUser } from "./auth.ts";
import { denied, idParam, invalidParam, readRestBody, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

function userJson(row: UserRecord, context: "view" | "edit") {
  const base = {
    id: row.id,
    name: row.displayName || row.email.split("@")[0],
    slug: `user-${row.id}`,
    link: "",
    _links: {},
  };
  if (context === "view") return base;
  return {
    ...base,
    email: row.email,
    roles: [row.role],
    registered_date: row.createdAt.toISOString(),
    woocommerce_meta: wooCommerceMetaOf(row.meta),
  };
}

async function target(c: Context<RestEnv>, services: AppServices, me: RestUser | null) {
  const isMe = c.req.path.endsWith("/me");
  const id = isMe ? me?.id : idParam(c);
  if (isMe && !me) return restError(c, "rest_not_logged_in", "rest.notLoggedIn", 401);
  if (id === undefined) return restError(c, "rest_user_invalid_id", "rest.notFound", 404);
  // Only yourself, or anyone as an owner; others do not learn whether the id exists.
  if (me?.id !== id && !isOwner(me?.role)) return denied(c, me, "rest_user_cannot_view");
  const row = await getUser(services.db, id);
  return row ?? restError(c, "rest_user_invalid_id", "rest.notFound", 404);
}

export function registerUsers(rest: Hono<RestEnv>, services: AppServices): void {
  const read = async (c: Context<RestEnv>) => {
    const me = c.get("restUser");
    const row = await target(c, services, me);
    if (row instanceof Response) return row;
    return c.json(userJson(row, "edit"));
  };
  const write = async (c: Context<RestEnv>) => {
    const me = c.get("restUser");
    // A write without a signed-in user (or without a valid nonce) names the reason.
    if (!me) return restError(c, "rest_not_logged_in", "rest.notLoggedIn", 401);
    const row = await target(c, services, me);
    if (row instanceof Response) return row;
    if (!mayEditUser(me, row.id)) return denied(c, me, "rest_cannot_edit");
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    let updates: Record<string, string> = {};
    // WooCommerce's older banner script sends `meta[woocommerce_coming_soon_banner_dismissed]`.
    const legacy = body.meta as Record<string, unknown> | undefined;
    const legacyValue =
      legacy && typeof legacy === "object" ? legacy.woocommerce_coming_soon_banner_dismissed : undefined;
    const meta =
      body.woocommerce_meta ??
      (legacyValue !== undefined ? { coming_soon_banner_dismissed: legacyValue } : undefined);
    if (meta !== undefined) {
      if (!meta || typeof meta !== "object" || Array.isArray(meta))
        return invalidParam(c, "woocommerce_meta");
      const read = readWooCommerceMeta(meta as Record<string, unknown>);
      if ("bad" in read) return invalidParam(c, `woocommerce_meta[${read.bad}]`);
      updates = read.updates;
    }
    const updated = Object.keys(updates).length ? await mergeUserMeta(services.db, row.id, updates) : row;
    return c.json(userJson(updated ?? row, "edit"));
  };
  for (const path of ["/wp/v2/users/me", "/wp/v2/users/:id{[0-9]+}"]) {
    rest.get(path, read);
    rest.post(path, write);
    rest.put(path, write);
    rest.patch(path, write);
  }
}
