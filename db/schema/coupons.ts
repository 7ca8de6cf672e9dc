import { sql } from "drizzle-orm";
import {
  boolean,
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
import { jsonb } from "./jsonb.ts";
import { orders } from "./orders.ts";
import { users } from "./system.ts";

export type DiscountType = "percent" | "fixed_cart" | "fixed_product";
export type CouponStatus = "publish" | "draft" | "trash";

/** A coupon (migration 0041), WooCommerce's model; `code` lower-cased and trimmed. */
export const coupons = pgTable(
  "coupons",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    description: text().notNull().default(""),
    discountType: text().$type<DiscountType>().notNull(),
    /** Cents for the fixed types, hundredths of a percent for percent (1000 = 10 %). */
    amount: integer().notNull().default(0),
    freeShipping: boolean().notNull().default(false),
    minimumCents: integer(),
    maximumCents: integer(),
    productIds: integer().array().notNull().default(sql`'{}'`),
    excludedProductIds: integer().array().notNull().default(sql`'{}'`),
    categoryIds: integer().array().notNull().default(sql`'{}'`),
    excludedCategoryIds: integer().array().notNull().default(sql`'{}'`),
    usageLimit: integer(),
    usageLimitPerUser: integer(),
    usageCount: integer().notNull().default(0),
    validFrom: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    individualUse: boolean().notNull().default(false),
    status: text().$type<CouponStatus>().notNull().default("publish"),
    statusBeforeTrash: text().$type<Exclude<CouponStatus, "trash">>(),
    trashedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_unique").on(t.code),
    index("coupons_admin_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    check("coupons_code_check", sql`${t.code} = lower(btrim(${t.code})) and ${t.code} <> ''`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/** The coupons a cart holds. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
);

/** The discount of one coupon at one VAT rate: gross and the VAT it contains. */
export type DiscountAtRate = { rateBp: number; grossCents: number; vatCents: number };

/** A coupon as an order used it (the code kept after the coupon is gone). */
export const orderCoupons = pgTable(
  "order_coupons",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    couponId: integer().references(() => coupons.id, { onDelete: "set null" }),
    code: text().notNull(),
    discountCents: integer().notNull(),
    byRate: jsonb().$type<DiscountAtRate[]>().notNull().default([]),
    freeShipping: boolean().notNull().default(false),
  },
  (t) => [index("order_coupons_order_idx").on(t.orderId)],
);

/** Each use of a coupon by an order. */
export const couponUsages = pgTable(
  "coupon_usages",
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.couponId, t.orderId),
    index("coupon_usages_customer_idx").on(t.couponId, sql`lower(${t.email})`),
  ],
);
