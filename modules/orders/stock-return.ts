/**
 * Goods going back into stock: a cancelled order's lines (status.ts) and a refund's chosen lines
 * (refunds.ts). One place for the stock statement, so both restock alike; a cancel after a
 * refund skips what the refund already put back.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderRefundLines, orderRefunds } from "#db/schema/index.ts";
import type { OrderItemRow } from "#db/schema/orders.ts";
import { recordStockChange } from "../stock/history.ts";

/** Quantities per order line already put back into stock by refunds (a later cancel skips them). */
export async function restockedByRefunds(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      itemId: orderRefundLines.orderItemId,
      quantity: sql<number>`sum(${orderRefundLines.quantity})::int`,
    })
    .from(orderRefundLines)
    .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
    .where(sql`${orderRefunds.orderId} = ${orderId} and ${orderRefundLines.restock}`)
    .groupBy(orderRefundLines.orderItemId)
    .orderBy(asc(orderRefundLines.orderItemId));
  return new Map(rows.map((r) => [r.itemId, r.quantity]));
}

/** `quantity` units of a line back to its product or variation (where stock is managed), sales down. */
export async function restockLine(
  tx: Db,
  item: OrderItemRow,
  quantity: number,
  reason: "cancel" | "refund",
): Promise<void> {
  if (quantity <= 0) return;
  const table = item.variationId !== null ? sql`product_variations` : sql`products`;
  const id = item.variationId ?? item.productId;
  // A deleted product has no row: nothing to give back, which is fine.
  const back = await tx.execute(sql`
    update ${table} set
      stock_quantity = case when manage_stock then stock_quantity + ${quantity} else stock_quantity end,
      stock_status = case
        when manage_stock and stock_status = 'outofstock' and stock_quantity + ${quantity} > 0
        then 'instock' else stock_status end
    where id = ${id}
    returning manage_stock, stock_quantity`);
  const row = back.rows[0] as { manage_stock: boolean; stock_quantity: number | null } | undefined;
  if (row?.manage_stock && row.stock_quantity !== null) {
    await recordStockChange(
      tx,
      { productId: item.productId, variationId: item.variationId },
      row.stock_quantity - quantity,
      row.stock_quantity,
      { reason, orderId: item.orderId },
    );
  }
  await tx.execute(
    sql`update products set total_sales = greatest(total_sales - ${quantity}, 0) where id = ${item.productId}`,
  );
}
