/**
 * The owner's edits of a variable product (issue 23 item 2, the variable part): its type, its
 * attributes (global ones with chosen terms, per-product ones with typed values, each "used for
 * variations" or not), the variation generator, each variation's price, sale price, SKU, stock,
 * image and enabled flag, bulk edits across variations, and deleting one. Every write is one
 * transaction on the locked product row: checked against the product's version (a stale one is
 * refused), validated whole (German messages per field, nothing saved half), audited, and ends by
 * recomputing the product's price range (sortPriceCents/maxPriceCents over the enabled variations)
 * and bumping its version. The back office's variations screen and REST
 * `wc/v3/products/ID/variations` call these functions. Framework-free.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import type { AuditFieldChange } from "#db/schema/audit.ts";
import type { ProductAttribute } from "#db/schema/catalog.ts";
import {
  media,
  productAttributes,
  productAttributeTerms,
  products,
  productVariations,
} from "#db/schema/index.ts";
import type { StockReason } from "#db/schema/stock.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { whyNotUsable } from "../media/usable.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import { recordStockChange } from "../stock/history.ts";
import { createProduct } from "./product-edit.ts";
import {
  applyPriceChange,
  effectiveSalePrice,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  type PriceChange,
} from "./product-rules.ts";
import {
  CatalogInputError,
  completeValues,
  planGeneration,
  plannedSalePrice,
  priceRange,
  slugOf,
  variationAxes,
} from "./variation-rules.ts";

type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ProductWriteOptions = {
  actor: Actor;
  /** The product version the edit was based on; a stale one is refused (REST may omit it). */
  expectedVersion?: number;
  requestId?: string;
  /** How a stock change is recorded in the history (default "edit"; REST says "rest"). */
  stockReason?: StockReason;
};

const cents = z
  .number({ error: "adminProducts.error.price" })
  .int({ error: "adminProducts.error.price" })
  .min(1, { error: "adminProducts.error.priceMin" })
  .max(MAX_PRICE_CENTS, { error: "adminProducts.error.priceMax" });

/** What an edit of one variation may set (every field optional; `null` clears where allowed). */
const variationPatchSchema = z
  .object({
    regularPriceCents: cents,
    /** The sale price the owner sets (in effect inside its window, if it has one). */
    salePriceCents: cents.nullable(),
    saleFrom: z.date().nullable(),
    saleTo: z.date().nullable(),
    sku: z
      .string()
      .trim()
      .max(100, { error: "adminProducts.error.sku" })
      .regex(/^[^\s]*$/, { error: "adminProducts.error.sku" })
      .nullable(),
    manageStock: z.boolean(),
    stockQuantity: z
      .number({ error: "adminProducts.error.stock" })
      .int({ error: "adminProducts.error.stock" })
      .min(0, { error: "adminProducts.error.stock" })
      .max(MAX_STOCK, { error: "adminProducts.error.stock" })
      .nullable(),
    stockStatus: z.enum(["instock", "outofstock", "onbackorder"], {
      error: "adminProducts.error.stockStatus",
    }),
    imageId: z.number().int().positive().nullable(),
    enabled: z.boolean(),
    attributes: z.record(z.string(), z.string()),
  })
  .partial();
export type VariationPatch = z.infer<typeof variationPatchSchema>;

function parsePatch(input: unknown, prefix = ""): VariationPatch {
  const parsed = variationPatchSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = `${prefix}${String(issue.path[0] ?? "variation")}`;
    errors[field] ??= (
      issue.message.includes(".") ? issue.message : "adminVariations.error.invalid"
    ) as MessageKey;
  }
  throw new CatalogInputError(errors);
}

/** A product's variations in their order. */
export async function listVariations(db: Db, productId: number): Promise<VariationRow[]> {
  return db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.menuOrder), asc(productVariations.id));
}

/**
 * One write on a variable product: the product row locked and version-checked, `fn` done, the
 * price range recomputed, the version bumped and the change audited, all in one transaction.
 * Undefined when there is no such product (or it is in the trash).
 */
