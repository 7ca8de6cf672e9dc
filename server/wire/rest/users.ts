/**
 * Minimal `wp/v2/users` for the coming-soon banner (glossary A9): `POST /wp/v2/users/me` and
 * `/wp/v2/users/ID` with `woocommerce_meta[coming_soon_banner_dismissed]=yes` (form-encoded or
 * JSON; WooCommerce's older `meta[woocommerce_coming_soon_banner_dismissed]` too). Only the
 * signed-in user's own record; answers the user JSON. Another branch may extend this endpoint.
 */
import type { Hono } from "hono";
import { langFromPath, translate } from "../../../modules/i18n/index.ts";
import "../../../modules/i18n/messages-theme-extra.ts";
import { getThemeUser, setBannerDismissed } from "../../../modules/theme/index.ts";
import type { AppServices } from "../../services.ts";
import { errorResponse } from "../errors.ts";
import type { RestEnv } from "./index.ts";

function dismissedValue(body: Record<string, unknown>): string | undefined {
  const nested = (key: string, field: string) => {
    const obj = body[key];
    if (obj && typeof obj === "object" && !Array.isArray(obj)) return (obj as Record<string, unknown>)[field];
    return body[`${key}[${field}]`];
  };
  const v =
    nested("woocommerce_meta", "coming_soon_banner_dismissed") ??
    nested("meta", "woocommerce_coming_soon_banner_dismissed");
  return typeof v === "string" ? v : undefined;
}

export function registerUserRoutes(rest: Hono<RestEnv>, services: AppServices): void {
  rest.post("/wp/v2/users/:id{me|[0-9]+}", async (c) => {
    const lang = langFromPath(new URL(c.req.url).pathname);
    const user = c.get("restUser");
    if (!user) return errorResponse("rest_not_logged_in", translate(lang, "theme.restNotLoggedIn"), 401);
    const id = c.req.param("id");
    if (id !== "me" && Number(id) !== user.id)
      return errorResponse("rest_cannot_edit", translate(lang, "theme.restCannotEdit"), 403);
    const type = c.req.header("content-type") ?? "";
    let body: Record<string, unknown> = {};
    try {
      body = type.includes("application/json")
        ? ((await c.req.json()) as Record<string, unknown>)
        : ((await c.req.parseBody({ dot: false })) as Record<string, unknown>);
    } catch {
      return errorResponse("rest_invalid_json", translate(lang, "theme.restInvalidBody"), 400);
    }
    if (!body || typeof body !== "object") body = {};
    const value = dismissedValue(body);
    if (value !== undefined) {
      if (value !== "yes" && value !== "no")
        return errorResponse("rest_invalid_param", translate(lang, "theme.restInvalidBody"), 400);
      await setBannerDismissed(services.db, user.id, value);
    }
    const fresh = await getThemeUser(services.db, user.id);
    return c.json({
      id: user.id,
      name: user.displayName,
      woocommerce_meta: { coming_soon_banner_dismissed: fresh?.bannerDismissed ? "yes" : "no" },
    });
  });
}
