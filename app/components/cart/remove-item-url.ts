import { localePath, paths } from "#modules/site/paths.ts";

/**
 * The remove link's no-JS target (WooCommerce's): the cart page removes the line and says so.
 * Used by the mini cart and the cart page (apart, so the cart page does not load the mini cart).
 */
export function removeItemUrl(lang: "de" | "en", key: string, nonce: string): string {
  return `${localePath(lang, paths.cart)}?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(nonce)}`;
}
