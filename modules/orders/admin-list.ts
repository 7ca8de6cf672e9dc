/**
 * The back office's orders list: the query-string contract (`/admin/orders/?status=…&q=…`,
 * parsed with zod, bad values fall back to defaults), the filters as SQL, one page plus the
 * per-status counts, and the whole filtered list in batches for the CSV export. Everything
 * filters, sorts and pages in PostgreSQL (indexes of migration 0023), so 100,000 orders stay
 * fast. Framework-free: the screen, the CSV route and REST `wc/v3/orders` all call it.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderStatus } from "#db/schema/orders.ts";
import {
  CLOSED_STATUSES,
  NEEDS_ACTION,
  NEEDS_ACTION_STATUSES,
  type OrderListQuery,
  type OrderListSort,
  type OrderListStatus,
} from "./admin-list-query.ts";
import { ORDER_STATUSES } from "./owner-orders.ts";

export {
  type OrderListQuery,
  type OrderListSort,
  type OrderListStatus,
  orderListSearch,
  parseOrderListQuery,
} from "./admin-list-query.ts";

/**
 * The text the search looks in (name, e-mail, postcode, company), lower-cased. Must stay the
 * exact expression of the trigram index `orders_search_trgm_idx` (migration 0023).
 */
export const ORDER_SEARCH_SQL = sql`lower(coalesce(${orders.billing}->>'firstName', '') || ' ' || coalesce(${orders.billing}->>'lastName', '') || ' ' || ${orders.email} || ' ' || coalesce(${orders.billing}->>'postcode', '') || ' ' || coalesce(${orders.billing}->>'company', ''))`;
const LAST_NAME_SQL = sql`lower(coalesce(${orders.billing}->>'lastName', ''))`;
const FIRST_NAME_SQL = sql`lower(coalesce(${orders.billing}->>'firstName', ''))`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each word must occur (in any field); a number alone also finds the order with that number. */
export function searchCondition(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  const text = and(...words.map((w) => sql`${ORDER_SEARCH_SQL} like ${`%${likeEscape(w)}%`}`));
  const number = /^#?\d{1,9}$/.test(q.trim()) ? Number(q.trim().replace("#", "")) : undefined;
  return number !== undefined ? or(eq(orders.id, number), text) : text;
}

/** The Berlin midnight that starts a German calendar day, as a timestamptz. */
const berlinDayStart = (isoDay: string) => sql`((${isoDay}::date)::timestamp at time zone 'Europe/Berlin')`;
const berlinDayEnd = (isoDay: string) => sql`((${isoDay}::date + 1)::timestamp at time zone 'Europe/Berlin')`;

/** The filters besides the status (these also scope the tab counts). */
export type OrderListFilter = Pick<
  OrderListQuery,
  "q" | "from" | "to" | "payment" | "shipping" | "withdrawal"
> & {
  /** REST `after`/`before`: exact instants (exclusive, as WooCommerce reads them). */
  after?: Date;
  before?: Date;
};

function filterCondition(f: OrderListFilter): SQL | undefined {
  return and(
    searchCondition(f.q),
    f.from ? sql`${orders.createdAt} >= ${berlinDayStart(f.from)}` : undefined,
    f.to ? sql`${orders.createdAt} < ${berlinDayEnd(f.to)}` : undefined,
    f.after ? gt(orders.createdAt, f.after) : undefined,
    f.before ? lt(orders.createdAt, f.before) : undefined,
    f.payment ? eq(orders.paymentMethod, f.payment) : undefined,
    f.shipping ? eq(orders.shippingMethod, f.shipping) : undefined,
    f.withdrawal ? isNotNull(orders.withdrawnAt) : undefined,
  );
}

export function statusCondition(status: OrderListStatus | OrderStatus[] | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (Array.isArray(status)) return status.length ? inArray(orders.status, status) : undefined;
  if (status !== NEEDS_ACTION) return eq(orders.status, status);
  return needsActionCondition();
}

/**
 * A declared withdrawal the owner has not dealt with: not yet marked handled (cancelling or
 * refunding marks it, or the order page's button) on an order that is still open. The one
 * definition for the list, the dashboard and the marker.
 */
export function openWithdrawalCondition(): SQL {
  return and(
    isNotNull(orders.withdrawnAt),
    isNull(orders.withdrawalHandledAt),
    notInArray(orders.status, CLOSED_STATUSES),
  ) as SQL;
}

/** "Handlungsbedarf": on hold, processing, or an open withdrawal. */
export function needsActionCondition(): SQL {
  return or(inArray(orders.status, NEEDS_ACTION_STATUSES), openWithdrawalCondition()) as SQL;
}

