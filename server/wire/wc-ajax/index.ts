import type { WireRegistry } from "../types.ts";
import { addToCart } from "./add-to-cart.ts";
import { checkout } from "./checkout.ts";
import { applyCoupon, removeCoupon } from "./coupons.ts";
import { getRefreshedFragments } from "./get-refreshed-fragments.ts";
import { removeFromCart } from "./remove-from-cart.ts";
import { updateOrderReview } from "./update-order-review.ts";

/** `?wc-ajax=ENDPOINT` handlers, by endpoint name. */
export const wcAjaxHandlers: WireRegistry = {
  add_to_cart: addToCart,
  remove_from_cart: removeFromCart,
  get_refreshed_fragments: getRefreshedFragments,
  update_order_review: updateOrderReview,
  checkout,
  apply_coupon: applyCoupon,
  remove_coupon: removeCoupon,
};
