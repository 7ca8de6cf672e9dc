/**
 * The products list as a WooCommerce product CSV (issue 23 item 8): the filtered list (the list's
 * own query: search, filters, sort) in WooCommerce's column names and value forms, written by the
 * one CSV writer (`modules/shared/csv.ts`: quoting, formula starts defused), so the file opens in
 * WooCommerce's importer and our own import reads it back unchanged (csv-import/). Simple and
 * variable products' own rows; variations are not exported yet (docs/back-office/import-export.md).
 * Streamed in batches: a big catalogue never sits in memory at once. Framework-free.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  media,
  productCategories,
  productCategoryLinks,
  type products,
  productTagLinks,
  productTags,
} from "#db/schema/index.ts";
import { mediaUrl } from "../media/storage.ts";
import { CSV_BOM, type CsvCell, csvRecords } from "../shared/csv.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import { filteredProductBatches } from "./admin-list.ts";
import type { ProductListQuery } from "./admin-list-query.ts";
import { editableValues } from "./product-edit.ts";
import { toShopLocal } from "./product-form.ts";

type ProductRow = typeof products.$inferSelect;

/** WooCommerce's export columns, in its order (the ones we have values for). */
export const PRODUCT_CSV_COLUMNS = [
  "ID",
  "Type",
  "SKU",
  "GTIN, UPC, EAN, or ISBN",
  "Name",
  "Published",
  "Is featured?",
  "Visibility in catalog",
  "Short description",
  "Description",
  "Date sale price starts",
  "Date sale price ends",
  "Tax status",
  "Tax class",
  "In stock?",
  "Stock",
  "Low stock amount",
  "Backorders allowed?",
  "Sold individually?",
  "Sale price",
  "Regular price",
  "Categories",
  "Tags",
  "Images",
  "Position",
] as const;

const PUBLISHED = { publish: 1, private: 0, future: -1, draft: -1, trash: -1 } as const;
const price = (cents: number | null) => (cents == null ? "" : (cents / 100).toFixed(2));
/** WooCommerce's list cell: items joined by ", ", a comma inside an item written `\,`. */
const list = (items: readonly string[]) => items.map((i) => i.replace(/,/g, "\\,")).join(", ");
/** WooCommerce writes a line break in a description as `\n` (and a literal `\n` as `\\n`). */
const description = (html: string) => html.replace(/\\n/g, "\\\\n").replace(/\r?\n/g, "\\n");
const saleDate = (d: Date | null) => (d ? toShopLocal(d).replace("T", " ") : "");

type Related = {
  categories: Map<number, string[]>;
  tags: Map<number, string[]>;
  images: Map<number, string>;
};

function productRecord(row: ProductRow, related: Related, origin: string): CsvCell[] {
  const v = editableValues(row);
  const simple = row.type === "simple";
  const imageIds = [row.imageId, ...(row.galleryImageIds ?? [])].filter((id): id is number => id != null);
  const images = imageIds.flatMap((id) => {
    const file = related.images.get(id);
    return file ? [`${origin}${mediaUrl(file)}`] : [];
  });
  return [
    row.id,
    row.type,
    row.sku ?? "",
    row.gtin ?? "",
    row.name,
    PUBLISHED[row.status],
    row.featured,
    row.catalogVisibility,
    description(row.shortDescription),
    description(row.description),
    simple ? saleDate(v.saleFrom) : "",
    simple ? saleDate(v.saleTo) : "",
    "taxable",
    row.taxClass === "reduced" ? "reduced-rate" : "",
    row.stockStatus === "onbackorder" ? "backorder" : row.stockStatus === "instock",
    row.manageStock ? row.stockQuantity : "",
    row.lowStockAmount,
    row.backorders === "notify" ? "notify" : row.backorders === "yes",
    row.maxQuantity === 1,
    simple ? price(v.salePriceCents) : "",
    simple ? price(row.regularPriceCents) : "",
    list(related.categories.get(row.id) ?? []),
    list(related.tags.get(row.id) ?? []),
    list(images),
    row.menuOrder,
  ];
}

async function relatedOf(db: Db, rows: ProductRow[], paths: Map<number, string>): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const categories = new Map<number, string[]>();
  for (const l of await db
    .select({ productId: productCategoryLinks.productId, categoryId: productCategoryLinks.categoryId })
    .from(productCategoryLinks)
    .where(inArray(productCategoryLinks.productId, ids))
    .orderBy(asc(productCategoryLinks.categoryId))) {
    const path = paths.get(l.categoryId);
    if (path) categories.set(l.productId, [...(categories.get(l.productId) ?? []), path]);
  }
  const tags = new Map<number, string[]>();
  for (const t of await db
    .select({ productId: productTagLinks.productId, name: productTags.name })
    .from(productTagLinks)
    .innerJoin(productTags, eq(productTags.id, productTagLinks.tagId))
    .where(inArray(productTagLinks.productId, ids))
    .orderBy(asc(productTags.name))) {
    tags.set(t.productId, [...(tags.get(t.productId) ?? []), t.name]);
  }
  const mediaIds = rows.flatMap((r) => [r.imageId, ...(r.galleryImageIds ?? [])]).filter((id) => id != null);
  const images = new Map<number, string>();
  if (mediaIds.length)
    for (const m of await db
      .select({ id: media.id, file: media.file })
      .from(media)
      .where(inArray(media.id, mediaIds as number[])))
      images.set(m.id, m.file);
  return { categories, tags, images };
}

/** Every category's path from the top: "Kaffee > Espresso". */
async function categoryPaths(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId })
    .from(productCategories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, string>();
  for (const r of rows) {
    const names: string[] = [];
    for (
      let c: typeof r | undefined = r;
      c && names.length < 10;
      c = c.parentId ? byId.get(c.parentId) : undefined
    )
      names.unshift(c.name.replace(/>/g, "›"));
    out.set(r.id, names.join(" > "));
  }
  return out;
}

/** The CSV text, chunk by chunk: BOM and header, then one chunk per batch of products. */
export async function* productsCsv(db: Db, query: ProductListQuery, origin: string): AsyncGenerator<string> {
  yield CSV_BOM + csvRecords([[...PRODUCT_CSV_COLUMNS]]);
  const paths = await categoryPaths(db);
  for await (const batch of filteredProductBatches(db, query)) {
    const related = await relatedOf(db, batch, paths);
    yield csvRecords(batch.map((row) => productRecord(row, related, origin)));
  }
}

/** `produkte-2026-11-28.csv` (the Berlin date of the export). */
export function productsCsvFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(now);
  return `produkte-${day}.csv`;
}
