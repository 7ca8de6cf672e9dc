import { removeFromSessionCart } from "#modules/cart/session-cart.ts";
import { cartResponse } from "../cart-response.tsx";
import { translatedError } from "../errors.ts";
import { field, type WireHandler } from "../types.ts";

const KEY = /^[0-9a-f]{32}$/;

/**
 * `?wc-ajax=remove_from_cart`: removes the line and answers fragments + cart_hash. An unknown
 * key answers 200 `{success: false}` (no fragments): the client then follows the remove link,
 * whose page explains what happened.
 */
export const removeFromCart: WireHandler = {
  methods: ["POST"],
  async handle(req) {
    const key = field(req.fields, "cart_item_key")?.trim();
    if (!key) return translatedError(req.lang, "laden_missing_cart_item_key", "wire.badBody", 400);
    if (!KEY.test(key)) return req.hono.json({ success: false });
    const { view, removed } = await removeFromSessionCart(req.services.db, req.session, key);
    if (!removed) return req.hono.json({ success: false });
    return cartResponse(req.hono, req.services, view, await req.nonceSubject(), req.lang, req.session.secure);
  },
};
