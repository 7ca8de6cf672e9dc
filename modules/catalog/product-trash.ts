/**
 * The trash and duplicates (issue 23 item 1). "In den Papierkorb" sets WordPress's status
 * "trash" (so every shop query, which asks for "publish", hides it at once) and keeps the status
 * to restore; housekeeping deletes what lies there longer than TRASH_DAYS (orders keep their
 * copies of names and prices, so nothing of theirs is lost). A duplicate is a draft "(Kopie)"
 * with a free slug and no SKU or GTIN (those must stay unique). Audited. Framework-free.
 */
import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { productCategoryLinks, products, productTagLinks } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { recordStockChange } from "../stock/history.ts";
import { TRASH_DAYS } from "./product-rules.ts";

type Opts = { actor: Actor; requestId?: string };

/** Moves a product to the trash; false when there is none or it is there already (a repeated click). */
export async function trashProduct(db: Db, id: number, opts: Opts): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [row] = await trx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!row || row.status === "trash") return false;
    await trx
      .update(products)
      .set({
        status: "trash",
        statusBeforeTrash: row.status,
        trashedAt: new Date(),
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: id,
      action: "trash",
      changes: { status: { from: row.status, to: "trash" } },
      requestId: opts.requestId,
    });
    return true;
  });
}

/** Puts a trashed product back with its status before; false when it is not in the trash. */
export async function restoreProduct(db: Db, id: number, opts: Opts): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [row] = await trx
      .select({ status: products.status, before: products.statusBeforeTrash })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (row?.status !== "trash") return false;
    const to = row.before ?? "draft";
    await trx
      .update(products)
      .set({
        status: to,
        statusBeforeTrash: null,
        trashedAt: null,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: id,
      action: "restore",
      changes: { status: { from: "trash", to } },
      requestId: opts.requestId,
    });
    return true;
  });
}

/**
 * Deletes a product for good (REST `DELETE wc/v3/products/ID?force=true`), with its links and
 * variations; orders keep their own copies of name, SKU and price. The row as it was, or undefined.
 */
export async function deleteProduct(
  db: Db,
  id: number,
  opts: Opts,
): Promise<typeof products.$inferSelect | undefined> {
  return db.transaction(async (trx) => {
    const [row] = await trx.delete(products).where(eq(products.id, id)).returning();
    if (!row) return undefined;
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: id,
      action: "delete",
      changes: { productName: { from: row.name, to: null }, sku: { from: row.sku, to: null } },
      requestId: opts.requestId,
    });
    return row;
  });
}

/** Deletes what lies in the trash longer than TRASH_DAYS (housekeeping); returns how many. */
export async function purgeTrashedProducts(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const gone = await db
    .delete(products)
    .where(and(eq(products.status, "trash"), lt(products.trashedAt, cutoff)))
    .returning({ id: products.id });
  return gone.length;
}

/** A free slug "<slug>-kopie", "-kopie-2" … */
async function freeCopySlug(db: Db, slug: string): Promise<string> {
  const base = `${slug.replace(/-kopie(-\d+)?$/, "")}-kopie`;
  const taken = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(like(products.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Copies a simple product as a draft "(Kopie)" with its categories and tags; the new id, or undefined. */
export async function duplicateProduct(db: Db, id: number, opts: Opts): Promise<number | undefined> {
  return db.transaction(async (trx) => {
    const [row] = await trx.select().from(products).where(eq(products.id, id));
    if (!row || row.status === "trash" || row.type !== "simple") return undefined;
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      version: _v,
      totalSales: _t,
      averageRating: _a,
      ratingCount: _r,
      trashedAt: _tr,
      statusBeforeTrash: _sb,
      ...copy
    } = row;
    const [created] = await trx
      .insert(products)
      .values({
        ...copy,
        name: `${row.name} (Kopie)`,
        nameEn: row.nameEn ? `${row.nameEn} (Copy)` : null,
        slug: await freeCopySlug(trx, row.slug),
        status: "draft",
        sku: null,
        gtin: null,
      })
      .returning({ id: products.id });
    const newId = created!.id;
    await trx.execute(sql`insert into ${productCategoryLinks} (product_id, category_id)
      select ${newId}, category_id from ${productCategoryLinks} where product_id = ${id}`);
    await trx.execute(sql`insert into ${productTagLinks} (product_id, tag_id)
      select ${newId}, tag_id from ${productTagLinks} where product_id = ${id}`);
    // The copy starts with the original's stock: its first history row.
    await recordStockChange(
      trx,
      { productId: newId, variationId: null },
      null,
      row.manageStock ? row.stockQuantity : null,
      { reason: "edit", actorId: opts.actor.id },
    );
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product",
      entityId: newId,
      action: "duplicate",
      changes: { duplicateOf: { from: null, to: id } },
      requestId: opts.requestId,
    });
    return newId;
  });
}
