import type { WireRegistry } from "../types.ts";
import { addToCart } from "./add-to-cart.ts";
import { getRefreshedFragments } from "./get-refreshed-fragments.ts";
import { removeFromCart } from "./remove-from-cart.ts";

/** `?wc-ajax=ENDPOINT` handlers, by endpoint name. Checkout adds update_order_review and checkout. */
export const wcAjaxHandlers: WireRegistry = {
  add_to_cart: addToCart,
  remove_from_cart: removeFromCart,
  get_refreshed_fragments: getRefreshedFragments,
};
