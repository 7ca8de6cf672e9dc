/**
 * Cross-origin access for the embeddable form (`/embed/forms.js`, issue 7 item 9): the form
 * definition (`GET /wp-json/laden/v1/embed/forms/ID`), the dropdown's terms, the submission
 * (`POST /wp-admin/admin-ajax.php`, actions `nf_ajax_submit` and `nf_fu_upload`) and the proof-of-work captcha's
 * challenge (`GET …?action=nf_pow_challenge`) answer another site only when its
 * origin is in the `forms.embedOrigins` setting. A request from any other origin is refused with
 * 403 before it reaches a handler (a form POST is a "simple" request the browser sends without a
 * preflight, so hiding the answer alone would still let it be stored). Requests without an
 * Origin header (same-origin GETs, scripts, curl) and from our own origin pass untouched.
 * Embedded requests carry no cookies (the script sends them with `credentials: "omit"`), so
 * `Access-Control-Allow-Credentials` is never set.
 */
import type { Context, MiddlewareHandler } from "hono";
import { translateForms } from "#modules/forms/messages.ts";
import { UPLOAD_ACTION } from "#modules/forms/uploads/constants.ts";
import { langFromPath } from "#modules/i18n/index.ts";
import { getSettings } from "#modules/settings/index.ts";
import type { AppServices } from "../services.ts";
import { errorResponse } from "../wire/errors.ts";

/** How long a browser may keep a preflight answer. */
const PREFLIGHT_MAX_AGE_S = 600;
/**
 * The admin-ajax actions another origin may call: the submission and a file field's upload (POST;
 * the embed names the action in the query so a multipart body is not read here), and the
 * proof-of-work captcha's challenge (GET).
 */
const EMBED_POST_ACTIONS = new Set(["nf_ajax_submit", UPLOAD_ACTION]);
const EMBED_POW_ACTION = "nf_pow_challenge";

/** Paths another origin may reach (when allowed); everything else stays same-origin. */
export function isEmbedPath(path: string): "rest" | "ajax" | null {
  if (path.startsWith("/wp-json/laden/v1/embed/") || path.startsWith("/wp-json/laden/v1/form-terms/"))
    return "rest";
  if (path === "/wp-admin/admin-ajax.php") return "ajax";
  return null;
}

export function ownOrigin(c: Context, services: AppServices): string {
  return services.config.PUBLIC_URL ? new URL(services.config.PUBLIC_URL).origin : new URL(c.req.url).origin;
}

function refuse(c: Context): Response {
  const lang = c.req.query("lang") === "en" ? "en" : langFromPath(new URL(c.req.url).pathname);
  return errorResponse(
    "laden_origin_not_allowed",
    translateForms(lang, "forms.embed.originNotAllowed"),
    403,
    {
      Vary: "Origin",
    },
  );
}

async function ajaxAction(c: Context): Promise<string | undefined> {
  const fromQuery = c.req.query("action");
  if (fromQuery !== undefined) return fromQuery;
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header("content-type") ?? ""))
    return undefined;
  try {
    const body = await c.req.parseBody({ all: true });
    return typeof body.action === "string" ? body.action : undefined;
  } catch {
    return undefined;
  }
}

/** POST `nf_ajax_submit`, or GET `nf_pow_challenge` (a captcha challenge: nothing is stored). */
async function embedAjaxAllowed(c: Context): Promise<boolean> {
  if (c.req.method === "GET") return c.req.query("action") === EMBED_POW_ACTION;
  return c.req.method === "POST" && EMBED_POST_ACTIONS.has((await ajaxAction(c)) ?? "");
}

export function embedCors(services: AppServices): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const kind = isEmbedPath(new URL(c.req.url).pathname);
    if (!kind || !origin || origin === ownOrigin(c, services)) return next();
    const allowed = (await getSettings(services.db))["forms.embedOrigins"];
    if (!allowed.includes(origin.toLowerCase())) return refuse(c);
    if (c.req.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Methods": kind === "ajax" ? "POST, GET" : "GET",
          "Access-Control-Allow-Headers": "Content-Type",
          "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_S),
          Vary: "Origin",
        },
      });
    }
    if (kind === "ajax" && !(await embedAjaxAllowed(c))) return refuse(c);
    // server/http/cross-site.ts lets this allowed embedding site's request through.
    c.set("embedOrigin", origin);
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.append("Vary", "Origin");
  };
}
