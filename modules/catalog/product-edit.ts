/**
 * The owner's edits of a product (issue 23 item 2, the simple product's fields): one validated
 * patch, checked against the stored product (sale below the price, sale end after its start,
 * SKU, GTIN and slug unique), written with a version check in one audited transaction. A changed
 * slug leaves a 301 from the old URL (redirects.ts); the sale schedule decides which sale price is
 * in effect now (sale-schedule.ts keeps it in step later). The back office's editor, REST
 * `wc/v3/products` and the bulk edit all write through here. Framework-free.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import type { AuditFieldChange } from "#db/schema/audit.ts";
import type { Backorders, CatalogVisibility } from "#db/schema/catalog.ts";
import { products } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import { addSlugRedirect } from "../site/redirects.ts";
import { recordStockChange } from "../stock/history.ts";
import { slugify } from "./csv-import/values.ts";
import { CONTENT_FIELDS, contentPatchFields, contentValues, prepareContent } from "./product-content.ts";
import {
  EDITABLE_STATUSES,
  effectiveSalePrice,
  isValidGtin,
  MAX_MIN_QUANTITY,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  MAX_WEIGHT_KG,
  NET_UNITS,
} from "./product-rules.ts";

type ProductRow = typeof products.$inferSelect;

const cents = z
  .number({ error: "adminProducts.error.price" })
  .int({ error: "adminProducts.error.price" })
  .min(1, { error: "adminProducts.error.priceMin" })
  .max(MAX_PRICE_CENTS, { error: "adminProducts.error.priceMax" });
const stock = z
  .number({ error: "adminProducts.error.stock" })
  .int({ error: "adminProducts.error.stock" })
  .min(0, { error: "adminProducts.error.stock" })
  .max(MAX_STOCK, { error: "adminProducts.error.stock" });
const shortText = (max: number, key: MessageKey) => z.string().trim().max(max, { error: key });

/** What an edit may set; every field optional (REST patches some), `null` clears where allowed. */
export const productPatchSchema = z
  .object({
    name: shortText(200, "adminProducts.error.nameLength").min(1, {
      error: "adminProducts.error.nameRequired",
    }),
    nameEn: shortText(200, "adminProducts.error.nameLength").nullable(),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "adminProducts.error.slug" })
      .max(200, { error: "adminProducts.error.slug" }),
    regularPriceCents: cents,
    salePriceCents: cents.nullable(),
    saleFrom: z.date().nullable(),
    saleTo: z.date().nullable(),
    taxClass: z.enum(["standard", "reduced"], { error: "adminProducts.error.taxClass" }),
    sku: shortText(100, "adminProducts.error.sku")
      .regex(/^[^\s]+$/, { error: "adminProducts.error.sku" })
      .nullable(),
    gtin: z.string().trim().refine(isValidGtin, { error: "adminProducts.error.gtin" }).nullable(),
    manageStock: z.boolean(),
    stockQuantity: stock.nullable(),
    stockStatus: z.enum(["instock", "outofstock", "onbackorder"], {
      error: "adminProducts.error.stockStatus",
    }),
    backorders: z.enum(["no", "notify", "yes"], { error: "adminProducts.error.backorders" }),
    lowStockAmount: stock.nullable(),
    status: z.enum(EDITABLE_STATUSES, { error: "adminProducts.error.status" }),
    featured: z.boolean(),
    catalogVisibility: z.enum(["visible", "catalog", "search", "hidden"], {
      error: "adminProducts.error.visibility",
    }),
    deliveryTime: shortText(100, "adminProducts.error.deliveryTime").nullable(),
    /** Decimal as text ("250", "0.5"), as numeric columns hold it. */
    netQuantity: z
      .string()
      .regex(/^\d{1,8}(\.\d{1,3})?$/, { error: "adminProducts.error.netQuantity" })
      .refine((v) => Number(v) > 0, { error: "adminProducts.error.netQuantity" })
      .nullable(),
    netUnit: z.enum(NET_UNITS, { error: "adminProducts.error.netUnit" }).nullable(),
    ...contentPatchFields,
    /** Status "future": when the job runner publishes the product (must lie ahead). */
    publishAt: z.date().nullable(),
    /** Weight in kg as text ("0.25"), 0–1000 with up to three decimals (grams). */
    weight: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,3})?$/, { error: "adminProducts.error.weight" })
      .refine((v) => Number(v) <= MAX_WEIGHT_KG, { error: "adminProducts.error.weight" })
      .nullable(),
    /** The least a customer may buy at once (the cart enforces it). */
    minQuantity: z
      .number({ error: "adminProducts.error.minQuantity" })
      .int({ error: "adminProducts.error.minQuantity" })
      .min(1, { error: "adminProducts.error.minQuantity" })
      .max(MAX_MIN_QUANTITY, { error: "adminProducts.error.minQuantity" }),
  })
  .partial();

