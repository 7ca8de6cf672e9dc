/**
 * The HTTP host: one Hono app that mounts, in order, method override for REST, request id and
 * access log, security headers, compression, static assets, the session, /healthz, the wire
 * endpoints and finally the React Router page handler. It is bundled with the app (imported by
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
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestStateContext, servicesContext } from "../app/context.ts";
import { langFromPath, translate } from "../modules/i18n/index.ts";
import { type CookieJar, RequestSession } from "../modules/session/request-session.ts";
import { captchaCspSources } from "./http/captcha-csp.ts";
import { cartLinks } from "./http/cart-links.ts";
import { clientIp } from "./http/client-ip.ts";
import { comingSoonGate, comingSoonWireGate } from "./http/coming-soon.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./http/db-errors.ts";
import { embedCors } from "./http/embed-cors.ts";
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

type HostEnv = {
  Variables: { session: RequestSession; secureHeadersNonce?: string; requestId: string };
};

export type HostOptions = {
  build: ServerBuild;
  services: AppServices;
  /** build/client in production; undefined in dev, where Vite serves assets. */
  staticDir?: string;
  mode: "production" | "development";
};

function isSecure(c: Context, services: AppServices): boolean {
  if (services.config.PUBLIC_URL) return services.config.PUBLIC_URL.startsWith("https:");
  if (services.config.TRUST_PROXY && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

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

  // WordPress honours X-HTTP-Method-Override on POST only; the re-dispatch runs the chain below.
  const override = methodOverride({ app, header: "X-HTTP-Method-Override" });
  app.use("/wp-json/*", (c, next) => (c.req.method === "POST" ? override(c, next) : next()));

  app.use(requestId());
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    log.info("request", {
      id: c.get("requestId"),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  });
  // Captcha providers the owner configured (modules/forms/captcha/page.ts), re-read every few seconds.
  const captchaCsp = captchaCspSources(services.db);
  app.use(async (_c, next) => {
    await captchaCsp.refresh();
    await next();
  });
  // The embeddable form's script is loaded by other sites (`<script src>` is a no-cors request,
  // which the default same-origin resource policy would block).
  app.use("/embed/*", async (c, next) => {
    await next();
    c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE, captchaCsp.source],
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
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: services.config.PUBLIC_URL?.startsWith("https:")
        ? "max-age=31536000; includeSubDomains"
        : false,
    }),
  );
  app.use(compress());

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
  // content keeps working. Content type comes from the extension; nosniff is set above.
  app.use(
    "/wp-content/uploads/*",
    serveStatic({
      root: services.mediaDir,
      rewriteRequestPath: (p) => p.replace(/^\/wp-content\/uploads/, ""),
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=604800"),
    }),
  );

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
  // Media uploads have their own, larger limit (server/wire/rest/media.ts).
  app.use((c, next) =>
    c.req.method === "POST" && new URL(c.req.url).pathname.replace(/\/$/, "") === MEDIA_UPLOAD_PATH
      ? next()
      : limitBody(c, next),
  );
  app.use(async (c, next) => {
    c.set("session", new RequestSession(services.db, cookieJar(c), isSecure(c, services)));
    await next();
  });

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
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

  // Coming-soon mode: a visitor's product requests on the wire and the cart links are refused.
  app.use("*", comingSoonWireGate(services, actionFromBody));
  // Other sites embedding a form: allowed origins only (server/http/embed-cors.ts).
  app.use("*", embedCors(services));

  // `?wc-ajax=` works on any path, as WooCommerce's does.
  app.use("*", async (c, next) => {
    const endpoint = c.req.query("wc-ajax");
    if (endpoint === undefined) return next();
    return dispatchWire(c, services, wcAjaxHandlers, endpoint, "endpoint");
  });
  app.use("*", cartLinks(services));
  app.all("/wp-admin/admin-ajax.php", async (c) => {
    const action = c.req.query("action") ?? (await actionFromBody(c));
    return dispatchWire(c, services, adminAjaxHandlers, action, "action");
  });
  app.route("/wp-json", createRestApp(services));
  app.use("*", comingSoonGate(services));

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestStateContext, {
      session: c.get("session"),
      cspNonce: c.get("secureHeadersNonce") ?? "",
      requestId: c.get("requestId"),
      origin: services.config.PUBLIC_URL ?? url.origin,
      lang: langFromPath(url.pathname),
      clientIp: clientIp(c, services),
      outcome: { databaseUnavailable: false },
    });
    const res = await handlePage(c.req.raw, context);
    // Cookies set while the page ran (a session started by a sign-in action) wait in Hono's
    // prepared headers, which a returned Response would not get: carry them over.
    for (const cookie of c.res.headers.getSetCookie()) res.headers.append("Set-Cookie", cookie);
    // A visitor with a session sees their cart and notices: personal. Without one the page is
    // the same for everyone and may be cached by a shared cache (per cookie header).
    if (c.get("session").hasCookie || res.headers.has("set-cookie"))
      res.headers.set("Cache-Control", "private, no-store");
    else if (!res.headers.has("Cache-Control"))
      res.headers.set("Cache-Control", "public, max-age=0, s-maxage=60");
    res.headers.append("Vary", "Cookie");
    return res;
  });

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
  return app;
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
