/**
 * Paying an unpaid order (WooCommerce's order-pay endpoint): the customer chooses a method again
 * (with the same SEPA rules as the checkout) and accepts the terms; the order gets the method,
 * the mandate and its new status in one transaction that only succeeds while the order still
 * needs payment (a second submit changes nothing), and the confirmation is queued.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderNotes, orders } from "#db/schema/index.ts";
import type { OrderRow } from "#db/schema/orders.ts";
import { loadBuyerStanding } from "../checkout/buyer.ts";
import { type CheckoutInput, type FieldError, validatePaymentChoice } from "../checkout/checkout-form.ts";
import { normalizeBic, normalizeIban } from "../checkout/iban.ts";
import { encryptIban } from "../checkout/iban-crypto.ts";
import {
  availablePaymentMethods,
  initialOrderStatus,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
} from "../checkout/payment.ts";
import { createMandateReference } from "../checkout/sepa-mandate.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import { queueInvoiceIfDue } from "../documents/invoice-job.ts";
import type { Settings } from "../settings/definitions.ts";
import { orderNeedsPayment } from "./customer-orders.ts";
import { CheckoutRejected } from "./errors.ts";
import { paymentMethodTitle } from "./format.ts";
import { queueOrderMails } from "./mails.ts";

export type PayOrderArgs = {
  input: Pick<CheckoutInput, "paymentMethod" | "sepa" | "terms">;
  settings: Settings;
  lang: Lang;
  secret: string;
  siteUrl: string;
};

/** The methods an unpaid order may now be paid with: the checkout's rules for its address, rate and total. */
export async function orderPaymentMethods(
  db: Db,
  order: OrderRow,
  settings: Settings,
): Promise<PaymentMethodId[]> {
  return availablePaymentMethods(settings, {
    billingCountry: order.billing.country,
    shippingRateId: order.shippingMethod,
    totalCents: order.totalCents,
    buyer: await loadBuyerStanding(db, order.userId, settings),
  });
}

function validateOrderPayment(args: PayOrderArgs, paymentMethods: PaymentMethodId[]): FieldError[] {
  const { lang, settings, input } = args;
  const errors = validatePaymentChoice(input, { settings, lang, paymentMethods });
  if (!input.terms)
    errors.push({
      field: "terms",
      code: "laden_terms_required",
      message: translate(lang, "checkout.error.terms"),
    });
  return errors;
}

export async function payOrder(db: Db, order: OrderRow, args: PayOrderArgs): Promise<OrderRow> {
  const { lang } = args;
  if (!orderNeedsPayment(order)) {
    throw new CheckoutRejected([
      { field: "", code: "laden_order_not_payable", message: translate(lang, "order.notPayable") },
    ]);
  }
  const errors = validateOrderPayment(args, await orderPaymentMethods(db, order, args.settings));
  if (errors.length) throw new CheckoutRejected(errors);
  const method = args.input.paymentMethod as PaymentMethodId;
  const isSepa = method === PAYMENT_METHOD_IDS.sepa;
  const iban = isSepa ? normalizeIban(args.input.sepa.iban) : "";
  const encrypted = iban ? encryptIban(args.secret, iban, order.orderKey) : undefined;
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [updated] = await tx
      .update(orders)
      .set({
        paymentMethod: method,
        status: initialOrderStatus(method),
        sepaHolder: isSepa ? args.input.sepa.holder : null,
        sepaIbanEncrypted: encrypted?.ciphertext ?? null,
        sepaIbanLast4: encrypted?.last4 ?? null,
        sepaBic: isSepa ? normalizeBic(args.input.sepa.bic) || null : null,
        mandateReference: isSepa ? createMandateReference(order.id) : null,
        mandateAcceptedAt: isSepa ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, order.status),
          eq(orders.paymentMethod, order.paymentMethod),
          sql`${orders.paidAt} is null`,
        ),
      )
      .returning();
    if (!updated) {
      throw new CheckoutRejected([
        { field: "", code: "laden_order_not_payable", message: translate(lang, "order.notPayable") },
      ]);
    }
    await tx.insert(orderNotes).values({
      orderId: order.id,
      note: `Zahlungsart auf der Bezahlseite gewählt: ${paymentMethodTitle(method, "de")}`,
    });
    await queueOrderMails(tx, updated, args, `pay:${updated.updatedAt.getTime()}`);
    await queueInvoiceIfDue(tx, updated, args.settings);
    return updated;
  });
}
