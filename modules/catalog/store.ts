/** Catalogue reads. The only file in the module that queries the database. */
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  media,
  type ProductStatus,
  productCategories,
  productCategoryLinks,
  products,
  productTagLinks,
  productTags,
  productVariations,
} from "#db/schema/index.ts";
import { mediaUrl, ORIGINAL_SIZE } from "../media/storage.ts";
import type { Orderby } from "./constants.ts";
import type { ImageRef, ProductCard, ProductDetail, TermRef } from "./types.ts";

type MediaRow = typeof media.$inferSelect;

export function toImageRef(row: MediaRow | null | undefined): ImageRef | null {
  if (!row) return null;
  const srcset = Object.entries(row.sizes)
    // The original is the uploaded file (any format, any size), not a rendition to offer; square
    // thumbnails are crops, not candidates.
    .filter(([name, s]) => name !== ORIGINAL_SIZE && (s.width !== s.height || s.width > 300))
    .map(([, s]) => s)
    .map((s) => ({ url: mediaUrl(s.file), width: s.width }))
    .sort((a, b) => a.width - b.width);
  return { id: row.id, url: mediaUrl(row.file), alt: row.alt, width: row.width, height: row.height, srcset };
}

const ORDER_SQL: Record<Orderby, SQL[]> = {
  menu_order: [asc(products.menuOrder), asc(products.name)],
  popularity: [desc(products.totalSales), desc(products.id)],
  rating: [desc(products.averageRating), desc(products.ratingCount), desc(products.id)],
  date: [desc(products.createdAt), desc(products.id)],
  price: [sql`${products.sortPriceCents} asc nulls last`, asc(products.name)],
  "price-desc": [sql`${products.maxPriceCents} desc nulls last`, asc(products.name)],
};

/** A variation's current price per reference quantity (null without a net quantity). */
const variationUnitCents = sql`round(coalesce(v.sale_price_cents, v.regular_price_cents) * coalesce(${products.unitReference}, 1) / nullif(v.net_quantity, 0))`;
const unitPriceOverVariations = (agg: "min" | "max") =>
  sql<number | null>`(select ${sql.raw(agg)}(${variationUnitCents})::int from ${productVariations} v
    where v.product_id = ${products.id} and v.enabled and v.stock_status <> 'outofstock')`;

const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  shortDescription: products.shortDescription,
  // A variable product's own price (kept for a switch back to simple) is not shown: its range is.
  regularPriceCents: sql<
    number | null
  >`case when ${products.type} = 'variable' then null else ${products.regularPriceCents} end`,
  salePriceCents: sql<
    number | null
  >`case when ${products.type} = 'variable' then null else ${products.salePriceCents} end`,
  minPriceCents: products.sortPriceCents,
  maxPriceCents: products.maxPriceCents,
  stockStatus: products.stockStatus,
  stockQuantity: products.stockQuantity,
  manageStock: products.manageStock,
  minQuantity: products.minQuantity,
  maxQuantity: products.maxQuantity,
  taxClass: products.taxClass,
  netQuantity: products.netQuantity,
  netUnit: products.netUnit,
  unitReference: products.unitReference,
  deliveryTime: products.deliveryTime,
  minUnitPriceCents: unitPriceOverVariations("min"),
  maxUnitPriceCents: unitPriceOverVariations("max"),
  averageRating: products.averageRating,
  ratingCount: products.ratingCount,
};

type CardRow = { [K in keyof typeof cardColumns]: unknown } & { image: MediaRow | null };

function toCard(row: CardRow): ProductCard {
  const { image, averageRating, ...rest } = row;
  return {
    ...(rest as Omit<ProductCard, "image" | "averageRating">),
    averageRating: Number(averageRating),
    image: toImageRef(image),
  };
}

export type ListingFilter = { categorySlug?: string; tagSlug?: string; featured?: boolean; ids?: number[] };

function filterConditions(filter: ListingFilter): SQL[] {
  const conditions: SQL[] = [eq(products.status, "publish")];
  if (filter.categorySlug) {
    // A category lists its own products and those of its sub-categories, at every depth.
    conditions.push(sql`${products.id} in (
      with recursive tree(id) as (
        select id from ${productCategories} where slug = ${filter.categorySlug}
        union
        select c.id from ${productCategories} c join tree on c.parent_id = tree.id)
      select l.product_id from ${productCategoryLinks} l where l.category_id in (select id from tree))`);
  }
  if (filter.tagSlug) {
    conditions.push(sql`${products.id} in (
      select l.product_id from ${productTagLinks} l join ${productTags} t on t.id = l.tag_id
      where t.slug = ${filter.tagSlug})`);
  }
  if (filter.featured) conditions.push(eq(products.featured, true));
  if (filter.ids) conditions.push(inArray(products.id, filter.ids.length ? filter.ids : [-1]));
  // WooCommerce's catalogue visibility: "search only" and "hidden" stay out of the shop's lists
  // (a list of chosen ids, e.g. a shortcode's, shows what it names).
  else conditions.push(inArray(products.catalogVisibility, ["visible", "catalog"]));
  return conditions;
}