async function productWrite<T>(
  db: Db,
  productId: number,
  opts: ProductWriteOptions,
  action: string,
  fn: (trx: Tx, row: ProductRow) => Promise<{ result: T; changes: Record<string, AuditFieldChange> }>,
): Promise<(T & { version: number }) | undefined> {
  return db.transaction(async (trx) => {
    const [row] = await trx.select().from(products).where(eq(products.id, productId)).for("update");
    if (!row || row.status === "trash") return undefined;
    assertVersion(opts.expectedVersion, row.version);
    const { result, changes } = await fn(trx, row);
    const fresh = (await trx.select().from(products).where(eq(products.id, productId)))[0]!;
    const range =
      fresh.type === "variable"
        ? priceRange(await listVariations(trx, productId))
        : {
            min: fresh.salePriceCents ?? fresh.regularPriceCents,
            max: fresh.salePriceCents ?? fresh.regularPriceCents,
          };
    const [saved] = await trx
      .update(products)
      .set({
        sortPriceCents: range.min,
        maxPriceCents: range.max,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
      .returning({ version: products.version });
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: productId,
      action,
      changes,
      requestId: opts.requestId,
    });
    return { ...result, version: saved!.version };
  });
}

/** Switches a product between simple and variable; back to simple only without variations. */
export async function setProductType(
  db: Db,
  productId: number,
  type: unknown,
  opts: ProductWriteOptions,
): Promise<{ version: number } | undefined> {
  if (type !== "simple" && type !== "variable")
    throw new CatalogInputError({ type: "adminVariations.error.type" });
  return productWrite(db, productId, opts, "type", async (trx, row) => {
    if (type === "simple" && row.type === "variable" && (await listVariations(trx, productId)).length > 0)
      throw new CatalogInputError({ type: "adminVariations.error.typeHasVariations" });
    if (type === "simple" && row.regularPriceCents == null)
      throw new CatalogInputError({ type: "adminVariations.error.typeNeedsPrice" });
    await trx.update(products).set({ type }).where(eq(products.id, productId));
    return { result: {}, changes: { type: { from: row.type, to: type } } };
  });
}

/**
 * Creates a variable product with its attributes in one transaction (REST `wc/v3/products` with
 * `type: "variable"`): the product's fields checked as the editor checks them (no price of its
 * own), then the attributes as setProductAttributes checks them; anything wrong saves nothing.
 * The variations follow through `…/variations` (or the generator).
 */
export async function createVariableProduct(
  db: Db,
  input: unknown,
  attributes: readonly AttributeInput[],
  opts: Omit<ProductWriteOptions, "expectedVersion">,
): Promise<{ id: number; slug: string }> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const created = await createProduct(tx, input, { ...opts, type: "variable" });
    if (attributes.length > 0) await setProductAttributes(tx, created.id, attributes, opts);
    return created;
  });
}

/** One of a product's attributes as the editor or REST sends it. */
export type AttributeInput = {
  /** A global attribute's slug (`pa_…`); absent for a per-product attribute. */
  global?: string;
  name?: string;
  options: string[];
  variation: boolean;
};

/**
 * Sets a product's attributes (replacing the list). Global ones take their name from the
 * attribute and keep only its terms (in the terms' order); per-product ones need a name and at
 * least one value. An attribute or value a variation still uses cannot be removed.
 */
export async function setProductAttributes(
  db: Db,
  productId: number,
  input: readonly AttributeInput[],
  opts: ProductWriteOptions,
): Promise<{ attributes: ProductAttribute[]; version: number } | undefined> {
  return productWrite(db, productId, opts, "attributes", async (trx, row) => {
    const errors: Record<string, MessageKey> = {};
    const globals = await trx
      .select({
        slug: productAttributes.slug,
        name: productAttributes.name,
        term: productAttributeTerms.name,
      })
      .from(productAttributes)
      .leftJoin(productAttributeTerms, eq(productAttributeTerms.attributeId, productAttributes.id))
      .orderBy(asc(productAttributeTerms.menuOrder), asc(productAttributeTerms.id));
    const next: ProductAttribute[] = [];
    const seen = new Set<string>();
    for (const [i, a] of input.entries()) {
      const read = readAttribute(a, globals);
      if (typeof read === "string") errors[`attributes.${i}`] = read;
      else if (seen.has(read.slug)) errors[`attributes.${i}`] = "adminVariations.error.attributeTwice";
      else {
        seen.add(read.slug);
        next.push(read);
      }
    }
    // What the variations use must stay (else they would name values the product no longer has).
    const axes = variationAxes(next);
    for (const v of await listVariations(trx, productId)) {
      for (const [slug, value] of Object.entries(v.attributes)) {
        const axis = axes.find((a) => a.slug === slug);
        if (!axis || (value !== "" && !axis.options.includes(value)))
          errors.attributes ??= "adminVariations.error.attributeUsed";
      }
    }
    if (Object.keys(errors).length > 0) throw new CatalogInputError(errors);
    await trx.update(products).set({ attributes: next }).where(eq(products.id, productId));
    return {
      result: { attributes: next },
      changes: { attributes: { from: row.attributes, to: next } as AuditFieldChange },
    };
  });
}

