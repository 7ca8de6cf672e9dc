/**
 * The nonce actions of the wire contract (WordPress's and the plugins' names): which action a
 * page's nonce is minted for and which one an endpoint checks. One list for pages, wire and REST.
 */
export const NONCE_ACTIONS = {
  rest: "wp_rest",
  forms: "ajax-nonce",
  search: "is-ajax-search-nonce",
  sepa: "gm-sepa-direct-debit",
  cart: "woocommerce-cart",
  /** WooCommerce's checkout nonces: placing the order, the review refresh, paying an order. */
  checkout: "woocommerce-process_checkout",
  updateOrderReview: "update-order-review",
  orderPay: "woocommerce-pay",
  /** The comment form under posts (WordPress has none for visitors; ours is bound to nothing but the tick). */
  comment: "laden-comment",
} as const;
