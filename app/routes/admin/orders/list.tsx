/**
 * `/admin/orders/`: every order, with status tabs (counts), search, date/payment/shipping
 * filters in a GET form (works without JavaScript), sortable columns, pages, a bulk status
 * change, the selected orders' invoices as a ZIP, and the CSV export of the filtered list. The query string is the contract of
 * modules/orders/admin-list.ts (the dashboard links into it).
 */
import { data, Form, Link, useNavigation } from "react-router";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { LOCALE } from "#modules/i18n/index.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { rateId } from "#modules/shipping/zones.ts";
import "#modules/i18n/messages-admin-orders-list.ts";
import "#modules/i18n/messages-orders.ts";
import { adminPaths } from "#app/components/admin/paths.ts";
import { SelectAll } from "#app/components/admin/select-all.tsx";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { invoiceSelection } from "#modules/documents/export/invoices-zip.ts";
import { listAdminOrders } from "#modules/orders/admin-list.ts";
import {
  NEEDS_ACTION,
  ORDER_LIST_PER_PAGE,
  type OrderListQuery,
  type OrderListSort,
  orderListSearch,
  parseOrderListQuery,
} from "#modules/orders/admin-list-query.ts";
import { type BulkOutcome, bulkChangeOrderStatus } from "#modules/orders/bulk-status.ts";
import { paymentMethodTitle, shippingMethodTitle } from "#modules/orders/format.ts";
import { isOwnerStatus, ORDER_STATUSES, OWNER_STATUSES } from "#modules/orders/statuses.ts";
import { getSettings } from "#modules/settings/store.ts";
import { formatPrice } from "#modules/shared/money.ts";
import "#app/styles/admin-orders-list.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";

const ORDERS_EXPORT_PATH = `${adminPaths.orders}export.csv`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  const [list, settings, zones] = await Promise.all([
    listAdminOrders(services.db, query),
    getSettings(services.db),
    getShippingConfig(services.db),
  ]);
  const payments = Object.values(PAYMENT_METHOD_IDS).map((id) => ({
    id,
    title: paymentMethodTitle(id, lang),
  }));
  const shippings = zones.zones.flatMap((zone) =>
    zone.methods.map((m) => ({
      id: rateId(m),
      title: `${shippingMethodTitle(rateId(m), settings, lang, m.carrier)} (${zone.name})`,
    })),
  );
  return data(
    {
      query: { ...query, page: list.page },
      list: {
        ...list,
        rows: list.rows.map((r) => ({
          id: r.id,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          name: `${r.firstName} ${r.lastName}`.trim(),
          email: r.email,
          totalCents: r.totalCents,
          payment: paymentMethodTitle(r.paymentMethod, lang),
          withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
        })),
      },
      payments,
      shippings,
    },
    { headers: adminHeaders() },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, owner, actor } = await requireOwner(context, request);
  const form = await request.formData();
  const ids = form
    .getAll("ids")
    .map(String)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
  const to = String(form.get("to") ?? "");
  const none = { outcomes: [], zip: null };
  if (ids.length === 0) return data({ error: "adminOrders.bulk.noneSelected" as const, ...none }, 400);
  if (form.get("intent") === "invoices-zip") {
    // The answer names what the ZIP will hold and which orders have no invoice; the link downloads it.
    const selection = await invoiceSelection(services.db, ids);
    const zip = { orderIds: selection.invoices.map((i) => i.orderId), missing: selection.missing };
    return data({ error: null, outcomes: [], zip }, { headers: adminHeaders() });
  }
  if (!isOwnerStatus(to)) return data({ error: "adminOrders.bulk.noStatus" as const, ...none }, 400);
  const outcomes = await bulkChangeOrderStatus(services.db, ids, to, owner.email, { actor });
  return data({ error: null, outcomes, zip: null }, { headers: adminHeaders() });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Bestellungen · Verwaltung" },
  { name: "robots", content: "noindex" },
];

/** The direction a column starts in when first chosen: newest, biggest, highest number first; names A–Z. */
const FIRST_DIR: Record<OrderListSort, "asc" | "desc"> = {
  date: "desc",
  number: "desc",
  total: "desc",
  customer: "asc",
  status: "asc",
};

type LoaderData = Route.ComponentProps["loaderData"];

