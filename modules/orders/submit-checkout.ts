/**
 * What a checkout submission does, for every way it arrives (`?wc-ajax=checkout`, the page's
 * no-JS POST, the confirm step): read the form, and either place the order, or — with the
 * second checkout on — validate and keep the form for the confirm page, or name what is wrong.
 */
import type { Db } from "#db/client.ts";
import type { OrderRow } from "#db/schema/orders.ts";
import { currentCart } from "../cart/session-cart.ts";
import { loadBuyerStanding } from "../checkout/buyer.ts";
import { type FieldError, readCheckoutInput, validateCheckout } from "../checkout/checkout-form.ts";
import { reviewOrder } from "../checkout/review.ts";
import { loadReviewCoupons } from "../coupons/store.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import { readAttributionFields } from "../attribution/server.ts";
import { SEPA_FIELD_NAMES } from "../checkout/field-names.ts";
import { normalizeIban } from "../checkout/iban.ts";
import { decryptIban, encryptIban } from "../checkout/iban-crypto.ts";
import { hit, minutesToWait, type RateLimitPolicy, undoHit } from "../rate-limit/index.ts";
import type { RequestSession } from "../session/request-session.ts";
import { getSettings, type Settings } from "../settings/index.ts";
import { getShippingConfig } from "../shipping/store.ts";
import { shippingCountries } from "../shipping/zones.ts";
import { localePath, paths } from "../site/paths.ts";
import { CheckoutRejected } from "./errors.ts";
import { placeOrder } from "./place-order.ts";

export type CheckoutOutcome =
  | { kind: "placed"; order: OrderRow; created: boolean; redirect: string }
  | { kind: "confirm"; redirect: string }
  /** `retryAfterSeconds`: refused by the rate limit (429 with Retry-After). */
  | { kind: "rejected"; errors: FieldError[]; retryAfterSeconds?: number };

type Fields = Record<string, string | string[] | undefined>;

/** Session keys: the first step's form (second checkout) and the guest's own orders. */
export const CHECKOUT_DRAFT_KEY = "checkoutDraft";
/** The cart the draft was made for: coming back with another cart says the totals changed (B10). */
const DRAFT_CART_HASH = "laden_cart_hash";
const SESSION_ORDERS_KEY = "orders";
const MAX_SESSION_ORDERS = 20;

export type SubmitOptions = {
  fields: Fields;
  lang: Lang;
  secret: string;
  siteUrl: string;
  userAgent: string;
  /** "checkout": the checkout form; "confirm": the binding button of the confirm step. */
  stage: "checkout" | "confirm";
  /** The client's address for the rate limit ("" when unknown: not limited, as forms). */
  ip: string;
};

const ORDER_WINDOW_SECONDS = 60 * 60;

/**
 * Counted before the order is placed, so a burst cannot slip past the limit; a checkout that
 * places nothing (rejected, out of stock, a repeated token) takes its count back, so in the end
 * only placed orders count.
 */
function orderPolicy(settings: Settings): RateLimitPolicy {
  return {
    name: "checkout-order",
    limit: settings["checkout.ordersPerHour"],
    windowSeconds: ORDER_WINDOW_SECONDS,
  };
}