/** One attribute as sent → as stored on the product, or the message why not. */
function readAttribute(
  a: AttributeInput,
  globals: readonly { slug: string; name: string; term: string | null }[],
): ProductAttribute | MessageKey {
  if (a.global) {
    const terms = globals.filter((g) => g.slug === a.global);
    if (terms.length === 0) return "adminVariations.error.unknownAttribute";
    const names = terms.map((t) => t.term).filter((t): t is string => t !== null);
    if (a.options.some((o) => !names.includes(o))) return "adminVariations.error.unknownTerm";
    const options = names.filter((n) => a.options.includes(n));
    if (options.length === 0) return "adminVariations.error.noValues";
    return { name: terms[0]!.name, slug: a.global, options, variation: a.variation };
  }
  const name = (a.name ?? "").trim();
  if (!name || name.length > 100 || name.includes("|")) return "adminVariations.error.attributeName";
  const options = [...new Set(a.options.map((o) => o.trim()).filter(Boolean))];
  if (options.length === 0) return "adminVariations.error.noValues";
  if (options.length > 50 || options.some((o) => o.length > 100)) return "adminVariations.error.values";
  return { name, slug: slugOf(name, "merkmal"), options, variation: a.variation };
}

/** The stock status a variation gets: by the quantity when managed (backorders as the product allows). */
function stockStatusOf(
  next: Pick<VariationRow, "manageStock" | "stockQuantity" | "stockStatus">,
  product: Pick<ProductRow, "backorders">,
): VariationRow["stockStatus"] {
  if (!next.manageStock) return next.stockStatus;
  if ((next.stockQuantity ?? 0) > 0) return "instock";
  return product.backorders === "no" ? "outofstock" : "onbackorder";
}

/** The checks of one variation as it would be after the patch (field → message key). */
function checkVariation(next: VariationRow): Partial<Record<keyof VariationPatch, MessageKey>> {
  const errors: Partial<Record<keyof VariationPatch, MessageKey>> = {};
  if (next.plannedSalePriceCents != null && next.plannedSalePriceCents >= next.regularPriceCents)
    errors.salePriceCents = "adminProducts.error.saleAbovePrice";
  if (next.saleFrom && next.saleTo && next.saleTo <= next.saleFrom)
    errors.saleTo = "adminProducts.error.saleEnd";
  if ((next.saleFrom || next.saleTo) && next.plannedSalePriceCents == null)
    errors.salePriceCents = "adminProducts.error.saleDatesWithoutPrice";
  if (next.manageStock && next.stockQuantity == null)
    errors.stockQuantity = "adminProducts.error.stockRequired";
  return errors;
}

