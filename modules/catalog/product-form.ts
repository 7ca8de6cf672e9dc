/**
 * The product editor's and the bulk edit's form fields → a typed patch (prices in euros as the
 * owner types them, dates as `datetime-local` in German time, empty → none). A field that does not
 * read gets its German message here; the rest is validated by product-edit.ts. Browser-safe.
 */
import { euroInputValue, parseEuro } from "../shared/money.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import type { ProductFieldErrors, ProductPatch } from "./product-edit.ts";
import type { PriceChange } from "./product-rules.ts";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as a `datetime-local` value in German time ("2026-12-01T00:00"). */
export function toShopLocal(date: Date): string {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A `datetime-local` value read in German time; undefined when it is no such moment. */
export function fromShopLocal(local: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return undefined;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // Berlin's offset at the moment itself (found in two steps across a DST change).
  const offset = (ms: number) => Date.parse(`${toShopLocal(new Date(ms))}:00Z`) - ms;
  let guess = asUtc - offset(asUtc);
  guess = asUtc - offset(guess);
  const date = new Date(guess);
  return toShopLocal(date) === local.trim() ? date : undefined;
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

/** The editor's fields → a patch (every editable field) and the messages of fields that did not read. */
export function readProductForm(form: FormData): { patch: ProductPatch; errors: ProductFieldErrors } {
  const errors: ProductFieldErrors = {};
  const euro = (name: "regularPriceCents" | "salePriceCents", field: string) => {
    const raw = str(form, field);
    if (raw === "") return null;
    const v = parseEuro(raw);
    if (v === undefined) errors[name] = "adminProducts.error.price";
    return v ?? null;
  };
  const whole = (name: "stockQuantity" | "lowStockAmount", field: string) => {
    const raw = str(form, field);
    if (raw === "") return null;
    if (!/^-?\d{1,9}$/.test(raw)) errors[name] = "adminProducts.error.stock";
    return /^-?\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  const date = (name: "saleFrom" | "saleTo" | "publishAt", field: string) => {
    const raw = str(form, field);
    if (raw === "") return null;
    const d = fromShopLocal(raw);
    if (!d) errors[name] = "adminProducts.error.date";
    return d ?? null;
  };
  const netRaw = str(form, "net_quantity").replace(",", ".");
  const weightRaw = str(form, "weight")
    .replace(/\s*kg$/i, "")
    .replace(",", ".");
  const minRaw = str(form, "min_quantity");
  if (minRaw !== "" && !/^\d{1,9}$/.test(minRaw)) errors.minQuantity = "adminProducts.error.minQuantity";
  const patch: ProductPatch = {
    name: str(form, "name"),
    nameEn: str(form, "name_en") || null,
    slug: str(form, "slug"),
    regularPriceCents: euro("regularPriceCents", "regular_price") ?? undefined,
    salePriceCents: euro("salePriceCents", "sale_price"),
    saleFrom: date("saleFrom", "sale_from"),
    saleTo: date("saleTo", "sale_to"),
    taxClass: str(form, "tax_class") as ProductPatch["taxClass"],
    sku: str(form, "sku") || null,
    gtin: str(form, "gtin").replace(/[\s-]/g, "") || null,
    manageStock: form.get("manage_stock") === "1",
    stockQuantity: whole("stockQuantity", "stock_quantity"),
    stockStatus: str(form, "stock_status") as ProductPatch["stockStatus"],
    backorders: str(form, "backorders") as ProductPatch["backorders"],
    lowStockAmount: whole("lowStockAmount", "low_stock_amount"),
    status: str(form, "status") as ProductPatch["status"],
    featured: form.get("featured") === "1",
    catalogVisibility: str(form, "catalog_visibility") as ProductPatch["catalogVisibility"],
    deliveryTime: str(form, "delivery_time") || null,
    netQuantity: netRaw === "" ? null : netRaw,
    netUnit: (str(form, "net_unit") || null) as ProductPatch["netUnit"],
    weight: weightRaw === "" ? null : weightRaw,
    publishAt: date("publishAt", "publish_at"),
    // Empty: the default of one piece (WooCommerce's).
    minQuantity: minRaw === "" ? 1 : /^\d{1,9}$/.test(minRaw) ? Number(minRaw) : undefined,
  };
  // A missing regular price is an error of its own (the field is required for a simple product).
  if (patch.regularPriceCents === undefined && !errors.regularPriceCents && form.has("regular_price"))
    errors.regularPriceCents = "adminProducts.error.price";
  // A variable product's editor has no price card (and so no tax class field): keep the stored one.
  if (!form.has("tax_class")) delete patch.taxClass;
  // A form without these fields (an older page) leaves them as they are.
  if (!form.has("weight")) delete patch.weight;
  if (!form.has("publish_at")) delete patch.publishAt;
  if (!form.has("min_quantity")) delete patch.minQuantity;
  if (!form.has("regular_price")) {
    delete patch.regularPriceCents;
    delete patch.salePriceCents;
    delete patch.saleFrom;
    delete patch.saleTo;
  }
  return { patch, errors };
}

/** The form's value of each editable field (the inputs' defaults; also what the owner "saw"). */
export function productFormValues(v: Required<ProductPatch>): Record<string, string | boolean> {
  return {
    name: v.name,
    name_en: v.nameEn ?? "",
    slug: v.slug,
    regular_price: v.regularPriceCents ? euroInputValue(v.regularPriceCents) : "",
    sale_price: v.salePriceCents != null ? euroInputValue(v.salePriceCents) : "",
    sale_from: v.saleFrom ? toShopLocal(v.saleFrom) : "",
    sale_to: v.saleTo ? toShopLocal(v.saleTo) : "",
    tax_class: v.taxClass,
    sku: v.sku ?? "",
    gtin: v.gtin ?? "",
    manage_stock: v.manageStock,
    stock_quantity: v.stockQuantity != null ? String(v.stockQuantity) : "",
    stock_status: v.stockStatus,
    backorders: v.backorders,
    low_stock_amount: v.lowStockAmount != null ? String(v.lowStockAmount) : "",
    status: v.status,
    featured: v.featured,
    catalog_visibility: v.catalogVisibility,
    delivery_time: v.deliveryTime ?? "",
    net_quantity: v.netQuantity?.replace(".", ",") ?? "",
    net_unit: v.netUnit ?? "",
    weight: v.weight?.replace(".", ",") ?? "",
    min_quantity: String(v.minQuantity),
    publish_at: v.publishAt ? toShopLocal(v.publishAt) : "",
  };
}

/** The bulk price field: "10 %", "-5,5 %" (percent) or "2,50", "-1" (euros). */
export function parsePriceChange(raw: string): PriceChange | undefined {
  const m = /^([+-]?)\s*(\d{1,7}(?:[.,]\d{1,2})?)\s*(%?)$/.exec(raw.trim().replace(/\s*€$/, ""));
  if (!m) return undefined;
  const sign = m[1] === "-" ? -1 : 1;
  if (m[3] === "%") {
    const percent = sign * Number(m[2]!.replace(",", "."));
    return percent === 0 || percent <= -100 || percent > 1000 ? undefined : { kind: "percent", percent };
  }
  const cents = parseEuro(m[2]!);
  return cents ? { kind: "amount", cents: sign * cents } : undefined;
}
