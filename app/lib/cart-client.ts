/**
 * The storefront's cart script, WooCommerce's add-to-cart behaviour on our pages: adding with
 * every `.add_to_cart_button.ajax_add_to_cart` (React-rendered or in content HTML) and removing
 * with every mini cart `.remove_from_cart_button`. Requests go through one queue, one at a time;
 * the answer's cart state is handed to React (`applyCart`) between the fade-out and the restore
 * of the cart regions. Loaded on demand by `cart-client-loader.ts`, which owns the click
 * listener; without JavaScript the same links work on their own.
 */
import type { ClientCart } from "#modules/cart/client-cart.ts";
import { block, unblock } from "./block-ui.ts";
import { announce, fadeReplaceRestore, replaceFragments } from "./cart-regions.ts";
import { readPageParams } from "./page-params.ts";
import { createRequestQueue, type RequestQueue } from "./request-queue.ts";
import {
  type AddToCartParams,
  buttonPayload,
  type CartUpdate,
  postForm,
  readAddToCartAnswer,
  readCartUpdate,
  sameOriginUrl,
  wcAjaxUrl,
  withPageLang,
} from "./wc-ajax.ts";

// Loaded with this script for pages that open with notices (one chunk, one request).
export { focusFirstAlertNotice } from "./notices-a11y.ts";

export const MINI_CART_ITEM_SELECTOR = ".woocommerce-mini-cart-item";

export type CartClientOptions = {
  /** Renders the new cart state; resolves once it is on the screen. */
  applyCart: (cart: ClientCart) => void | Promise<void>;
  /** The block overlay's message („Bitte warten …“). */
  pleaseWait: string;
  navigate?: (url: string) => void;
  fetchImpl?: typeof fetch;
  queue?: RequestQueue;
};

export type CartClient = {
  /** A click on an add button (with a `data-product_id`; the click's default is already prevented). */
  add(button: HTMLElement): void;
  /** A click on a mini cart remove link (its default already prevented). */
  remove(link: HTMLElement): void;
};

export function createCartClient(doc: Document, options: CartClientOptions): CartClient {
  const queue = options.queue ?? createRequestQueue();
  const win = doc.defaultView;
  const navigate = options.navigate ?? ((url: string) => win?.location.assign(url));
  const params = (): AddToCartParams | null => readPageParams(doc)?.wc_add_to_cart_params ?? null;
  const post = (endpoint: string, body: URLSearchParams) => {
    const p = params();
    if (!p) return Promise.reject(new Error("no page parameters"));
    return postForm(wcAjaxUrl(p.wc_ajax_url, endpoint), withPageLang(body, doc), options.fetchImpl);
  };
  /** The link's own target: the no-JS path (or a reload for a button without one). */
  const follow = (el: Element) =>
    navigate(el.getAttribute("href") ? (el as HTMLAnchorElement).href : doc.URL);

  /** Fade, replace (the new cart state), restore; the hooks run just before and after replacing. */
  function showUpdate(update: CartUpdate, hooks: { before?: () => void; after?: () => void } = {}): void {
    const { cart } = update;
    void fadeReplaceRestore(doc, Object.keys(update.fragments), async () => {
      hooks.before?.();
      if (cart) {
        await options.applyCart(cart);
        // Every region the answer names is replaced (spec §4), not only the ones React renders.
        replaceFragments(doc, update.fragments);
      } else win?.location.reload(); // a server without our cart state: let it render the page
      hooks.after?.();
    });
  }

  function add(button: HTMLElement) {
    button.classList.remove("added");
    button.classList.add("loading");
    button.setAttribute("aria-busy", "true");
    void queue.enqueue(async () => {
      let answer: unknown;
      try {
        answer = await post("add_to_cart", buttonPayload(button.dataset));
      } catch {
        follow(button); // offline or a server error: the no-JS link adds and explains
        return;
      }
      const result = readAddToCartAnswer(answer);
      if (result.kind === "error") {
        // The server left the message as a notice on that page.
        const target = sameOriginUrl(result.productUrl, doc.URL);
        if (target) navigate(target);
        else follow(button);
        return;
      }
      if (result.kind === "unusable") {
        follow(button);
        return;
      }
      const p = params();
      if (p?.cart_redirect_after_add === "yes") {
        navigate(p.cart_url);
        return;
      }
      button.classList.remove("loading");
      button.classList.add("added");
      button.removeAttribute("aria-busy");
      if (p && !p.is_cart) insertViewCartLink(doc, button, p);
      showUpdate(result.update);
      announce(doc, button.dataset.success_message);
    });
  }

  function remove(link: HTMLElement) {
    const row = link.closest<HTMLElement>(MINI_CART_ITEM_SELECTOR);
    if (row) block(row, options.pleaseWait);
    const key = link.dataset.cart_item_key ?? "";
    void queue.enqueue(async () => {
      let answer: unknown;
      try {
        answer = await post("remove_from_cart", new URLSearchParams({ cart_item_key: key }));
      } catch {
        follow(link);
        return;
      }
      const update = readCartUpdate(answer);
      if (!update) {
        follow(link);
        return;
      }
      let hadFocus = false;
      showUpdate(update, {
        before: () => {
          hadFocus = !!row?.contains(doc.activeElement);
        },
        after: () => {
          // The row goes with the replaced cart; if it had the focus, keep that in the cart region.
          if (row?.isConnected) void unblock(row);
          if (hadFocus) doc.querySelector<HTMLElement>("a.cart-contents")?.focus();
        },
      });
      announce(doc, link.dataset.success_message);
    });
  }

  return { add, remove };
}

/** Fetches the current cart (`get_refreshed_fragments`) and renders it; false if that failed. */
export async function refreshCart(
  doc: Document,
  applyCart: CartClientOptions["applyCart"],
  fetchImpl?: typeof fetch,
): Promise<boolean> {
  const params = readPageParams(doc)?.wc_add_to_cart_params;
  if (!params) return false;
  try {
    const answer = await postForm(
      wcAjaxUrl(params.wc_ajax_url, "get_refreshed_fragments"),
      withPageLang(new URLSearchParams({ time: String(Date.now()) }), doc),
      fetchImpl,
    );
    const update = readCartUpdate(answer);
    if (!update?.cart) return false;
    await applyCart(update.cart);
    return true;
  } catch {
    return false; // the page stays as rendered; the cart page itself is always current
  }
}

/** `a.added_to_cart.wc-forward` right after the button, unless one is there already. */
export function insertViewCartLink(doc: Document, button: HTMLElement, params: AddToCartParams): void {
  const parent = button.parentElement;
  if (!parent || parent.querySelector(":scope > .added_to_cart")) return;
  const link = doc.createElement("a");
  link.href = params.cart_url;
  link.className = "added_to_cart wc-forward";
  link.title = params.i18n_view_cart;
  link.textContent = params.i18n_view_cart;
  button.after(link);
}
