/**
 * What REST `wc/v3/orders` reads: a page of the filtered list (the orders list's SQL, so both
 * agree), then those orders whole with their lines, in the page's order. Framework-free.
 */
import { asc, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, orders } from "#db/schema/index.ts";
import type { OrderItemRow, OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { countOrders, type OrderListFilter, type OrderListSort, pageOfOrders } from "./admin-list.ts";

export type OrderWithItems = { order: OrderRow; items: OrderItemRow[] };

export async function ordersWithItems(db: Db, ids: number[]): Promise<OrderWithItems[]> {
  if (ids.length === 0) return [];
  const [rows, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
  ]);
  const byId = new Map(rows.map((o) => [o.id, { order: o, items: [] as OrderItemRow[] }]));
  for (const item of items) byId.get(item.orderId)?.items.push(item);
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
