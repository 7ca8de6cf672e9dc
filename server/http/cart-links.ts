/**
 * The cart without JavaScript, as WooCommerce's links and forms work: `?add-to-cart=ID` on any
 * page, the product page's POST form, and the mini cart's `?remove_item=KEY&_wpnonce=…` link.
 * Each changes the cart, leaves a notice for the next page and redirects (POST/redirect/GET), so
 * a reload never adds twice.
 */
import type { Context, Next } from "hono";
import { MalformedAddRequest, readAddRequest } from "#modules/cart/add-request.ts";
import { CartError, cartErrorMessage } from "#modules/cart/errors.ts";
import { addToSessionCart, removeFromSessionCart } from "#modules/cart/session-cart.ts";
import { langFromPath, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-cart.ts";
import { pushNotice } from "#modules/notices/notices.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import type { RequestSession } from "#modules/session/request-session.ts";
import { getSetting } from "#modules/settings/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { AppServices } from "../services.ts";
import { BadBodyError, readFields } from "../wire/body.ts";
import { setCartHintCookies } from "../wire/cart-response.tsx";
import { translatedError } from "../wire/errors.ts";

const PRODUCT_PAGE = /^\/(en\/)?product\/[^/]+\/?$/;

export function cartLinks(services: AppServices) {
  return async (c: Context, next: Next) => {
    const url = new URL(c.req.url);
    const isProductPost = c.req.method === "POST" && PRODUCT_PAGE.test(url.pathname);
    if (c.req.method === "GET" && url.searchParams.has("add-to-cart"))
      return addAndRedirect(c, services, url);
    if (isProductPost) return addAndRedirect(c, services, url);
    if (c.req.method === "GET" && url.searchParams.has("remove_item"))
      return removeAndRedirect(c, services, url);
    return next();
  };
}

function withoutCartParams(url: URL): string {
  const clean = new URL(url);
  for (const p of ["add-to-cart", "quantity", "variation_id", "remove_item", "_wpnonce"])
    clean.searchParams.delete(p);
  for (const key of [...clean.searchParams.keys()])
    if (key.startsWith("attribute_")) clean.searchParams.delete(key);
  return clean.pathname + clean.search;
}

async function addAndRedirect(c: Context, services: AppServices, url: URL): Promise<Response> {
  const lang = langFromPath(url.pathname);
  const session = c.get("session") as RequestSession;
  let fields: Awaited<ReturnType<typeof readFields>>;
  try {
    fields = await readFields(c, { allowJson: false });
  } catch (err) {
    if (err instanceof BadBodyError)
      return translatedError(lang, "laden_malformed_body", "wire.badBody", 400);
    throw err;
  }
  let target = withoutCartParams(url);
  try {
    const { item, quantity, view } = await addToSessionCart(services.db, session, readAddRequest(fields));
    setCartHintCookies(c, view, session.secure);
    const text =
      quantity > 1
        ? translate(lang, "cart.addedMany", { quantity, name: item.name })
        : translate(lang, "cart.added", { name: item.name });
    await pushNotice(session, {
      type: "success",
      text,
      link: { url: localePath(lang, paths.cart), label: translate(lang, "shop.viewCart") },
    });
    if ((await getSetting(services.db, "shop.cartRedirectAfterAdd")) === "yes")
      target = localePath(lang, paths.cart);
  } catch (err) {
    if (err instanceof MalformedAddRequest)
      return translatedError(lang, "laden_invalid_product_id", "wire.badProductId", 400);
    if (!(err instanceof CartError)) throw err;
    await pushNotice(session, { type: "error", text: cartErrorMessage(err, lang) });
    if (err.productSlug) target = localePath(lang, paths.product(err.productSlug));
  }
  c.header("Cache-Control", NO_STORE_VALUE);
  return c.redirect(target, 303);
}

async function removeAndRedirect(c: Context, services: AppServices, url: URL): Promise<Response> {
  const lang = langFromPath(url.pathname);
  const session = c.get("session") as RequestSession;
  const key = url.searchParams.get("remove_item") ?? "";
  const nonceOk = await checkNonce(
    services.config.secret,
    url.searchParams.get("_wpnonce") ?? undefined,
    NONCE_ACTIONS.cart,
    await requestNonceSubject(session),
  );
  if (!nonceOk) {
    await pushNotice(session, { type: "error", text: translate(lang, "wire.badNonce") });
  } else {
    const { removed, view } = await removeFromSessionCart(services.db, session, key);
    if (removed) setCartHintCookies(c, view, session.secure);
    await pushNotice(
      session,
      removed
        ? { type: "success", text: translate(lang, "cart.removed", { name: removed.name }) }
        : { type: "info", text: cartErrorMessage(new CartError("laden_unknown_cart_item"), lang) },
    );
  }
  c.header("Cache-Control", NO_STORE_VALUE);
  return c.redirect(localePath(lang, paths.cart), 303);
}
