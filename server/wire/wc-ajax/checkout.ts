import { withPostData } from "#modules/checkout/load-review.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-orders.ts";
import { submitCheckout } from "#modules/orders/submit-checkout.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce } from "#modules/session/nonce-check.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { errorNoticeHtml } from "../checkout-fragments.tsx";
import { field, type WireHandler } from "../types.ts";

/** Marks the binding button of the confirm step (second checkout). */
export const CHECKOUT_STAGE_FIELD = "laden_checkout_stage";

/**
 * `?wc-ajax=checkout`: places the order (or, with the second checkout, validates and sends the
 * visitor to the confirm step). WooCommerce's shapes: `{result: "success", redirect}` or
 * `{result: "failure", messages, refresh, reload}`; ours adds `errors` ({field, code, message})
 * for our client. Every check runs here, whatever the client did.
 */
export const checkout: WireHandler = {
  methods: ["POST"],
  async handle(req) {
    const { services, lang } = req;
    req.hono.header("Cache-Control", NO_STORE_VALUE);
    const fields = withPostData(req.fields);
    const ok = await checkNonce(
      services.config.secret,
      field(fields, "woocommerce-process-checkout-nonce") ?? field(fields, "_wpnonce"),
      NONCE_ACTIONS.checkout,
      await req.nonceSubject(),
    );
    if (!ok) {
      const errors = [
        { field: "security", code: "laden_invalid_nonce", message: translate(lang, "checkout.error.nonce") },
      ];
      return req.hono.json({
        result: "failure",
        messages: errorNoticeHtml(errors),
        refresh: true,
        reload: false,
        errors,
      });
    }
    const outcome = await submitCheckout(services.db, req.session, {
      fields,
      lang,
      secret: services.config.secret,
      siteUrl: await mailLinkOrigin(services.db, services.config),
      userAgent: req.request.headers.get("user-agent") ?? "",
      stage: field(fields, CHECKOUT_STAGE_FIELD) === "confirm" ? "confirm" : "checkout",
      ip: clientIp(req.hono, services),
    });
    if (outcome.kind === "rejected") {
      const limited = outcome.retryAfterSeconds !== undefined;
      return req.hono.json(
        {
          result: "failure",
          messages: errorNoticeHtml(outcome.errors),
          refresh: outcome.errors.some(
            (e) => e.code === "laden_out_of_stock" || e.code === "laden_invalid_shipping_method",
          ),
          reload: outcome.errors.some((e) => e.code === "laden_cart_empty"),
          errors: outcome.errors,
        },
        limited ? 429 : 200,
        limited
          ? { "Retry-After": String(outcome.retryAfterSeconds), "Cache-Control": NO_STORE_VALUE }
          : undefined,
      );
    }
    if (outcome.kind === "placed" && outcome.created) services.outbox.kick();
    return req.hono.json({ result: "success", redirect: outcome.redirect });
  },
};
