/**
 * WooCommerce's shapes for `wc/v3/products/ID/variations` and `wc/v3/products/attributes` (the
 * fields we have), and a WooCommerce variation body → the patch variations-edit.ts validates.
 * Prices are decimal strings ("12.90"; an empty `sale_price` ends the sale), a disabled variation
 * is `status: "private"`, attributes are `[{id, name, option}]` (id: the global attribute's, 0 for
 * a per-product one). Framework-free.
 */
import type { ProductAttribute } from "#db/schema/catalog.ts";
import type { MessageKey } from "../i18n/index.ts";
import type { AttributeTerm, GlobalAttribute } from "./attributes.ts";
import { toShopLocal } from "./product-form.ts";
import { plannedSalePrice } from "./variation-rules.ts";
import type { AttributeInput, VariationPatch, VariationRow } from "./variations-edit.ts";
import { gmt, instant } from "./wc-product.ts";

const decimal = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));

/** WooCommerce's local date: the shop's time, seconds included. */
const local = (d: Date | null) => (d ? `${toShopLocal(d)}:00` : null);

export type WcImage = { id: number; src: string; alt: string } | null;

export function wcVariationJson(
  v: VariationRow,
  attributes: readonly ProductAttribute[],
  globals: readonly Pick<GlobalAttribute, "id" | "slug">[],
  image: WcImage,
) {
  const price = v.salePriceCents ?? v.regularPriceCents;
  return {
    id: v.id,
    sku: v.sku ?? "",
    price: decimal(price),
    regular_price: decimal(v.regularPriceCents),
    /** The sale price the owner set (in effect inside its dates; `price` is the one in effect now). */
    sale_price: decimal(plannedSalePrice(v)),
    date_on_sale_from: local(v.saleFrom),
    date_on_sale_from_gmt: gmt(v.saleFrom),
    date_on_sale_to: local(v.saleTo),
    date_on_sale_to_gmt: gmt(v.saleTo),
    on_sale: v.salePriceCents != null,
    status: v.enabled ? "publish" : "private",
    purchasable: v.enabled,
    manage_stock: v.manageStock,
    stock_quantity: v.stockQuantity,
    stock_status: v.stockStatus,
    image,
    menu_order: v.menuOrder,
    attributes: attributes
      .filter((a) => a.slug in v.attributes)
      .map((a) => ({
        id: globals.find((g) => g.slug === a.slug)?.id ?? 0,
        name: a.name,
        option: v.attributes[a.slug] ?? "",
      })),
  };
}

export function wcAttributeJson(a: Pick<GlobalAttribute, "id" | "name" | "slug">) {
  return {
    id: a.id,
    name: a.name,
    slug: a.slug,
    type: "select",
    order_by: "menu_order",
    has_archives: false,
  };
}

export function wcTermJson(t: AttributeTerm, count = 0) {
  return { id: t.id, name: t.name, slug: t.slug, description: "", menu_order: t.menuOrder, count };
}

/** WooCommerce's field per patch field, for an error's `params`. */
export const WC_VARIATION_FIELD_OF: Record<string, string> = {
  regularPriceCents: "regular_price",
  salePriceCents: "sale_price",
  saleFrom: "date_on_sale_from",
  saleTo: "date_on_sale_to",
  sku: "sku",
  manageStock: "manage_stock",
  stockQuantity: "stock_quantity",
  stockStatus: "stock_status",
  imageId: "image",
  enabled: "status",
  attributes: "attributes",
};

function cents(value: unknown): number | undefined {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : undefined;
}

const BOOL: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

/**
 * A WooCommerce variation body (a JSON object, or form fields with `attributes[0][option]` keys
 * already nested by the caller) → a patch and the fields that do not read.
 */
