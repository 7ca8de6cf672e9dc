/**
 * The client side of WooCommerce's ajax contract: the page's language on every request, the
 * `?wc-ajax=` request it sends and how it reads the answers (the page parameters come from
 * page-params.ts). Pure functions plus one `fetch` wrapper.
 */

import type { ClientCart } from "#modules/cart/client-cart.ts";
import type { PageParams } from "#server/services.ts";
import { readPageParams } from "./page-params.ts";

export type AddToCartParams = PageParams["wc_add_to_cart_params"];

/**
 * Spec §7: with a second language active (ours: German and English), every ajax request carries
 * the page's `lang`, so the answer (HTML, notices, errors) comes in the page's language whatever
 * URL it is posted to. Returns `body`, with `lang` set unless it has one.
 */
export function withPageLang<T extends URLSearchParams>(body: T, doc: Document): T {
  const lang = readPageParams(doc)?.lang;
  if (lang && !body.has("lang")) body.set("lang", lang);
  return body;
}

/** `wc_ajax_url` carries the placeholder `%%endpoint%%` (e.g. `/?wc-ajax=%%endpoint%%`). */
export function wcAjaxUrl(template: string, endpoint: string): string {
  return template.replace("%%endpoint%%", encodeURIComponent(endpoint));
}

/**
 * The add-to-cart payload: every `data-*` attribute of the button, under its dataset name
 * (`data-product_id` → `product_id`), as WooCommerce's script sends `$button.data()`.
 */
export function buttonPayload(dataset: Readonly<Record<string, string | undefined>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(dataset)) if (value !== undefined) body.append(key, value);
  return body;
}

export type CartUpdate = { fragments: Record<string, string>; cartHash: string; cart: ClientCart | null };

export type AddToCartResult =
  | { kind: "error"; productUrl: string }
  | { kind: "updated"; update: CartUpdate }
  /** Not an answer the client understands: it falls back to the no-JS link. */
  | { kind: "unusable" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readUpdate(json: Record<string, unknown>): CartUpdate | null {
  const { fragments, cart_hash: cartHash, cart } = json;
  if (!isRecord(fragments)) return null;
  const strings: Record<string, string> = {};
  for (const [key, html] of Object.entries(fragments)) if (typeof html === "string") strings[key] = html;
  return {
    fragments: strings,
    cartHash: typeof cartHash === "string" ? cartHash : "",
    cart: isRecord(cart) && Array.isArray(cart.lines) ? (cart as ClientCart) : null,
  };
}

/** `{error: true, product_url}` → go to the product page; `{fragments, cart_hash}` → update. */
export function readAddToCartAnswer(json: unknown): AddToCartResult {
  if (!isRecord(json)) return { kind: "unusable" };
  if (json.error) {
    return typeof json.product_url === "string" && json.product_url
      ? { kind: "error", productUrl: json.product_url }
      : { kind: "unusable" };
  }
  const update = readUpdate(json);
  return update ? { kind: "updated", update } : { kind: "unusable" };
}

/** A cart update (remove, refresh); null without `fragments` (e.g. `{success: false}`: follow the link). */
export function readCartUpdate(json: unknown): CartUpdate | null {
  return isRecord(json) ? readUpdate(json) : null;
}

/** Only same-origin URLs are followed from an answer; anything else falls back. */
export function sameOriginUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.origin === new URL(base).origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** POSTs form-encoded fields; resolves with the JSON answer, rejects on network or HTTP errors. */
export async function postForm(
  url: string,
  body: URLSearchParams,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: "POST",
    body,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
