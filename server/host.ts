/**
 * The HTTP host: one Hono app that mounts, in order, method override for REST, request id and
 * access log (and the request metrics), security headers, compression, static assets, the session,
 * /healthz, /readyz, /metrics, the wire endpoints and finally the React Router page handler. It is bundled with the app (imported by
 * entry.server) so wire handlers can render React fragments; server/main.ts calls createHost.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { methodOverride } from "hono/method-override";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX as COMPRESSIBLE } from "hono/utils/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { MAX_IMPORT_BYTES, PRODUCT_IMPORT_PATH } from "#modules/catalog/csv-import/limits.ts";
import { findRedirect, plainPermalink } from "#modules/site/redirects.ts";
import { type RequestState, requestStateContext, servicesContext } from "../app/context.ts";
import { MULTIPART_OVERHEAD_BYTES } from "../modules/forms/uploads/constants.ts";
import { uploadBodyCap } from "../modules/forms/uploads/index.ts";
import { uploadText } from "../modules/forms/uploads/messages.ts";
import { langFromPath, translate } from "../modules/i18n/index.ts";
import { MEDIA_FORM_MAX_BYTES, MEDIA_LIBRARY_PATH } from "../modules/media/rules.ts";
import { type CookieJar, RequestSession } from "../modules/session/request-session.ts";
import { NO_STORE_VALUE, PRIVATE_NO_STORE } from "../modules/shared/cache-control.ts";
import { captchaCspSources } from "./http/captcha-csp.ts";
import { cartLinks } from "./http/cart-links.ts";
import { clientIp } from "./http/client-ip.ts";
import { comingSoonGate, comingSoonWireGate } from "./http/coming-soon.ts";
import { crossSiteGuard } from "./http/cross-site.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./http/db-errors.ts";
import { embedCors } from "./http/embed-cors.ts";
import { inputTextGuard } from "./http/input-text.ts";
import { MEDIA_CACHE_CONTROL, mediaCache } from "./http/media-cache.ts";
import { createMetrics, metricsResponse } from "./http/metrics.ts";
import { createPageCache, PAGE_CACHE_CHANNELS } from "./http/page-cache.ts";
import { checkReadiness } from "./http/readiness.ts";
import { UNMATCHED } from "./http/route-pattern.ts";
import { requestIsSecure } from "./http/secure.ts";
import { isWireRequest } from "./http/wire-request.ts";
import { errorFields } from "./log.ts";
import type { AppServices } from "./services.ts";
import { adminAjaxHandlers } from "./wire/admin-ajax/index.ts";
import { dispatchWire } from "./wire/dispatch.ts";
import { errorResponse, translatedError } from "./wire/errors.ts";
import { createRestApp } from "./wire/rest/index.ts";
import { MEDIA_UPLOAD_PATH } from "./wire/rest/media.ts";
import { wcAjaxHandlers } from "./wire/wc-ajax/index.ts";

export const MAX_BODY_BYTES = 1024 * 1024;
const HEALTH_TIMEOUT_MS = 2_000;
/** What `X-HTTP-Method-Override` may ask for on the REST API (WordPress's REST methods). */
const OVERRIDE_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

type HostEnv = {
  Variables: {
    session: RequestSession;
    secureHeadersNonce?: string;
    requestId: string;
    /** Set by embedCors for a request from an allowed embedding site (forms.embedOrigins). */
    embedOrigin?: string;
    /** The route pattern for metrics, where Hono's own route path says only `*`. */
    routePattern?: string;
  };
};

export type HostOptions = {
  build: ServerBuild;
  services: AppServices;
  /** build/client in production; undefined in dev, where Vite serves assets. */
  staticDir?: string;
  mode: "production" | "development";
};

function cookieJar(c: Context): CookieJar {
  return {
    get: (name) => getCookie(c, name),
    set: (name, value, o) => setCookie(c, name, value, o),
    delete: (name, o) => deleteCookie(c, name, o),
  };
}