export function variationPatchFromWc(
  body: Record<string, unknown>,
  attributes: readonly ProductAttribute[],
  globals: readonly Pick<GlobalAttribute, "id" | "slug">[],
): { patch: VariationPatch; errors: Record<string, MessageKey> } {
  const patch: VariationPatch = {};
  const errors: Record<string, MessageKey> = {};
  const has = (k: string) => body[k] !== undefined && body[k] !== null;
  if (has("regular_price")) {
    const c = cents(body.regular_price);
    if (c === undefined) errors.regularPriceCents = "adminProducts.error.price";
    else patch.regularPriceCents = c;
  }
  if (has("sale_price")) {
    const raw = String(body.sale_price).trim();
    const c = raw === "" ? null : cents(raw);
    if (c === undefined) errors.salePriceCents = "adminProducts.error.price";
    else patch.salePriceCents = c;
  }
  for (const [key, field] of [
    ["date_on_sale_from", "saleFrom"],
    ["date_on_sale_to", "saleTo"],
  ] as const) {
    const utc = body[`${key}_gmt`] !== undefined;
    if (!utc && body[key] === undefined) continue;
    const raw = body[utc ? `${key}_gmt` : key];
    const d = raw == null || String(raw).trim() === "" ? null : instant(String(raw), utc);
    if (d === undefined) errors[field] = "adminProducts.error.date";
    else patch[field] = d;
  }
  if (has("sku")) patch.sku = String(body.sku).trim() || null;
  if (has("manage_stock")) {
    const b = BOOL[String(body.manage_stock)];
    if (b === undefined) errors.manageStock = "adminVariations.error.invalid";
    else patch.manageStock = b;
  }
  if (has("stock_quantity")) {
    const raw = String(body.stock_quantity).trim();
    if (raw === "") patch.stockQuantity = null;
    else if (/^-?\d{1,9}$/.test(raw)) patch.stockQuantity = Number(raw);
    else errors.stockQuantity = "adminProducts.error.stock";
  }
  if (has("stock_status")) patch.stockStatus = String(body.stock_status) as VariationPatch["stockStatus"];
  if (has("status")) {
    const s = String(body.status);
    if (s === "publish") patch.enabled = true;
    else if (s === "private") patch.enabled = false;
    else errors.enabled = "adminVariations.error.invalid";
  }
  if (body.image === null) patch.imageId = null;
  else if (has("image")) {
    const id = Number((body.image as { id?: unknown }).id);
    if (!Number.isInteger(id) || id < 0) errors.imageId = "adminVariations.error.image";
    else patch.imageId = id === 0 ? null : id;
  }
  if (has("attributes")) {
    const list = Array.isArray(body.attributes) ? body.attributes : [];
    const values: Record<string, string> = {};
    for (const item of list as { id?: unknown; name?: unknown; option?: unknown }[]) {
      const id = Number(item?.id ?? 0);
      const global = id > 0 ? globals.find((g) => g.id === id) : undefined;
      const attr = global
        ? attributes.find((a) => a.slug === global.slug)
        : attributes.find(
            (a) => a.name.toLowerCase() === String(item?.name ?? "").toLowerCase() || a.slug === item?.name,
          );
      if (!attr) {
        errors.attributes = "adminVariations.error.attributesMissing";
        continue;
      }
      values[attr.slug] = String(item?.option ?? "");
    }
    patch.attributes = values;
  }
  return { patch, errors };
}

/**
 * A product body's `attributes` in WooCommerce's shape (`[{id|name, options, variation, visible}]`:
 * `id` a global attribute's, else `name` a per-product one; `options` a list or a "|"-separated
 * text) → the editor's input, and the entries that do not read (`attributes.N` → message).
 * Whether the options exist (a global attribute's terms) is checked by setProductAttributes.
 */
export function attributesFromWc(
  raw: unknown,
  globals: readonly Pick<GlobalAttribute, "id" | "slug">[],
): { input: AttributeInput[]; errors: Record<string, MessageKey> } {
  const errors: Record<string, MessageKey> = {};
  if (!Array.isArray(raw)) return { input: [], errors: { attributes: "adminVariations.error.invalid" } };
  const input: AttributeInput[] = [];
  raw.slice(0, 50).forEach((item: unknown, i) => {
    if (!item || typeof item !== "object") {
      errors[`attributes.${i}`] = "adminVariations.error.invalid";
      return;
    }
    const a = item as { id?: unknown; name?: unknown; options?: unknown; variation?: unknown };
    const options = Array.isArray(a.options)
      ? a.options.map(String)
      : typeof a.options === "string"
        ? a.options.split("|")
        : [];
    const variation = BOOL[String(a.variation ?? false)];
    if (variation === undefined) {
      errors[`attributes.${i}`] = "adminVariations.error.invalid";
      return;
    }
    const hasId = a.id !== undefined && a.id !== null && String(a.id) !== "0";
    const name = typeof a.name === "string" ? a.name : "";
    const global = hasId
      ? globals.find((g) => String(g.id) === String(a.id))
      : globals.find((g) => g.slug === name);
    if (hasId && !global) {
      errors[`attributes.${i}`] = "adminVariations.error.unknownAttribute";
      return;
    }
    input.push(global ? { global: global.slug, options, variation } : { name, options, variation });
  });
  return { input, errors };
}
