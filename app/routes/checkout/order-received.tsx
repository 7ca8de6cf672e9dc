import { data, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { OrderDetails } from "#app/components/orders/order-details.tsx";
import { Amount } from "#app/components/shop/price.tsx";
import { useT } from "#app/hooks/use-t.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { loadOrderCoupons } from "#modules/coupons/order-coupons.ts";
import {
  loadCustomerNotes,
  loadOrderItems,
  toItemViews,
  toOrderView,
} from "#modules/orders/customer-orders.ts";
import { formatOrderDate, paymentMethodTitle } from "#modules/orders/format.ts";
import { findOrderByKey } from "#modules/orders/store.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { loadOrderVouchers } from "#modules/vouchers/order-vouchers.ts";
import type { Route } from "./+types/order-received";
import { checkoutRequest } from "./checkout.server.ts";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-vouchers.ts";
import "#app/styles/checkout.css";

/** `/checkout/order-received/ID/?key=…`: the thank-you page, for whoever holds the order key. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, services, lang } = checkoutRequest(context);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const order = await findOrderByKey(db, Number(params.id), key);
  if (!order) throw data(null, { status: 404, headers: NO_STORE });
  const [settings, items, notes, coupons, vouchers] = await Promise.all([
    getSettings(db),
    loadOrderItems(db, order.id),
    loadCustomerNotes(db, order.id),
    loadOrderCoupons(db, order.id),
    loadOrderVouchers(db, order.id),
  ]);
  return data(
    {
      order: {
        id: order.id,
        date: formatOrderDate(order.createdAt, lang),
        email: order.email,
        totalCents: order.totalCents,
        // What a gift voucher left to pay (issue 24); equal to the total without one.
        dueCents: order.totalCents - order.voucherCents,
        paymentTitle: paymentMethodTitle(order.paymentMethod, lang),
      },
      details: toOrderView(order, notes, settings, services.config.secret, coupons, vouchers),
      items: toItemViews(items),
      invoice: order.paymentMethod === PAYMENT_METHOD_IDS.invoice,
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export default function OrderReceived() {
  const { order, details, items, invoice } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container checkout-page order-received">
      <title>{t("order.receivedTitle")}</title>
      <h1>{t("order.receivedTitle")}</h1>
      <p
        className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received"
        role="status"
      >
        {t("order.thankYou")} {t("order.receivedMail", { email: order.email })}
      </p>
      <ul className="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
        <li className="woocommerce-order-overview__order order">
          {t("order.number")}: <strong>{order.id}</strong>
        </li>
        <li className="woocommerce-order-overview__date date">
          {t("order.date")}: <strong>{order.date}</strong>
        </li>
        <li className="woocommerce-order-overview__email email">
          {t("order.email")}: <strong>{order.email}</strong>
        </li>
        <li className="woocommerce-order-overview__total total">
          {t("order.total")}:{" "}
          <strong>
            <Amount cents={order.totalCents} />
          </strong>
        </li>
        {order.dueCents !== order.totalCents ? (
          <li className="woocommerce-order-overview__due due">
            {t("voucher.due")}:{" "}
            <strong>
              <Amount cents={order.dueCents} />
            </strong>
          </li>
        ) : null}
        <li className="woocommerce-order-overview__payment-method method">
          {t("order.paymentMethod")}: <strong>{order.paymentTitle}</strong>
        </li>
      </ul>
      {invoice ? <p className="payment-instructions">{t("mail.order.invoice")}</p> : null}
      <OrderDetails order={details} items={items} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
