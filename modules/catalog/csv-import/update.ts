/**
 * A re-import updates what it matched (issue 23 item 8): the values a product row carries for an
 * existing product — only from the columns the file has, so a file without "Stock" leaves the
 * stock alone — become a patch of the fields that differ, written through `updateProduct`, the
 * editor's own function (validation, audit, version bump, the sale schedule). Descriptions and
 * categories, which the editor does not have yet, are written in the same transaction and audited
 * with it. A row the editor's rules refuse is skipped with the German reason; the others go on.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { productCategories, productCategoryLinks, products } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../../audit/log.ts";
import { type Lang, translate } from "../../i18n/index.ts";
import "../../i18n/messages-admin-products.ts";
import { editableValues, type ProductPatch, ProductValidationError, updateProduct } from "../product-edit.ts";
import { fromShopLocal } from "../product-form.ts";
import type { CsvRow } from "./read.ts";
import { parseBoolean, parseCents, parseInteger, ValueError } from "./values.ts";

type ProductRow = typeof products.$inferSelect;

/** What a row says about a product, by field; a field is absent when its column is. */
export type ImportedFields = {
  name: string;
  status?: "publish" | "draft" | "private";
  featured?: boolean;
  regularPriceCents?: number | null;
  sale?: { priceCents: number | null; from: Date | null; to: Date | null };
  taxClass?: "standard" | "reduced";
  gtin?: string | null;
  stock?: {
    manageStock: boolean;
    stockQuantity: number | null;
    stockStatus: "instock" | "outofstock" | "onbackorder";
    backorders: "no" | "notify" | "yes";
  };
  lowStockAmount?: number | null;
  catalogVisibility?: "visible" | "catalog" | "search" | "hidden";
  shortDescription?: string;
  description?: string;
  /** Category paths, each from the top. */
  categories?: string[][];
};

export const GTIN_COLUMN = "GTIN, UPC, EAN, or ISBN";

/** WooCommerce's `Published`: 1 published, 0 private, -1 draft. */
function readStatus(raw: string): ImportedFields["status"] {
  const v = raw.trim();
  if (v === "1" || v === "") return "publish";
  if (v === "0") return "private";
  if (v === "-1") return "draft";
  throw new ValueError(`„Published“ ist „${raw}“ (erwartet 1, 0 oder -1).`);
}

/**
 * A sale date in German time: "2026-12-01 08:00" (what our export writes) or a day alone, which
 * WooCommerce means as the whole day (a start at 00:00, an end after 23:59: the next day 00:00).
 */
function readSaleDate(raw: string, end: boolean, label: string): Date | null {
  const v = raw.trim();
  if (v === "") return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2})?)?$/.exec(v);
  const day = m?.[1];
  let date = day ? fromShopLocal(`${day}T${m?.[2] ?? "00:00"}`) : undefined;
  if (date && day && !m?.[2] && end) {
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = fromShopLocal(`${next.toISOString().slice(0, 10)}T00:00`);
  }
  if (!date)
    throw new ValueError(`${label} „${raw}“ ist kein Datum (erwartet 2026-12-01 oder 2026-12-01 08:00).`);
  return date;
}

const VISIBILITIES = new Set(["visible", "catalog", "search", "hidden"]);

/**
 * The fields of a product row for an update; throws ValueError for a value that does not read.
 * `has(column)`: whether the file has that column.
 */
export function importedFields(
  r: CsvRow,
  has: (column: string) => boolean,
  parsed: {
    name: string;
    type: "simple" | "variable";
    taxClass: "standard" | "reduced";
    stock: {
      manageStock: boolean;
      stockQuantity: number | null;
      stockStatus: "instock" | "outofstock" | "onbackorder";
    };
    shortDescription: string;
    description: string;
    categories: string[][];
  },
): ImportedFields {
  const out: ImportedFields = { name: parsed.name };
  if (has("Published")) out.status = readStatus(r.get("Published"));
  if (has("Is featured?")) out.featured = parseBoolean(r.get("Is featured?"), "„Is featured?“") ?? false;
  if (parsed.type === "simple" && has("Regular price")) {
    out.regularPriceCents = parseCents(r.get("Regular price"), "Regulärer Preis („Regular price“)") ?? null;
    if (has("Sale price"))
      out.sale = {
        priceCents: parseCents(r.get("Sale price"), "Angebotspreis („Sale price“)") ?? null,
        from: readSaleDate(r.get("Date sale price starts"), false, "„Date sale price starts“"),
        to: readSaleDate(r.get("Date sale price ends"), true, "„Date sale price ends“"),
      };
  }
  if (has("Tax class")) out.taxClass = parsed.taxClass;
  if (has(GTIN_COLUMN)) out.gtin = r.get(GTIN_COLUMN).trim() || null;
  if (has("Stock") || has("In stock?")) {
    const raw = r.get("Backorders allowed?").trim().toLowerCase();
    const backorders =
      raw === "notify" ? "notify" : parseBoolean(raw, "„Backorders allowed?“") ? "yes" : "no";
    out.stock = { ...parsed.stock, backorders };
  }
  if (has("Low stock amount"))
    out.lowStockAmount = parseInteger(r.get("Low stock amount"), "„Low stock amount“") ?? null;
  if (has("Visibility in catalog")) {
    const v = r.get("Visibility in catalog").trim().toLowerCase() || "visible";
    if (!VISIBILITIES.has(v)) throw new ValueError(`„Visibility in catalog“ ist „${v}“.`);
    out.catalogVisibility = v as ImportedFields["catalogVisibility"];
  }
  if (has("Short description")) out.shortDescription = parsed.shortDescription;
  if (has("Description")) out.description = parsed.description;
  if (has("Categories")) out.categories = parsed.categories;
  return out;
}

