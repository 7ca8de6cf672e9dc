/**
 * The products list's bulk edit (issue 23 item 1): one change for up to a page of products, each
 * product in its own transaction through updateProduct (validated, audited, version-checked) and
 * reported one by one. The form sends each product with the version the list showed, so a double
 * submit (or a change by someone else meanwhile) finds a newer version and skips the product
 * instead of applying "+10 %" twice. A price that would end at zero or below is refused per product.
 * Framework-free.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { productCategories, productCategoryLinks, products } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import { editableValues, ProductValidationError, updateProduct } from "./product-edit.ts";
import { applyPriceChange, type EditableStatus, type PriceChange } from "./product-rules.ts";
import { restoreProduct, trashProduct } from "./product-trash.ts";

/** At most this many products per bulk change (a page of the list). */
export const BULK_MAX_PRODUCTS = 100;

export type BulkChange =
  | { kind: "price"; change: PriceChange }
  | { kind: "sale"; salePriceCents: number | null; saleFrom: Date | null; saleTo: Date | null }
  | { kind: "stock"; quantity: number }
  | { kind: "status"; status: EditableStatus }
  | { kind: "category"; categoryId: number }
  | { kind: "trash" }
  | { kind: "restore" };

export type BulkProductOutcome = {
  id: number;
  name: string;
  result: "changed" | "unchanged" | "conflict" | "invalid" | "missing";
  message?: MessageKey;
};

type Target = { id: number; version: number };
type Opts = { actor: Actor; requestId?: string };

export async function bulkEditProducts(
  db: Db,
  targets: readonly Target[],
  change: BulkChange,
  opts: Opts,
): Promise<BulkProductOutcome[]> {
  const seen = new Set<number>();
  const out: BulkProductOutcome[] = [];
  for (const t of targets) {
    if (seen.has(t.id) || seen.size >= BULK_MAX_PRODUCTS) continue;
    seen.add(t.id);
    out.push(await editOne(db, t, change, opts));
  }
  return out;
}

async function editOne(db: Db, t: Target, change: BulkChange, opts: Opts): Promise<BulkProductOutcome> {
  const [row] = await db.select().from(products).where(eq(products.id, t.id));
  if (!row) return { id: t.id, name: "", result: "missing" };
  const base = { id: t.id, name: row.name };
  if (row.version !== t.version)
    return { ...base, result: "conflict", message: "adminProducts.bulk.conflict" };
  if (change.kind === "trash" || change.kind === "restore") {
    const done = await (change.kind === "trash" ? trashProduct : restoreProduct)(db, t.id, opts);
    return { ...base, result: done ? "changed" : "unchanged" };
  }
  if (row.status === "trash") return { ...base, result: "missing" };
  if (change.kind === "category") return { ...base, ...(await addCategory(db, t, change.categoryId, opts)) };
  let patch: Record<string, unknown>;
  switch (change.kind) {
    case "price": {
      if (row.type !== "simple" || row.regularPriceCents == null)
        return { ...base, result: "invalid", message: "adminProducts.bulk.notSimple" };
      const price = applyPriceChange(row.regularPriceCents, change.change);
      if (price === undefined) return { ...base, result: "invalid", message: "adminProducts.error.priceMin" };
      // A sale price that would no longer be below the new price goes (the sale ends with the cut).
      const sale = editableValues(row).salePriceCents;
      patch = {
        regularPriceCents: price,
        ...(sale != null && sale >= price ? { salePriceCents: null, saleFrom: null, saleTo: null } : {}),
      };
      break;
    }
    case "sale":
      if (row.type !== "simple")
        return { ...base, result: "invalid", message: "adminProducts.bulk.notSimple" };
      patch = { salePriceCents: change.salePriceCents, saleFrom: change.saleFrom, saleTo: change.saleTo };
      break;
    case "stock":
      patch = { manageStock: true, stockQuantity: change.quantity };
      break;
    default:
      patch = { status: change.status };
  }
  try {
    const r = await updateProduct(db, t.id, patch, {
      ...opts,
      expectedVersion: t.version,
      stockReason: "bulk",
    });
    if (!r) return { ...base, result: "missing" };
    return { ...base, result: r.changed ? "changed" : "unchanged" };
  } catch (err) {
    if (err instanceof VersionConflictError)
      return { ...base, result: "conflict", message: "adminProducts.bulk.conflict" };
    if (err instanceof ProductValidationError)
      return { ...base, result: "invalid", message: Object.values(err.errors)[0] };
    throw err;
  }
}

/** Adds the product to a category (its other categories stay), bumping its version. */
async function addCategory(
  db: Db,
  t: Target,
  categoryId: number,
  opts: Opts,
): Promise<Pick<BulkProductOutcome, "result" | "message">> {
  return db
    .transaction(async (trx) => {
      const [category] = await trx
        .select({ name: productCategories.name })
        .from(productCategories)
        .where(eq(productCategories.id, categoryId));
      if (!category) return { result: "invalid", message: "adminProducts.bulk.noCategory" } as const;
      const bumped = await trx
        .update(products)
        .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(and(eq(products.id, t.id), eq(products.version, t.version)))
        .returning({ id: products.id });
      if (bumped.length === 0) return { result: "conflict", message: "adminProducts.bulk.conflict" } as const;
      const added = await trx
        .insert(productCategoryLinks)
        .values({ productId: t.id, categoryId })
        .onConflictDoNothing()
        .returning({ id: productCategoryLinks.productId });
      if (added.length === 0) {
        // Already in it: nothing to record, and the version bump is undone with the transaction.
        trx.rollback();
      }
      await recordAudit(trx, {
        actor: opts.actor,
        entity: "product",
        entityId: t.id,
        action: "update",
        changes: { category: { from: null, to: category.name } },
        requestId: opts.requestId,
      });
      return { result: "changed" } as const;
    })
    .catch((err: unknown) => {
      if ((err as Error).name === "TransactionRollbackError") return { result: "unchanged" } as const;
      throw err;
    });
}
