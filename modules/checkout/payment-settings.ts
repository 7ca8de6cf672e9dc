/**
 * The payment settings issue 21 adds (the "Zahlung" group): the methods' order, cash on
 * delivery and pay at pickup, who may buy on account and within which order values, the SEPA
 * mandate text and the pre-notification period. The older payment keys stay in settings.ts.
 */
import { z } from "zod";
import { placeholdersOf } from "../i18n/fill.ts";
import { registerSettings } from "../settings/registry.ts";
import { PAYMENT_METHOD_ORDER, type PaymentMethodId } from "./payment.ts";

/** Who may buy on account: everyone, customers signed in to an account, or with a completed order. */
export const INVOICE_AUDIENCES = ["everyone", "account", "returning"] as const;

/** The placeholders the owner's mandate text may use (sepa-mandate.ts fills them). */
export const MANDATE_PLACEHOLDERS = ["creditor", "creditorId", "days"] as const;

const mandateText = z
  .string()
  .trim()
  .max(3000, "höchstens 3000 Zeichen")
  .superRefine((text, ctx) => {
    const unknown = placeholdersOf(text).filter(
      (name) => !(MANDATE_PLACEHOLDERS as readonly string[]).includes(name),
    );
    if (unknown.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `unbekannter Platzhalter {${unknown[0]}} – erlaubt sind ${MANDATE_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}`,
      });
  });

const paymentSettings = registerSettings({
  /** The checkout lists the offered methods in this order; a method missing here goes last. */
  "payment.order": {
    schema: z
      .array(z.enum(PAYMENT_METHOD_ORDER))
      .refine((ids) => new Set(ids).size === ids.length, "jede Zahlungsart nur einmal"),
    default: [...PAYMENT_METHOD_ORDER] as PaymentMethodId[],
  },
  /** Cash on delivery: paid to the carrier, so only with a delivery, never with local pickup. */
  "payment.codEnabled": { schema: z.boolean(), default: false },
  /** Pay at pickup (cash or card at the counter): only when local pickup is the chosen rate. */
  "payment.pickupEnabled": { schema: z.boolean(), default: false },
  "payment.invoiceAudience": { schema: z.enum(INVOICE_AUDIENCES), default: "everyone" },
  /** Purchase on account from / up to this order total (gross cents, shipping included; 0: no limit). */
  "payment.invoiceMinCents": { schema: z.number().int().min(0).max(10_000_000), default: 0 },
  "payment.invoiceMaxCents": { schema: z.number().int().min(0).max(10_000_000), default: 0 },
  /**
   * The mandate's own wording (authorisation, refund note, pre-notification), paragraphs separated
   * by a blank line; empty: the catalogue's text in the customer's language.
   */
  "sepa.mandateText": { schema: mandateText, default: "" },
  /** Days between the pre-notification (the order e-mail) and the debit; SEPA's rule is 14 unless agreed shorter. */
  "sepa.preNotificationDays": {
    schema: z.number().int().min(1, "mindestens 1 Tag").max(14, "höchstens 14 Tage"),
    default: 1,
  },
});

type PaymentSettings = typeof paymentSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends PaymentSettings {}
}
