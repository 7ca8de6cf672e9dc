import { loadCheckoutReview, withPostData } from "#modules/checkout/load-review.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-orders.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce } from "#modules/session/nonce-check.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { checkoutFragments, errorNoticeHtml } from "../checkout-fragments.tsx";
import { field, type WireHandler } from "../types.ts";

/**
 * `?wc-ajax=update_order_review`: the checkout form (or WooCommerce's `post_data`) in, the
 * recalculated review out: `{result, messages, reload, fragments}` as WooCommerce answers, plus
 * `review` for our client. Nothing is stored. An empty cart answers `reload: true` (the page
 * then shows the empty-cart message); a failed nonce a failure with the German message.
 */
export const updateOrderReview: WireHandler = {
  methods: ["POST"],
  async handle(req) {
    const { db } = req.services;
    req.hono.header("Cache-Control", NO_STORE_VALUE);
    const ok = await checkNonce(
      req.services.config.secret,
      field(req.fields, "security"),
      NONCE_ACTIONS.updateOrderReview,
      await req.nonceSubject(),
    );
    if (!ok) {
      return req.hono.json({
        result: "failure",
        messages: errorNoticeHtml([
          {
            field: "security",
            code: "laden_invalid_nonce",
            message: translate(req.lang, "checkout.error.nonce"),
          },
        ]),
        reload: false,
        code: "laden_invalid_nonce",
      });
    }
    const loaded = await loadCheckoutReview(db, req.session, withPostData(req.fields), req.lang);
    if (loaded.cart.lines.length === 0) {
      return req.hono.json({ result: "failure", messages: "", reload: true, code: "laden_cart_empty" });
    }
    return req.hono.json({
      result: "success",
      messages: "",
      reload: false,
      fragments: checkoutFragments(loaded, req.lang),
      review: loaded.view,
    });
  },
};
