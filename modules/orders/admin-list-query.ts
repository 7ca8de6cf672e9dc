/**
 * The orders list's query-string contract (`/admin/orders/?status=…&q=…`): parsed with zod, each
 * bad value falling back to its default; and the links built from it. Pure and browser-safe: the
 * screen's component builds its tab, sort and page links with it; the SQL is in admin-list.ts.
 */
import { z } from "zod";
import type { OrderStatus } from "#db/schema/orders.ts";
import { ORDER_STATUSES } from "./statuses.ts";

/** The tab of orders that need the owner: on hold, processing, or a declared withdrawal on an open order. */
export const NEEDS_ACTION = "needs-action";
export type OrderListStatus = OrderStatus | typeof NEEDS_ACTION;

export const ORDER_LIST_SORTS = ["date", "number", "customer", "total", "status"] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const ORDER_LIST_PER_PAGE = [20, 50, 100] as const;
export const ORDER_LIST_DEFAULT_PER_PAGE = 20;

/** Statuses after which nothing is left to do: a withdrawal on them needs no action. */
export const CLOSED_STATUSES: OrderStatus[] = ["cancelled", "refunded"];
export const NEEDS_ACTION_STATUSES: OrderStatus[] = ["on-hold", "processing"];

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
