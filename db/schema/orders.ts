import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { jsonb } from "./jsonb.ts";
import { users } from "./system.ts";

/** A mail's own headers besides To (mail_outbox.headers). */
export type MailHeaders = {
  replyTo?: string[];
  cc?: string[];
  bcc?: string[];
  from?: { name?: string; address?: string };
};

/** What an outbox mail attaches: a reference the worker loads when it sends (migration 0030). */
export type MailAttachmentSource =
  | { document: number }
  | { legalText: { orderId: number; kind: LegalTextKind } }
  /** A form upload (form_uploads.id), read from the uploads directory when sent. */
  | { formUpload: number }
  /** A small text made with the mail (a submission's CSV), stored in the row itself. */
  | { text: string };
export type LegalTextKind = "terms" | "withdrawal";
export type MailAttachment = { filename: string; contentType: string; source: MailAttachmentSource };

export type OrderStatus =
  | "pending"
  | "on-hold"
  | "processing"
  | "completed"
  | "cancelled"
  | "refunded"
  | "failed";

/** A postal address as the order keeps it (a copy: later edits of the account do not change it). */
export type OrderAddress = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
};

/**
 * An order. The order number shown to customers is the id (as WooCommerce does); the order key
 * (`wc_order_…`, random) guards the guest pages. `checkout_token` makes placing an order
 * idempotent: a double click or a retry after a crash finds the order its first attempt made.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    orderKey: text().notNull().unique(),
    checkoutToken: text().unique(),
    status: text().$type<OrderStatus>().notNull(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The session that placed it (sessions keep only a hash of their cookie): a retry proves ownership. */
    sessionId: text(),
    lang: text().$type<"de" | "en">().notNull().default("de"),
    email: text().notNull(),
    billing: jsonb().$type<OrderAddress>().notNull(),
    /** Null: delivered to the billing address. */
    shipping: jsonb().$type<OrderAddress>(),
    customerNote: text().notNull().default(""),
    paymentMethod: text().notNull(),
    shippingMethod: text().notNull(),
    /** The carrier the shipping method named when the order was placed (migration 0025); empty: pickup, or an older order (the shop's). */
    shippingCarrier: text().notNull().default(""),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull(),
    /** What coupons took off the goods (migration 0041); total = subtotal + shipping − discount. */
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** Paid with gift vouchers (migration 0047): a payment, not a discount; amount due = total − voucher. */
    voucherCents: integer().notNull().default(0),
    /** VAT contained, per rate in basis points. */
    vat: jsonb().$type<{ rateBp: number; cents: number }[]>().notNull(),
    /** SEPA direct debit: the IBAN only encrypted (AES-256-GCM, bound to the order key) plus its last 4. */
    sepaHolder: text(),
    sepaIbanEncrypted: text(),
    sepaIbanLast4: text(),
    sepaBic: text(),
    mandateReference: text().unique(),
    mandateAcceptedAt: timestamp({ withTimezone: true }),
    /** When the customer accepted terms and withdrawal policy (the server refuses an order without). */
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    /** Consent to pass e-mail and phone to the carrier (shipping service provider paragraph). */
    carrierConsent: boolean().notNull().default(false),
    /** `wc_order_attribution_*` fields without the prefix, plus device_type; untrusted input, cleaned. */
    attribution: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Stock was taken for the items; cancelling gives it back once. */
    stockReduced: boolean().notNull().default(true),
    paidAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every owner change (migration 0018): a save against an older one is refused. */
    version: integer().notNull().default(1),
    /** Shipment tracking, entered when the owner completes the order (migration 0021). */
    trackingCarrier: text(),
    trackingNumber: text(),
    /** When the owner handled a declared withdrawal (cancel, refund, or "Widerruf bearbeitet"). */
    withdrawalHandledAt: timestamp({ withTimezone: true }),
    /** A business customer's VAT ID and buyer reference (Leitweg-ID) as entered (migration 0024). */
    vatId: text(),
    buyerReference: text(),
    /** The country whose VAT was charged: DE, or the customer's under the one-stop shop (OSS). */
    taxCountry: text().notNull().default("DE"),
    /** EU reverse charge: a business customer in another EU country with a VAT ID; no VAT charged. */
    reverseCharge: boolean().notNull().default(false),
    /** The owner marked the VAT ID as invalid (no online VIES check). */
    vatIdFlaggedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    // The back office's orders list (migration 0023; the search expression is ORDER_SEARCH_SQL).
    index("orders_search_trgm_idx").using(
      "gin",
      sql`(lower(coalesce(${t.billing}->>'firstName', '') || ' ' || coalesce(${t.billing}->>'lastName', '') || ' ' || ${t.email} || ' ' || coalesce(${t.billing}->>'postcode', '') || ' ' || coalesce(${t.billing}->>'company', ''))) gin_trgm_ops`,
    ),
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_total_idx").on(t.totalCents, t.id),
    index("orders_customer_name_idx").on(
      sql`lower(coalesce(${t.billing}->>'lastName', ''))`,
      sql`lower(coalesce(${t.billing}->>'firstName', ''))`,
      t.id,
    ),
    index("orders_status_withdrawn_idx").on(t.status, t.withdrawnAt),
    index("orders_status_newest_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // Guest orders with a customer's e-mail (GDPR export and erasure, migration 0022).
    index("orders_email_idx").on(sql`lower(${t.email})`),
    check(
      "orders_status",
      sql`${t.status} in ('pending','on-hold','processing','completed','cancelled','refunded','failed')`,
    ),
    check(
      "orders_totals",
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} - ${t.discountCents}`,
    ),
    check("orders_voucher_within_total", sql`${t.voucherCents} <= ${t.totalCents}`),
  ],
);

/** The lines of an order: copies of name, SKU and price at the time of the order. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** No foreign key: an order outlives a deleted product. */
    productId: integer().notNull(),
    variationId: integer(),
    name: text().notNull(),
    sku: text(),
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    quantity: integer().notNull(),
    unitCents: integer().notNull(),
    totalCents: integer().notNull(),
    vatRateBp: integer().notNull(),
    /** The line sold gift vouchers (migration 0047): no VAT, one code per unit once paid. */
    giftVoucher: boolean().notNull().default(false),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity", sql`${t.quantity} > 0`),
  ],
);

/** What happened to an order (status changes, withdrawal, mails), for the owner and the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    note: text().notNull(),
    /** Shown to the customer on the order page. */
    customerVisible: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId)],
);

/**
 * Mails waiting to be sent. Written in the same transaction as what causes them (an order), so
 * none is lost; `dedupe_key` keeps one mail per cause; a worker claims due rows with a lease,
 * sends, and marks them sent (failures are retried with back-off).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    dedupeKey: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Reply-To, Cc, Bcc and an own sender (form e-mail actions); null for the shop's own mails. */
    headers: jsonb().$type<MailHeaders>(),
    attachments: jsonb().$type<MailAttachment[]>(),
    /** The dedupe key of a mail this one waits for while that one is pending (never overtakes it). */
    afterKey: text(),
    status: text().$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_idx").on(t.dedupeKey),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Money given back for an order (whole or chosen lines); `idempotency_key` makes a retried form act once. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer().notNull(),
    reason: text().notNull().default(""),
    idempotencyKey: text().notNull().unique(),
    actorLabel: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    check("order_refunds_amount_cents_check", sql`${t.amountCents} > 0`),
  ],
);

/** The lines a refund names: quantity and money per order line, and whether the goods went back to stock. */
export const orderRefundLines = pgTable(
  "order_refund_lines",
  {
    id: serial().primaryKey(),
    refundId: integer()
      .notNull()
      .references(() => orderRefunds.id, { onDelete: "cascade" }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    amountCents: integer().notNull(),
    restock: boolean().notNull().default(false),
  },
  (t) => [
    index("order_refund_lines_refund_idx").on(t.refundId),
    check("order_refund_lines_quantity_check", sql`${t.quantity} >= 0`),
    check("order_refund_lines_amount_cents_check", sql`${t.amountCents} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
