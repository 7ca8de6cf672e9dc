/**
 * `/wp-json/` routes. Namespaces register on this Hono app; the host mounts it before the page
 * handler. Later issues add `wp/v2` (users, media) and `laden/v1` (orders, submissions, …).
 */
import { Hono } from "hono";
import { langFromPath, translate } from "#modules/i18n/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import { registerAnalytics } from "./analytics.ts";
import { authenticateRest, type RestUser } from "./auth.ts";
import { registerComments } from "./comments.ts";
import { registerDocuments } from "./documents.ts";
import { registerEmbed } from "./embed.ts";
import { registerFormTerms } from "./form-terms.ts";
import { registerForms } from "./forms.ts";
import { registerFormWrites } from "./forms-write.ts";
import { registerMedia } from "./media.ts";
import { registerMenus } from "./menus.ts";
import { registerOrderRoutes } from "./orders.ts";
import { registerOwner } from "./owner.ts";
import { registerPages } from "./pages.ts";
import { registerPosts } from "./posts.ts";
import { registerSubmissions } from "./submissions.ts";
import { registerUsers } from "./users.ts";
import { registerWcCoupons } from "./wc-coupons.ts";
import { registerWcCustomers } from "./wc-customers.ts";
import { registerWcOrderRoutes } from "./wc-orders.ts";
import { registerWcProductTerms } from "./wc-product-terms.ts";
import { registerWcProducts } from "./wc-products.ts";
import { registerWcShipping } from "./wc-shipping.ts";
import { registerWcVariations } from "./wc-variations.ts";

export type RestEnv = { Variables: { restUser: RestUser | null; session: unknown; services: AppServices } };

export const REST_NAMESPACES = ["wp/v2", "wc/v3", "laden/v1"] as const;

export function createRestApp(services: AppServices): Hono<RestEnv> {
  const rest = new Hono<RestEnv>({ strict: false });

  rest.use("*", async (c, next) => {
    c.header("Cache-Control", NO_STORE_VALUE);
    const user = await authenticateRest(c, services);
    if (user instanceof Response) return user;
    c.set("restUser", user);
    await next();
  });

  rest.get("/", (c) => {
    const origin = services.config.PUBLIC_URL ?? new URL(c.req.url).origin;
    return c.json({
      name: "Laden",
      url: origin,
      namespaces: REST_NAMESPACES,
      authentication: { "application-passwords": { endpoints: {} } },
      routes: Object.fromEntries(
        rest.routes
          .filter((r) => r.method !== "ALL" && r.path !== "/*")
          .map((r) => [r.path, { methods: [r.method] }]),
      ),
    });
  });

  registerAnalytics(rest, services);
  registerPages(rest, services);
  registerPosts(rest, services);
  registerComments(rest, services);
  registerMenus(rest, services);
  registerMedia(rest, services);
  registerUsers(rest, services);
  registerOwner(rest, services);
  registerOrderRoutes(rest, services);
  registerDocuments(rest, services);
  registerWcOrderRoutes(rest, services);
  // Before wc/v3/products/:id, which would read "attributes" as an id.
  registerWcVariations(rest, services);
  // Before wc/v3/products/:id, which would take "categories" and "tags" for an id.
  registerWcProductTerms(rest, services);
  registerWcProducts(rest, services);
  registerWcCustomers(rest, services);
  registerWcShipping(rest, services);
  registerWcCoupons(rest, services);
  registerForms(rest, services);
  registerFormWrites(rest, services);
  registerSubmissions(rest, services);
  registerFormTerms(rest, services);
  registerEmbed(rest, services);

  // Mounted under the host, so unmatched paths must be answered here, not by a notFound hook.
  rest.all("*", (c) => {
    const lang = langFromPath(new URL(c.req.url).pathname);
    return errorResponse("rest_no_route", translate(lang, "wire.notFound"), 404);
  });
  return rest;
}
