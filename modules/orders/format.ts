/** Names and dates of an order as customers read them. */
import { type Lang, LOCALE, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import type { OrderRow } from "../../db/schema/orders.ts";
import { groupInFours } from "../checkout/iban.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import type { Settings } from "../settings/definitions.ts";

const PAYMENT_TITLES: Record<string, MessageKey> = {
  [PAYMENT_METHOD_IDS.sepa]: "payment.german_market_sepa_direct_debit",
  [PAYMENT_METHOD_IDS.invoice]: "payment.german_market_purchase_on_account",
  [PAYMENT_METHOD_IDS.bacs]: "payment.bacs",
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

/** `flat_rate:1` → "Versand mit DHL"; unknown ids stay as they are. */
export function shippingMethodTitle(rateId: string, settings: Settings, lang: Lang): string {
  const key = SHIPPING_TITLES[rateId.split(":")[0] ?? ""];
  return key ? translate(lang, key, { provider: settings["shop.shippingProvider"] }) : rateId;
}

export function formatOrderDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(date);
}

export type PaymentInstructionsData =
  | {
      kind: "bacs";
      totalCents: number;
      orderNumber: number;
      bank: { holder: string; iban: string; bic: string; bank: string };
    }
  | { kind: "sepa"; totalCents: number; mandateReference: string; maskedIban: string; holder: string }
  | { kind: "invoice" }
  | { kind: "none" };

/** What the thank-you and order pages show about paying (see PaymentInstructions). */
export function paymentInstructions(
  order: OrderRow,
  settings: Settings,
  maskedIban: string,
): PaymentInstructionsData {
  switch (order.paymentMethod) {
    case PAYMENT_METHOD_IDS.bacs:
      return {
        kind: "bacs",
        totalCents: order.totalCents,
        orderNumber: order.id,
        bank: {
          holder: settings["payment.bacsAccountHolder"],
          iban: groupInFours(settings["payment.bacsIban"]),
          bic: settings["payment.bacsBic"],
          bank: settings["payment.bacsBank"],
        },
      };
    case PAYMENT_METHOD_IDS.sepa:
      return {
        kind: "sepa",
        totalCents: order.totalCents,
        mandateReference: order.mandateReference ?? "",
        maskedIban,
        holder: order.sepaHolder ?? "",
      };
    case PAYMENT_METHOD_IDS.invoice:
      return { kind: "invoice" };
    default:
      return { kind: "none" };
  }
}
