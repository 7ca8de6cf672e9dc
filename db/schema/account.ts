import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./system.ts";

/**
 * A customer's billing and shipping address (one row each), with WooCommerce's fields. The
 * checkout fills its `billing_*` / `shipping_*` fields from here.
 */
export const userAddresses = pgTable(
  "user_addresses",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<"billing" | "shipping">().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text().notNull().default(""),
    /** Street and house number. */
    address1: text("address_1").notNull(),
    postcode: text().notNull(),
    city: text().notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull().default("DE"),
    phone: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    // The customers list searches name, postcode and city (migration 0022).
    index("user_addresses_search_trgm_idx").using(
      "gin",
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.postcode} || ' ' || ${t.city}) gin_trgm_ops`,
    ),
    check("user_addresses_kind", sql`${t.kind} in ('billing', 'shipping')`),
  ],
);

/**
 * Lost-password links. Only the SHA-256 of the random token is stored; a token is valid for an
 * hour and used at most once (`used_at` is set in the same statement that accepts it).
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/**
 * Invitations of owners (Settings II, migration 0060): an administrator invites an address with a
 * role; the mail's link (only its SHA-256 here) sets the password and creates the account, once,
 * before `expires_at`. A used invitation is kept (`used_at`, `user_id`) so a second use can be
 * told apart from an unknown or expired link.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    role: text().$type<"shop_manager" | "administrator">().notNull(),
    displayName: text().notNull().default(""),
    tokenHash: text().notNull().unique(),
    invitedBy: integer().references(() => users.id, { onDelete: "set null" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("user_invitations_role_check", sql`${t.role} IN ('shop_manager', 'administrator')`),
    uniqueIndex("user_invitations_open_email_idx").on(sql`lower(${t.email})`).where(sql`${t.usedAt} IS NULL`),
  ],
);

/**
 * Fixed-window counters shared by every app process (login failures, lost-password requests).
 * `key` is a SHA-256 of what is counted (an e-mail address, an IP), never the value itself.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text().notNull(),
    key: text().notNull(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index().on(t.resetAt)],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;

/**
 * Per account: order count, total spent (orders but cancelled, failed, refunded) and the name the
 * customers list sorts by. Kept by triggers on orders, users and user_addresses (migration 0022),
 * never written by the application: sorting 100,000 customers walks these indexes.
 */
export const customerStats = pgTable(
  "customer_stats",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ordersCount: integer().notNull().default(0),
    spentCents: bigint({ mode: "number" }).notNull().default(0),
    sortName: text().notNull().default(""),
  },
  (t) => [
    index("customer_stats_orders_idx").on(t.ordersCount.desc(), t.userId.desc()),
    index("customer_stats_spent_idx").on(t.spentCents.desc(), t.userId.desc()),
    index("customer_stats_name_idx").on(t.sortName, t.userId),
  ],
);