export type ProductPatch = z.infer<typeof productPatchSchema>;
export type ProductFieldErrors = Partial<Record<keyof ProductPatch, MessageKey>>;

/** The patch was refused: German messages (catalogue keys) per field, nothing saved. */
export class ProductValidationError extends Error {
  readonly errors: ProductFieldErrors;
  constructor(errors: ProductFieldErrors) {
    super(`invalid product: ${Object.keys(errors).join(", ")}`);
    this.name = "ProductValidationError";
    this.errors = errors;
  }
}

/** The fields an edit compares and audits, as stored (the conflict screen shows these). */
export const EDITED_FIELDS = [
  "name",
  "nameEn",
  "slug",
  "regularPriceCents",
  "salePriceCents",
  "saleFrom",
  "saleTo",
  "taxClass",
  "sku",
  "gtin",
  "manageStock",
  "stockQuantity",
  "stockStatus",
  "backorders",
  "lowStockAmount",
  "status",
  "featured",
  "catalogVisibility",
  "deliveryTime",
  "netQuantity",
  "netUnit",
  ...CONTENT_FIELDS,
  "weight",
  "minQuantity",
  "publishAt",
] as const satisfies readonly (keyof ProductPatch)[];
export type EditedField = (typeof EDITED_FIELDS)[number];

/** One product as stored (the editor and REST read it whole), or undefined. */
export async function getProductRow(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The editable values of a stored product, as the patch names them (the sale price is the planned one). */
export function editableValues(row: ProductRow): Required<ProductPatch> {
  return {
    name: row.name,
    nameEn: row.nameEn,
    slug: row.slug,
    regularPriceCents: row.regularPriceCents ?? 0,
    salePriceCents: row.plannedSalePriceCents,
    saleFrom: row.saleFrom,
    saleTo: row.saleTo,
    taxClass: row.taxClass,
    sku: row.sku,
    gtin: row.gtin,
    manageStock: row.manageStock,
    stockQuantity: row.stockQuantity,
    stockStatus: row.stockStatus,
    backorders: row.backorders,
    lowStockAmount: row.lowStockAmount,
    status: row.status === "trash" ? (row.statusBeforeTrash ?? "draft") : row.status,
    featured: row.featured,
    catalogVisibility: row.catalogVisibility,
    deliveryTime: row.deliveryTime,
    netQuantity: row.netQuantity === null ? null : String(Number(row.netQuantity)),
    netUnit: row.netUnit,
    ...contentValues(row),
    weight: row.weight === null ? null : String(Number(row.weight)),
    minQuantity: row.minQuantity,
    publishAt: row.publishAt,
  };
}

const comparable = (v: unknown) =>
  v instanceof Date ? v.toISOString() : Array.isArray(v) ? v.join(",") : (v ?? null);

/** Field → {from, to} where two sets of editable values differ. */
export function differences(
  a: Partial<Record<EditedField, unknown>>,
  b: Partial<Record<EditedField, unknown>>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const f of EDITED_FIELDS) {
    if (!(f in a) || !(f in b)) continue;
    const [x, y] = [comparable(a[f]), comparable(b[f])];
    if (x !== y) out[f] = { from: x, to: y };
  }
  return out;
}