export function createHost({ build, services, staticDir, mode }: HostOptions): Hono<HostEnv> {
  const { log } = services;
  const app = new Hono<HostEnv>({ strict: false });
  const handlePage = createRequestHandler(build, mode);
  const metrics = createMetrics(services);
  const pageCache = createPageCache({
    changes: services.changes,
    channels: PAGE_CACHE_CHANNELS,
    nonceOf: (c) => c.get("secureHeadersNonce") ?? "",
    // A hit is counted under the pattern React Router matched when it rendered the page.
    routeLabel: { read: (c) => c.get("routePattern"), write: (c, route) => c.set("routePattern", route) },
  });

  mountMethodOverride(app);
  app.use(requestId());
  mountRequestLog(app, log, metrics);
  // Captcha providers the owner configured (modules/forms/captcha/page.ts), re-read every few seconds.
  const captchaCsp = captchaCspSources(services.db);
  app.use(async (_c, next) => {
    await captchaCsp.refresh();
    await next();
  });
  mountResponseHeaders(app, services, captchaCsp);
  mountStaticFiles(app, services, staticDir);
  mountBodyLimits(app, services);
  app.use(inputTextGuard);
  app.use(async (c, next) => {
    c.set("session", new RequestSession(services.db, cookieJar(c), requestIsSecure(c, services.config)));
    await next();
  });

  mountHealthEndpoints(app, services, metrics);
  // Coming-soon mode: a visitor's product requests on the wire and the cart links are refused.
  app.use("*", comingSoonWireGate(services, actionFromBody));
  // Other sites embedding a form: allowed origins only (server/http/embed-cors.ts).
  app.use("*", embedCors(services));
  // A state-changing request another site sent in the visitor's name: 403 before any handler.
  app.use(
    "*",
    crossSiteGuard(services, (c) => c.get("embedOrigin") !== undefined),
  );

  mountWireEndpoints(app, services);
  app.use("*", comingSoonGate(services));

  // Pages from here on.
  if (services.config.LADEN_PAGE_CACHE) app.use("*", pageCache.middleware);

  app.all("*", pageHandler(services, handlePage));
  onHostError(app, log);
  return app;
}

/** WordPress honours X-HTTP-Method-Override on POST only; the re-dispatch runs the whole chain. */
function mountMethodOverride(app: Hono<HostEnv>): void {
  // WordPress honours X-HTTP-Method-Override on POST only; the re-dispatch runs the chain below.
  const override = methodOverride({ app, header: "X-HTTP-Method-Override" });
  app.use("/wp-json/*", (c, next) => {
    if (c.req.method !== "POST") return next();
    const asked = c.req.header("X-HTTP-Method-Override");
    // TRACE, CONNECT and TRACK cannot even be made into a request (fetch forbids them), and no
    // route answers anything but these: 405 before the re-dispatch.
    if (asked !== undefined && asked !== "" && !OVERRIDE_METHODS.has(asked.toUpperCase())) {
      const res = translatedError(
        langFromPath(c.req.path),
        "laden_method_not_allowed",
        "wire.methodNotAllowed",
        405,
      );
      res.headers.set("Allow", [...OVERRIDE_METHODS].join(", "));
      return Promise.resolve(res);
    }
    return override(c, next);
  });
}

/** One log line and one metrics observation per request, labelled by route pattern. */
function mountRequestLog(
  app: Hono<HostEnv>,
  log: AppServices["log"],
  metrics: ReturnType<typeof createMetrics>,
): void {
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    const ms = performance.now() - start;
    log.info("request", {
      id: c.get("requestId"),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(ms * 10) / 10,
    });
    const honoRoute = c.req.routePath;
    const route = c.get("routePattern") ?? (honoRoute === "/*" || honoRoute === "*" ? UNMATCHED : honoRoute);
    metrics.observe(route, c.req.method, c.res.status, ms / 1000);
  });
}

