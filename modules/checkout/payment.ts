/**
 * Payment methods with German Market's and WooCommerce's gateway ids: SEPA direct debit,
 * purchase on account (invoice), prepayment (bank transfer, `bacs`), cash on delivery (`cod`)
 * and pay at pickup. Which are offered, and in which order, is decided on the server for the
 * order at hand: billing country, chosen shipping rate, order total and the buyer.
 */
import type { Settings } from "../settings/definitions.ts";
import { isLocalPickup } from "./shipping.ts";

export const PAYMENT_METHOD_IDS = {
  sepa: "german_market_sepa_direct_debit",
  invoice: "german_market_purchase_on_account",
  bacs: "bacs",
  cod: "cod",
  pickup: "pay_at_pickup",
} as const;

export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS];

/** Every method in the default checkout order (the owner reorders them: `payment.order`). */
export const PAYMENT_METHOD_ORDER = [
  PAYMENT_METHOD_IDS.sepa,
  PAYMENT_METHOD_IDS.invoice,
  PAYMENT_METHOD_IDS.bacs,
  PAYMENT_METHOD_IDS.cod,
  PAYMENT_METHOD_IDS.pickup,
] as const;

/** What the shop knows about the buyer: enough for "who may buy on account". */
export type BuyerStanding = { signedIn: boolean; completedOrders: number };

export const GUEST: BuyerStanding = { signedIn: false, completedOrders: 0 };

/** The order a method is chosen for. */
export type PaymentContext = {
  billingCountry: string;
  /** The chosen shipping rate's id (`local_pickup:3` …); undefined while none is offered. */
  shippingRateId: string | undefined;
  /** Gross order total in cents, shipping included. */
  totalCents: number;
  buyer: BuyerStanding;
};

type PaymentSettings = Pick<
  Settings,
  | "payment.order"
  | "payment.sepaEnabled"
  | "payment.invoiceEnabled"
  | "payment.bacsEnabled"
  | "payment.codEnabled"
  | "payment.pickupEnabled"
  | "payment.invoiceCountries"
  | "payment.invoiceAudience"
  | "payment.invoiceMinCents"
  | "payment.invoiceMaxCents"
  | "payment.bacsAccountHolder"
  | "payment.bacsIban"
  | "sepa.creditorId"
>;

/** Every method in the owner's order; methods the stored order does not name go last. */
export function orderedPaymentMethods(settings: Pick<Settings, "payment.order">): PaymentMethodId[] {
  const chosen = settings["payment.order"];
  return [...chosen, ...PAYMENT_METHOD_ORDER.filter((id) => !chosen.includes(id))];
}

/** Whether the owner switched the method on and gave what it needs (bank details, creditor id). */
export function paymentMethodEnabled(settings: PaymentSettings, id: PaymentMethodId): boolean {
  switch (id) {
    case PAYMENT_METHOD_IDS.sepa:
      return settings["payment.sepaEnabled"] && settings["sepa.creditorId"].trim() !== "";
    case PAYMENT_METHOD_IDS.invoice:
      return settings["payment.invoiceEnabled"];
    case PAYMENT_METHOD_IDS.bacs:
      return settings["payment.bacsEnabled"] && hasBankDetails(settings);
    case PAYMENT_METHOD_IDS.cod:
      return settings["payment.codEnabled"];
    case PAYMENT_METHOD_IDS.pickup:
      return settings["payment.pickupEnabled"];
  }
}

/** Prepayment needs at least the account holder and the IBAN on the thank-you page and in the mail. */
export function hasBankDetails(
  settings: Pick<Settings, "payment.bacsAccountHolder" | "payment.bacsIban">,
): boolean {
  return settings["payment.bacsAccountHolder"].trim() !== "" && settings["payment.bacsIban"].trim() !== "";
}

function invoiceAllowed(settings: PaymentSettings, order: PaymentContext): boolean {
  if (!settings["payment.invoiceCountries"].includes(order.billingCountry)) return false;
  const min = settings["payment.invoiceMinCents"];
  const max = settings["payment.invoiceMaxCents"];
  if (min > 0 && order.totalCents < min) return false;
  if (max > 0 && order.totalCents > max) return false;
  switch (settings["payment.invoiceAudience"]) {
    case "account":
      return order.buyer.signedIn;
    case "returning":
      return order.buyer.signedIn && order.buyer.completedOrders > 0;
    default:
      return true;
  }
}

/** The methods this order may be paid with, in the owner's order. */
export function availablePaymentMethods(settings: PaymentSettings, order: PaymentContext): PaymentMethodId[] {
  const pickup = isLocalPickup(order.shippingRateId);
  return orderedPaymentMethods(settings).filter((id) => {
    if (!paymentMethodEnabled(settings, id)) return false;
    if (id === PAYMENT_METHOD_IDS.invoice) return invoiceAllowed(settings, order);
    // The carrier collects cash on delivery; at the counter the customer pays at pickup.
    if (id === PAYMENT_METHOD_IDS.cod) return order.shippingRateId !== undefined && !pickup;
    if (id === PAYMENT_METHOD_IDS.pickup) return pickup;
    return true;
  });
}

/** B8: the hidden gateway setting, "1" or "yes" switches delivery to a different address off. */
export function invoiceForbidsOtherAddress(
  settings: Pick<Settings, "payment.invoiceDeactivateShipToDifferentAddress">,
): boolean {
  const v = settings["payment.invoiceDeactivateShipToDifferentAddress"];
  return v === "1" || v === "yes";
}

/**
 * The status an order gets when placed, as WooCommerce's gateways set it: prepayment waits for
 * the money (on-hold); direct debit, invoice, cash on delivery and pay at pickup can be packed
 * at once (processing) — the money comes with or after the goods.
 */
export function initialOrderStatus(method: PaymentMethodId): "on-hold" | "processing" {
  return method === PAYMENT_METHOD_IDS.bacs ? "on-hold" : "processing";
}
