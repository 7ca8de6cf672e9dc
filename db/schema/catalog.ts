import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { media } from "./content.ts";
import { jsonb } from "./jsonb.ts";

/**
 * Products and variations share one id space, as WordPress posts do: a client may send a
 * variation id as `product_id` and the wire layer can tell which one it is.
 */
export const catalogItemIdSeq = pgSequence("catalog_item_id_seq");
const catalogItemId = () => integer().primaryKey().default(sql`nextval('catalog_item_id_seq')`);

export type ProductAttribute = { name: string; slug: string; options: string[]; variation: boolean };

export const products = pgTable(
  "products",
  {
    id: catalogItemId(),
    slug: text().notNull().unique(),
    type: text().$type<"simple" | "variable">().notNull().default("simple"),
    status: text().$type<"publish" | "draft">().notNull().default("publish"),
    name: text().notNull(),
    shortDescription: text().notNull().default(""),
    description: text().notNull().default(""),
    sku: text().unique(),
    /** Gross prices (incl. VAT) in integer cents; variable products keep theirs on the variations. */
    regularPriceCents: integer(),
    salePriceCents: integer(),
    taxClass: text().$type<"standard" | "reduced">().notNull().default("standard"),
    stockStatus: text().$type<"instock" | "outofstock" | "onbackorder">().notNull().default("instock"),
    manageStock: boolean().notNull().default(false),
    stockQuantity: integer(),
    minQuantity: integer().notNull().default(1),
    maxQuantity: integer(),
    /** Net quantity for the unit price (Grundpreis): e.g. 250 g sold, price shown per 1 kg. */
    netQuantity: numeric({ precision: 12, scale: 3 }),
    netUnit: text().$type<"g" | "kg" | "ml" | "l" | "Stk">(),
    unitReference: numeric({ precision: 12, scale: 3 }),
    deliveryTime: text(),
    featured: boolean().notNull().default(false),
    menuOrder: integer().notNull().default(0),
    totalSales: integer().notNull().default(0),
    averageRating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    ratingCount: integer().notNull().default(0),
    imageId: integer().references(() => media.id, { onDelete: "set null" }),
    galleryImageIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    attributes: jsonb().$type<ProductAttribute[]>().notNull().default([]),
    /** Lowest and highest current price over the product (or its variations), kept for sorting. */
    sortPriceCents: integer(),
    maxPriceCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_listing_idx").on(t.status, t.menuOrder, t.name),
    index("products_price_idx").on(t.status, t.sortPriceCents),
    index("products_date_idx").on(t.status, t.createdAt),
  ],
);

export const productVariations = pgTable(
  "product_variations",
  {
    id: catalogItemId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text().unique(),
    /** attribute slug → option value; an empty value means "any". */
    attributes: jsonb().$type<Record<string, string>>().notNull(),
    regularPriceCents: integer().notNull(),
    salePriceCents: integer(),
    stockStatus: text().$type<"instock" | "outofstock" | "onbackorder">().notNull().default("instock"),
    manageStock: boolean().notNull().default(false),
    stockQuantity: integer(),
    netQuantity: numeric({ precision: 12, scale: 3 }),
    imageId: integer().references(() => media.id, { onDelete: "set null" }),
    menuOrder: integer().notNull().default(0),
  },
  (t) => [index("product_variations_product_idx").on(t.productId)],
);

export const productCategories = pgTable("product_categories", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  parentId: integer(),
  menuOrder: integer().notNull().default(0),
  imageId: integer().references(() => media.id, { onDelete: "set null" }),
});

export const productTags = pgTable("product_tags", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const productCategoryLinks = pgTable(
  "product_category_links",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index().on(t.categoryId)],
);

export const productTagLinks = pgTable(
  "product_tag_links",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => productTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index().on(t.tagId)],
);
