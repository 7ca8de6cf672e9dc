import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { media } from "./content.ts";
import { jsonb } from "./jsonb.ts";

/**
 * Products and variations share one id space, as WordPress posts do: a client may send a
 * variation id as `product_id` and the wire layer can tell which one it is.
 */
export const catalogItemIdSeq = pgSequence("catalog_item_id_seq");
const catalogItemId = () => integer().primaryKey().default(sql`nextval('catalog_item_id_seq')`);

/** WordPress's post statuses for products; only "publish" is shown in the shop. */
export type ProductStatus = "publish" | "future" | "draft" | "private" | "trash";
export type Backorders = "no" | "notify" | "yes";
/** WooCommerce's catalogue visibility: where the product is listed (its page is reachable in every case). */
export type CatalogVisibility = "visible" | "catalog" | "search" | "hidden";

export type ProductAttribute = { name: string; slug: string; options: string[]; variation: boolean };

export const products = pgTable(
  "products",
  {
    id: catalogItemId(),
    slug: text().notNull().unique(),
    type: text().$type<"simple" | "variable">().notNull().default("simple"),
    status: text().$type<ProductStatus>().notNull().default("publish"),
    name: text().notNull(),
    /** The English title (the `/en/` storefront falls back to the German one). */
    nameEn: text(),
    shortDescription: text().notNull().default(""),
    description: text().notNull().default(""),
    /** The English descriptions (rich text, sanitised); "" → the `/en/` shop shows the German ones. */
    shortDescriptionEn: text().notNull().default(""),
    descriptionEn: text().notNull().default(""),
    sku: text().unique(),
    /** GTIN/EAN (8, 12, 13 or 14 digits with a valid check digit), unique where set. */
    gtin: text(),
    /** Gross prices (incl. VAT) in integer cents; variable products keep theirs on the variations. */
    regularPriceCents: integer(),
    /** The sale price in effect now (what the shop charges); the schedule job keeps it in step. */
    salePriceCents: integer(),
    /** The sale price the owner set, and its window (either end open). */
    plannedSalePriceCents: integer(),
    saleFrom: timestamp({ withTimezone: true }),
    saleTo: timestamp({ withTimezone: true }),
    taxClass: text().$type<"standard" | "reduced">().notNull().default("standard"),
    stockStatus: text().$type<"instock" | "outofstock" | "onbackorder">().notNull().default("instock"),
    manageStock: boolean().notNull().default(false),
    stockQuantity: integer(),
    backorders: text().$type<Backorders>().notNull().default("no"),
    lowStockAmount: integer(),
    minQuantity: integer().notNull().default(1),
    /** A multi-purpose gift voucher (migration 0047): sold without VAT, one code per paid unit. */
    giftVoucher: boolean().notNull().default(false),
    maxQuantity: integer(),
    /** Net quantity for the unit price (Grundpreis): e.g. 250 g sold, price shown per 1 kg. */
    netQuantity: numeric({ precision: 12, scale: 3 }),
    netUnit: text().$type<"g" | "kg" | "ml" | "l" | "Stk">(),
    unitReference: numeric({ precision: 12, scale: 3 }),
    deliveryTime: text(),
    /** Weight in kg (0–1000, up to grams), shown under "Zusätzliche Informationen". */
    weight: numeric({ precision: 8, scale: 3 }),
    /** Status "future" (Geplant): the job runner publishes the product at this moment. */
    publishAt: timestamp({ withTimezone: true }),
    featured: boolean().notNull().default(false),
    catalogVisibility: text().$type<CatalogVisibility>().notNull().default("visible"),
    menuOrder: integer().notNull().default(0),
    totalSales: integer().notNull().default(0),
    averageRating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    ratingCount: integer().notNull().default(0),
    imageId: integer().references(() => media.id, { onDelete: "set null" }),
    galleryImageIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The media items the descriptions show (product-content.ts keeps it; media usage reads it). */
    contentMediaIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    attributes: jsonb().$type<ProductAttribute[]>().notNull().default([]),
    /** Lowest and highest current price over the product (or its variations), kept for sorting. */
    sortPriceCents: integer(),
    maxPriceCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency: each owner save names the version it was based on. */
    version: integer().notNull().default(1),
    /** In the trash since (status is then "trash"); restoring puts back the status before. */
    trashedAt: timestamp({ withTimezone: true }),
    statusBeforeTrash: text().$type<Exclude<ProductStatus, "trash">>(),
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
    /** The sale price in effect now (what the shop charges); the schedule job keeps it in step. */
    salePriceCents: integer(),
    /** The sale price the owner set, and its window (either end open; migration 0048). */
    plannedSalePriceCents: integer(),
    saleFrom: timestamp({ withTimezone: true }),
    saleTo: timestamp({ withTimezone: true }),
    stockStatus: text().$type<"instock" | "outofstock" | "onbackorder">().notNull().default("instock"),
    manageStock: boolean().notNull().default(false),
    stockQuantity: integer(),
    netQuantity: numeric({ precision: 12, scale: 3 }),
    imageId: integer().references(() => media.id, { onDelete: "set null" }),
    menuOrder: integer().notNull().default(0),
    /** A disabled variation is kept for the owner but neither shown nor sold (WooCommerce's "private"). */
    enabled: boolean().notNull().default(true),
  },
  (t) => [index("product_variations_product_idx").on(t.productId)],
);

/**
 * Global attributes (WooCommerce's `pa_*`, e.g. Größe, Mahlgrad) and their terms. A product lists
 * its attributes in `products.attributes`; an entry whose slug is a row's slug is that attribute.
 */
export const productAttributes = pgTable("product_attributes", {
  id: serial().primaryKey(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  menuOrder: integer().notNull().default(0),
});

export const productAttributeTerms = pgTable(
  "product_attribute_terms",
  {
    id: serial().primaryKey(),
    attributeId: integer()
      .notNull()
      .references(() => productAttributes.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    menuOrder: integer().notNull().default(0),
  },
  (t) => [unique("product_attribute_terms_slug_unique").on(t.attributeId, t.slug)],
);

/** Permanent redirects (301) of paths no route answers any more, e.g. a product's old slug. */
export const redirects = pgTable("redirects", {
  fromPath: text().primaryKey(),
  toPath: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Migration 0038: the redirects screen addresses a row by id. */
  id: bigserial({ mode: "number" }).notNull().unique("redirects_id_idx"),
  source: text().$type<RedirectSource>().notNull().default("slug"),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
/** Where a redirect came from: a product's slug change, the owner by hand, an import. */
export type RedirectSource = "slug" | "manual" | "import";

export const productCategories = pgTable(
  "product_categories",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** The parent category (migration 0037: a real reference; deleting a parent moves its children up first). */
    parentId: integer().references((): AnyPgColumn => productCategories.id, { onDelete: "restrict" }),
    menuOrder: integer().notNull().default(0),
    imageId: integer().references(() => media.id, { onDelete: "set null" }),
    /** Bumped by each owner write (back office, REST): a stale save is refused. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index("product_categories_parent_idx").on(t.parentId, t.menuOrder),
    check("product_categories_not_own_parent", sql`${t.parentId} <> ${t.id}`),
  ],
);

export const productTags = pgTable("product_tags", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  version: integer().notNull().default(1),
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
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index().on(t.categoryId, t.productId)],
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
