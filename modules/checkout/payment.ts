/**
 * Payment methods with German Market's and WooCommerce's gateway ids: SEPA direct debit,
 * purchase on account (invoice), prepayment (bank transfer, `bacs`). Availability is decided on
 * the server for the billing country and the settings.
 */
import type { Settings } from "../settings/definitions.ts";

export const PAYMENT_METHOD_IDS = {
  sepa: "german_market_sepa_direct_debit",
  invoice: "german_market_purchase_on_account",
  bacs: "bacs",
} as const;

export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS];

type PaymentSettings = Pick<
  Settings,
  "payment.sepaEnabled" | "payment.invoiceEnabled" | "payment.bacsEnabled" | "payment.invoiceCountries"
>;

export function availablePaymentMethods(
  settings: PaymentSettings,
  billingCountry: string,
): PaymentMethodId[] {
  const methods: PaymentMethodId[] = [];
  if (settings["payment.sepaEnabled"]) methods.push(PAYMENT_METHOD_IDS.sepa);
  if (settings["payment.invoiceEnabled"] && settings["payment.invoiceCountries"].includes(billingCountry))
    methods.push(PAYMENT_METHOD_IDS.invoice);
  if (settings["payment.bacsEnabled"]) methods.push(PAYMENT_METHOD_IDS.bacs);
  return methods;
}

/** B8: the hidden gateway setting, "1" or "yes" switches delivery to a different address off. */
export function invoiceForbidsOtherAddress(
  settings: Pick<Settings, "payment.invoiceDeactivateShipToDifferentAddress">,
): boolean {
  const v = settings["payment.invoiceDeactivateShipToDifferentAddress"];
  return v === "1" || v === "yes";
}

/** The status an order gets when placed: prepayment waits for the money, the others can be packed. */
export function initialOrderStatus(method: PaymentMethodId): "on-hold" | "processing" {
  return method === PAYMENT_METHOD_IDS.bacs ? "on-hold" : "processing";
}