/** Per-path header rules, the security headers (page CSP with a nonce, wire without), compression, JSON charset. */
function mountResponseHeaders(
  app: Hono<HostEnv>,
  services: AppServices,
  captchaCsp: ReturnType<typeof captchaCspSources>,
): void {
  // A form upload sent to its owner is never run as a page of ours, whatever it holds (NF-10):
  // its own policy replaces the page CSP that secureHeaders sets after the handler.
  app.use("/wp-json/laden/v1/submissions/*", async (c, next) => {
    await next();
    if (c.res.headers.has("Content-Disposition")) c.res.headers.set("Content-Security-Policy", "sandbox");
  });
  // The embeddable form's files are loaded by other sites: the loader by `<script src>` (a no-cors
  // request, which the default same-origin resource policy would block), the runtime and its
  // chunks as ES modules (CORS requests without cookies). They are public static code, the same
  // for everyone, so any origin may read them; which sites may load a form's definition and
  // submit it is decided by `forms.embedOrigins` on those endpoints (server/http/embed-cors.ts).
  app.use("/embed/*", async (c, next) => {
    await next();
    c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    c.res.headers.set("Access-Control-Allow-Origin", "*");
  });
  // The page policy with a fresh nonce per response; wire and REST answers are data for scripts,
  // never documents that run one, so they get the same policy without the nonce (no random bytes,
  // no per-response header string).
  const headerOptions = (nonce: boolean) =>
    ({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: nonce ? ["'self'", NONCE, captchaCsp.source] : ["'self'", captchaCsp.source],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", captchaCsp.source],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        // Blog: click-to-load video embeds (modules/blog/media.ts) and audio/video files of posts.
        frameSrc: [
          "'self'",
          "https://www.youtube-nocookie.com",
          "https://player.vimeo.com",
          captchaCsp.source,
        ],
        mediaSrc: ["'self'", "https:"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "SAMEORIGIN",
      // No page of ours uses these; a script that got in cannot either (reliability.md §3c).
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: services.config.PUBLIC_URL?.startsWith("https:")
        ? "max-age=31536000; includeSubDomains"
        : false,
    }) satisfies Parameters<typeof secureHeaders>[0];
  const pageHeaders = secureHeaders(headerOptions(true));
  const wireHeaders = secureHeaders(headerOptions(false));
  app.use((c, next) => (isWireRequest(c) ? wireHeaders(c, next) : pageHeaders(c, next)));
  // JSON answers are small and made per request: compressing them cost more CPU than the bytes
  // saved on the wire (HTML, CSS, JS and SVG are still compressed).
  app.use(
    compress({
      contentTypeFilter: (type) => !type.startsWith("application/json") && COMPRESSIBLE.test(type),
    }),
  );
  // Wire and REST answers are data for scripts, not pages to index (WooCommerce does the same for
  // wc-ajax); JSON names its charset as WordPress's does (reliability.md §3c).
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get("Content-Type") === "application/json")
      c.res.headers.set("Content-Type", "application/json; charset=utf-8");
    if (isWireRequest(c)) c.res.headers.set("X-Robots-Tag", "noindex");
  });
}

/** The built assets (immutable), public files, and media from the data dir at WordPress's URL. */
function mountStaticFiles(app: Hono<HostEnv>, services: AppServices, staticDir: string | undefined): void {
  if (staticDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: staticDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({ root: staticDir, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }),
    );
  }

  // Media (uploads and generated images) from the data dir, at WordPress's URL so imported
  // content keeps working. Content type comes from the extension; nosniff is set above. A
  // replaced image keeps its URL: revalidated by ETag (server/http/media-cache.ts).
  app.use("/wp-content/uploads/*", mediaCache(services.mediaDir));
  app.use(
    "/wp-content/uploads/*",
    serveStatic({
      root: services.mediaDir,
      rewriteRequestPath: (p) => p.replace(/^\/wp-content\/uploads/, ""),
      onFound: (_p, c) => c.header("Cache-Control", MEDIA_CACHE_CONTROL),
    }),
  );
}

