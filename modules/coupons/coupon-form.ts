/**
 * The coupon forms of the cart and checkout pages (with and without JavaScript): apply or remove,
 * then a notice for the next page (the route answers 303). A refused coupon leaves the cart as it was.
 */
import type { Db } from "#db/client.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { pushNotice } from "../notices/notices.ts";
import type { RequestSession } from "../session/request-session.ts";
import { applyCouponToCart, removeCouponFromCart } from "./cart-coupons.ts";
import { CouponProblem, couponProblemMessage } from "./rules.ts";

export async function couponFormAction(
  db: Db,
  session: RequestSession,
  form: FormData,
  lang: Lang,
): Promise<void> {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  try {
    if (form.has("remove_coupon")) {
      await removeCouponFromCart(db, session, text("remove_coupon"));
      await pushNotice(session, { type: "success", text: translate(lang, "coupon.removed") });
    } else {
      await applyCouponToCart(db, session, text("coupon_code"), lang);
      await pushNotice(session, { type: "success", text: translate(lang, "coupon.applied") });
    }
  } catch (err) {
    if (!(err instanceof CouponProblem)) throw err;
    await pushNotice(session, { type: "error", text: couponProblemMessage(err, lang) });
  }
}
