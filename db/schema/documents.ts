/**
 * Issued documents (migration 0029): invoices and credit notes with their gapless numbers. The
 * stored PDF is what the customer got; a trigger refuses any change but an invoice's
 * cancellation mark (set once, by the credit note that cancels it).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { jsonb } from "./jsonb.ts";
import { type LegalTextKind, orderRefunds, orders } from "./orders.ts";

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export type DocumentKind = "invoice" | "credit_note";

/** One row per number range; `next_value` is taken and incremented in the issuing transaction. */
export const documentCounters = pgTable("document_counters", {
  range: text().primaryKey(),
  nextValue: bigint({ mode: "number" }).notNull(),
});

export const orderDocuments = pgTable(
  "order_documents",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text().$type<DocumentKind>().notNull(),
    number: text().notNull(),
    sequence: bigint({ mode: "number" }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A credit note: the invoice it corrects. */
    refersToId: integer(),
    /** A credit note for a refund: that refund. */
    refundId: integer().references(() => orderRefunds.id, { onDelete: "restrict" }),
    /** What the PDF shows, as data (modules/documents/snapshot.ts), for exports and the e-invoice. */
    snapshot: jsonb().notNull(),
    pdf: bytea().notNull(),
    sha256: text().notNull(),
    issuedBy: text().notNull(),
    /** An invoice cancelled by a credit note (a corrected invoice may follow). */
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_documents_number_idx").on(t.kind, t.number),
    uniqueIndex("order_documents_sequence_idx").on(t.kind, t.sequence),
    index("order_documents_order_idx").on(t.orderId, t.id),
    index("order_documents_issued_idx").on(t.issuedAt, t.id),
    uniqueIndex("order_documents_current_invoice_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.cancelledAt} is null`),
    uniqueIndex("order_documents_refund_idx").on(t.refundId).where(sql`${t.refundId} is not null`),
    uniqueIndex("order_documents_cancellation_idx")
      .on(t.refersToId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is null`),
    check("order_documents_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);

export type OrderDocumentRow = typeof orderDocuments.$inferSelect;

/**
 * The AGB and the Widerrufsbelehrung as they were when the order was placed (migration 0030,
 * § 312f BGB): one PDF per order and kind, never changed (a trigger refuses it).
 */
export const orderLegalTexts = pgTable(
  "order_legal_texts",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text().$type<LegalTextKind>().notNull(),
    title: text().notNull(),
    pdf: bytea().notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_legal_texts_order_kind_idx").on(t.orderId, t.kind)],
);
