/** Finding a guest's order by id and order key (see customer-orders.ts for the account's orders). */
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orders } from "#db/schema/index.ts";
import type { OrderRow } from "#db/schema/orders.ts";

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
