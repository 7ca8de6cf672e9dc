/**
 * The one door for stock changes (issue 23 item 7): every place that changes a product's or a
 * variation's managed stock — placing an order, a cancellation, a refund's restock, the owner's
 * editor, bulk edit, REST, the CSV import — calls `recordStockChange` in the transaction of the
 * change, right after its UPDATE (the row is locked then, so `before` and `after` are exact even
 * with concurrent orders). It writes the history row and, when the change crosses the low-stock
 * or the out-of-stock line, queues the owner's mail in the same transaction: two orders that race
 * for the last units are serialised by the row lock, only one of them sees the crossing, and a
 * rolled-back change leaves neither history nor mail.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { products, productVariations, type StockReason, stockChanges } from "#db/schema/index.ts";
import { getSettings } from "../settings/index.ts";
import { stockCrossing } from "./crossing.ts";
import { queueStockMail } from "./mail.ts";

export type StockTarget = { productId: number; variationId: number | null };
export type StockCause = { reason: StockReason; orderId?: number | null; actorId?: number | null };

/**
 * Records a change of managed stock. `before`/`after` are the quantities, null where stock is not
 * managed (then there is nothing to record; a product that starts being managed records its
 * quantity as the change, without a crossing).
 */
export async function recordStockChange(
  tx: Db,
  target: StockTarget,
  before: number | null,
  after: number | null,
  cause: StockCause,
): Promise<void> {
  if (after === null) return;
  const delta = after - (before ?? 0);
  if (before !== null && delta === 0) return;
  const [row] = await tx
    .insert(stockChanges)
    .values({
      productId: target.productId,
      variationId: target.variationId,
      delta,
      quantityAfter: after,
      reason: cause.reason,
      orderId: cause.orderId ?? null,
      actorId: cause.actorId ?? null,
    })
    .returning({ id: stockChanges.id });
  if (before === null || after >= before) return;
  const [product] = await tx
    .select({ name: products.name, sku: products.sku, lowStockAmount: products.lowStockAmount })
    .from(products)
    .where(eq(products.id, target.productId));
  if (!product) return;
  const settings = await getSettings(tx);
  const threshold = product.lowStockAmount ?? settings["stock.lowStockAmount"];
  const crossing = stockCrossing(before, after, threshold);
  if (!crossing) return;
  let variation: { sku: string | null; attributes: Record<string, string> } | undefined;
  if (target.variationId !== null) {
    [variation] = await tx
      .select({ sku: productVariations.sku, attributes: productVariations.attributes })
      .from(productVariations)
      .where(eq(productVariations.id, target.variationId));
  }
  await queueStockMail(tx, settings, {
    crossing,
    changeId: row!.id,
    target,
    name: product.name,
    variant: variation ? Object.values(variation.attributes).filter(Boolean).join(", ") : "",
    sku: variation?.sku ?? product.sku ?? "",
    quantity: after,
    threshold,
  });
}

export type StockHistoryEntry = {
  id: number;
  at: Date;
  variationId: number | null;
  variant: string;
  delta: number;
  quantityAfter: number;
  reason: StockReason;
  orderId: number | null;
  actor: string | null;
};

/** A product's latest stock changes (its variations' included), newest first. */
export async function stockHistory(db: Db, productId: number, limit = 20): Promise<StockHistoryEntry[]> {
  const rows = await db
    .select({
      id: stockChanges.id,
      at: stockChanges.at,
      variationId: stockChanges.variationId,
      attributes: productVariations.attributes,
      delta: stockChanges.delta,
      quantityAfter: stockChanges.quantityAfter,
      reason: stockChanges.reason,
      orderId: stockChanges.orderId,
      actor: sql<
        string | null
      >`(select coalesce(nullif(u.display_name, ''), u.email) from users u where u.id = ${stockChanges.actorId})`,
    })
    .from(stockChanges)
    .leftJoin(productVariations, eq(productVariations.id, stockChanges.variationId))
    .where(eq(stockChanges.productId, productId))
    .orderBy(desc(stockChanges.at), desc(stockChanges.id))
    .limit(limit);
  return rows.map(({ attributes, ...r }) => ({
    ...r,
    variant: attributes ? Object.values(attributes).filter(Boolean).join(", ") : "",
  }));
}

/**
 * The first history rows of imported products and variations (CSV import): their managed stock as
 * the change from nothing. New rows only, so no crossing and no mail.
 */
export async function recordImportedStock(
  db: Pick<Db, "execute">,
  productIds: number[],
  variationIds: number[],
): Promise<void> {
  if (productIds.length)
    await db.execute(sql`
      insert into stock_changes (product_id, variation_id, delta, quantity_after, reason)
      select id, null, stock_quantity, stock_quantity, 'import' from products
      where id = any(${sql.param(productIds)}::int[]) and manage_stock and stock_quantity is not null`);
  if (variationIds.length)
    await db.execute(sql`
      insert into stock_changes (product_id, variation_id, delta, quantity_after, reason)
      select product_id, id, stock_quantity, stock_quantity, 'import' from product_variations
      where id = any(${sql.param(variationIds)}::int[]) and manage_stock and stock_quantity is not null`);
}
