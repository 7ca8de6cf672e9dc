/**
 * Credit notes (Rechnungskorrektur) for an invoiced order, each with its own number from the
 * credit-note range, referring to the invoice: one per refund (what the refund gave back), and
 * one when the order is cancelled or an address on it corrected (the rest of the invoice; the
 * invoice is then marked cancelled, and a correction issues the new invoice in the same
 * transaction). An order without an invoice gets none: its later invoice shows what is left.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { orderDocuments } from "#db/schema/documents.ts";
import { orderRefundLines, orderRefunds, orders } from "#db/schema/orders.ts";
import type { Actor } from "../audit/log.ts";
import { defineJob } from "../jobs/define.ts";
import { enqueueJob } from "../jobs/enqueue.ts";
import { getSettings } from "../settings/store.ts";
import { takeDocumentSequence } from "./counter.ts";
import {
  type Credited,
  creditedSoFar,
  creditLines,
  discountRest,
  invoiceRest,
  vatRest,
} from "./credit-lines.ts";
import { queueDocumentMail } from "./document-mail.ts";
import {
  type DocumentSummary,
  issueInvoice,
  issueInvoiceLocked,
  requireLegalData,
  storeDocument,
} from "./issue.ts";
import { formatDocumentNumber } from "./number-pattern.ts";
import { type DocumentSnapshot, orderSnapshot } from "./snapshot.ts";

export type CreditRequest =
  | { orderId: number; refundId: number; actor: Actor; now?: Date }
  | {
      orderId: number;
      cancel: true;
      /** The invoice to cancel: a repeated run finds it cancelled already and does nothing. */
      invoiceId?: number;
      reissue?: boolean;
      actor: Actor;
      now?: Date;
    };

async function refundCredit(tx: Db, refundId: number): Promise<Credited | undefined> {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund) return undefined;
  const lines = await tx.select().from(orderRefundLines).where(eq(orderRefundLines.refundId, refundId));
  const byItem = new Map(
    lines.map((l) => [l.orderItemId, { quantity: l.quantity, amountCents: l.amountCents }]),
  );
  const onLines = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return { byItem, otherCents: refund.amountCents - onLines };
}

/**
 * Issues the credit note the request calls for (or returns the one issued before); undefined
 * when there is nothing to correct (no invoice, nothing left of it).
 */
export function issueCreditNote(
  db: Db,
  request: CreditRequest,
): Promise<{ document: DocumentSummary; created: boolean } | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
    if (!order) return undefined;
    const [invoice] = await tx
      .select()
      .from(orderDocuments)
      .where(
        and(
          eq(orderDocuments.orderId, order.id),
          eq(orderDocuments.kind, "invoice"),
          isNull(orderDocuments.cancelledAt),
        ),
      );
    if (!invoice) return undefined;
    if ("invoiceId" in request && request.invoiceId !== undefined && request.invoiceId !== invoice.id) {
      return undefined; // that invoice was cancelled before; the current one is not this job's
    }
    const refundId = "refundId" in request ? request.refundId : undefined;
    const notes = await tx.select().from(orderDocuments).where(eq(orderDocuments.refersToId, invoice.id));
    const earlier = notes.find((n) =>
      refundId === undefined ? n.refundId === null : n.refundId === refundId,
    );
    if (earlier) return { document: earlier, created: false };

    const invoiceSnapshot = invoice.snapshot as DocumentSnapshot;
    const credit =
      refundId === undefined
        ? invoiceRest(invoiceSnapshot, creditedSoFar(notes.map((n) => n.snapshot as DocumentSnapshot)))
        : await refundCredit(tx, refundId);
    if (!credit) return undefined;
    const now = request.now ?? new Date();
    const settings = await getSettings(tx);
    const credited = creditLines({
      items: invoiceSnapshot.lines,
      credit,
      charged: order.vat,
      lang: order.lang,
    });
    const { lines } = credited;
    const vat =
      refundId === undefined
        ? vatRest(
            invoiceSnapshot.vat.rows,
            notes.map((n) => (n.snapshot as DocumentSnapshot).vat.rows),
          )
        : credited.vat;
    const discounts =
      refundId === undefined
        ? discountRest(
            invoiceSnapshot.discounts ?? [],
            notes.map((n) => (n.snapshot as DocumentSnapshot).discounts ?? []),
            lines,
          )
        : [];
    let document: DocumentSummary | undefined;
    if (lines.length > 0) {
      requireLegalData(settings, order.lang);
      const sequence = await takeDocumentSequence(tx, "credit_note");
      const number = formatDocumentNumber(settings["documents.creditNoteNumberPattern"], sequence, now);
      const snapshot = orderSnapshot({
        kind: "credit_note",
        number,
        issuedAt: now,
        order,
        items: [],
        settings,
        only: { lines, shippingCents: 0, vat, discounts },
        refersTo: {
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          cancelsWhole: refundId === undefined,
        },
      });
      document = await storeDocument(tx, {
        snapshot,
        sequence,
        orderId: order.id,
        actor: request.actor,
        refersToId: invoice.id,
        ...(refundId !== undefined ? { refundId } : {}),
      });
      await queueDocumentMail(tx, { document, order, settings });
    }
    if (refundId === undefined) {
      // Cancelled (or corrected): the invoice no longer stands; its mark is the one change allowed.
      await tx.update(orderDocuments).set({ cancelledAt: now }).where(eq(orderDocuments.id, invoice.id));
      if ("reissue" in request && request.reissue) {
        await issueInvoiceLocked(tx, { orderId: order.id, actor: request.actor, now });
      }
    }
    return document ? { document, created: true } : undefined;
  });
}

