/**
 * The part of the cart script every page loads: one delegated click listener that recognises
 * WooCommerce's add buttons and mini cart remove links, and the cart hint check. The script
 * itself (`cart-client.ts`) is loaded when the page is idle, or at the first such click.
 */
import type { CartClient, CartClientOptions } from "./cart-client.ts";
import { readCookie } from "./cookies.ts";

export const ADD_BUTTON_SELECTOR = ".add_to_cart_button.ajax_add_to_cart";
/** The polite live region the cart script speaks through (rendered by the cart provider). */
export const LIVE_REGION_CLASS = "widget_shopping_cart_live_region";
export const REMOVE_LINK_SELECTOR = ".remove_from_cart_button";

export type CartClick = { kind: "add" | "remove"; el: HTMLElement };

/** The click is ours when it is a plain click on an add button with a product id or a remove link. */
export function cartClick(event: MouseEvent): CartClick | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  // A click with a modifier opens the link elsewhere, as the visitor asked.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const add = target?.closest<HTMLElement>(ADD_BUTTON_SELECTOR);
  if (add && !add.classList.contains("wc-interactive")) {
    // A button without a product id is not handled: it follows its link.
    return add.dataset.product_id ? { kind: "add", el: add } : null;
  }
  const remove = target?.closest<HTMLElement>(REMOVE_LINK_SELECTOR);
  return remove ? { kind: "remove", el: remove } : null;
}

/** The cart script (and the notice focus), loaded once. */
let script: Promise<typeof import("./cart-client.ts")> | undefined;
export const loadCartScript = () => {
  script ??= import("./cart-client.ts");
  return script;
};

/** Installs the listener; returns its removal. */
export function installCartClient(doc: Document, options: CartClientOptions): () => void {
  let client: Promise<CartClient> | undefined;
  const load = () => {
    client ??= loadCartScript().then((m) => m.createCartClient(doc, options));
    return client;
  };
  const onClick = (event: MouseEvent) => {
    const click = cartClick(event);
    if (!click) return;
    event.preventDefault();
    load().then(
      (c) => (click.kind === "add" ? c.add(click.el) : c.remove(click.el)),
      // The script could not be loaded: the link does it without JavaScript.
      () => doc.defaultView?.location.assign((click.el as HTMLAnchorElement).href || doc.URL),
    );
  };
  doc.addEventListener("click", onClick);
  const win = doc.defaultView;
  const idle = win && "requestIdleCallback" in win ? win.requestIdleCallback(() => void load()) : undefined;
  return () => {
    doc.removeEventListener("click", onClick);
    if (idle !== undefined) win?.cancelIdleCallback(idle);
  };
}

/**
 * WooCommerce's cart-fragments check: when the cart hint cookie `woocommerce_cart_hash` differs
 * from the hash of the cart the page shows (a page from a shared cache, or a cart changed in
 * another tab), the cart is fetched once. A visitor without a cart has neither: no request.
 */
export function refreshStaleCart(
  doc: Document,
  shownHash: string,
  applyCart: CartClientOptions["applyCart"],
): void {
  if ((readCookie(doc.cookie, "woocommerce_cart_hash") ?? "") === shownHash) return;
  void loadCartScript().then((m) => m.refreshCart(doc, applyCart));
}