/** The checks across fields, on the product as it would be after the patch. */
function crossCheck(next: Required<ProductPatch>, type: ProductRow["type"], now: Date): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  if (next.status === "future" && (!next.publishAt || next.publishAt <= now))
    errors.publishAt = "adminProducts.error.publishAt";
  if (next.salePriceCents != null && type === "simple" && next.salePriceCents >= next.regularPriceCents)
    errors.salePriceCents = "adminProducts.error.saleAbovePrice";
  if (next.saleFrom && next.saleTo && next.saleTo <= next.saleFrom)
    errors.saleTo = "adminProducts.error.saleEnd";
  if ((next.saleFrom || next.saleTo) && next.salePriceCents == null)
    errors.salePriceCents = "adminProducts.error.saleDatesWithoutPrice";
  if (next.manageStock && next.stockQuantity == null)
    errors.stockQuantity = "adminProducts.error.stockRequired";
  if ((next.netQuantity == null) !== (next.netUnit == null))
    errors[next.netQuantity == null ? "netQuantity" : "netUnit"] = "adminProducts.error.netPair";
  return errors;
}

/** Stock status follows the managed quantity (WooCommerce's rule); unmanaged, the owner sets it. */
function derivedStockStatus(next: Required<ProductPatch>): ProductRow["stockStatus"] {
  if (!next.manageStock) return next.stockStatus;
  if ((next.stockQuantity ?? 0) > 0) return "instock";
  return next.backorders === "no" ? "outofstock" : "onbackorder";
}

async function uniquenessErrors(
  db: Db,
  id: number,
  next: Required<ProductPatch>,
  prev: Required<ProductPatch>,
) {
  const errors: ProductFieldErrors = {};
  const taken = async (col: typeof products.sku | typeof products.slug | typeof products.gtin, v: string) =>
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(col, v), ne(products.id, id)))
        .limit(1)
    ).length > 0;
  if (next.slug !== prev.slug && (await taken(products.slug, next.slug)))
    errors.slug = "adminProducts.error.slugTaken";
  if (next.sku && next.sku !== prev.sku && (await taken(products.sku, next.sku)))
    errors.sku = "adminProducts.error.skuTaken";
  if (next.gtin && next.gtin !== prev.gtin && (await taken(products.gtin, next.gtin)))
    errors.gtin = "adminProducts.error.gtinTaken";
  return errors;
}

/** The patch, or ProductValidationError with the German message per field. */
function parsePatch(input: unknown): ProductPatch {
  const parsed = productPatchSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: ProductFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProductPatch;
    errors[field] ??= issue.message as MessageKey;
  }
  throw new ProductValidationError(errors);
}

export type UpdateOptions = {
  actor: Actor;
  /** The version the edit was based on; a stale one is refused (REST may omit it). */
  expectedVersion?: number;
  /** The values the owner saw when the version was read: the conflict lists what changed since. */
  seen?: Partial<Record<EditedField, unknown>>;
  requestId?: string;
  now?: Date;
  /** What the stock history names as the cause of a stock change (default: the editor). */
  stockReason?: "edit" | "bulk" | "rest";
};

export type UpdateResult = { id: number; version: number; changed: boolean; slug: string };

/**
 * Validates and writes a patch; throws ProductValidationError (German field messages) or
 * VersionConflictError; undefined when there is no such product (or it is in the trash).
 */
