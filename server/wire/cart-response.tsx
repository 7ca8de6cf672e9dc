/**
 * What every cart-changing wire call answers: `fragments` (page-region selector → HTML rendered
 * by the page's own components), `cart_hash`, and our client's cart state; plus the cart hint
 * cookies WooCommerce's scripts read.
 */
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { CartContentsLink, MiniCartContent } from "#app/components/cart/mini-cart.tsx";
import { type ClientCart, clientCart } from "#modules/cart/client-cart.ts";
import type { CartView } from "#modules/cart/view.ts";
import type { Lang } from "#modules/i18n/index.ts";
import type { NonceSubject } from "#modules/session/nonce.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { localePath } from "#modules/site/paths.ts";
import type { AppServices } from "../services.ts";

const FRAGMENT_MINI_CART = "div.widget_shopping_cart_content";
const FRAGMENT_CART_LINK = "a.cart-contents";

export function cartFragments(cart: ClientCart, lang: Lang): Record<string, string> {
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(<MemoryRouter initialEntries={[localePath(lang, "/")]}>{node}</MemoryRouter>);
  return {
    [FRAGMENT_MINI_CART]: render(<MiniCartContent cart={cart} removeNonce={cart.removeNonce} />),
    [FRAGMENT_CART_LINK]: render(<CartContentsLink cart={cart} />),
  };
}

/** woocommerce_items_in_cart / woocommerce_cart_hash: set while the cart has lines, else removed. */
export function setCartHintCookies(c: Context, view: CartView, secure: boolean): void {
  const options = { path: "/", sameSite: "Lax" as const, secure };
  if (view.lines.length) {
    setCookie(c, "woocommerce_items_in_cart", "1", options);
    setCookie(c, "woocommerce_cart_hash", view.hash, options);
  } else {
    setCookie(c, "woocommerce_items_in_cart", "", { ...options, maxAge: 0 });
    setCookie(c, "woocommerce_cart_hash", "", { ...options, maxAge: 0 });
  }
}

export function cartResponse(
  c: Context,
  services: AppServices,
  view: CartView,
  subject: NonceSubject,
  lang: Lang,
  secure: boolean,
) {
  setCartHintCookies(c, view, secure);
  const cart = clientCart(services.config.secret, view, subject);
  c.header("Cache-Control", NO_STORE_VALUE);
  return c.json({ fragments: cartFragments(cart, lang), cart_hash: view.hash, cart });
}
