/**
 * The door for text PostgreSQL cannot store (modules/shared/text.ts): a NUL in the path, or a NUL
 * or lone surrogate in any query or body value or name, is refused with 400
 * `laden_invalid_characters` before any handler, page action or query sees it. Bodies are read
 * from a clone (they are already capped by the body limit), so the handlers read them as before;
 * a wc-ajax or admin-ajax form body through Hono's body cache instead (no clone, read once): the
 * wire reads it from the same cache, and such a request never reaches a page.
 */
import type { Context, Next } from "hono";
import { langFromPath, translate } from "#modules/i18n/index.ts";
import { isStorableJson, isStorableText } from "#modules/shared/text.ts";
import { errorResponse } from "../wire/errors.ts";
import { isAjaxRequest } from "./wire-request.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function refuseInvalidText(path: string): Response {
  return errorResponse("laden_invalid_characters", translate(langFromPath(path), "wire.badCharacters"), 400);
}

function storablePairs(pairs: Iterable<[string, string | File]>): boolean {
  for (const [k, v] of pairs) {
    if (!isStorableText(k)) return false;
    if (typeof v === "string" ? !isStorableText(v) : !isStorableText(v.name)) return false;
  }
  return true;
}

/** Whether the body's text is storable; unreadable bodies are left to the handlers' own 400s. */
async function storableBody(c: Context): Promise<boolean> {
  const req = c.req.raw;
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  try {
    if (type === "application/x-www-form-urlencoded")
      return storablePairs(new URLSearchParams(await (isAjaxRequest(c) ? c.req.text() : req.clone().text())));
    if (type === "multipart/form-data") return storablePairs(await req.clone().formData());
    if (type === "application/json" || type.endsWith("+json")) {
      const text = await req.clone().text();
      // Only a \u escape can bring either into JSON (a raw NUL is invalid JSON, raw surrogates
      // do not survive UTF-8): most bodies need no second parse.
      if (!/\\u/i.test(text)) return true;
      return isStorableJson(JSON.parse(text));
    }
  } catch {
    return true;
  }
  return true;
}

export async function inputTextGuard(c: Context, next: Next): Promise<Response | undefined> {
  const url = new URL(c.req.url);
  // Percent-decoding cannot make a lone surrogate (invalid UTF-8 becomes U+FFFD or an error).
  if (/%00/.test(url.pathname) || !storablePairs(url.searchParams)) return refuseInvalidText(url.pathname);
  if (BODY_METHODS.has(c.req.method) && c.req.raw.body && !(await storableBody(c)))
    return refuseInvalidText(url.pathname);
  await next();
}
