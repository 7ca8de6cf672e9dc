/**
 * Issuing documents. An invoice is issued once per order (a second request returns the one
 * there is) in one transaction with the order row locked: the number taken from its range, the
 * snapshot, the PDF, an order note and the audit entry. Missing legal data blocks issuing with
 * the missing fields named. Issued documents are never changed (migration 0029's trigger).
 */

import { createHash } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type OrderDocumentRow, orderDocuments } from "#db/schema/documents.ts";
import { orders } from "#db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { loadOrderCoupons } from "../coupons/order-coupons.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { legalData } from "../legal/legal-data.ts";
import { loadLabelledOrderItems } from "../orders/item-attributes.ts";
import type { Settings } from "../settings/definitions.ts";
import { getSettings } from "../settings/store.ts";
import { loadOrderVouchers } from "../vouchers/order-vouchers.ts";
import { takeDocumentSequence } from "./counter.ts";
import { queueDocumentMail } from "./document-mail.ts";
import { facturXPdf } from "./einvoice/generate.ts";
import { formatDocumentNumber } from "./number-pattern.ts";
import { type DocumentSnapshot, missingInvoiceFields, orderSnapshot } from "./snapshot.ts";
import "../i18n/messages-documents.ts";

export class DocumentError extends Error {
  readonly code: "legal_missing" | "not_invoiceable" | "no_invoice" | "not_found";
  readonly missing: string[];
  constructor(code: DocumentError["code"], message: string, missing: string[] = []) {
    super(message);
    this.code = code;
    this.missing = missing;
  }
}

export type DocumentSummary = Pick<
  OrderDocumentRow,
  "id" | "orderId" | "kind" | "number" | "issuedAt" | "issuedBy" | "refersToId" | "cancelledAt" | "sha256"
>;

const SUMMARY = {
  id: orderDocuments.id,
  orderId: orderDocuments.orderId,
  kind: orderDocuments.kind,
  number: orderDocuments.number,
  issuedAt: orderDocuments.issuedAt,
  issuedBy: orderDocuments.issuedBy,
  refersToId: orderDocuments.refersToId,
  cancelledAt: orderDocuments.cancelledAt,
  sha256: orderDocuments.sha256,
};

/** The order's current invoice, if any (not cancelled by a credit note). */
export async function currentInvoice(db: Db, orderId: number): Promise<DocumentSummary | undefined> {
  const [row] = await db
    .select(SUMMARY)
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.kind, "invoice"),
        isNull(orderDocuments.cancelledAt),
      ),
    );
  return row;
}

/**
 * Issues the order's invoice inside `tx`, which must hold the order row's lock (FOR UPDATE).
 * Returns the existing one when there is one.
 */
export async function issueInvoiceLocked(
  tx: Db,
  input: { orderId: number; actor: Actor; lang?: Lang; now?: Date },
): Promise<{ document: DocumentSummary; created: boolean }> {
  const existing = await currentInvoice(tx, input.orderId);
  if (existing) return { document: existing, created: false };
  const lang = input.lang ?? "de";
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new DocumentError("not_found", "order not found");
  if (order.status === "cancelled" || order.status === "failed" || order.status === "pending") {
    throw new DocumentError("not_invoiceable", translate(lang, "document.error.notInvoiceable"));
  }
  const settings = await getSettings(tx);
  requireLegalData(settings, lang);
  const now = input.now ?? new Date();
  const sequence = await takeDocumentSequence(tx, "invoice");
  const number = formatDocumentNumber(settings["documents.invoiceNumberPattern"], sequence, now);
  // One after the other: a transaction's one connection runs one statement at a time.
  const items = await loadLabelledOrderItems(tx, order.id);
  const coupons = await loadOrderCoupons(tx, order.id);
  const vouchers = await loadOrderVouchers(tx, order.id);
  const snapshot = orderSnapshot({
    kind: "invoice",
    number,
    issuedAt: now,
    order,
    items,
    settings,
    coupons,
    vouchers: vouchers.map((v) => ({ code: v.code, cents: v.amountCents })),
  });
  const document = await storeDocument(tx, { snapshot, sequence, orderId: order.id, actor: input.actor });
  await queueDocumentMail(tx, { document, order, settings });
  return { document, created: true };
}

