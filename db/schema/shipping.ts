import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** WooCommerce's method kinds; a rate id is `kind:id` (migration 0025, modules/shipping). */
export type ShippingMethodKind = "flat_rate" | "free_shipping" | "local_pickup";

/**
 * Shipping zones (migration 0025): the first zone by position whose countries (and, if any,
 * postcode patterns) match the delivery address decides the methods. `version` guards the
 * whole shipping configuration against concurrent edits (the screen sends the version it read).
 */
export const shippingZones = pgTable("shipping_zones", {
  id: serial().primaryKey(),
  name: text().notNull(),
  position: integer().notNull(),
  countries: text().array().notNull(),
  /** `20095`, `20*` or `20000...21999`; empty: the whole country. */
  postcodes: text().array().notNull().default(sql`'{}'::text[]`),
  /** Once free shipping applies, methods that cost money are not offered next to it. */
  hidePaidWhenFree: boolean().notNull().default(true),
});

export const shippingMethods = pgTable(
  "shipping_methods",
  {
    /** The rate id's instance number (`flat_rate:1`): kept for the life of the method. */
    id: serial().primaryKey(),
    zoneId: integer()
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    kind: text().$type<ShippingMethodKind>().notNull(),
    position: integer().notNull(),
    /** Flat rate: the gross cost. */
    costCents: integer().notNull().default(0),
    /** Free shipping: from this gross order value (0: always). */
    freeFromCents: integer().notNull().default(0),
    /** The shipping service provider (glossary B9); empty: the shop's (shop.shippingProvider). */
    carrier: text().notNull().default(""),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    index("shipping_methods_zone_idx").on(t.zoneId, t.position),
    check("shipping_methods_kind", sql`${t.kind} in ('flat_rate', 'free_shipping', 'local_pickup')`),
    check("shipping_methods_amounts", sql`${t.costCents} >= 0 and ${t.freeFromCents} >= 0`),
  ],
);

/** One row: the configuration's version, bumped by every owner write (optimistic concurrency). */
export const shippingRevision = pgTable("shipping_revision", {
  id: integer().primaryKey().default(1),
  version: integer().notNull().default(1),
});
