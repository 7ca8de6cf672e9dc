import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { jsonb } from "./jsonb.ts";
import { sessions, users } from "./system.ts";

/**
 * One cart per session (guests) or per user (signed in). Lines are upserted atomically, so
 * concurrent adds to one cart — from any app process — add up exactly.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial().primaryKey(),
    sessionId: text()
      .unique()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: integer()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("carts_owner", sql`${t.sessionId} is not null or ${t.userId} is not null`)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** WooCommerce's cart_item_key: a hash of product, variation and attributes. */
    key: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer(),
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.key] }),
    index().on(t.productId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