/** Refuses to issue while the seller's legal data lacks what § 14 UStG requires, naming it. */
export function requireLegalData(settings: Settings, lang: Lang): void {
  const missing = missingInvoiceFields(legalData(settings));
  if (missing.length > 0) {
    throw new DocumentError(
      "legal_missing",
      translate(lang, "document.error.legalMissing", { fields: missing.join(", ") }),
      missing,
    );
  }
}

/**
 * Draws, stores and records an issued document inside `tx` (the audit entry; the order page lists
 * documents in its own card, so no order note repeats it).
 */
export async function storeDocument(
  tx: Db,
  input: {
    snapshot: DocumentSnapshot;
    sequence: number;
    orderId: number;
    actor: Actor;
    refersToId?: number;
    refundId?: number;
  },
): Promise<DocumentSummary> {
  const { snapshot } = input;
  const kind = snapshot.kind === "credit_note" ? "credit_note" : "invoice";
  const number = snapshot.number ?? "";
  // Invoices and credit notes are Factur-X: the XML rides inside the PDF (issue 22, item 4).
  const pdf = await facturXPdf(snapshot, await renderDocumentPdf(snapshot));
  const [row] = await tx
    .insert(orderDocuments)
    .values({
      orderId: input.orderId,
      kind,
      number,
      sequence: input.sequence,
      issuedAt: new Date(snapshot.issuedAt),
      refersToId: input.refersToId ?? null,
      refundId: input.refundId ?? null,
      snapshot,
      pdf,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      issuedBy: input.actor.label,
    })
    .returning(SUMMARY);
  await recordAudit(tx, {
    actor: input.actor,
    entity: "order",
    entityId: input.orderId,
    action: "document",
    changes: { [kind]: { from: null, to: number } },
  });
  return row!;
}

/** Issues the order's invoice (or returns the one there is), in a transaction of its own. */
export function issueInvoice(
  db: Db,
  input: { orderId: number; actor: Actor; lang?: Lang; now?: Date },
): Promise<{ document: DocumentSummary; created: boolean }> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!locked) throw new DocumentError("not_found", "order not found");
    return issueInvoiceLocked(tx, input);
  });
}

export function listOrderDocuments(db: Db, orderId: number): Promise<DocumentSummary[]> {
  return db
    .select(SUMMARY)
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.id));
}

/** A document's stored PDF, only for the order it belongs to. */
export async function documentPdf(
  db: Db,
  orderId: number,
  documentId: number,
): Promise<{ number: string; kind: OrderDocumentRow["kind"]; pdf: Uint8Array } | undefined> {
  const [row] = await db
    .select({ number: orderDocuments.number, kind: orderDocuments.kind, pdf: orderDocuments.pdf })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)));
  return row;
}

/**
 * The PDF renderer (pdf-lib, fontkit, brotli and the fonts) is loaded with a process's first
 * document, not at start: the server's idle heap carried its ~2.5 MB of module sources and code
 * (docs/benchmarks.md).
 */
async function renderDocumentPdf(snapshot: DocumentSnapshot): Promise<Uint8Array> {
  return (await import("./pdf.ts")).renderDocumentPdf(snapshot);
}

/** The delivery note (no number, no prices), drawn from the order as it is now. */
export async function deliveryNotePdf(db: Db, orderId: number): Promise<Uint8Array | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await loadLabelledOrderItems(db, orderId);
  const settings = await getSettings(db);
  return renderDocumentPdf(
    orderSnapshot({ kind: "delivery_note", number: null, issuedAt: new Date(), order, items, settings }),
  );
}
