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
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderStatus } from "#db/schema/orders.ts";
import { ORDER_STATUSES } from "./owner-orders.ts";

/** The tab of orders that need the owner: on hold, processing, or a declared withdrawal on an open order. */
export const NEEDS_ACTION = "needs-action";
export type OrderListStatus = OrderStatus | typeof NEEDS_ACTION;

export const ORDER_LIST_SORTS = ["date", "number", "customer", "total", "status"] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const ORDER_LIST_PER_PAGE = [20, 50, 100] as const;
export const ORDER_LIST_DEFAULT_PER_PAGE = 20;

/** Statuses after which nothing is left to do: a withdrawal on them needs no action. */
const CLOSED_STATUSES: OrderStatus[] = ["cancelled", "refunded"];
const NEEDS_ACTION_STATUSES: OrderStatus[] = ["on-hold", "processing"];

/** What the list shows, as parsed from the query string (every field has a safe default). */
export type OrderListQuery = {
  status?: OrderListStatus;
  q: string;
  /** Inclusive German calendar days (Europe/Berlin), `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  payment?: string;
  shipping?: string;
  withdrawal: boolean;
  sort: OrderListSort;
  dir: "asc" | "desc";
  page: number;
  perPage: number;
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  });
const methodId = z
  .string()
  .trim()
  .regex(/^[a-z0-9_:-]{1,64}$/i);
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The query-string contract; each value that does not parse falls back on its own. */
export const orderListQuerySchema = z.object({
  status: optional(z.enum([NEEDS_ACTION, ...ORDER_STATUSES] as [OrderListStatus, ...OrderListStatus[]])),
  q: z.string().trim().max(100).catch("").default(""),
  from: optional(day),
  to: optional(day),
  payment: optional(methodId),
  shipping: optional(methodId),
  withdrawal: z
    .enum(["1"])
    .optional()
    .catch(undefined)
    .transform((v) => v === "1"),
  sort: z.enum(ORDER_LIST_SORTS).catch("date").default("date"),
  dir: z.enum(["asc", "desc"]).catch("desc").default("desc"),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  per_page: z.coerce
    .number()
    .pipe(z.union(ORDER_LIST_PER_PAGE.map((n) => z.literal(n))))
    .catch(ORDER_LIST_DEFAULT_PER_PAGE)
    .default(ORDER_LIST_DEFAULT_PER_PAGE),
});

/** `?status=…&q=…` → the list's query; never throws. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(orderListQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = orderListQuerySchema.parse(raw);
  // A range given backwards is meant the other way round.
  const [from, to] =
    parsed.from && parsed.to && parsed.from > parsed.to ? [parsed.to, parsed.from] : [parsed.from, parsed.to];
  return {
    status: parsed.status,
    q: parsed.q,
    from,
    to,
    payment: parsed.payment,
    shipping: parsed.shipping,
    withdrawal: parsed.withdrawal,
    sort: parsed.sort,
    dir: parsed.dir,
    page: parsed.page,
    perPage: parsed.per_page,
  };
}

/** The query string for a list query (defaults left out), for links: tabs, sorting, pages, export. */
export function orderListSearch(query: Partial<OrderListQuery>): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.payment) params.set("payment", query.payment);
  if (query.shipping) params.set("shipping", query.shipping);
  if (query.withdrawal) params.set("withdrawal", "1");
  if (query.sort && query.sort !== "date") params.set("sort", query.sort);
  if (query.dir && query.dir !== "desc") params.set("dir", query.dir);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.perPage && query.perPage !== ORDER_LIST_DEFAULT_PER_PAGE)
    params.set("per_page", String(query.perPage));
  const s = params.toString();
  return s ? `?${s}` : "";
}

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