export async function submitCheckout(
  db: Db,
  session: RequestSession,
  opts: SubmitOptions,
): Promise<CheckoutOutcome> {
  const { lang } = opts;
  const settings = await getSettings(db);
  const record = session.hasCookie ? await session.get() : undefined;
  if (!record) {
    return {
      kind: "rejected",
      errors: [
        { field: "cart", code: "laden_cart_empty", message: translate(lang, "checkout.error.emptyCart") },
      ],
    };
  }
  // The confirm step places what the first step validated and kept; the post only says "place it".
  let fields = opts.fields;
  if (opts.stage === "confirm") {
    const draft = openCheckoutDraft(record.data, opts.secret, record.id);
    if (!draft) {
      return {
        kind: "rejected",
        errors: [
          { field: "", code: "laden_no_checkout_draft", message: translate(lang, "checkout.error.noDraft") },
        ],
      };
    }
    fields = draft;
  }
  const input = readCheckoutInput(fields);
  if (opts.stage === "checkout" && settings["checkout.secondCheckout"]) {
    const cart = await currentCart(db, session);
    if (cart.lines.length === 0) {
      return {
        kind: "rejected",
        errors: [
          { field: "cart", code: "laden_cart_empty", message: translate(lang, "checkout.error.emptyCart") },
        ],
      };
    }
    const shipping = await getShippingConfig(db);
    const buyer = await loadBuyerStanding(db, record.userId, settings);
    const held = await loadReviewCoupons(
      db,
      { sessionId: record.id, userId: record.userId },
      cart.lines.map((l) => l.productId),
      input.email || null,
    );
    const review = reviewOrder(cart.lines, input, settings, shipping, buyer, held);
    const errors = validateCheckout(input, {
      settings,
      lang,
      rates: review.rates,
      paymentMethods: review.paymentMethods,
      countries: shippingCountries(shipping),
    });
    if (errors.length) return { kind: "rejected", errors };
    await session.merge({
      [CHECKOUT_DRAFT_KEY]: {
        ...checkoutDraft(opts.fields, opts.secret, record.id),
        [DRAFT_CART_HASH]: cart.hash,
      },
    });
    return { kind: "confirm", redirect: localePath(lang, paths.checkoutConfirm) };
  }
  const sessionOrders = Array.isArray(record.data[SESSION_ORDERS_KEY])
    ? (record.data[SESSION_ORDERS_KEY] as number[])
    : [];
  const policy = orderPolicy(settings);
  const subjects = opts.ip ? [{ kind: "ip", value: opts.ip }] : [];
  const limit = await hit(db, policy, subjects);
  if (!limit.allowed) {
    await undoHit(db, policy, subjects);
    const message = translate(lang, "checkout.error.rateLimited", {
      minutes: minutesToWait(limit.retryAfterSeconds),
    });
    return {
      kind: "rejected",
      errors: [{ field: "", code: "laden_rate_limited", message }],
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  let counted = true;
  try {
    const placed = await placeOrder(db, {
      owner: { sessionId: record.id, userId: record.userId },
      input,
      settings,
      lang,
      secret: opts.secret,
      attribution: storedAttribution(fields, opts.userAgent),
      siteUrl: opts.siteUrl,
    });
    counted = placed.created;
    if (placed.created) {
      await session.merge({
        [SESSION_ORDERS_KEY]: [...sessionOrders, placed.order.id].slice(-MAX_SESSION_ORDERS),
        [CHECKOUT_DRAFT_KEY]: null,
      });
    }
    return {
      kind: "placed",
      order: placed.order,
      created: placed.created,
      redirect: localePath(lang, paths.orderReceived(placed.order.id, placed.order.orderKey)),
    };
  } catch (err) {
    counted = false;
    if (err instanceof CheckoutRejected) return { kind: "rejected", errors: err.errors };
    throw err;
  } finally {
    // Not over a failed count: the order's own error (a database outage: 503) is what matters.
    if (!counted) await undoHit(db, policy, subjects).catch(() => {});
  }
}

/** The draft keeps the IBAN only encrypted (bound to the session), never in clear. */
const SEALED_IBAN = "laden_sealed_iban";
const draftContext = (sessionId: string) => `checkout-draft:${sessionId}`;

/**
 * The first step's form as the session keeps it for the confirm step: only strings, only the
 * form's own names, the IBAN sealed.
 */
export function checkoutDraft(fields: Fields, secret: string, sessionId: string): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!/^[a-z0-9_\-[\]]{1,64}$/i.test(name)) continue;
    if (name === "woocommerce-process-checkout-nonce" || name === "wc-ajax" || name === "_wpnonce") continue;
    const v = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof v === "string") draft[name] = v.slice(0, 2000);
  }
  const iban = normalizeIban(draft[SEPA_FIELD_NAMES.iban] ?? "");
  delete draft[SEPA_FIELD_NAMES.iban];
  if (iban) draft[SEALED_IBAN] = encryptIban(secret, iban, draftContext(sessionId)).ciphertext;
  return draft;
}

/** The kept draft for prefilling the form (without the IBAN, which is typed again). */
export function readCheckoutDraft(
  data: Record<string, unknown> | undefined,
): Record<string, string> | undefined {
  const draft = data?.[CHECKOUT_DRAFT_KEY];
  if (!draft || typeof draft !== "object") return undefined;
  const { [SEALED_IBAN]: _sealed, ...fields } = draft as Record<string, string>;
  return fields;
}

/** The kept draft with the IBAN opened again: what the confirm step shows (masked) and places. */
export function openCheckoutDraft(
  data: Record<string, unknown> | undefined,
  secret: string,
  sessionId: string,
): Record<string, string> | undefined {
  const draft = data?.[CHECKOUT_DRAFT_KEY];
  if (!draft || typeof draft !== "object") return undefined;
  const { [SEALED_IBAN]: sealed, ...fields } = draft as Record<string, string>;
  if (sealed) {
    try {
      fields[SEPA_FIELD_NAMES.iban] = decryptIban(secret, sealed, draftContext(sessionId));
    } catch {
      // A draft from before a secret change: the IBAN is missing and the checks say so.
    }
  }
  return fields;
}

/**
 * The order's attribution (`wc_order_attribution_*`, read as untrusted by modules/attribution):
 * the non-empty fields without the prefix, with the device type; nothing without tracking consent.
 */
function storedAttribution(fields: Fields, userAgent: string): Record<string, string> {
  const record = readAttributionFields(fields, userAgent);
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ""));
}
