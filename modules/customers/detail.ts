/** One customer as the back office shows them: account, saved addresses, orders, totals. */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orders, users } from "#db/schema/index.ts";
import type { OrderStatus } from "#db/schema/orders.ts";
import { NON_REVENUE_STATUSES } from "../reports/dashboard-figures.ts";
import { type Address, type AddressKind, getAddresses } from "../users/addresses.ts";
import { isOwner, type Role } from "../users/roles.ts";

export const CUSTOMER_ORDERS_SHOWN = 50;

export type CustomerAccount = { id: number; email: string; displayName: string; role: Role; createdAt: Date };

export type CustomerDetail = {
  account: CustomerAccount;
  addresses: Partial<Record<AddressKind, Address>>;
  orders: { id: number; status: OrderStatus; createdAt: Date; totalCents: number; items: number }[];
  ordersCount: number;
  totalSpentCents: number;
  /** Owners are accounts, not customers: the erasure refuses them. */
  erasable: boolean;
};

export async function getCustomerAccount(db: Db, id: number): Promise<CustomerAccount | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function getCustomerDetail(db: Db, id: number): Promise<CustomerDetail | undefined> {
  const account = await getCustomerAccount(db, id);
  if (!account) return undefined;
  const excluded = sql.raw(NON_REVENUE_STATUSES.map((s) => `'${s}'`).join(","));
  const [addresses, rows, totals] = await Promise.all([
    getAddresses(db, id),
    db
      .select({
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        items: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_ORDERS_SHOWN),
    db.execute<{ n: number; spent: string }>(sql`
      select count(*)::int as n, coalesce(sum(total_cents) filter (where status not in (${excluded})), 0)::bigint as spent
        from orders where user_id = ${id}`),
  ]);
  return {
    account,
    addresses,
    orders: rows,
    ordersCount: totals.rows[0]?.n ?? 0,
    totalSpentCents: Number(totals.rows[0]?.spent ?? 0),
    erasable: !isOwner(account.role),
  };
}
