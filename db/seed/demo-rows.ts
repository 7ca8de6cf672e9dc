/** Demo products → table rows (pure). */
import type { products, productVariations } from "../schema/index.ts";
import { type DemoProduct, priceRange } from "./demo-catalog.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The products row; `index` is the catalogue position, `now` the seed time (ms). */
export function productValues(
  p: DemoProduct,
  index: number,
  now: number,
  imageId: number | undefined,
  galleryImageIds: number[],
): typeof products.$inferInsert {
  const { min, max } = priceRange(p);
  // Spread over the past months (plus a few hours, so no two share a timestamp).
  const createdAt = new Date(now - p.ageDays * DAY_MS - (index % 7) * 3_600_000);
  return {
    slug: p.slug,
    type: p.type,
    name: p.name,
    shortDescription: p.shortDescription,
    description: p.description,
    sku: p.sku,
    regularPriceCents: p.type === "variable" ? null : (p.regularPriceCents ?? null),
    salePriceCents: p.type === "variable" ? null : (p.salePriceCents ?? null),
    taxClass: p.taxClass,
    stockStatus: p.stockStatus ?? "instock",
    manageStock: p.manageStock ?? false,
    stockQuantity: p.manageStock ? (p.stockQuantity ?? 0) : null,
    minQuantity: p.minQuantity ?? 1,
    giftVoucher: p.giftVoucher ?? false,
    maxQuantity: p.maxQuantity ?? null,
    netQuantity: p.netQuantity ?? null,
    netUnit: p.netUnit ?? null,
    unitReference: p.unitReference ?? null,
    deliveryTime: p.deliveryTime ?? null,
    featured: p.featured ?? false,
    menuOrder: index + 1,
    totalSales: p.totalSales,
    averageRating: p.averageRating,
    ratingCount: p.ratingCount,
    imageId: imageId ?? null,
    galleryImageIds,
    attributes: p.attributes ?? [],
    sortPriceCents: min,
    maxPriceCents: max,
    createdAt,
    updatedAt: createdAt,
  };
}

export function variationValues(
  p: DemoProduct,
  productId: number,
): (typeof productVariations.$inferInsert)[] {
  return (p.variations ?? []).map((v, i) => ({
    productId,
    sku: v.sku,
    attributes: v.attributes,
    regularPriceCents: v.regularPriceCents,
    salePriceCents: v.salePriceCents ?? null,
    stockStatus: v.stockStatus,
    manageStock: v.manageStock,
    stockQuantity: v.manageStock ? (v.stockQuantity ?? 0) : null,
    netQuantity: v.netQuantity ?? null,
    menuOrder: i + 1,
  }));
}
