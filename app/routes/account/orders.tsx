import { data, Link } from "react-router";
import { AccountShell } from "#app/components/account/account-shell.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { formatDate } from "#app/components/orders/dates.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { translate } from "#modules/i18n/index.ts";
import { listCustomerOrders } from "#modules/orders/customer-orders.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/orders";
import { accountFrame, accountHeaders, accountRequest, requireAccount } from "./account.server.ts";
import "#modules/i18n/messages-order-account.ts";
import "#app/styles/orders.css";

/** `/my-account/orders/` (and `/my-account/orders/N/`): the customer's orders, newest first. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = accountRequest(context);
  const { account } = await requireAccount(context);
  const raw = params.page;
  const page = raw === undefined ? 1 : /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  if (page < 1) throw data(null, { status: 404 });
  const list = await listCustomerOrders(services.db, account.id, page);
  if (page > list.pages) throw data(null, { status: 404 });
  // Status names come translated from here: the page's JavaScript need not carry every order text.
  const { lang } = accountRequest(context);
  const orders = list.orders.map((o) => ({ ...o, statusLabel: translate(lang, `order.status.${o.status}`) }));
  return { frame: await accountFrame(context, account), page, pages: list.pages, orders };
}

export const headers = accountHeaders;

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { frame, orders, page, pages } = loaderData;
  const t = useT();
  const lang = useLang();
  const p = accountPaths(lang);
  return (
    <AccountShell frame={frame} title={t("orderAccount.title")}>
      <h2>{t("orderAccount.title")}</h2>
      {orders.length === 0 ? (
        <div className="woocommerce-info">
          <p>{t("orderAccount.none")}</p>
          <Link className="button" to={localePath(lang, paths.shop)}>
            {t("orderAccount.toShop")}
          </Link>
        </div>
      ) : (
        <table className="woocommerce-orders-table shop_table shop_table_responsive my_account_orders orders-table">
          <caption className="screen-reader-text">{t("orderAccount.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("orderAccount.col.number")}</th>
              <th scope="col">{t("orderAccount.col.date")}</th>
              <th scope="col">{t("orderAccount.col.status")}</th>
              <th scope="col">{t("orderAccount.col.total")}</th>
              <th scope="col">{t("orderAccount.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className={`woocommerce-orders-table__row order status-${o.status}`}>
                <th scope="row" data-title={t("orderAccount.col.number")}>
                  <Link to={p.viewOrder(o.id)}>{`#${o.id}`}</Link>
                </th>
                <td data-title={t("orderAccount.col.date")}>
                  <time dateTime={o.createdAt}>{formatDate(o.createdAt, lang)}</time>
                </td>
                <td data-title={t("orderAccount.col.status")}>{o.statusLabel}</td>
                <td data-title={t("orderAccount.col.total")}>
                  {o.itemCount === 1
                    ? t("orderAccount.totalForOne", { total: formatPrice(o.totalCents, lang) })
                    : t("orderAccount.totalFor", {
                        total: formatPrice(o.totalCents, lang),
                        count: o.itemCount,
                      })}
                </td>
                <td data-title={t("orderAccount.actions")}>
                  <span className="order-actions-cell">
                    <Link
                      className="woocommerce-button button button--ghost view"
                      to={p.viewOrder(o.id)}
                      aria-label={t("orderAccount.viewLabel", { number: o.id })}
                    >
                      {t("orderAccount.view")}
                    </Link>
                    {o.needsPayment ? (
                      <a
                        className="woocommerce-button button pay"
                        href={localePath(lang, paths.orderPay(o.id, o.orderKey))}
                        aria-label={t("orderAccount.payLabel", { number: o.id })}
                      >
                        {t("orderAccount.payNow")}
                      </a>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="orders-pagination" aria-label={t("orderAccount.pagination")}>
          {page > 1 ? (
            <Link className="button button--ghost" to={p.ordersPage(page - 1)}>
              {t("orderAccount.prev")}
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link className="button button--ghost" to={p.ordersPage(page + 1)}>
              {t("orderAccount.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AccountShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
