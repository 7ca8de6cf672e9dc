/**
 * Coming-soon mode (setting `shop.comingSoon`, glossary A9): visitors get the coming-soon page
 * instead of every page (a client navigation's `.data` request gets a document redirect from
 * the root loader, so no store data leaks); the owner (shop_manager, administrator) sees the site. The
 * login, the legal pages (Impressum duty) and the router manifest stay reachable. Answer: 200
 * with `noindex` (docs/decisions/008-theme.md: a pre-launch phase may last weeks, longer than
 * search engines tolerate a 503), never stored by caches.
 */
import type { Context, MiddlewareHandler } from "hono";
import { type Lang, langFromPath, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-theme.ts";
import "#modules/i18n/messages-theme-extra.ts";
import { legalPagePaths } from "#modules/legal/pages.ts";
import type { RequestSession } from "#modules/session/request-session.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { getThemeUser, openDuringComingSoon, storeHiddenFrom } from "#modules/theme/index.ts";
import type { AppServices } from "../services.ts";
import { translatedError } from "../wire/errors.ts";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

export function comingSoonHtml(opts: {
  lang: Lang;
  siteName: string;
  tagline: string;
  /** The Impressum and the privacy policy chosen in the legal settings (German paths). */
  imprint: string;
  privacy: string;
}): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(opts.lang, key));
  const name = escapeHtml(opts.siteName);
  const account = localePath(opts.lang, paths.account);
  const imprint = escapeHtml(localePath(opts.lang, opts.imprint));
  // The privacy policy exists in German only (the demo's English pages are a selection).
  const privacy = escapeHtml(opts.privacy);
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("theme.comingSoonTitle")} – ${name}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fffdf9;color:#1f1a17}
main{max-width:36rem;padding:2rem;text-align:center}
h1{font-size:clamp(1.8rem,5vw,2.6rem);margin:.5rem 0}
a{color:#8a3b12}
footer{margin-top:2rem;font-size:.9rem;display:flex;gap:1rem;justify-content:center;flex-wrap:wrap}
</style>
</head>
<body>
<main id="coming-soon">
<p>${name}</p>
<h1>${t("theme.comingSoonTitle")}</h1>
<p>${t("theme.comingSoonText")}</p>
<p>${escapeHtml(opts.tagline)}</p>
<footer><a href="${imprint}">Impressum</a><a href="${privacy}">Datenschutz</a><a href="${account}">${t("site.account")}</a></footer>
</main>
</body>
</html>`;
}

/** True when this request's user may not see the store: coming-soon mode and no owner. */
async function storeHidden(services: AppServices, c: Context): Promise<boolean> {
  const settings = await getSettings(services.db);
  if (!settings["shop.comingSoon"]) return false;
  const record = await (c.get("session") as RequestSession).get();
  const user = await getThemeUser(services.db, record?.userId ?? undefined);
  return storeHiddenFrom(true, user?.role);
}

async function comingSoonPage(services: AppServices, pathname: string): Promise<Response> {
  const settings = await getSettings(services.db);
  const lang = langFromPath(pathname);
  const legal = await legalPagePaths(services.db, settings);
  return new Response(
    comingSoonHtml({
      lang,
      siteName: settings["site.name"],
      tagline: settings["site.tagline"],
      imprint: legal.imprint,
      privacy: legal.privacy,
    }),
    {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": NO_STORE_VALUE,
        "X-Robots-Tag": "noindex",
        "X-Laden-Coming-Soon": "1",
      },
    },
  );
}

export function comingSoonGate(services: AppServices): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const pathname = new URL(c.req.url).pathname;
    // Client navigations (`.data`) reach the root loader, which answers a document redirect
    // (no child loader's data is sent), so the browser loads the page and gets this one.
    if (pathname.endsWith(".data") || openDuringComingSoon(pathname)) return next();
    if (!(await storeHidden(services, c))) return next();
    // A legal page the owner chose under another address stays open as well (Impressum duty).
    const legal = await legalPagePaths(services.db, await getSettings(services.db));
    if (openDuringComingSoon(pathname, Object.values(legal))) return next();
    return comingSoonPage(services, pathname);
  };
}

/** `?wc-ajax=` endpoints that touch products or the cart. */
const STORE_WC_AJAX = new Set([
  "add_to_cart",
  "remove_from_cart",
  "update_order_review",
  "checkout",
  "apply_coupon",
  "remove_coupon",
]);
/** `admin-ajax.php` actions that show products (the live search) or belong to an order. */
const STORE_ADMIN_AJAX = new Set(["is_ajax_load_posts", "gm_sepa_direct_debit_mandate_preview"]);
const PRODUCT_PAGE = /^\/(en\/)?product\/[^/]+\/?$/;

/**
 * The other half of coming-soon mode: the wire. Mounted before the wire handlers and the cart
 * links, it answers a visitor's product requests while the shop is coming soon: the wire with
 * 403 `laden_coming_soon` (stable code, German message), the no-JS cart links and the product
 * page's form with the coming-soon page. The live search's `is_ajax_load_posts` is refused here,
 * so modules/search needs no coming-soon rule of its own. The owner passes through.
 */
export function comingSoonWireGate(
  services: AppServices,
  actionOf: (c: Context) => Promise<string | undefined>,
): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const endpoint = url.searchParams.get("wc-ajax");
    const isWire =
      (endpoint !== null && STORE_WC_AJAX.has(endpoint)) ||
      (url.pathname === "/wp-admin/admin-ajax.php" &&
        STORE_ADMIN_AJAX.has(url.searchParams.get("action") ?? (await actionOf(c)) ?? ""));
    const isCartLink =
      endpoint === null &&
      ((c.req.method === "GET" && url.searchParams.has("add-to-cart")) ||
        (c.req.method === "POST" && PRODUCT_PAGE.test(url.pathname)));
    if (!(isWire || isCartLink) || !(await storeHidden(services, c))) return next();
    if (isCartLink) return comingSoonPage(services, url.pathname);
    const res = translatedError(
      langFromPath(url.pathname),
      "laden_coming_soon",
      "theme.comingSoonStoreClosed",
      403,
    );
    res.headers.set("X-Laden-Coming-Soon", "1");
    return res;
  };
}
