/**
 * The owner's dashboard figures (issue 20, item 2), read in a handful of aggregate queries:
 * orders and revenue (gross, VAT, net = gross − VAT, from orders.total_cents and orders.vat) for
 * today, the last 7 and 30 Berlin days, orders that need action, low-stock products, new
 * withdrawals and form submissions, and the daily revenue of the last 30 days for the chart.
 * Cancelled, failed and refunded orders earn nothing and are not counted.
 */

import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { needsActionCondition, openWithdrawalCondition } from "../orders/admin-list.ts";
import { getSettings } from "../settings/index.ts";
import { type DayRange, daysOf, lastDays } from "./berlin-days.ts";

/** Statuses that bring no revenue. */
export const NON_REVENUE_STATUSES = ["cancelled", "failed", "refunded"] as const;
export const LOW_STOCK_LIST_LIMIT = 10;
export const RECENT_LIST_LIMIT = 10;

export type Takings = { orders: number; grossCents: number; vatCents: number; netCents: number };
export type PeriodFigures = Takings & { from: string; to: string };
export type DayTakings = Takings & { day: string };

export type DashboardFigures = {
  today: PeriodFigures;
  last7: PeriodFigures;
  last30: PeriodFigures;
  needsAction: { total: number; onHold: number; processing: number; withdrawals: number };
  lowStock: {
    threshold: number;
    total: number;
    items: { id: number; name: string; slug: string; stock: number }[];
  };
  withdrawals: { from: string; to: string; total: number; items: { orderId: number; at: string }[] };
  submissions: {
    from: string;
    to: string;
    total: number;
    items: { id: number; formTitle: string; at: string }[];
  };
  chart: DayTakings[];
};

const excluded = sql.raw(NON_REVENUE_STATUSES.map((s) => `'${s}'`).join(","));

/** Orders and takings per Berlin day of a range (days without orders are missing). */
async function takingsByDay(db: Db, range: DayRange): Promise<Map<string, Takings>> {
  const rows = await db.execute<{ day: string; orders: number; gross: string; vat: string }>(sql`
    select to_char(created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day,
           count(*)::int as orders,
           coalesce(sum(total_cents), 0)::bigint as gross,
           coalesce(sum((select coalesce(sum((v->>'cents')::int), 0) from jsonb_array_elements(vat) v)), 0)::bigint as vat
      from orders
     where created_at >= ${range.start} and created_at < ${range.end}
       and status not in (${excluded})
     group by 1`);
  const out = new Map<string, Takings>();
  for (const r of rows.rows) {
    const gross = Number(r.gross);
    const vat = Number(r.vat);
    out.set(r.day, { orders: r.orders, grossCents: gross, vatCents: vat, netCents: gross - vat });
  }
  return out;
}

function sum(days: Map<string, Takings>, range: Pick<DayRange, "from" | "to">): PeriodFigures {
  const total: PeriodFigures = {
    from: range.from,
    to: range.to,
    orders: 0,
    grossCents: 0,
    vatCents: 0,
    netCents: 0,
  };
  for (const day of daysOf(range)) {
    const t = days.get(day);
    if (!t) continue;
    total.orders += t.orders;
    total.grossCents += t.grossCents;
    total.vatCents += t.vatCents;
    total.netCents += t.netCents;
  }
  return total;
}

export async function dashboardFigures(db: Db, now = new Date()): Promise<DashboardFigures> {
  const last30 = lastDays(now, 30);
  const last7 = lastDays(now, 7);
  const today = lastDays(now, 1);
  const [days, action, low, withdrawals, submissions] = await Promise.all([
    takingsByDay(db, last30),
    db.execute<{ on_hold: number; processing: number; withdrawals: number; total: number }>(sql`
      select count(*) filter (where status = 'on-hold')::int as on_hold,
             count(*) filter (where status = 'processing')::int as processing,
             count(*) filter (where ${openWithdrawalCondition()})::int as withdrawals,
             count(*)::int as total
        from orders
       where ${needsActionCondition()}`),
    lowStock(db),
    db.execute<{ id: number; at: Date; total: number }>(sql`
      select id, withdrawn_at as at, count(*) over ()::int as total
        from orders
       where withdrawn_at >= ${last30.start}
       order by withdrawn_at desc
       limit ${RECENT_LIST_LIMIT}`),
    db.execute<{ id: number; title: string; at: Date; total: number }>(sql`
      select s.id, f.title, s.created_at as at, count(*) over ()::int as total
        from form_submissions s join forms f on f.id = s.form_id
       where s.created_at >= ${last7.start} and s.status = 'complete'
       order by s.created_at desc, s.id desc
       limit ${RECENT_LIST_LIMIT}`),
  ]);
  const a = action.rows[0]!;
  return {
    today: sum(days, today),
    last7: sum(days, last7),
    last30: sum(days, last30),
    needsAction: { total: a.total, onHold: a.on_hold, processing: a.processing, withdrawals: a.withdrawals },
    lowStock: low,
    withdrawals: {
      from: last30.from,
      to: last30.to,
      total: withdrawals.rows[0]?.total ?? 0,
      items: withdrawals.rows.map((r) => ({ orderId: r.id, at: new Date(r.at).toISOString() })),
    },
    submissions: {
      from: last7.from,
      to: last7.to,
      total: submissions.rows[0]?.total ?? 0,
      items: submissions.rows.map((r) => ({
        id: r.id,
        formTitle: r.title,
        at: new Date(r.at).toISOString(),
      })),
    },
    chart: daysOf(last30).map((day) => ({
      day,
      ...(days.get(day) ?? { orders: 0, grossCents: 0, vatCents: 0, netCents: 0 }),
    })),
  };
}

/**
 * Published products and variations whose stock is managed and at or below the threshold: the
 * product's own, else the shop's (`stock.lowStockAmount`, the low-stock mails' line too);
 * variations under their product's name, the link to the product's page.
 */
async function lowStock(db: Db): Promise<DashboardFigures["lowStock"]> {
  const shop = (await getSettings(db))["stock.lowStockAmount"];
  const rows = await db.execute<{ id: number; name: string; slug: string; stock: number; total: number }>(sql`
    with low as (
      select p.id, p.name, p.slug, p.stock_quantity as stock
        from products p
       where p.status = 'publish' and p.manage_stock and p.stock_quantity <= coalesce(p.low_stock_amount, ${shop})
      union all
      select v.id, p.name || coalesce(' – ' || (select string_agg(value, ', ' order by key) from jsonb_each_text(v.attributes) where value <> ''), ''),
             p.slug, v.stock_quantity
        from product_variations v join products p on p.id = v.product_id
       where p.status = 'publish' and v.manage_stock and v.stock_quantity <= coalesce(p.low_stock_amount, ${shop})
    )
    select id, name, slug, stock, count(*) over ()::int as total
      from low order by stock asc, name asc limit ${LOW_STOCK_LIST_LIMIT}`);
  return {
    threshold: shop,
    total: rows.rows[0]?.total ?? 0,
    items: rows.rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, stock: r.stock })),
  };
}
