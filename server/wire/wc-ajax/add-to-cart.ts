import { MalformedAddRequest, readAddRequest } from "#modules/cart/add-request.ts";
import { CartError, cartErrorMessage } from "#modules/cart/errors.ts";
import { addToSessionCart } from "#modules/cart/session-cart.ts";
import { pushNotice } from "#modules/notices/notices.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { cartResponse } from "../cart-response.tsx";
import { translatedError } from "../errors.ts";
import type { WireHandler } from "../types.ts";

/**
 * `?wc-ajax=add_to_cart`: WooCommerce's contract. Success answers fragments + cart_hash; a
 * business failure answers 200 `{error: true, product_url}` and leaves the message as a notice
 * for the page the client navigates to; a malformed request answers 400.
 */
export const addToCart: WireHandler = {
  methods: ["POST"],
  async handle(req) {
    const { db } = req.services;
    let request: ReturnType<typeof readAddRequest>;
    try {
      request = readAddRequest(req.fields);
    } catch (err) {
      if (err instanceof MalformedAddRequest)
        return translatedError(req.lang, "laden_invalid_product_id", "wire.badProductId", 400);
      throw err;
    }
    try {
      const { view } = await addToSessionCart(db, req.session, request);
      return cartResponse(
        req.hono,
        req.services,
        view,
        await req.nonceSubject(),
        req.lang,
        req.session.secure,
      );
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      const message = cartErrorMessage(err, req.lang);
      await pushNotice(req.session, { type: "error", text: message });
      const productUrl = localePath(req.lang, err.productSlug ? paths.product(err.productSlug) : paths.shop);
      req.hono.header("Cache-Control", NO_STORE_VALUE);
      return req.hono.json({ error: true, product_url: productUrl, code: err.code, message });
    }
  },
};
