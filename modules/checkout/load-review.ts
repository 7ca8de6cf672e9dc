/** The visitor's cart reviewed against a (partial) checkout form: for the page and the refresh. */
import type { Db } from "#db/client.ts";
import { currentCart } from "../cart/session-cart.ts";
import type { CartView } from "../cart/view.ts";
import { loadReviewCoupons } from "../coupons/store.ts";
import type { Lang } from "../i18n/index.ts";
import type { RequestSession } from "../session/request-session.ts";
import type { Settings } from "../settings/definitions.ts";
import { getSettings } from "../settings/index.ts";
import { getShippingConfig } from "../shipping/store.ts";
import type { ShippingConfig } from "../shipping/zones.ts";
import { loadBuyerStanding } from "./buyer.ts";
import { type CheckoutInput, readCheckoutInput } from "./checkout-form.ts";
import { type OrderReview, type ReviewView, reviewOrder, reviewView } from "./review.ts";

export type LoadedReview = {
  cart: CartView;
  settings: Settings;
  shipping: ShippingConfig;
  input: CheckoutInput;
  review: OrderReview;
  view: ReviewView;
};

export async function loadCheckoutReview(
  db: Db,
  session: RequestSession,
  fields: Record<string, string | string[] | undefined>,
  lang: Lang,
): Promise<LoadedReview> {
  const [cart, settings, shipping, record] = await Promise.all([
    currentCart(db, session),
    getSettings(db),
    getShippingConfig(db),
    session.hasCookie ? session.get() : undefined,
  ]);
  const input = readCheckoutInput(fields);
  const owner = record ? { sessionId: record.id, userId: record.userId } : undefined;
  const [buyer, held] = await Promise.all([
    loadBuyerStanding(db, record?.userId ?? null, settings),
    loadReviewCoupons(
      db,
      owner,
      cart.lines.map((l) => l.productId),
      input.email || null,
    ),
  ]);
  const review = reviewOrder(cart.lines, input, settings, shipping, buyer, held);
  return { cart, settings, shipping, input, review, view: reviewView(cart.lines, review, settings, lang) };
}

/**
 * WooCommerce's checkout script sends the form serialized in `post_data` next to a few loose
 * fields; our client sends the form itself. Either way: one field map, the form winning.
 */
export function withPostData(fields: Record<string, string | string[]>): Record<string, string | string[]> {
  const postData = fields.post_data;
  const serialized = Array.isArray(postData) ? postData[0] : postData;
  if (!serialized) return fields;
  const merged: Record<string, string | string[]> = { ...fields };
  for (const [name, value] of new URLSearchParams(serialized.slice(0, 100_000))) merged[name] = value;
  return merged;
}
