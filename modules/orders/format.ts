/** Names and dates of an order as customers read them. */
import { type Lang, LOCALE, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import type { Settings } from "../settings/definitions.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";

const PAYMENT_TITLES: Record<string, MessageKey> = {
  [PAYMENT_METHOD_IDS.sepa]: "payment.german_market_sepa_direct_debit",
  [PAYMENT_METHOD_IDS.invoice]: "payment.german_market_purchase_on_account",
  [PAYMENT_METHOD_IDS.bacs]: "payment.bacs",
  [PAYMENT_METHOD_IDS.cod]: "payment.cod",
  [PAYMENT_METHOD_IDS.pickup]: "payment.pay_at_pickup",
};

const SHIPPING_TITLES: Record<string, MessageKey> = {
  flat_rate: "shipping.flat_rate",
  free_shipping: "shipping.free_shipping",
  local_pickup: "shipping.local_pickup",
};

/** The payment method's name; an unknown id (from an older version) stays as it is. */
export function paymentMethodTitle(method: string, lang: Lang): string {
  const key = PAYMENT_TITLES[method];
  return key ? translate(lang, key) : method;
}

/**
 * `flat_rate:1` → "Versand mit DHL" (the method's own carrier when it has one, else the shop's);
 * unknown ids stay as they are.
 */
export function shippingMethodTitle(rateId: string, settings: Settings, lang: Lang, carrier = ""): string {
  const key = SHIPPING_TITLES[rateId.split(":")[0] ?? ""];
  return key ? translate(lang, key, { provider: carrier || settings["shop.shippingProvider"] }) : rateId;
}

export function formatOrderDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}
