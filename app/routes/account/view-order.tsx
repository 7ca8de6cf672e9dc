import { data, Link } from "react-router";
import { AccountShell } from "#app/components/account/account-shell.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { formatDate, formatDateTime } from "#app/components/orders/dates.ts";
import { OrderDetails } from "#app/components/orders/order-details.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { loadOrderCoupons } from "#modules/coupons/order-coupons.ts";
import { listOrderDocuments } from "#modules/documents/issue.ts";
import { getCustomerOrder, toItemViews, toOrderView } from "#modules/orders/customer-orders.ts";
import { getSettings } from "#modules/settings/store.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { loadOrderVouchers } from "#modules/vouchers/order-vouchers.ts";
import type { Route } from "./+types/view-order";
import { accountFrame, accountHeaders, accountRequest, requireAccount } from "./account.server.ts";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-order-account.ts";
import "#modules/i18n/messages-order-documents.ts";

/**
 * `/my-account/view-order/ID/`: one of the customer's orders. Someone else's order and an
 * unknown one answer the same 404, so order numbers cannot be probed.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = accountRequest(context);
  const { account } = await requireAccount(context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const found = id === undefined ? undefined : await getCustomerOrder(services.db, account.id, id);
  if (!found) throw data(null, { status: 404, headers: NO_STORE });
  const [settings, coupons, vouchers] = await Promise.all([
    getSettings(services.db),
    loadOrderCoupons(services.db, found.order.id),
    loadOrderVouchers(services.db, found.order.id),
  ]);
  return {
    frame: await accountFrame(context, account),
    order: toOrderView(found.order, found.notes, settings, services.config.secret, coupons, vouchers),
    items: toItemViews(found.items),
    // Only for the owner's own pay link (the order-pay page checks it).
    orderKey: found.order.orderKey,
    documents: (await listOrderDocuments(services.db, found.order.id)).map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
    })),
  };
}

export const headers = accountHeaders;

export default function ViewOrder({ loaderData }: Route.ComponentProps) {
  const { frame, order, items, orderKey, documents } = loaderData;
  const t = useT();
  const lang = useLang();
  const p = accountPaths(lang);
  const title = t("orderAccount.viewTitle", { number: order.id });
  return (
    <AccountShell frame={frame} title={title}>
      <h2>{title}</h2>
      <p className="order-summary">
        {t("orderAccount.summary", {
          number: order.id,
          date: formatDate(order.createdAt, lang),
          status: t(`order.status.${order.status}`),
        })}
      </p>
      {order.withdrawnAt ? (
        <div className="woocommerce-info order-withdrawn" role="status">
          {t("orderAccount.withdrawn", { date: formatDateTime(order.withdrawnAt, lang) })}
        </div>
      ) : null}
      <OrderDetails order={order} items={items}>
        {order.needsPayment ? (
          <div className="order-pay-now">
            <p>{t("orderAccount.needsPayment")}</p>
            <a className="button pay" href={localePath(lang, paths.orderPay(order.id, orderKey))}>
              {t("order.payNow")}
            </a>
          </div>
        ) : null}
      </OrderDetails>
      {documents.length > 0 ? (
        <section className="order-documents" aria-labelledby="order-documents">
          <h3 id="order-documents">{t("orderAccount.documents")}</h3>
          <ul>
            {documents.map((d) => (
              <li key={d.id}>
                <a href={localePath(lang, `${paths.viewOrder(order.id)}documents/${d.id}.pdf`)}>
                  {t(`orderAccount.document.${d.kind}`, { number: d.number })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="order-actions">
        <Link className="button button--ghost" to={p.orders}>
          {t("orderAccount.back")}
        </Link>
        {order.withdrawnAt ? null : (
          <Link
            className="button button--ghost order-withdraw"
            to={`${localePath(lang, paths.withdrawal)}?order=${order.id}`}
          >
            {t("orderAccount.withdrawLink")}
          </Link>
        )}
      </div>
    </AccountShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
