/**
 * The first-party analytics pixel (`GET /wp-json/laden/v1/pixel?p=PATH&r=HOST`): a 1×1 GIF,
 * never cached. Each hit is one `pageview` log line with the path and the referring site, nothing
 * personal: no cookie is read or set, no IP or user agent is logged. A counting backend (or an
 * outside analytics service) can replace this behind the same URL.
 */
import type { Hono } from "hono";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import type { AppServices } from "#server/services.ts";
import type { RestEnv } from "./index.ts";

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export function registerAnalytics(rest: Hono<RestEnv>, services: AppServices): void {
  rest.get("/laden/v1/pixel", (c) => {
    // Without its query string, which may carry personal data (a search, a token).
    const path = (c.req.query("p") ?? "").split("?")[0]!.slice(0, 300);
    const referrer = (c.req.query("r") ?? "").slice(0, 253);
    if (path.startsWith("/")) services.log.info("pageview", { path, referrer: referrer || undefined });
    return c.body(new Uint8Array(GIF), 200, {
      "Content-Type": "image/gif",
      "Cache-Control": NO_STORE_VALUE,
    });
  });
}