/** Request body caps: the global one, media uploads (own limit), multipart form uploads (the owner's cap). */
function mountBodyLimits(app: Hono<HostEnv>, services: AppServices): void {
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      translatedError(
        langFromPath(new URL(c.req.url).pathname),
        "laden_body_too_large",
        "wire.bodyTooLarge",
        413,
      ),
  });
  const limitMediaForm = bodyLimit({
    maxSize: MEDIA_FORM_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      translatedError(
        langFromPath(new URL(c.req.url).pathname),
        "laden_body_too_large",
        "wire.bodyTooLarge",
        413,
      ),
  });
  const limitImportForm = bodyLimit({
    // A file a little over the cap still arrives, so the screen can say at the field that it is too big.
    maxSize: MAX_IMPORT_BYTES + 1024 * 1024 + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      translatedError(
        langFromPath(new URL(c.req.url).pathname),
        "laden_body_too_large",
        "wire.bodyTooLarge",
        413,
      ),
  });
  // Media uploads have their own, larger limit (server/wire/rest/media.ts). Multipart posts
  // outside the REST API (form file uploads: `nf_fu_upload`, a no-JS form with a file) may carry
  // one file of the global cap (`forms.uploadMaxMb`), checked before anything is buffered.
  app.use(async (c, next) => {
    if (c.req.method !== "POST") return limitBody(c, next);
    const path = new URL(c.req.url).pathname;
    if (path.replace(/\/$/, "") === MEDIA_UPLOAD_PATH) return next();
    // The back office's media library: several images per no-JS post (modules/media/rules.ts).
    if (path.startsWith(MEDIA_LIBRARY_PATH)) return limitMediaForm(c, next);
    // The product CSV import: one file up to its own cap; the screen says so at the field when over.
    if (path === PRODUCT_IMPORT_PATH || `${path}/` === PRODUCT_IMPORT_PATH) return limitImportForm(c, next);
    if (!path.startsWith("/wp-json/") && /^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
      const cap = await uploadBodyCap(services.db);
      return bodyLimit({
        maxSize: cap + MULTIPART_OVERHEAD_BYTES,
        onError: (c2) => {
          const message = uploadText(langFromPath(path), "file_too_large", {
            mb: Math.round((cap / 1048576) * 10) / 10,
          });
          return c2.json(
            {
              code: "file_too_large",
              message,
              data: { status: 413, files: [] },
              errors: [{ code: "file_too_large", message }],
            },
            413,
            { "Cache-Control": NO_STORE_VALUE },
          );
        },
      })(c, next);
    }
    return limitBody(c, next);
  });
  // NUL bytes and lone surrogates in a path, query or body: 400 before anything reads them.
}

/** Liveness, readiness and metrics for the operator. */
function mountHealthEndpoints(
  app: Hono<HostEnv>,
  services: AppServices,
  metrics: ReturnType<typeof createMetrics>,
): void {
  app.get("/healthz", async (c) => {
    c.header("Cache-Control", NO_STORE_VALUE);
    try {
      await Promise.race([
        services.db.execute(sql`select 1`),
        new Promise((_, fail) => setTimeout(() => fail(new Error("timeout")), HEALTH_TIMEOUT_MS)),
      ]);
      return c.json({ status: "ok", database: "ok" });
    } catch {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ status: "unavailable", database: "down" }, 503);
    }
  });

  app.get("/readyz", async (c) => {
    const { ready, checks } = await checkReadiness(services.db, services.lifecycle);
    c.header("Cache-Control", NO_STORE_VALUE);
    if (!ready) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json({ status: ready ? "ready" : "unavailable", ...checks }, ready ? 200 : 503);
  });
  app.get("/metrics", (c) => metricsResponse(c, metrics, services.config.METRICS_TOKEN));
}

/** The spec's wire endpoints: `?wc-ajax=`, cart links, admin-ajax and the REST API. */
function mountWireEndpoints(app: Hono<HostEnv>, services: AppServices): void {
  // `?wc-ajax=` works on any path, as WooCommerce's does.
  app.use("*", async (c, next) => {
    const endpoint = c.req.query("wc-ajax");
    if (endpoint === undefined) return next();
    c.set("routePattern", `/?wc-ajax=${Object.hasOwn(wcAjaxHandlers, endpoint) ? endpoint : "unknown"}`);
    return dispatchWire(c, services, wcAjaxHandlers, endpoint, "endpoint");
  });
  app.use("*", cartLinks(services));
  app.all("/wp-admin/admin-ajax.php", async (c) => {
    const action = c.req.query("action") ?? (await actionFromBody(c));
    const known = action !== undefined && Object.hasOwn(adminAjaxHandlers, action);
    c.set("routePattern", `/wp-admin/admin-ajax.php?action=${known ? action : "unknown"}`);
    return dispatchWire(c, services, adminAjaxHandlers, action, "action");
  });
  // WordPress's back-office addresses (bookmarks, habits) lead to ours; admin-ajax above stays the wire.
  const toBackOffice = (c: Context) => c.redirect("/admin/", 302);
  app.all("/wp-login.php", toBackOffice);
  app.all("/wp-admin", toBackOffice);
  app.all("/wp-admin/*", toBackOffice);
  app.route("/wp-json", createRestApp(services));
}

