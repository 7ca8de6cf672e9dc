/**
 * WooCommerce's product shape for `wc/v3/products` (the fields we have), and a WooCommerce update
 * body → the patch updateProduct validates. Prices are decimal strings ("12.90"), an empty
 * `sale_price` ends the sale, dates are ISO 8601 (`*_gmt` in UTC; without an offset, the shop's
 * time). Framework-free: the REST route and a script share it.
 */
import type { products } from "#db/schema/index.ts";
import { paths } from "../site/paths.ts";
import { editableValues, type ProductFieldErrors, type ProductPatch } from "./product-edit.ts";
import { fromShopLocal } from "./product-form.ts";

type ProductRow = typeof products.$inferSelect;

const decimal = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));
export const gmt = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : null);
const TAX_CLASS = { standard: "", reduced: "reduced-rate" } as const;

/**
 * `globals`: the global attributes' ids by slug (an attribute's `id`; 0 for a per-product one, as
 * WooCommerce writes it).
 */
export function wcProductJson(
  row: ProductRow,
  origin: string,
  globals: readonly { id: number; slug: string }[] = [],
) {
  const v = editableValues(row);
  const price = row.salePriceCents ?? row.regularPriceCents;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    permalink: `${origin}${paths.product(row.slug)}`,
    date_modified_gmt: gmt(row.updatedAt),
    type: row.type,
    status: row.status,
    featured: row.featured,
    catalog_visibility: row.catalogVisibility,
    sku: row.sku ?? "",
    global_unique_id: row.gtin ?? "",
    price: decimal(price),
    regular_price: decimal(row.regularPriceCents),
    sale_price: decimal(v.salePriceCents),
    date_on_sale_from_gmt: gmt(row.saleFrom),
    date_on_sale_to_gmt: gmt(row.saleTo),
    on_sale: row.salePriceCents != null,
    tax_class: TAX_CLASS[row.taxClass],
    manage_stock: row.manageStock,
    stock_quantity: row.stockQuantity,
    stock_status: row.stockStatus,
    backorders: row.backorders,
    low_stock_amount: row.lowStockAmount,
    /** WooCommerce's weight string in kg ("" when none). */
    weight: row.weight === null ? "" : String(Number(row.weight)),
    attributes: row.attributes.map((a, position) => ({
      id: globals.find((g) => g.slug === a.slug)?.id ?? 0,
      name: a.name,
      slug: a.slug,
      position,
      visible: true,
      variation: a.variation,
      options: a.options,
    })),
  };
}

/** A decimal price string → cents; undefined when it is none ("-1", "12.345", "abc"). */
function cents(value: string): number | undefined {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : undefined;
}

/** A WooCommerce date: with an offset or as `*_gmt` in UTC, else in the shop's time. */
export function instant(value: string, utc: boolean): Date | undefined {
  const v = value.trim();
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(v) || utc) {
    const d = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? v : `${v}Z`);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return fromShopLocal(v.slice(0, 16));
}

/** The patch's field → WooCommerce's, for the error's `params`. */
export const WC_FIELD_OF: Record<string, string> = {
  name: "name",
  slug: "slug",
  regularPriceCents: "regular_price",
  salePriceCents: "sale_price",
  saleFrom: "date_on_sale_from",
  saleTo: "date_on_sale_to",
  taxClass: "tax_class",
  sku: "sku",
  gtin: "global_unique_id",
  manageStock: "manage_stock",
  stockQuantity: "stock_quantity",
  stockStatus: "stock_status",
  backorders: "backorders",
  lowStockAmount: "low_stock_amount",
  weight: "weight",
  status: "status",
  featured: "featured",
  catalogVisibility: "catalog_visibility",
};

const BOOL: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

/** The fields of a WooCommerce update body we take → a patch, and the fields that do not read. */
export function patchFromWc(fields: Record<string, string | undefined>): {
  patch: ProductPatch;
  errors: ProductFieldErrors;
} {
  const patch: ProductPatch = {};
  const errors: ProductFieldErrors = {};
  const has = (k: string) => fields[k] !== undefined;
  const str = (k: string) => fields[k] ?? "";
  if (has("name")) patch.name = str("name");
  if (has("slug")) patch.slug = str("slug");
  if (has("regular_price")) {
    const c = cents(str("regular_price"));
    if (c === undefined) errors.regularPriceCents = "adminProducts.error.price";
    else patch.regularPriceCents = c;
  }
  if (has("sale_price")) {
    const c = str("sale_price").trim() === "" ? null : cents(str("sale_price"));
    if (c === undefined) errors.salePriceCents = "adminProducts.error.price";
    else patch.salePriceCents = c;
    // WooCommerce: a sale price removed takes its schedule with it.
    if (c === null) Object.assign(patch, { saleFrom: null, saleTo: null });
  }
  for (const [key, field] of [
    ["date_on_sale_from", "saleFrom"],
    ["date_on_sale_to", "saleTo"],
  ] as const) {
    const utc = has(`${key}_gmt`);
    if (!utc && !has(key)) continue;
    const raw = str(utc ? `${key}_gmt` : key);
    const d = raw.trim() === "" ? null : instant(raw, utc);
    if (d === undefined) errors[field] = "adminProducts.error.date";
    else patch[field] = d;
  }
  if (has("tax_class"))
    patch.taxClass = (
      str("tax_class") === "reduced-rate"
        ? "reduced"
        : str("tax_class") === ""
          ? "standard"
          : str("tax_class")
    ) as ProductPatch["taxClass"];
  if (has("sku")) patch.sku = str("sku").trim() || null;
  if (has("global_unique_id")) patch.gtin = str("global_unique_id").trim() || null;
  if (has("manage_stock")) patch.manageStock = BOOL[str("manage_stock")] ?? (undefined as unknown as boolean);
  if (has("stock_quantity")) {
    const raw = str("stock_quantity").trim();
    if (raw === "") patch.stockQuantity = null;
    else if (/^-?\d{1,9}$/.test(raw)) patch.stockQuantity = Number(raw);
    else errors.stockQuantity = "adminProducts.error.stock";
  }
  if (has("low_stock_amount"))
    patch.lowStockAmount = str("low_stock_amount") === "" ? null : Number(str("low_stock_amount"));
  for (const [key, field] of [
    ["stock_status", "stockStatus"],
    ["backorders", "backorders"],
    ["status", "status"],
    ["catalog_visibility", "catalogVisibility"],
  ] as const)
    if (has(key)) (patch as Record<string, unknown>)[field] = str(key);
  if (has("weight")) patch.weight = str("weight").trim() === "" ? null : str("weight").trim();
  if (has("featured")) patch.featured = BOOL[str("featured")] ?? (undefined as unknown as boolean);
  return { patch, errors };
}
