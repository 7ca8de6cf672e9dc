/** Reading orders for the customer's pages: by id and key (guests) or by id and owner. */
import { timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, orderNotes, orders } from "../../db/schema/index.ts";
import type { OrderItemRow, OrderRow } from "../../db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The order when `key` is its order key; undefined for an unknown id or a wrong key alike. */
export async function findOrderByKey(db: Db, id: number, key: string): Promise<OrderRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || key.length > 64) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order && sameKey(order.orderKey, key) ? order : undefined;
}

export async function loadOrderItems(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function loadCustomerNotes(
  db: Db,
  orderId: number,
): Promise<{ note: string; createdAt: Date }[]> {
  const rows = await db
    .select({ note: orderNotes.note, createdAt: orderNotes.createdAt, visible: orderNotes.customerVisible })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.id));
  return rows.filter((r) => r.visible).map(({ note, createdAt }) => ({ note, createdAt }));
}

/** WooCommerce's needs_payment: unpaid (pending, failed), or waiting for a prepayment. */
export function orderNeedsPayment(order: Pick<OrderRow, "status" | "paymentMethod" | "paidAt">): boolean {
  if (order.paidAt) return false;
  return (
    order.status === "pending" ||
    order.status === "failed" ||
    (order.status === "on-hold" && order.paymentMethod === PAYMENT_METHOD_IDS.bacs)
  );
}
