/**
 * What every REST route shares: WordPress's collection paging (`page`, `per_page` ≤ 100,
 * `X-WP-Total`, `X-WP-TotalPages`, `Link` with rel next/prev), permission checks per role, the
 * error shape `{code, message, data: {status}}` with German messages, and body reading (form
 * fields with PHP-style `a[b]` keys, or a JSON object).
 */
import type { Context } from "hono";
import { type Lang, langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";
import { type ConsentMessageKey, consentText } from "#modules/i18n/messages-consent.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { isOwner } from "#modules/users/roles.ts";
import { errorResponse } from "../errors.ts";
import type { RestUser } from "./auth.ts";

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;

export function restError(
  c: Context,
  code: string,
  key: ConsentMessageKey,
  status: number,
  params?: Record<string, string | number>,
): Response {
  return errorResponse(code, consentText(restLang(c), key, params), status);
}

/** The request's language: a `lang` parameter (our REST client sends it), else the path's. */
export function restLang(c: Context): Lang {
  const lang = c.req.query("lang");
  return lang === "en" || lang === "de" ? lang : langFromPath(new URL(c.req.url).pathname);
}

export function invalidParam(c: Context, param: string): Response {
  return restError(c, "rest_invalid_param", "rest.invalidParam", 400, { param });
}

export type Paging = { page: number; perPage: number; offset: number };

/** `page` ≥ 1 and `per_page` 1–100 (default 10), or a 400 naming the bad parameter. */
export function readPaging(c: Context): Paging | Response {
  const page = intParam(c.req.query("page"), 1);
  const perPage = intParam(c.req.query("per_page"), DEFAULT_PER_PAGE);
  if (page === undefined || page < 1) return invalidParam(c, "page");
  if (perPage === undefined || perPage < 1 || perPage > MAX_PER_PAGE) return invalidParam(c, "per_page");
  return { page, perPage, offset: (page - 1) * perPage };
}

function intParam(raw: string | undefined, fallback: number): number | undefined {
  if (raw === undefined || raw === "") return fallback;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Answers one page of a collection with WordPress's headers. A page past the last one (of a
 * non-empty collection) is a 400 `rest_post_invalid_page_number`, as WordPress answers.
 */
export function pagedJson(c: Context, items: unknown[], total: number, paging: Paging): Response {
  const totalPages = Math.max(1, Math.ceil(total / paging.perPage));
  if (paging.page > totalPages && total > 0) {
    return restError(c, "rest_post_invalid_page_number", "rest.invalidPage", 400);
  }
  const headers: Record<string, string> = {
    "X-WP-Total": String(total),
    "X-WP-TotalPages": String(total === 0 ? 0 : totalPages),
    "Cache-Control": NO_STORE_VALUE,
  };
  const links: string[] = [];
  const link = (page: number, rel: string) => {
    const url = new URL(c.req.url);
    url.searchParams.set("page", String(page));
    links.push(`<${url.pathname}${url.search}>; rel="${rel}"`);
  };
  if (paging.page > 1) link(paging.page - 1, "prev");
  if (paging.page < totalPages && total > 0) link(paging.page + 1, "next");
  if (links.length) headers.Link = links.join(", ");
  return Response.json(items, { headers });
}

/** 401 for an anonymous request, 403 for a signed-in one without the role (WordPress's split). */
export function denied(c: Context, user: RestUser | null, code = "rest_forbidden"): Response {
  return user
    ? restError(c, code, "rest.forbidden", 403)
    : restError(c, code === "rest_forbidden" ? "rest_not_logged_in" : code, "rest.notLoggedIn", 401);
}

/** Undefined for a shop manager or administrator; else `denied` with the route family's code. */
export function requireOwner(
  c: Context,
  user: RestUser | null,
  code = "rest_forbidden",
): Response | undefined {
  return isOwner(user?.role) ? undefined : denied(c, user, code);
}

export function idParam(c: Context): number | undefined {
  const raw = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A nested object from a JSON body, or from form keys like `woocommerce_meta[coming_soon_banner_dismissed]`. */
export async function readRestBody(c: Context): Promise<Record<string, unknown> | undefined> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") {
    try {
      const body = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return undefined;
    }
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, value] of Object.entries(form)) {
      const m = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
      if (m) {
        const outer = m[1]!;
        if (!out[outer] || typeof out[outer] !== "object") out[outer] = Object.create(null);
        (out[outer] as Record<string, unknown>)[m[2]!] = value;
      } else {
        out[key] = value;
      }
    }
    return out;
  }
  if (!type && (c.req.header("content-length") ?? "0") === "0") return {};
  return undefined;
}

/**
 * The stable code of a field message (`adminVariations.error.unknownAttribute` →
 * `laden_unknown_attribute`), for a `rest_invalid_param` error's `data.details` (WordPress's
 * shape: per parameter `{code, message}`), so a script can tell the reasons apart.
 */
export function fieldErrorCode(key: string): string {
  const last = key.split(".").pop() ?? key;
  return `laden_${last.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)}`;
}

/** 400 `rest_invalid_param` with the German message per WooCommerce field and its stable code. */
export function invalidFields(
  c: Context,
  errors: Partial<Record<string, MessageKey>>,
  fieldOf: Record<string, string> = {},
): Response {
  const lang = restLang(c);
  const entries = Object.entries(errors).map(([field, key]) => [fieldOf[field] ?? field, key!] as const);
  const params = Object.fromEntries(entries.map(([field, key]) => [field, translate(lang, key)]));
  const details = Object.fromEntries(
    entries.map(([field, key]) => [field, { code: fieldErrorCode(key), message: translate(lang, key) }]),
  );
  return Response.json(
    {
      code: "rest_invalid_param",
      message: Object.values(params).join(" "),
      data: { status: 400, params, details },
    },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}