/** SKUs are unique over products and variations alike (case-insensitive, as the importer matches). */
async function skuTaken(trx: Tx, sku: string, exceptVariation: number | null): Promise<boolean> {
  const lower = sku.toLowerCase();
  const [p] = await trx
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.sku}) = ${lower}`)
    .limit(1);
  if (p) return true;
  const [v] = await trx
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(
      and(
        sql`lower(${productVariations.sku}) = ${lower}`,
        exceptVariation === null ? undefined : ne(productVariations.id, exceptVariation),
      ),
    )
    .limit(1);
  return Boolean(v);
}

async function imageError(trx: Tx, imageId: number | null | undefined): Promise<MessageKey | undefined> {
  if (imageId == null) return undefined;
  const [row] = await trx
    .select({ id: media.id, alt: media.alt, trashedAt: media.trashedAt })
    .from(media)
    .where(eq(media.id, imageId));
  return whyNotUsable(row) ? "adminVariations.error.image" : undefined;
}

/** The fields a patch sets as they are (the sale price and its window are planned: applyPatch). */
const EDITABLE = [
  "regularPriceCents",
  "sku",
  "manageStock",
  "stockQuantity",
  "stockStatus",
  "imageId",
  "enabled",
] as const;
/** What a write compares and audits ("salePriceCents" is the one in effect, the job's). */
const AUDITED = [...EDITABLE, "plannedSalePriceCents", "saleFrom", "saleTo", "salePriceCents"] as const;

const auditValue = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * Applies a patch to a variation row: the next row and what changed (for the audit). The sale
 * price in effect follows the planned one inside its window at `now` (sale-schedule.ts later).
 */
function applyPatch(row: VariationRow, patch: VariationPatch, product: ProductRow, now = new Date()) {
  const next: VariationRow = { ...row };
  for (const f of EDITABLE) if (patch[f] !== undefined) (next as Record<string, unknown>)[f] = patch[f];
  next.sku = next.sku?.trim() || null;
  if (!next.manageStock && patch.manageStock === false && patch.stockQuantity === undefined)
    next.stockQuantity = null;
  next.stockStatus = stockStatusOf(next, product);
  next.plannedSalePriceCents =
    patch.salePriceCents !== undefined ? patch.salePriceCents : plannedSalePrice(row);
  // A sale price removed takes its window with it unless the patch names one (WooCommerce's rule).
  next.saleFrom =
    patch.saleFrom !== undefined ? patch.saleFrom : patch.salePriceCents === null ? null : row.saleFrom;
  next.saleTo = patch.saleTo !== undefined ? patch.saleTo : patch.salePriceCents === null ? null : row.saleTo;
  next.salePriceCents = effectiveSalePrice(
    { priceCents: next.plannedSalePriceCents, from: next.saleFrom, to: next.saleTo },
    now,
  );
  const changes: Record<string, AuditFieldChange> = {};
  for (const f of AUDITED) {
    const [from, to] = [auditValue(row[f]), auditValue(next[f])];
    if (from !== to) changes[f] = { from, to } as AuditFieldChange;
  }
  return { next, changes };
}

/** The variations' updates, all checked before any is written; field keys are `v<ID>.<field>`. */
export async function updateVariations(
  db: Db,
  productId: number,
  updates: readonly { id: number; patch: unknown }[],
  opts: ProductWriteOptions,
): Promise<{ changed: number; version: number } | undefined> {
  const parsed = updates.map((u) => ({ id: u.id, patch: parsePatch(u.patch, `v${u.id}.`) }));
  return productWrite(db, productId, opts, "variations", async (trx, product) => {
    const rows = await listVariations(trx, productId);
    const errors: Record<string, MessageKey> = {};
    const planned: { row: VariationRow; next: VariationRow; changes: Record<string, AuditFieldChange> }[] =
      [];
    const skus = new Map<string, number>();
    for (const u of parsed) {
      const row = rows.find((r) => r.id === u.id);
      if (!row) {
        errors[`v${u.id}`] = "adminVariations.error.noVariation";
        continue;
      }
      const { next, changes } = applyPatch(row, u.patch, product);
      for (const [f, key] of Object.entries(checkVariation(next))) errors[`v${u.id}.${f}`] = key;
      if (next.sku && next.sku !== row.sku) {
        const lower = next.sku.toLowerCase();
        if (skus.has(lower) || (await skuTaken(trx, next.sku, row.id)))
          errors[`v${u.id}.sku`] = "adminProducts.error.skuTaken";
      }
      if (next.sku) skus.set(next.sku.toLowerCase(), row.id);
      if (next.imageId !== row.imageId) {
        const bad = await imageError(trx, next.imageId);
        if (bad) errors[`v${u.id}.imageId`] = bad;
      }
      planned.push({ row, next, changes });
    }
    if (Object.keys(errors).length > 0) throw new CatalogInputError(errors);
    let changed = 0;
    const audit: Record<string, AuditFieldChange> = {};
    for (const { row, next, changes } of planned) {
      if (Object.keys(changes).length === 0) continue;
      changed++;
      const { id: _id, productId: _p, attributes: _a, menuOrder: _m, ...values } = next;
      await trx.update(productVariations).set(values).where(eq(productVariations.id, next.id));
      // The owner's stock edit of a variation is history as the product's is (issue 23 item 7).
      await recordStockChange(
        trx,
        { productId, variationId: next.id },
        row.manageStock ? row.stockQuantity : null,
        next.manageStock ? next.stockQuantity : null,
        { reason: opts.stockReason ?? "edit", actorId: opts.actor.id },
      );
      for (const [f, c] of Object.entries(changes)) audit[`v${next.id}.${f}`] = c;
    }
    return { result: { changed }, changes: audit };
  });
}

/** A new variation (REST): every variation attribute named with one of its values, not yet present. */
export async function createVariation(
  db: Db,
  productId: number,
  input: unknown,
  opts: ProductWriteOptions,
): Promise<(VariationRow & { version: number }) | undefined> {
  const patch = parsePatch(input);
  if (patch.regularPriceCents === undefined)
    throw new CatalogInputError({ regularPriceCents: "adminVariations.error.priceRequired" });
  return productWrite(db, productId, opts, "variation_create", async (trx, product) => {
    if (product.type !== "variable")
      throw new CatalogInputError({ type: "adminVariations.error.notVariable" });
    const axes = variationAxes(product.attributes);
    const values = patch.attributes ?? {};
    if (!completeValues(axes, values))
      throw new CatalogInputError({ attributes: "adminVariations.error.attributesMissing" });
    const rows = await listVariations(trx, productId);
    const key = (v: Record<string, string>) => JSON.stringify(axes.map((a) => v[a.slug] ?? ""));
    if (rows.some((r) => key(r.attributes) === key(values)))
      throw new CatalogInputError({ attributes: "adminVariations.error.duplicate" });
    const blank: VariationRow = {
      id: 0,
      productId,
      sku: null,
      attributes: values,
      regularPriceCents: patch.regularPriceCents!,
      salePriceCents: null,
      plannedSalePriceCents: null,
      saleFrom: null,
      saleTo: null,
      stockStatus: "instock",
      manageStock: false,
      stockQuantity: null,
      netQuantity: null,
      imageId: null,
      menuOrder: rows.reduce((m, r) => Math.max(m, r.menuOrder + 1), 0),
      enabled: true,
    };
    const { next } = applyPatch(blank, patch, product);
    const errors: Record<string, MessageKey> = { ...checkVariation(next) };
    if (next.sku && (await skuTaken(trx, next.sku, null))) errors.sku = "adminProducts.error.skuTaken";
    const bad = await imageError(trx, next.imageId);
    if (bad) errors.imageId = bad;
    if (Object.keys(errors).length > 0) throw new CatalogInputError(errors);
    const { id: _id, ...values2 } = next;
    const [created] = await trx.insert(productVariations).values(values2).returning();
    return {
      result: created!,
      changes: {
        variation: { from: null, to: created!.id },
        attributes: { from: null, to: values } as AuditFieldChange,
      },
    };
  });
}

/**
 * The generator: creates every combination of the variation attributes' values that no variation
 * has yet, each at `regularPriceCents`; reports how many it created and skipped. Refused without
 * variation attributes or above MAX_COMBINATIONS combinations.
 */
export async function generateVariations(
  db: Db,
  productId: number,
  input: { regularPriceCents: unknown },
  opts: ProductWriteOptions,
): Promise<{ created: number; skipped: number; version: number } | undefined> {
  const price = cents.safeParse(input.regularPriceCents);
  if (!price.success)
    throw new CatalogInputError({ regularPriceCents: price.error.issues[0]!.message as MessageKey });
  return productWrite(db, productId, opts, "variations_generate", async (trx, product) => {
    if (product.type !== "variable")
      throw new CatalogInputError({ type: "adminVariations.error.notVariable" });
    const rows = await listVariations(trx, productId);
    const plan = planGeneration(
      product.attributes,
      rows.map((r) => r.attributes),
    );
    if (!plan.ok) throw new CatalogInputError({ generate: plan.error });
    let order = rows.reduce((m, r) => Math.max(m, r.menuOrder + 1), 0);
    if (plan.create.length > 0)
      await trx.insert(productVariations).values(
        plan.create.map((attributes) => ({
          productId,
          attributes,
          regularPriceCents: price.data,
          menuOrder: order++,
        })),
      );
    return {
      result: { created: plan.create.length, skipped: plan.skipped },
      changes: { variationsCreated: { from: rows.length, to: rows.length + plan.create.length } },
    };
  });
}

/** A change applied to several variations at once. */
export type VariationBulkChange =
  | { kind: "price"; change: PriceChange }
  | { kind: "setPrice"; cents: number }
  | { kind: "sale"; cents: number }
  | { kind: "saleClear" }
  | { kind: "stock"; quantity: number }
  | { kind: "enable" }
  | { kind: "disable" };

/**
 * Applies one change to the chosen variations (or all): one transaction. A variation the change
 * would make invalid (a price of 0 € or less, a sale price not below the price) is left as it is
 * and reported as skipped; the rest are changed.
 */
export async function bulkEditVariations(
  db: Db,
  productId: number,
  input: { ids: readonly number[] | "all"; change: VariationBulkChange },
  opts: ProductWriteOptions,
): Promise<{ changed: number; skipped: number; version: number } | undefined> {
  return productWrite(db, productId, opts, "variations_bulk", async (trx, product) => {
    const rows = (await listVariations(trx, productId)).filter(
      (r) => input.ids === "all" || input.ids.includes(r.id),
    );
    if (rows.length === 0) throw new CatalogInputError({ bulk: "adminVariations.error.noneSelected" });
    let changed = 0;
    let skipped = 0;
    const audit: Record<string, AuditFieldChange> = {};
    const c = input.change;
    for (const row of rows) {
      const patch: VariationPatch = {};
      if (c.kind === "price" || c.kind === "setPrice") {
        const price = c.kind === "price" ? applyPriceChange(row.regularPriceCents, c.change) : c.cents;
        if (price === undefined || price < 1 || price > MAX_PRICE_CENTS) {
          skipped++;
          continue;
        }
        patch.regularPriceCents = price;
        // A sale price the new price no longer exceeds goes with its dates (as the products' bulk edit does).
        const planned = plannedSalePrice(row);
        if (planned != null && planned >= price) patch.salePriceCents = null;
      } else if (c.kind === "sale") {
        if (c.cents >= row.regularPriceCents) {
          skipped++;
          continue;
        }
        patch.salePriceCents = c.cents;
      } else if (c.kind === "saleClear")
        Object.assign(patch, { salePriceCents: null, saleFrom: null, saleTo: null });
      else if (c.kind === "stock") Object.assign(patch, { manageStock: true, stockQuantity: c.quantity });
      else patch.enabled = c.kind === "enable";
      const { next, changes } = applyPatch(row, patch, product);
      if (Object.keys(changes).length === 0) continue;
      changed++;
      const { id: _id, productId: _p, attributes: _a, menuOrder: _m, ...values } = next;
      await trx.update(productVariations).set(values).where(eq(productVariations.id, row.id));
      for (const [f, ch] of Object.entries(changes)) audit[`v${row.id}.${f}`] = ch;
    }
    return { result: { changed, skipped }, changes: audit };
  });
}

/** Deletes variations of the product (those of another product are not touched). */
export async function deleteVariations(
  db: Db,
  productId: number,
  ids: readonly number[],
  opts: ProductWriteOptions,
): Promise<{ deleted: VariationRow[]; version: number } | undefined> {
  return productWrite(db, productId, opts, "variation_delete", async (trx) => {
    const deleted =
      ids.length === 0
        ? []
        : await trx
            .delete(productVariations)
            .where(and(eq(productVariations.productId, productId), inArray(productVariations.id, [...ids])))
            .returning();
    if (deleted.length === 0) throw new CatalogInputError({ variation: "adminVariations.error.noVariation" });
    return {
      result: { deleted },
      changes: { variationsDeleted: { from: deleted.map((d) => d.id), to: null } as AuditFieldChange },
    };
  });
}
