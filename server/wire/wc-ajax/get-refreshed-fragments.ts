import { currentCart } from "#modules/cart/session-cart.ts";
import { cartResponse } from "../cart-response.tsx";
import type { WireHandler } from "../types.ts";

/** `?wc-ajax=get_refreshed_fragments`: the current fragments; creates no session. */
export const getRefreshedFragments: WireHandler = {
  methods: ["GET", "POST"],
  async handle(req) {
    const view = await currentCart(req.services.db, req.session);
    return cartResponse(req.hono, req.services, view, await req.nonceSubject(), req.lang, req.session.secure);
  },
};
