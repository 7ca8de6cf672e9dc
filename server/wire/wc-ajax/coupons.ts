/**
 * `?wc-ajax=apply_coupon` and `?wc-ajax=remove_coupon` (`coupon_code`, `security`: the cart
 * nonce every page's cart carries). WooCommerce answers the notices as HTML with 200, success or
 * not; a refused coupon leaves the cart as it was. `X-Laden-Code` names the refusal's stable code.
 */
import { applyCouponToCart, removeCouponFromCart } from "#modules/coupons/cart-coupons.ts";
import { CouponProblem, couponProblemMessage } from "#modules/coupons/rules.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-coupons.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { escapeHtml } from "#modules/shared/html.ts";
import { field, type WireHandler, type WireRequest } from "../types.ts";

function notice(kind: "success" | "error", text: string, code?: string): Response {
  const html =
    kind === "success"
      ? `<div class="woocommerce-message" role="alert">${escapeHtml(text)}</div>`
      : `<ul class="woocommerce-error" role="alert"><li>${escapeHtml(text)}</li></ul>`;
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": NO_STORE_VALUE,
  };
  if (code) headers["X-Laden-Code"] = code;
  return new Response(html, { status: 200, headers });
}

async function answer(
  req: WireRequest,
  run: () => Promise<unknown>,
  done: "coupon.applied" | "coupon.removed",
) {
  try {
    await run();
    return notice("success", translate(req.lang, done));
  } catch (err) {
    if (err instanceof CouponProblem) return notice("error", couponProblemMessage(err, req.lang), err.code);
    throw err;
  }
}

const nonce = { action: NONCE_ACTIONS.cart, field: "security", answer: "html" } as const;

export const applyCoupon: WireHandler = {
  methods: ["POST"],
  nonce,
  handle: (req) =>
    answer(
      req,
      () => applyCouponToCart(req.services.db, req.session, field(req.fields, "coupon_code") ?? "", req.lang),
      "coupon.applied",
    ),
};

export const removeCoupon: WireHandler = {
  methods: ["POST"],
  nonce,
  handle: (req) =>
    answer(
      req,
      () =>
        removeCouponFromCart(
          req.services.db,
          req.session,
          field(req.fields, "coupon") ?? field(req.fields, "coupon_code") ?? "",
        ),
      "coupon.removed",
    ),
};
