/**
 * Cross-site request refusal (reliability.md WC-6, NF-5, OE-3): a state-changing request
 * (any method but GET, HEAD, OPTIONS) that a browser marks as coming from another site is refused
 * with 403 before any handler runs. Nonces alone cannot stop this for guests: their nonces are
 * bound to action and tick only (pages stay cacheable), so another site can read one from any of
 * our pages — a cross-site sign-in form would log the visitor into the attacker's account.
 *
 * The browser's own word decides: `Sec-Fetch-Site` when sent (`same-origin` or `none` pass), else
 * the `Origin` header (ours passes). Requests with neither (scripts, curl, server-to-server calls
 * with an application password) carry no ambient cookies of a visitor and pass untouched.
 * Embedded forms on an allowed origin were already let through by `embedCors` (which refuses every
 * other origin on its paths); `allowEmbed` tells us so.
 */
import type { Context, MiddlewareHandler } from "hono";
import { langFromPath, translate } from "#modules/i18n/index.ts";
import type { AppServices } from "../services.ts";
import { errorResponse } from "../wire/errors.ts";
import { ownOrigin } from "./embed-cors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

export function isCrossSite(c: Context, services: AppServices): boolean {
  if (SAFE_METHODS.has(c.req.method)) return false;
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined) return !SAME_SITE_FETCH.has(fetchSite.toLowerCase());
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  return origin !== ownOrigin(c, services) && origin !== new URL(c.req.url).origin;
}

export function crossSiteGuard(
  services: AppServices,
  allowEmbed: (c: Context) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (!isCrossSite(c, services) || allowEmbed(c)) return next();
    const lang = langFromPath(new URL(c.req.url).pathname);
    return errorResponse("laden_cross_site", translate(lang, "wire.crossSite"), 403);
  };
}
