import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { carts } from "./cart.ts";
import { orderItems, orders } from "./orders.ts";

export type VoucherStatus = "active" | "void";

/** A multi-purpose gift voucher (migration 0047); `code` upper-cased and trimmed. */
export const giftVouchers = pgTable(
  "gift_vouchers",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    initialCents: integer().notNull(),
    balanceCents: integer().notNull(),
    currency: text().notNull().default("EUR"),
    status: text().$type<VoucherStatus>().notNull().default("active"),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    orderItemId: integer().references(() => orderItems.id, { onDelete: "set null" }),
    unit: integer().notNull().default(1),
    expiresAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    voidedCents: integer().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_vouchers_code_unique").on(t.code),
    uniqueIndex("gift_vouchers_item_unit_unique").on(t.orderItemId, t.unit),
    index("gift_vouchers_order_idx").on(t.orderId),
    index("gift_vouchers_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("gift_vouchers_code_check", sql`${t.code} = upper(btrim(${t.code})) and ${t.code} <> ''`),
  ],
);

export type GiftVoucherRow = typeof giftVouchers.$inferSelect;

/** Each payment with a voucher; `restoredCents`: what a cancellation or refund gave back. */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: serial().primaryKey(),
    voucherId: integer()
      .notNull()
      .references(() => giftVouchers.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text().notNull(),
    amountCents: integer().notNull(),
    restoredCents: integer().notNull().default(0),
    restoredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("voucher_redemptions_order_idx").on(t.orderId),
    unique("voucher_redemptions_voucher_id_order_id_key").on(t.voucherId, t.orderId),
  ],
);

export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;

/** The vouchers a cart holds. */
export const cartVouchers = pgTable(
  "cart_vouchers",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    voucherId: integer()
      .notNull()
      .references(() => giftVouchers.id, { onDelete: "cascade" }),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.voucherId] })],
);