/** React Router renders the page with the request's services and state; cache headers by who is asking. */
function pageHandler(services: AppServices, handlePage: ReturnType<typeof createRequestHandler>) {
  return async (c: Context<HostEnv>) => {
    const url = new URL(c.req.url);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const outcome: RequestState["outcome"] = { databaseUnavailable: false };
    context.set(requestStateContext, {
      session: c.get("session"),
      cspNonce: c.get("secureHeadersNonce") ?? "",
      requestId: c.get("requestId"),
      origin: services.config.PUBLIC_URL ?? url.origin,
      lang: langFromPath(url.pathname),
      clientIp: clientIp(c, services),
      outcome,
    });
    // WordPress's plain permalinks of imported posts and pages (`/?p=12`): the home page would
    // answer them, so they are looked up first.
    const plain = c.req.method === "GET" || c.req.method === "HEAD" ? plainPermalink(url) : undefined;
    if (plain) {
      const to = await findRedirect(services.db, plain).catch(() => undefined);
      if (to) {
        c.set("routePattern", "/?p=");
        return c.redirect(to, 301);
      }
    }
    let res: Response;
    try {
      res = await handlePage(c.req.raw, context);
    } finally {
      // Also when the page threw: its 500 is counted under the pattern React Router matched.
      c.set("routePattern", outcome.routePattern ?? UNMATCHED);
    }
    // A path no route answers may have moved (a product's changed slug): the redirects table first.
    if (res.status === 404 && (c.req.method === "GET" || c.req.method === "HEAD")) {
      // A database away keeps the 404 (the page said so already) rather than turning it into a 503.
      const to = await findRedirect(services.db, url.pathname).catch(() => undefined);
      if (to) return c.redirect(`${to}${url.search}`, 301);
    }
    // Cookies set while the page ran (a session started by a sign-in action) wait in Hono's
    // prepared headers, which a returned Response would not get: carry them over.
    for (const cookie of c.res.headers.getSetCookie()) res.headers.append("Set-Cookie", cookie);
    // A visitor with a session sees their cart and notices: personal. Without one the page is
    // the same for everyone and may be cached by a shared cache (per cookie header).
    // An error page (a database outage above all) must not outlive the error in a shared cache.
    if (res.status >= 500) res.headers.set("Cache-Control", NO_STORE_VALUE);
    else if (c.get("session").hasCookie || res.headers.has("set-cookie"))
      res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    else if (!res.headers.has("Cache-Control"))
      res.headers.set("Cache-Control", "public, max-age=0, s-maxage=60");
    res.headers.append("Vary", "Cookie");
    return res;
  };
}

/** An error no handler caught: 503 when the database is away (with Retry-After), else 500; logged either way. */
function onHostError(app: Hono<HostEnv>, log: AppServices["log"]): void {
  app.onError((err, c) => {
    const path = new URL(c.req.url).pathname;
    const lang = langFromPath(path);
    if (isDatabaseUnavailable(err)) {
      log.warn("database unavailable", { id: c.get("requestId"), path, ...errorFields(err) });
      return errorResponse("laden_unavailable", translate(lang, "wire.unavailable"), 503, {
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
    }
    log.error("unhandled error", { id: c.get("requestId"), path, ...errorFields(err) });
    return errorResponse("laden_internal_error", translate(lang, "wire.internal"), 500);
  });
}

/** admin-ajax takes `action` from the query or a form body; reading the body here is cached by Hono. */
async function actionFromBody(c: Context): Promise<string | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  try {
    const body = await c.req.parseBody({ all: true });
    const action = body.action;
    return typeof action === "string" ? action : undefined;
  } catch {
    return undefined;
  }
}
