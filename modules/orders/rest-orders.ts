/**
 * What REST `wc/v3/orders` reads: a page of the filtered list (the orders list's SQL, so both
 * agree), then those orders whole with their lines, in the page's order. Framework-free.
 */
import { asc, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderCoupons } from "#db/schema/coupons.ts";
import { orderItems, orders } from "#db/schema/index.ts";
import type { OrderItemRow, OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { type VoucherRedemptionRow, voucherRedemptions } from "#db/schema/vouchers.ts";
import type { OrderCouponLine } from "../coupons/order-coupons.ts";
import { countOrders, type OrderListFilter, type OrderListSort, pageOfOrders } from "./admin-list.ts";

/** An order with its lines, its coupons and the gift vouchers that paid part of it (issue 24). */
export type OrderWithItems = {
  order: OrderRow;
  items: OrderItemRow[];
  coupons: OrderCouponLine[];
  vouchers: VoucherRedemptionRow[];
};

export async function ordersWithItems(db: Db, ids: number[]): Promise<OrderWithItems[]> {
  if (ids.length === 0) return [];
  const [rows, items, couponLines, voucherLines] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderCoupons).where(inArray(orderCoupons.orderId, ids)).orderBy(asc(orderCoupons.id)),
    db
      .select()
      .from(voucherRedemptions)
      .where(inArray(voucherRedemptions.orderId, ids))
      .orderBy(asc(voucherRedemptions.id)),
  ]);
  const byId = new Map<number, OrderWithItems>(
    rows.map((o) => [o.id, { order: o, items: [], coupons: [], vouchers: [] }]),
  );
  for (const item of items) byId.get(item.orderId)?.items.push(item);
  for (const c of couponLines) byId.get(c.orderId)?.coupons.push(c);
  for (const v of voucherLines) byId.get(v.orderId)?.vouchers.push(v);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type RestOrderListOptions = OrderListFilter & {
  statuses: OrderStatus[];
  sort: Extract<OrderListSort, "date" | "number">;
  dir: "asc" | "desc";
  page: number;
  perPage: number;
};

/** One page and the total, for X-WP-Total / X-WP-TotalPages. */
export async function listRestOrders(
  db: Db,
  opts: RestOrderListOptions,
): Promise<{ total: number; orders: OrderWithItems[] }> {
  const [total, rows] = await Promise.all([
    countOrders(db, opts, opts.statuses),
    pageOfOrders(db, opts, { status: opts.statuses, page: opts.page, perPage: opts.perPage }),
  ]);
  return {
    total,
    orders: await ordersWithItems(
      db,
      rows.map((r) => r.id),
    ),
  };
}