function orderBy(sort: OrderListSort, dir: "asc" | "desc"): SQL[] {
  const d = dir === "asc" ? asc : desc;
  switch (sort) {
    case "number":
      return [d(orders.id)];
    case "customer":
      return [d(LAST_NAME_SQL), d(FIRST_NAME_SQL), d(orders.id)];
    case "total":
      return [d(orders.totalCents), d(orders.id)];
    case "status":
      // Within a status the newest first, whichever way the statuses run.
      return [d(orders.status), desc(orders.createdAt), desc(orders.id)];
    default:
      return [d(orders.createdAt), d(orders.id)];
  }
}

/** One row of the list: what the table and the CSV show, no items. */
export type OrderListRow = {
  id: number;
  status: OrderStatus;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  postcode: string;
  city: string;
  country: string;
  totalCents: number;
  paymentMethod: string;
  shippingMethod: string;
  withdrawnAt: Date | null;
  version: number;
};

const rowColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  email: orders.email,
  billing: orders.billing,
  totalCents: orders.totalCents,
  paymentMethod: orders.paymentMethod,
  shippingMethod: orders.shippingMethod,
  withdrawnAt: orders.withdrawnAt,
  version: orders.version,
};

type RawRow = Omit<OrderListRow, "firstName" | "lastName" | "company" | "postcode" | "city" | "country"> & {
  billing: OrderAddress;
};

function toRow({ billing, ...r }: RawRow): OrderListRow {
  return {
    ...r,
    firstName: billing.firstName ?? "",
    lastName: billing.lastName ?? "",
    company: billing.company ?? "",
    postcode: billing.postcode ?? "",
    city: billing.city ?? "",
    country: billing.country ?? "",
  };
}

/** Per tab: every status, `needs-action` and `all`, within the other filters. */
export type OrderStatusCounts = Record<OrderListStatus | "all", number>;

/**
 * The tab counts in one pass: per status, and how many carry a withdrawal (the index
 * `orders_status_withdrawn_idx` answers it without the table when no other filter is set).
 */
export async function countOrdersByStatus(db: Db, filter: OrderListFilter): Promise<OrderStatusCounts> {
  const rows = await db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      withdrawn: sql<number>`count(${orders.withdrawnAt})::int`,
    })
    .from(orders)
    .where(filterCondition(filter))
    .groupBy(orders.status);
  const counts = Object.fromEntries(
    [...ORDER_STATUSES, NEEDS_ACTION, "all"].map((s) => [s, 0]),
  ) as OrderStatusCounts;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
    if (NEEDS_ACTION_STATUSES.includes(row.status)) counts[NEEDS_ACTION] += row.n;
    else if (!CLOSED_STATUSES.includes(row.status)) counts[NEEDS_ACTION] += row.withdrawn;
  }
  return counts;
}

export type OrderListPage = {
  rows: OrderListRow[];
  total: number;
  pages: number;
  /** The page shown (a page past the end shows the last one). */
  page: number;
  counts: OrderStatusCounts;
};

/** One page of the filtered, sorted list with the tab counts (the selected tab's count is the total). */
export async function listAdminOrders(db: Db, query: OrderListQuery): Promise<OrderListPage> {
  const counts = await countOrdersByStatus(db, query);
  const total = counts[query.status ?? "all"];
  const pages = Math.max(1, Math.ceil(total / query.perPage));
  const page = Math.min(query.page, pages);
  const rows = await pageOfOrders(db, query, { status: query.status, page, perPage: query.perPage });
  return { rows, total, pages, page, counts };
}

/** The rows of one page without counting (the count comes from elsewhere). */
export async function pageOfOrders(
  db: Db,
  query: OrderListFilter & Partial<Pick<OrderListQuery, "sort" | "dir">>,
  opts: { status?: OrderListStatus | OrderStatus[]; page: number; perPage: number },
): Promise<OrderListRow[]> {
  const raw = await db
    .select(rowColumns)
    .from(orders)
    .where(and(statusCondition(opts.status), filterCondition(query)))
    .orderBy(...orderBy(query.sort ?? "date", query.dir ?? "desc"))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return raw.map(toRow);
}

/** How many orders match (for REST's X-WP-Total with a status list). */
export async function countOrders(
  db: Db,
  filter: OrderListFilter,
  status?: OrderListStatus | OrderStatus[],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(statusCondition(status), filterCondition(filter)));
  return row?.n ?? 0;
}

/** The whole filtered list in the list's order, batch by batch (the CSV export streams it). */
export async function* allFilteredOrders(
  db: Db,
  query: OrderListQuery,
  batchSize = 1000,
): AsyncGenerator<OrderListRow[]> {
  for (let page = 1; ; page++) {
    const rows = await pageOfOrders(db, query, { status: query.status, page, perPage: batchSize });
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