export async function listProducts(
  db: Db,
  opts: ListingFilter & { orderby: Orderby; page: number; perPage: number },
): Promise<{ items: ProductCard[]; total: number }> {
  const rows = await db
    .select({ ...cardColumns, image: media, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(media, eq(media.id, products.imageId))
    .where(and(...filterConditions(opts)))
    .orderBy(...ORDER_SQL[opts.orderby])
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  if (rows.length === 0 && opts.page > 1) {
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(...filterConditions(opts)));
    return { items: [], total };
  }
  return { items: rows.map((r) => toCard(r)), total: rows[0]?.total ?? 0 };
}

/**
 * One published product's page; on the English site with its English title and descriptions where
 * it has them. `preview` (an owner's storefront preview) also finds drafts, scheduled and private
 * products — never one in the trash; `status` says which it is.
 */
export async function getProductBySlug(
  db: Db,
  slug: string,
  lang: "de" | "en" = "de",
  opts: { preview?: boolean } = {},
): Promise<(ProductDetail & { status: ProductStatus }) | undefined> {
  const [found] = await db
    .select({
      ...cardColumns,
      nameEn: products.nameEn,
      shortDescriptionEn: products.shortDescriptionEn,
      descriptionEn: products.descriptionEn,
      sku: products.sku,
      weight: products.weight,
      description: products.description,
      attributes: products.attributes,
      galleryImageIds: products.galleryImageIds,
      image: media,
      status: products.status,
    })
    .from(products)
    .leftJoin(media, eq(media.id, products.imageId))
    .where(
      and(
        eq(products.slug, slug),
        opts.preview ? ne(products.status, "trash") : eq(products.status, "publish"),
      ),
    )
    .limit(1);
  if (!found) return undefined;
  const { nameEn, shortDescriptionEn, descriptionEn, status, ...row } = found;
  if (lang === "en" && nameEn) row.name = nameEn;
  // The English descriptions where there are any, else the German ones.
  if (lang === "en" && shortDescriptionEn) row.shortDescription = shortDescriptionEn;
  if (lang === "en" && descriptionEn) row.description = descriptionEn;
  const { sku, weight, description, attributes, galleryImageIds, ...card } = row;

  const [variationRows, galleryRows, categories, tags] = await Promise.all([
    db
      .select({ v: productVariations, image: media })
      .from(productVariations)
      .leftJoin(media, eq(media.id, productVariations.imageId))
      .where(and(eq(productVariations.productId, row.id), eq(productVariations.enabled, true)))
      .orderBy(asc(productVariations.menuOrder), asc(productVariations.id)),
    galleryImageIds.length
      ? db.select().from(media).where(inArray(media.id, galleryImageIds))
      : Promise.resolve([]),
    db
      .select({ id: productCategories.id, slug: productCategories.slug, name: productCategories.name })
      .from(productCategoryLinks)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
      .where(eq(productCategoryLinks.productId, row.id))
      // The owner's order (the first one is the breadcrumb's).
      .orderBy(asc(productCategories.menuOrder), asc(productCategories.name)),
    db
      .select({ id: productTags.id, slug: productTags.slug, name: productTags.name })
      .from(productTagLinks)
      .innerJoin(productTags, eq(productTags.id, productTagLinks.tagId))
      .where(eq(productTagLinks.productId, row.id))
      .orderBy(asc(productTags.name)),
  ]);
  const galleryById = new Map(galleryRows.map((m) => [m.id, m]));
  return {
    ...toCard(card),
    status,
    sku,
    weight: weight === null ? null : String(Number(weight)),
    description,
    attributes,
    gallery: galleryImageIds
      .map((id) => toImageRef(galleryById.get(id)))
      .filter((i): i is ImageRef => i !== null),
    variations: variationRows.map(({ v, image }) => ({
      id: v.id,
      sku: v.sku,
      attributes: v.attributes,
      regularPriceCents: v.regularPriceCents,
      salePriceCents: v.salePriceCents,
      stockStatus: v.stockStatus,
      stockQuantity: v.stockQuantity,
      manageStock: v.manageStock,
      netQuantity: v.netQuantity,
      image: toImageRef(image),
    })),
    categories,
    tags,
  };
}

export async function getCategory(
  db: Db,
  slug: string,
): Promise<(TermRef & { description: string }) | undefined> {
  const [row] = await db
    .select({
      id: productCategories.id,
      slug: productCategories.slug,
      name: productCategories.name,
      description: productCategories.description,
    })
    .from(productCategories)
    .where(eq(productCategories.slug, slug));
  return row;
}

export async function getTag(db: Db, slug: string): Promise<TermRef | undefined> {
  const [row] = await db.select().from(productTags).where(eq(productTags.slug, slug));
  return row;
}

/** Slugs and change dates of everything public, for the sitemap. */
export async function listPublicProductSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.status, "publish"))
    .orderBy(asc(products.id));
}

export async function listCategorySlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: productCategories.slug }).from(productCategories);
  return rows.map((r) => r.slug);
}
