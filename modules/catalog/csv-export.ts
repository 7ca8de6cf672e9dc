/**
 * The products list as a WooCommerce product CSV (issue 23 item 8): the filtered list (the list's
 * own query: search, filters, sort) in WooCommerce's column names and value forms, written by the
 * one CSV writer (`modules/shared/csv.ts`: quoting, formula starts defused), so the file opens in
 * WooCommerce's importer and our own import reads it back unchanged (csv-import/). Simple and
 * variable products, each variable one followed by its variations (`Type` "variation", `Parent`
 * the parent's SKU or `id:N`, the value per attribute in "Attribute N …" columns; the parent
 * lists all its values there). Streamed in batches: a big catalogue never sits in memory at
 * once. Framework-free.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  media,
  productAttributes,
  productCategories,
  productCategoryLinks,
  type products,
  productTagLinks,
  productTags,
  productVariations,
} from "#db/schema/index.ts";
import { mediaUrl } from "../media/storage.ts";
import { CSV_BOM, type CsvCell, csvRecords } from "../shared/csv.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import { filteredProductBatches, maxAttributeCount } from "./admin-list.ts";
import type { ProductListQuery } from "./admin-list-query.ts";
import { editableValues } from "./product-edit.ts";
import { toShopLocal } from "./product-form.ts";

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;

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
  "Parent",
  "Position",
] as const;

/** WooCommerce's four columns per attribute, numbered from 1, after the fixed ones. */
export function attributeColumns(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    ["name", "value(s)", "visible", "global"].map((c) => `Attribute ${i + 1} ${c}`),
  ).flat();
}

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
  variations: Map<number, VariationRow[]>;
};

type ExportContext = {
  origin: string;
  /** How many attribute column groups the file has. */
  attributeCount: number;
  /** The global attributes' slugs (`pa_…`): "Attribute N global" 1. */
  globalSlugs: ReadonlySet<string>;
};

const imageUrl = (related: Related, ctx: ExportContext, id: number | null) => {
  const file = id == null ? undefined : related.images.get(id);
  return file ? `${ctx.origin}${mediaUrl(file)}` : "";
};

/** The parent lists every value of each attribute; a variation its own value of each axis. */
function attributeCells(
  ctx: ExportContext,
  attributes: readonly { name: string; slug: string; value: string }[],
  visible: boolean | "",
): CsvCell[] {
  return Array.from({ length: ctx.attributeCount }, (_, i) => {
    const a = attributes[i];
    return a ? [a.name, a.value, visible, ctx.globalSlugs.has(a.slug)] : ["", "", "", ""];
  }).flat();
}

function productRecord(row: ProductRow, related: Related, ctx: ExportContext): CsvCell[] {
  const { origin } = ctx;
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
    "",
    row.menuOrder,
    ...attributeCells(
      ctx,
      row.attributes.map((a) => ({ name: a.name, slug: a.slug, value: list(a.options) })),
      true,
    ),
  ];
}

/**
 * A variation's row as WooCommerce writes it: `Published` 1 (enabled) or 0 (disabled),
 * `Tax class` "parent", the parent's backorders (the stock status follows them), the name
 * "Parent – values" (informational: the importer reads the attribute columns).
 */
function variationRecord(
  v: VariationRow,
  parent: ProductRow,
  related: Related,
  ctx: ExportContext,
): CsvCell[] {
  const axes = parent.attributes.filter((a) => a.variation || v.attributes[a.slug] !== undefined);
  const values = axes.map((a) => v.attributes[a.slug] ?? "");
  return [
    v.id,
    "variation",
    v.sku ?? "",
    "",
    `${parent.name} - ${values.filter(Boolean).join(", ")}`,
    v.enabled ? 1 : 0,
    false,
    "visible",
    "",
    "",
    "",
    "",
    "taxable",
    "parent",
    v.stockStatus === "onbackorder" ? "backorder" : v.stockStatus === "instock",
    v.manageStock ? v.stockQuantity : "",
    "",
    parent.backorders === "notify" ? "notify" : parent.backorders === "yes",
    "",
    price(v.salePriceCents),
    price(v.regularPriceCents),
    "",
    "",
    imageUrl(related, ctx, v.imageId),
    parent.sku ? parent.sku : `id:${parent.id}`,
    v.menuOrder,
    ...attributeCells(
      ctx,
      axes.map((a, i) => ({ name: a.name, slug: a.slug, value: values[i]!.replace(/,/g, "\\,") })),
      "",
    ),
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
  const variations = new Map<number, VariationRow[]>();
  const variableIds = rows.filter((r) => r.type === "variable").map((r) => r.id);
  if (variableIds.length)
    for (const v of await db
      .select()
      .from(productVariations)
      .where(inArray(productVariations.productId, variableIds))
      .orderBy(asc(productVariations.menuOrder), asc(productVariations.id)))
      variations.set(v.productId, [...(variations.get(v.productId) ?? []), v]);
  const mediaIds = [
    ...rows.flatMap((r) => [r.imageId, ...(r.galleryImageIds ?? [])]),
    ...[...variations.values()].flat().map((v) => v.imageId),
  ].filter((id) => id != null);
  const images = new Map<number, string>();
  if (mediaIds.length)
    for (const m of await db
      .select({ id: media.id, file: media.file })
      .from(media)
      .where(inArray(media.id, mediaIds as number[])))
      images.set(m.id, m.file);
  return { categories, tags, images, variations };
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
  const ctx: ExportContext = {
    origin,
    attributeCount: await maxAttributeCount(db, query),
    globalSlugs: new Set(
      (await db.select({ slug: productAttributes.slug }).from(productAttributes)).map((a) => a.slug),
    ),
  };
  yield CSV_BOM + csvRecords([[...PRODUCT_CSV_COLUMNS, ...attributeColumns(ctx.attributeCount)]]);
  const paths = await categoryPaths(db);
  for await (const batch of filteredProductBatches(db, query)) {
    const related = await relatedOf(db, batch, paths);
    yield csvRecords(
      batch.flatMap((row) => [
        productRecord(row, related, ctx),
        ...(related.variations.get(row.id) ?? []).map((v) => variationRecord(v, row, related, ctx)),
      ]),
    );
  }
}

/** `produkte-2026-11-28.csv` (the Berlin date of the export). */
export function productsCsvFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(now);
  return `produkte-${day}.csv`;
}