/** The editor's patch for the fields that differ from the stored product (an empty one changes nothing). */
export function importPatch(fields: ImportedFields, row: ProductRow): ProductPatch {
  const now = editableValues(row);
  const want: ProductPatch = { name: fields.name };
  if (fields.status) want.status = fields.status;
  if (fields.featured !== undefined) want.featured = fields.featured;
  if (row.type === "simple" && fields.regularPriceCents != null) {
    want.regularPriceCents = fields.regularPriceCents;
    if (fields.sale)
      Object.assign(want, {
        salePriceCents: fields.sale.priceCents,
        saleFrom: fields.sale.priceCents == null ? null : fields.sale.from,
        saleTo: fields.sale.priceCents == null ? null : fields.sale.to,
      });
  }
  if (fields.taxClass) want.taxClass = fields.taxClass;
  if (fields.gtin !== undefined) want.gtin = fields.gtin;
  if (fields.stock) {
    want.manageStock = fields.stock.manageStock;
    want.backorders = fields.stock.backorders;
    if (fields.stock.manageStock) want.stockQuantity = fields.stock.stockQuantity;
    else want.stockStatus = fields.stock.stockStatus;
  }
  if (fields.lowStockAmount !== undefined) want.lowStockAmount = fields.lowStockAmount;
  if (fields.catalogVisibility) want.catalogVisibility = fields.catalogVisibility;
  const same = (a: unknown, b: unknown) =>
    (a instanceof Date ? a.getTime() : (a ?? null)) === (b instanceof Date ? b.getTime() : (b ?? null));
  return Object.fromEntries(
    Object.entries(want).filter(([k, v]) => !same(v, now[k as keyof ProductPatch])),
  ) as ProductPatch;
}

export type UpdateOutcome =
  | { kind: "updated"; fields: string[] }
  | { kind: "unchanged" }
  | { kind: "refused"; reason: string };

/** Category paths → ids of existing categories (by name along the path); missing ones are undefined. */
async function categoryIds(tx: Db, paths: string[][]): Promise<(number | undefined)[]> {
  const names = [...new Set(paths.flat())];
  if (names.length === 0) return [];
  const rows = await tx
    .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId })
    .from(productCategories)
    .where(
      inArray(
        sql`lower(${productCategories.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  return paths.map((path) => {
    let parent: number | null = null;
    let id: number | undefined;
    for (const name of path) {
      id = rows.find((c) => c.parentId === parent && c.name.toLowerCase() === name.toLowerCase())?.id;
      if (id === undefined) return undefined;
      parent = id;
    }
    return id;
  });
}

/**
 * Updates one matched product from its row, in the caller's transaction (a savepoint: a refused
 * row leaves nothing behind). The editor's fields through updateProduct; descriptions and
 * categories beside it, audited as one more entry.
 */
export async function updateFromImport(
  tx: Db,
  productId: number,
  fields: ImportedFields,
  opts: { actor: Actor; now: Date; lang?: Lang },
): Promise<UpdateOutcome> {
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await sp.select().from(products).where(eq(products.id, productId)).for("update");
      if (!row || row.status === "trash")
        return { kind: "refused", reason: "Das Produkt liegt im Papierkorb." };
      const patch = importPatch(fields, row);
      const changed: string[] = Object.keys(patch);
      if (changed.length) await updateProduct(sp, productId, patch, { actor: opts.actor, now: opts.now });
      const texts: Record<string, { from: unknown; to: unknown }> = {};
      if (fields.description !== undefined && fields.description !== row.description)
        texts.description = { from: row.description, to: fields.description };
      if (fields.shortDescription !== undefined && fields.shortDescription !== row.shortDescription)
        texts.shortDescription = { from: row.shortDescription, to: fields.shortDescription };
      if (fields.categories) {
        const ids = await categoryIds(sp, fields.categories);
        const missing = fields.categories.filter((_, i) => ids[i] === undefined);
        if (missing.length)
          return refuse(`Kategorie „${missing[0]!.join(" > ")}“ gibt es nicht (ein Update legt keine an).`);
        const want = [...new Set(ids as number[])].sort((a, b) => a - b);
        const have = (
          await sp
            .select({ id: productCategoryLinks.categoryId })
            .from(productCategoryLinks)
            .where(eq(productCategoryLinks.productId, productId))
        )
          .map((l) => l.id)
          .sort((a, b) => a - b);
        if (want.join() !== have.join()) {
          await sp.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId));
          if (want.length)
            await sp
              .insert(productCategoryLinks)
              .values(want.map((categoryId) => ({ productId, categoryId })));
          texts.categories = { from: have, to: want };
        }
      }
      if (Object.keys(texts).length) {
        await sp
          .update(products)
          .set({
            ...(texts.description ? { description: fields.description } : {}),
            ...(texts.shortDescription ? { shortDescription: fields.shortDescription } : {}),
            ...(changed.length ? {} : { version: sql`${products.version} + 1` }),
            updatedAt: opts.now,
          })
          .where(and(eq(products.id, productId)));
        await recordAudit(sp, {
          actor: opts.actor,
          entity: "product",
          entityId: productId,
          action: "update",
          changes: texts as never,
        });
        changed.push(...Object.keys(texts));
      }
      return changed.length ? { kind: "updated", fields: changed } : { kind: "unchanged" };
    });
  } catch (err) {
    if (err instanceof RefusedRow) return { kind: "refused", reason: err.message };
    if (err instanceof ProductValidationError)
      return {
        kind: "refused",
        reason: Object.entries(err.errors)
          .map(([, key]) => translate(opts.lang ?? "de", key!))
          .join(" "),
      };
    throw err;
  }
}

class RefusedRow extends Error {}
function refuse(reason: string): never {
  throw new RefusedRow(reason);
}