export async function updateProduct(
  db: Db,
  id: number,
  input: unknown,
  opts: UpdateOptions,
): Promise<UpdateResult | undefined> {
  const patch = parsePatch(input);
  const now = opts.now ?? new Date();
  return db.transaction(async (trx) => {
    const [row] = await trx.select().from(products).where(eq(products.id, id)).for("update");
    if (!row || row.status === "trash") return undefined;
    const prev = editableValues(row);
    if (opts.expectedVersion !== undefined && opts.expectedVersion !== row.version)
      throw new VersionConflictError(opts.expectedVersion, row.version, differences(opts.seen ?? {}, prev));
    // A variable product's prices live on its variations; only the simple fields apply here.
    const next: Required<ProductPatch> = { ...prev, ...patch };
    if (row.type === "variable") {
      next.regularPriceCents = prev.regularPriceCents;
      next.salePriceCents = prev.salePriceCents;
    }
    const content = await prepareContent(trx, next, prev, row.contentMediaIds);
    const errors = {
      ...crossCheck(next, row.type, now),
      ...(await uniquenessErrors(trx, id, next, prev)),
      ...content.errors,
    };
    if (Object.keys(errors).length > 0) throw new ProductValidationError(errors);
    const changes = differences(prev, next);
    if (Object.keys(changes).length === 0)
      return { id, version: row.version, changed: false, slug: row.slug };
    const values = storedValues(next, row, now);
    const [saved] = await trx
      .update(products)
      .set({
        ...values,
        contentMediaIds: content.contentMediaIds,
        version: sql`${products.version} + 1`,
        updatedAt: now,
      })
      .where(eq(products.id, id))
      .returning({ version: products.version });
    if (next.slug !== prev.slug) await addSlugRedirect(trx, prev.slug, next.slug);
    await recordStockChange(
      trx,
      { productId: id, variationId: null },
      row.manageStock ? row.stockQuantity : null,
      values.manageStock ? values.stockQuantity : null,
      { reason: opts.stockReason ?? "edit", actorId: opts.actor.id },
    );
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: id,
      action: "update",
      changes: auditChanges(changes),
      requestId: opts.requestId,
    });
    return { id, version: saved!.version, changed: true, slug: next.slug };
  });
}

/** The row's columns for a set of editable values (derived: effective sale, stock status, sort prices). */
export function storedValues(next: Required<ProductPatch>, row: Pick<ProductRow, "type">, now: Date) {
  const sale = effectiveSalePrice(
    { priceCents: next.salePriceCents, from: next.saleFrom, to: next.saleTo },
    now,
  );
  const simple = row.type === "simple";
  return {
    name: next.name,
    nameEn: next.nameEn || null,
    slug: next.slug,
    taxClass: next.taxClass,
    sku: next.sku || null,
    gtin: next.gtin || null,
    manageStock: next.manageStock,
    stockQuantity: next.stockQuantity,
    stockStatus: derivedStockStatus(next),
    backorders: next.backorders as Backorders,
    lowStockAmount: next.lowStockAmount,
    status: next.status,
    featured: next.featured,
    catalogVisibility: next.catalogVisibility as CatalogVisibility,
    deliveryTime: next.deliveryTime || null,
    ...netValues(next),
    ...contentValues(next),
    weight: next.weight,
    minQuantity: next.minQuantity,
    // Only a scheduled product keeps its moment.
    publishAt: next.status === "future" ? next.publishAt : null,
    ...(simple
      ? {
          regularPriceCents: next.regularPriceCents,
          plannedSalePriceCents: next.salePriceCents,
          saleFrom: next.saleFrom,
          saleTo: next.saleTo,
          salePriceCents: sale,
          sortPriceCents: sale ?? next.regularPriceCents,
          maxPriceCents: sale ?? next.regularPriceCents,
        }
      : {}),
  };
}

/**
 * The net quantity as the unit price needs it: grams and millilitres are stored as kg and l (the
 * Grundpreis is per kg or l, PAngV § 5), so the shop shows "… € / kg" for 250 g.
 */
function netValues(next: Required<ProductPatch>) {
  if (next.netQuantity == null || next.netUnit == null)
    return { netQuantity: null, netUnit: null, unitReference: null };
  const small = next.netUnit === "g" || next.netUnit === "ml";
  return {
    netQuantity: small ? String(Number(next.netQuantity) / 1000) : next.netQuantity,
    netUnit: small ? (next.netUnit === "g" ? "kg" : "l") : next.netUnit,
    unitReference: "1",
  } as const;
}

