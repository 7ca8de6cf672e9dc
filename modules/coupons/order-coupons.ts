/** The coupons an order used, as it keeps them (code, discount, per VAT rate). */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderCoupons } from "#db/schema/coupons.ts";

export type OrderCouponLine = typeof orderCoupons.$inferSelect;

export async function loadOrderCoupons(db: Db, orderId: number): Promise<OrderCouponLine[]> {
  return db
    .select()
    .from(orderCoupons)
    .where(eq(orderCoupons.orderId, orderId))
    .orderBy(asc(orderCoupons.id));
}

/** Several orders' coupons at once (lists, exports), by order id. */
export async function loadOrdersCoupons(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderCouponLine[]>> {
  const byOrder = new Map<number, OrderCouponLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderCoupons)
    .where(inArray(orderCoupons.orderId, [...orderIds]))
    .orderBy(asc(orderCoupons.id));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}
