/**
 * URLs of the customers screens beyond adminPaths (GDPR export and erasure), and the orders
 * list's query-string contract the dashboard links to (app/routes/admin/orders:
 * `?status=<status|needs-action>&from=YYYY-MM-DD&to=YYYY-MM-DD&withdrawal=1`, days inclusive).
 */
import { adminPaths } from "./paths.ts";

export const customerPaths = {
  exportJson: (id: number | string) => `${adminPaths.customer(id)}export/json/`,
  exportHtml: (id: number | string) => `${adminPaths.customer(id)}export/html/`,
  erase: (id: number | string) => `${adminPaths.customer(id)}erase/`,
} as const;

/** The customers list's flag after an erasure (shows the confirmation notice). */
export const ERASED_PARAM = "erased";

export type OrdersListFilter = { status?: string; from?: string; to?: string; withdrawal?: boolean };

export function ordersListUrl(filter: OrdersListFilter): string {
  const q = new URLSearchParams();
  if (filter.status) q.set("status", filter.status);
  if (filter.from) q.set("from", filter.from);
  if (filter.to) q.set("to", filter.to);
  if (filter.withdrawal) q.set("withdrawal", "1");
  const s = q.toString();
  return s ? `${adminPaths.orders}?${s}` : adminPaths.orders;
}