export default function OrdersList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { query, list } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const dateFormat = useAdminDateFormat("minute");
  const dayFormat = useAdminDateFormat("day");
  const link = (patch: Partial<OrderListQuery>) =>
    `${adminPaths.orders}${orderListSearch({ ...query, ...patch })}`;

  return (
    <div className="admin-page admin-orders">
      <div className="admin-page__head">
        <h1>{t("adminOrders.title")}</h1>
        <a
          className="admin-button admin-button--quiet"
          href={`${ORDERS_EXPORT_PATH}${orderListSearch({ ...query, page: 1 })}`}
        >
          {t("adminOrders.export")}
        </a>
      </div>

      <StatusTabs query={query} counts={list.counts} link={link} />
      <Filters loaderData={loaderData} />

      {actionData?.zip ? (
        <ZipReport orderIds={actionData.zip.orderIds} missing={actionData.zip.missing} />
      ) : actionData ? (
        <BulkReport error={actionData.error} outcomes={actionData.outcomes} />
      ) : null}

      <p className="admin-orders__found" aria-live="polite">
        {list.total === 1
          ? t("adminOrders.found.one")
          : t("adminOrders.found", { count: list.total.toLocaleString(LOCALE[lang]) })}
      </p>

      <Form method="post" className="admin-orders__bulk-form" aria-label={t("adminOrders.bulk")}>
        <fieldset className="admin-orders__bulk">
          <legend className="admin-visually-hidden">{t("adminOrders.bulk")}</legend>
          <label htmlFor="admin-orders-bulk-to">{t("adminOrders.bulk.to")}</label>
          <select id="admin-orders-bulk-to" name="to" defaultValue="">
            <option value="">{t("adminOrders.bulk.choose")}</option>
            {OWNER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`order.status.${s}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="admin-button" disabled={busy}>
            {t("adminOrders.bulk.apply")}
          </button>
          <button
            type="submit"
            name="intent"
            value="invoices-zip"
            className="admin-button admin-button--quiet"
            disabled={busy}
          >
            {t("adminOrders.zip.action")}
          </button>
        </fieldset>

        {list.rows.length === 0 ? (
          <p className="admin-card">{t("adminOrders.empty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-orders__table">
              <caption className="admin-visually-hidden">{t("adminOrders.title")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="admin-orders__check">
                    <SelectAll label={t("adminOrders.selectAll")} />
                  </th>
                  <SortHeader
                    column="number"
                    label={t("adminOrders.col.number")}
                    query={query}
                    link={link}
                    className="admin-orders__c-number"
                  />
                  <SortHeader
                    column="customer"
                    label={t("adminOrders.col.customer")}
                    query={query}
                    link={link}
                  />
                  <SortHeader
                    column="date"
                    label={t("adminOrders.col.date")}
                    query={query}
                    link={link}
                    className="admin-orders__date"
                  />
                  <SortHeader
                    column="status"
                    label={t("adminOrders.col.status")}
                    query={query}
                    link={link}
                    className="admin-orders__c-status"
                  />
                  <SortHeader
                    column="total"
                    label={t("adminOrders.col.total")}
                    query={query}
                    link={link}
                    numeric
                    className="admin-orders__c-total"
                  />
                  <th scope="col" className="admin-orders__payment">
                    {t("adminOrders.col.payment")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <OrderRow key={row.id} row={row} dateFormat={dateFormat} dayFormat={dayFormat} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Form>

      <Pagination page={list.page} pages={list.pages} link={link} />
    </div>
  );
}

function StatusTabs({
  query,
  counts,
  link,
}: {
  query: LoaderData["query"];
  counts: LoaderData["list"]["counts"];
  link: (patch: Partial<OrderListQuery>) => string;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const tabs: { status: OrderListQuery["status"]; label: string; count: number }[] = [
    { status: undefined, label: t("adminOrders.tab.all"), count: counts.all },
    { status: NEEDS_ACTION, label: t("adminOrders.tab.needs-action"), count: counts[NEEDS_ACTION] },
    ...ORDER_STATUSES.map((s) => ({ status: s, label: t(`order.status.${s}`), count: counts[s] })),
  ];
  return (
    <nav className="admin-orders__tabs" aria-label={t("adminOrders.tabs")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.status ?? "all"}>
            <Link
              to={link({ status: tab.status, page: 1 })}
              aria-current={query.status === tab.status ? "page" : undefined}
              className={tab.status === NEEDS_ACTION ? "admin-orders__tab--action" : undefined}
            >
              {tab.label}{" "}
              <span className="admin-orders__count">({tab.count.toLocaleString(LOCALE[lang])})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ loaderData }: { loaderData: LoaderData }) {
  const t = useAdminT();
  const { query, payments, shippings } = loaderData;
  // The key resets the uncontrolled fields when the URL's filters change (a tab, "reset").
  const key = orderListSearch({ ...query, page: 1, sort: "date", dir: "desc" });
  return (
    <Form
      method="get"
      className="admin-card admin-orders__filters"
      aria-label={t("adminOrders.filters")}
      key={key}
    >
      {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      {query.sort !== "date" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir !== "desc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="admin-field admin-orders__search">
        <label htmlFor="admin-orders-q">{t("adminOrders.search")}</label>
        <input
          id="admin-orders-q"
          className="admin-input"
          type="search"
          name="q"
          defaultValue={query.q}
          aria-describedby="admin-orders-q-help"
        />
        <span id="admin-orders-q-help" className="admin-field__help">
          {t("adminOrders.search.help")}
        </span>
      </div>
      <div className="admin-field">
        <label htmlFor="admin-orders-from">{t("adminOrders.from")}</label>
        <input
          id="admin-orders-from"
          className="admin-input"
          type="date"
          name="from"
          defaultValue={query.from ?? ""}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-orders-to">{t("adminOrders.to")}</label>
        <input
          id="admin-orders-to"
          className="admin-input"
          type="date"
          name="to"
          defaultValue={query.to ?? ""}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-orders-payment">{t("adminOrders.payment")}</label>
        <select id="admin-orders-payment" name="payment" defaultValue={query.payment ?? ""}>
          <option value="">{t("adminOrders.any")}</option>
          {payments.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="admin-orders-shipping">{t("adminOrders.shipping")}</label>
        <select id="admin-orders-shipping" name="shipping" defaultValue={query.shipping ?? ""}>
          <option value="">{t("adminOrders.any")}</option>
          {shippings.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="admin-orders-per-page">{t("adminOrders.perPage")}</label>
        <select id="admin-orders-per-page" name="per_page" defaultValue={String(query.perPage)}>
          {ORDER_LIST_PER_PAGE.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-orders__filter-end">
        <label className="admin-orders__check-label">
          <input type="checkbox" name="withdrawal" value="1" defaultChecked={query.withdrawal} />{" "}
          {t("adminOrders.withdrawalOnly")}
        </label>
        <div className="admin-orders__filter-actions">
          <button type="submit" className="admin-button">
            {t("adminOrders.apply")}
          </button>
          <Link to={adminPaths.orders} className="admin-button admin-button--quiet">
            {t("adminOrders.reset")}
          </Link>
        </div>
      </div>
    </Form>
  );
}

function SortHeader({
  column,
  label,
  query,
  link,
  numeric,
  className,
}: {
  column: OrderListSort;
  label: string;
  query: LoaderData["query"];
  link: (patch: Partial<OrderListQuery>) => string;
  numeric?: boolean;
  className?: string;
}) {
  const t = useAdminT();
  const active = query.sort === column;
  const next = active ? (query.dir === "asc" ? "desc" : "asc") : FIRST_DIR[column];
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
      className={[numeric ? "admin-num" : "", className ?? ""].join(" ").trim() || undefined}
    >
      <Link to={link({ sort: column, dir: next, page: 1 })} className="admin-orders__sort">
        {label}
        {active ? (
          <>
            <span aria-hidden="true" className="admin-orders__sort-arrow">
              {query.dir === "asc" ? "▲" : "▼"}
            </span>
            <span className="admin-visually-hidden">
              , {t(query.dir === "asc" ? "adminOrders.sort.asc" : "adminOrders.sort.desc")}
            </span>
          </>
        ) : null}
      </Link>
    </th>
  );
}

function ZipReport({ orderIds, missing }: { orderIds: number[]; missing: number[] }) {
  const t = useAdminT();
  // All selected: the ZIP then records the orders without an invoice too (ohne-rechnung.txt).
  const href = `${adminPaths.invoicesZip}?${[...orderIds, ...missing].map((id) => `ids=${id}`).join("&")}`;
  return (
    <div
      className={`admin-notice ${missing.length ? "admin-notice--warning" : "admin-notice--success"}`}
      role="status"
    >
      {orderIds.length === 0 ? (
        <p>{t("adminOrders.zip.none")}</p>
      ) : (
        <p>
          {orderIds.length === 1
            ? t("adminOrders.zip.ready.one")
            : t("adminOrders.zip.ready", { count: orderIds.length })}{" "}
          <a className="admin-button" href={href} download>
            {t("adminOrders.zip.download")}
          </a>
        </p>
      )}
      {missing.length > 0 ? <p>{t("adminOrders.zip.missing", { orders: missing.join(", ") })}</p> : null}
    </div>
  );
}

function BulkReport({ error, outcomes }: { error: MessageKey | null; outcomes: BulkOutcome[] }) {
  const t = useAdminT();
  if (error) {
    return (
      <div className="admin-notice admin-notice--error" role="alert">
        {t(error)}
      </div>
    );
  }
  const count = (r: BulkOutcome["result"]) => outcomes.filter((o) => o.result === r).length;
  const refused = count("refused") + count("missing") + count("withdrawn");
  const line = (o: BulkOutcome) => {
    switch (o.result) {
      case "changed":
        return t("adminOrders.bulk.changed", { number: o.id, to: t(`order.status.${o.to}`) });
      case "unchanged":
        return t("adminOrders.bulk.unchanged", { number: o.id, to: t(`order.status.${o.to}`) });
      case "refused":
        return t("adminOrders.bulk.refused", {
          number: o.id,
          from: t(`order.status.${o.from}`),
          to: t(`order.status.${o.to}`),
        });
      case "withdrawn":
        return t("adminOrders.bulk.withdrawn", { number: o.id });
      default:
        return t("adminOrders.bulk.missing", { number: o.id });
    }
  };
  return (
    <div
      className={`admin-notice ${refused ? "admin-notice--warning" : "admin-notice--success"}`}
      role="status"
    >
      <p className="admin-orders__bulk-summary">
        {t("adminOrders.bulk.summary", { changed: count("changed"), refused, unchanged: count("unchanged") })}
      </p>
      <ul className="admin-orders__bulk-lines">
        {outcomes.map((o) => (
          <li key={o.id} data-result={o.result}>
            {line(o)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pagination({
  page,
  pages,
  link,
}: {
  page: number;
  pages: number;
  link: (patch: Partial<OrderListQuery>) => string;
}) {
  const t = useAdminT();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
      {page > 1 ? (
        <Link to={link({ page: page - 1 })} rel="prev" className="admin-button admin-button--quiet">
          {t("admin.pagination.previous")}
        </Link>
      ) : null}
      <span>{t("admin.pagination.status", { page, pages })}</span>
      {page < pages ? (
        <Link to={link({ page: page + 1 })} rel="next" className="admin-button admin-button--quiet">
          {t("admin.pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** One order in the list: select box, number (with a withdrawal marker), customer, date, status, total, payment. */
function OrderRow({
  row,
  dateFormat,
  dayFormat,
}: {
  row: Route.ComponentProps["loaderData"]["list"]["rows"][number];
  dateFormat: Intl.DateTimeFormat;
  dayFormat: Intl.DateTimeFormat;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <tr>
      <td className="admin-orders__check">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          aria-label={t("adminOrders.selectOne", { number: row.id })}
        />
      </td>
      <td className="admin-orders__c-number">
        <Link to={adminPaths.order(row.id)} className="admin-orders__number">
          {t("adminOrders.number", { number: row.id })}
        </Link>
        {row.withdrawnAt ? (
          <span
            className="admin-badge admin-orders__withdrawn"
            title={t("adminOrders.withdrawn.title", {
              date: dayFormat.format(new Date(row.withdrawnAt)),
            })}
          >
            {t("adminOrders.withdrawn")}
          </span>
        ) : null}
        <span className="admin-orders__date-inline">{dateFormat.format(new Date(row.createdAt))}</span>
      </td>
      <td className="admin-orders__c-customer">
        <span className="admin-orders__name">{row.name || row.email}</span>
        <span className="admin-orders__email">{row.email}</span>
      </td>
      <td className="admin-orders__date">{dateFormat.format(new Date(row.createdAt))}</td>
      <td className="admin-orders__c-status">
        <span className={`admin-badge admin-orders__status admin-orders__status--${row.status}`}>
          {t(`order.status.${row.status}`)}
        </span>
      </td>
      <td className="admin-num admin-orders__c-total">{formatPrice(row.totalCents, lang)}</td>
      <td className="admin-orders__payment">{row.payment}</td>
    </tr>
  );
}
