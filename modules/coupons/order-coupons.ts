/** The coupons an order used, as it keeps them (code, discount, per VAT rate). */
import { asc, eq } from "drizzle-orm";
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
