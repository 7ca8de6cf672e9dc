/**
 * `/admin/customers/`: accounts with the role customer (guest orders are not customers, as in
 * WooCommerce), searched, sorted and paged by modules/customers/list.ts. Everything is in the
 * query string (`q`, `sort`, `dir`, `page`), so a result is a link and works without JavaScript.
 */
import { Form, Link } from "react-router";
import { ERASED_PARAM } from "#app/components/admin/customer-paths.ts";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { listCustomers } from "#modules/customers/list.ts";
import {
  type CustomerSort,
  customerName,
  isCustomerSort,
  MAX_SEARCH_LENGTH,
  type SortDirection,
} from "#modules/customers/list-rules.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { formatPrice } from "#modules/shared/money.ts";
import "#modules/i18n/messages-admin-customers.ts";
import "#app/styles/admin-customers.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";

type Query = { q: string; sort: CustomerSort; dir: SortDirection; page: number };

function readQuery(url: URL): Query {
  const sortParam = url.searchParams.get("sort");
  const sort: CustomerSort = isCustomerSort(sortParam) && sortParam !== "id" ? sortParam : "registered";
  const dirParam = url.searchParams.get("dir");
  const dir: SortDirection =
    dirParam === "asc" || dirParam === "desc"
      ? dirParam
      : sort === "name" || sort === "email"
        ? "asc"
        : "desc";
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    sort,
    dir,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function queryString(q: Query, change: Partial<Query>): string {
  const next = { ...q, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "registered") params.set("sort", next.sort);
  if (next.dir !== (next.sort === "name" || next.sort === "email" ? "asc" : "desc"))
    params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = readQuery(new URL(request.url));
  const result = await listCustomers(services.db, {
    search: query.q,
    sort: query.sort,
    direction: query.dir,
    page: query.page,
  });
  return {
    erased: new URL(request.url).searchParams.get(ERASED_PARAM) === "1",
    query,
    total: result.total,
    pages: result.pages,
    rows: result.rows.map((r) => ({
      id: r.id,
      name: customerName(r),
      email: r.email,
      location: [r.postcode, r.city].filter(Boolean).join(" "),
      registered: r.createdAt.toISOString(),
      orders: r.ordersCount,
      spentCents: r.totalSpentCents,
    })),
  };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Kunden · Verwaltung" }];

const COLUMNS: { sort: CustomerSort; label: MessageKey; num?: boolean }[] = [
  { sort: "name", label: "adminCust.col.name" },
  { sort: "email", label: "adminCust.col.email" },
  { sort: "registered", label: "adminCust.col.registered" },
  { sort: "orders", label: "adminCust.col.orders", num: true },
  { sort: "spent", label: "adminCust.col.spent", num: true },
];

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { query, rows, total, pages, erased } = loaderData;
  const date = useAdminDateFormat("day");
  const nextDir = (col: (typeof COLUMNS)[number]): SortDirection =>
    query.sort === col.sort
      ? query.dir === "asc"
        ? "desc"
        : "asc"
      : col.num || col.sort === "registered"
        ? "desc"
        : "asc";
  const sortLink = (col: (typeof COLUMNS)[number]) => {
    const active = query.sort === col.sort;
    return (
      <Link
        className="admin-cust-sort"
        to={`${adminPaths.customers}${queryString(query, { sort: col.sort, dir: nextDir(col), page: 1 })}`}
        aria-label={t("adminCust.sortBy", { column: t(col.label) })}
      >
        {t(col.label)}
        {active && <span aria-hidden="true">{query.dir === "asc" ? " ▲" : " ▼"}</span>}
      </Link>
    );
  };
  const header = (col: (typeof COLUMNS)[number]) => {
    const active = query.sort === col.sort;
    return (
      <th
        key={col.sort}
        scope="col"
        className={col.num ? "admin-num" : undefined}
        aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
      >
        {sortLink(col)}
      </th>
    );
  };
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{t("adminCust.title")}</h1>
        <p className="admin-cust-count" aria-live="polite">
          {t("adminCust.count", { count: total })}
        </p>
      </div>
      {erased && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminCust.erase.done")}
        </p>
      )}
      <Form method="get" className="admin-cust-search" role="search">
        <div className="admin-field">
          <label htmlFor="admin-cust-q">{t("adminCust.search")}</label>
          <div className="admin-cust-search__row">
            <input
              id="admin-cust-q"
              name="q"
              type="search"
              className="admin-input"
              defaultValue={query.q}
              maxLength={MAX_SEARCH_LENGTH}
              aria-describedby="admin-cust-q-help"
            />
            {query.sort !== "registered" && <input type="hidden" name="sort" value={query.sort} />}
            <button type="submit" className="admin-button">
              {t("adminCust.search.submit")}
            </button>
            {query.q && (
              <Link className="admin-button admin-button--quiet" to={adminPaths.customers}>
                {t("adminCust.search.reset")}
              </Link>
            )}
          </div>
          <p id="admin-cust-q-help" className="admin-field__help">
            {t("adminCust.search.help")}
          </p>
        </div>
      </Form>
      <p className="admin-cust-note">{t("adminCust.guestNote")}</p>
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminCust.none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-cust-table">
            <caption className="admin-visually-hidden">{t("adminCust.title")}</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  aria-sort={
                    query.sort === "name" || query.sort === "email"
                      ? query.dir === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                >
                  <span className="admin-visually-hidden">{t("adminCust.col.customer")}: </span>
                  {sortLink(COLUMNS[0]!)} · {sortLink(COLUMNS[1]!)}
                </th>
                <th scope="col">{t("adminCust.col.location")}</th>
                {COLUMNS.slice(2).map(header)}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="admin-cust-who">
                    <Link to={adminPaths.customer(r.id)}>{r.name}</Link>
                    <span className="admin-cust-email">{r.email}</span>
                  </td>
                  <td>{r.location || "–"}</td>
                  <td>
                    <time dateTime={r.registered}>{date.format(new Date(r.registered))}</time>
                  </td>
                  <td className="admin-num">{r.orders}</td>
                  <td className="admin-num">{formatPrice(r.spentCents, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {query.page > 1 && (
            <Link to={`${adminPaths.customers}${queryString(query, { page: query.page - 1 })}`} rel="prev">
              {t("admin.pagination.previous")}
            </Link>
          )}
          <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link to={`${adminPaths.customers}${queryString(query, { page: query.page + 1 })}`} rel="next">
              {t("admin.pagination.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