/** The audit log's field names: a product's name is not a person's (the redaction keys on "name"). */
export function auditChanges(changes: Record<string, { from: unknown; to: unknown }>) {
  return Object.fromEntries(
    Object.entries(changes).map(([k, v]) => [
      k === "name" ? "productName" : k === "nameEn" ? "productNameEn" : k,
      v,
    ]),
  ) as Record<string, AuditFieldChange>;
}

/** What a new product is unless the input says otherwise (WooCommerce's defaults). */
const NEW_PRODUCT: Omit<Required<ProductPatch>, "name" | "slug" | "regularPriceCents"> = {
  nameEn: null,
  salePriceCents: null,
  saleFrom: null,
  saleTo: null,
  taxClass: "standard",
  sku: null,
  gtin: null,
  manageStock: false,
  stockQuantity: null,
  stockStatus: "instock",
  backorders: "no",
  lowStockAmount: null,
  status: "publish",
  featured: false,
  catalogVisibility: "visible",
  deliveryTime: null,
  netQuantity: null,
  netUnit: null,
  shortDescription: "",
  description: "",
  shortDescriptionEn: "",
  descriptionEn: "",
  imageId: null,
  galleryImageIds: [],
  weight: null,
  minQuantity: 1,
  publishAt: null,
};

/**
 * Creates a product (REST `POST wc/v3/products`, the back office's "Neues Produkt"): the editor's
 * validation and rules, a name required and, for a simple product, a price (a variable product's
 * prices are its variations'), the slug from the name when none is given (made free with "-2" …),
 * one audited transaction. Throws ProductValidationError (German field messages), nothing saved.
 */
export async function createProduct(
  db: Db,
  input: unknown,
  opts: Pick<UpdateOptions, "actor" | "requestId" | "now"> & {
    /** A variable product has no price of its own (its variations have): none is needed or kept. */
    type?: "simple" | "variable";
  },
): Promise<{ id: number; slug: string }> {
  const type = opts.type ?? "simple";
  const patch = parsePatch(input);
  if (type === "variable") {
    for (const key of ["regularPriceCents", "salePriceCents", "saleFrom", "saleTo"] as const)
      delete patch[key];
  }
  const missing: ProductFieldErrors = {};
  if (!patch.name) missing.name = "adminProducts.error.nameRequired";
  if (type === "simple" && patch.regularPriceCents === undefined)
    missing.regularPriceCents = "adminProducts.error.price";
  if (Object.keys(missing).length) throw new ProductValidationError(missing);
  const now = opts.now ?? new Date();
  return db.transaction(async (trx) => {
    let slug = patch.slug;
    if (!slug) {
      const base = slugify(patch.name!, "produkt");
      const taken = new Set(
        (
          await trx
            .select({ slug: products.slug })
            .from(products)
            .where(sql`${products.slug} = ${base} or ${products.slug} ~ ${`^${base}-[0-9]+$`}`)
        ).map((r) => r.slug),
      );
      slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    }
    const next = { ...NEW_PRODUCT, ...patch, slug } as Required<ProductPatch>;
    const none = { ...NEW_PRODUCT, name: "", slug: "", regularPriceCents: 0 } as Required<ProductPatch>;
    const content = await prepareContent(trx, next, none, []);
    const errors = {
      ...crossCheck(next, type, now),
      ...(await uniquenessErrors(trx, 0, next, none)),
      ...content.errors,
    };
    if (Object.keys(errors).length > 0) throw new ProductValidationError(errors);
    const [row] = await trx
      .insert(products)
      .values({
        ...storedValues(next, { type }, now),
        contentMediaIds: content.contentMediaIds,
        type,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: row!.id,
      action: "create",
      changes: auditChanges(differences(none, next)),
      requestId: opts.requestId,
    });
    return { id: row!.id, slug };
  });
}
