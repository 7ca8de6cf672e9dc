import type { WireRegistry } from "../types.ts";

/**
 * `?wc-ajax=ENDPOINT` handlers, by endpoint name. The shop issue adds add_to_cart,
 * remove_from_cart and get_refreshed_fragments; checkout adds update_order_review and checkout.
 */
export const wcAjaxHandlers: WireRegistry = {};
