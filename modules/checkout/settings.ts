/** Checkout's settings (shipping zones and countries: modules/shipping): the carrier, SEPA direct debit, payment methods, the checkout steps. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";
import { isValidBic, isValidCreditorId, isValidIban, normalizeBic, normalizeIban } from "./iban.ts";

const checkoutSettings = registerSettings({
  /**
   * SEPA direct debit: the shop's creditor identifier (Gläubiger-ID from the Bundesbank; empty
   * until the owner enters it in Einstellungen → Rechtliches, the demo seed writes a test id) and
   * which mandate fields the customer must fill in (the IBAN-only rule: BIC optional). Creditor
   * name and address come from the legal data (modules/legal/legal-data.ts).
   */
  "sepa.creditorId": {
    schema: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || isValidCreditorId(v), "keine gültige Gläubiger-Identifikationsnummer"),
    default: "",
  },
  "sepa.holderRequired": { schema: z.boolean(), default: true },
  "sepa.ibanRequired": { schema: z.boolean(), default: true },
  "sepa.bicRequired": { schema: z.boolean(), default: false },
  /**
   * The carrier named in the shipping service provider paragraph (glossary B9): the shop's, for
   * shipping methods without their own (modules/shipping) and on orders' shipping titles.
   */
  "shop.shippingProvider": { schema: z.string().trim().min(1).max(80), default: "DHL" },
  /** Consent to pass contact data to the carrier required (on) or optional (off). */
  "checkout.carrierConsentRequired": { schema: z.boolean(), default: false },
  /** Payment methods offered. */
  /** Off in code: it needs the shop's creditor id (legal data); the demo seed switches it on. */
  "payment.sepaEnabled": { schema: z.boolean(), default: false },
  "payment.invoiceEnabled": { schema: z.boolean(), default: true },
  /** Off until the owner gives bank details (the Zahlung group refuses it without them). */
  "payment.bacsEnabled": { schema: z.boolean(), default: false },
  /** Purchase on account only for billing addresses in these countries. */
  "payment.invoiceCountries": {
    schema: z.array(z.string().regex(/^[A-Z]{2}$/)),
    default: ["DE"] as string[],
  },
  /**
   * German Market's hidden gateway setting (glossary B8): with "1" or "yes", choosing purchase on
   * account delivers to the billing address only (ship-to-different-address is unchecked and hidden).
   */
  "payment.invoiceDeactivateShipToDifferentAddress": {
    schema: z.union([
      z.enum(["1", "yes", "0", "no"]),
      z.union([z.literal(1), z.literal(0)]).transform((n) => (n === 1 ? "1" : "0")),
    ]),
    default: "yes",
  },
  /**
   * Prepayment: the shop's bank account shown on the thank-you page and in the e-mail. Empty in
   * code (a shop without demo data must not print someone else's account); the demo seed fills it.
   */
  "payment.bacsAccountHolder": { schema: z.string().trim().max(120), default: "" },
  "payment.bacsIban": {
    schema: z
      .string()
      .transform(normalizeIban)
      .refine((v) => v === "" || isValidIban(v), "keine gültige IBAN (Länge oder Prüfziffer falsch)"),
    default: "",
  },
  "payment.bacsBic": {
    schema: z
      .string()
      .transform(normalizeBic)
      .refine((v) => v === "" || isValidBic(v), "keine gültige BIC"),
    default: "",
  },
  "payment.bacsBank": { schema: z.string().trim().max(120), default: "" },
  /**
   * Orders one client address may place per hour (WC-12: no bulk orders from one address). Only
   * placed orders count in the end; a refused or failed checkout takes its count back.
   */
  "checkout.ordersPerHour": { schema: z.number().int().min(1).max(100_000), default: 30 },
  /** B1: a change of payment method refreshes the order review (German Market's default: on). */
  "checkout.paymentUpdate": { schema: z.boolean(), default: true },
  /** B2: the optional confirm step (/checkout/confirm/) before the binding order. */
  "checkout.secondCheckout": { schema: z.boolean(), default: false },
  /** B10: coming back from the confirm step removes "totals updated" messages. */
  "checkout.removeUpdatedTotals": { schema: z.boolean(), default: true },
});

type CheckoutSettings = typeof checkoutSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends CheckoutSettings {}
}
