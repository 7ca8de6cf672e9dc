/**
 * Cookies the storefront sets in the browser (the store notice): valid for the whole site
 * (path `/`), session cookies (no expiry, as WooCommerce's), `SameSite=Lax`, `Secure` under HTTPS.
 */
import { COOKIE_DEFAULT_PATH } from "./shop-timings.ts";

export function cookieString(name: string, value: string, secure = false): string {
  return `${name}=${encodeURIComponent(value)}; path=${COOKIE_DEFAULT_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** A cookie's value from `document.cookie`, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split("; ")) {
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq) === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return undefined;
}

/** WooCommerce's store notice cookie: `store_notice<id>=hidden`. */
export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}