/**
 * Issues the order's invoice and then a credit note for each refund made before it (a refund
 * that came before the invoice would otherwise be missing from the records).
 */
export async function issueInvoiceWithCredits(
  db: Db,
  input: { orderId: number; actor: Actor; now?: Date },
): Promise<{ document: DocumentSummary; created: boolean }> {
  const result = await issueInvoice(db, input);
  if (result.created) {
    const refunds = await db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, input.orderId))
      .orderBy(asc(orderRefunds.id));
    for (const refund of refunds) {
      await issueCreditNote(db, { orderId: input.orderId, refundId: refund.id, actor: input.actor });
    }
  }
  return result;
}

/**
 * Queues the credit note a refund or a cancellation calls for, inside the transaction of that
 * change — only when the order has an invoice to correct.
 */
export async function queueCreditNote(
  tx: Db,
  orderId: number,
  cause: { refundId: number } | { cancel: true; reissue?: boolean },
): Promise<void> {
  const [invoice] = await tx
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.kind, "invoice"),
        isNull(orderDocuments.cancelledAt),
      ),
    );
  if (!invoice) return;
  const key = "refundId" in cause ? `credit:refund:${cause.refundId}` : `credit:invoice:${invoice.id}`;
  const payload = "refundId" in cause ? { orderId, ...cause } : { orderId, ...cause, invoiceId: invoice.id };
  await enqueueJob(tx, issueCreditNoteJob, payload, { jobKey: key });
}

export const issueCreditNoteJob = defineJob(
  "documents.issue-credit-note",
  z.object({
    orderId: z.number().int().positive(),
    refundId: z.number().int().positive().optional(),
    cancel: z.literal(true).optional(),
    invoiceId: z.number().int().positive().optional(),
    reissue: z.boolean().optional(),
  }),
  async (payload, { db, kickOutbox }) => {
    const actor = { id: null, label: "system" };
    const request =
      payload.refundId !== undefined
        ? { orderId: payload.orderId, refundId: payload.refundId, actor }
        : {
            orderId: payload.orderId,
            cancel: true as const,
            ...(payload.invoiceId !== undefined ? { invoiceId: payload.invoiceId } : {}),
            reissue: payload.reissue ?? false,
            actor,
          };
    await issueCreditNote(db, request);
    kickOutbox?.(); // the credit note's mail (document-mail.ts)
  },
);
