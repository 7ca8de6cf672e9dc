/** Payment (method, SEPA holder, masked IBAN, mandate reference and text), tracking and the order's origin. */

import { formatDateTime } from "#app/components/orders/dates.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { AdminOrderView } from "./types.ts";

/** The attribution fields worth the owner's eye (session counters and the user agent stay out). */
const ORIGIN_FIELDS = [
  "source_type",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "device_type",
] as const;

export function PaymentCard({ order }: { order: AdminOrderView }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { payment } = order;
  const origin = ORIGIN_FIELDS.filter((f) => order.attribution[f]);
  return (
    <section className="admin-card" aria-labelledby="order-payment">
      <h2 id="order-payment">{t("adminOrder.payment")}</h2>
      <dl className="admin-order-facts">
        <dt>{t("adminOrder.payment.method")}</dt>
        <dd>{payment.title}</dd>
        {payment.paidAt || order.paidCents === 0 ? (
          <>
            <dt>{t("adminOrder.payment.paidAt")}</dt>
            <dd>{payment.paidAt ? formatDateTime(payment.paidAt, lang) : t("adminOrder.notPaid")}</dd>
          </>
        ) : null}
        {payment.sepa ? (
          <>
            <dt>{t("adminOrder.payment.holder")}</dt>
            <dd>{payment.sepa.holder}</dd>
            <dt>{t("adminOrder.payment.iban")}</dt>
            <dd className="admin-order-iban">{payment.sepa.maskedIban}</dd>
            {payment.sepa.bic ? (
              <>
                <dt>{t("adminOrder.payment.bic")}</dt>
                <dd>{payment.sepa.bic}</dd>
              </>
            ) : null}
            <dt>{t("adminOrder.payment.mandateReference")}</dt>
            <dd>{payment.sepa.mandateReference}</dd>
          </>
        ) : null}
        {order.tracking ? (
          <>
            <dt>{t("adminOrder.tracking.number")}</dt>
            <dd>
              <a href={order.tracking.url} rel="noreferrer noopener" target="_blank">
                {order.tracking.carrier} {order.tracking.number}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {payment.sepa?.mandateText ? (
        <details className="admin-order-edit">
          <summary>{t("adminOrder.payment.mandateText")}</summary>
          <pre className="admin-order-mandate">{payment.sepa.mandateText}</pre>
        </details>
      ) : null}
      <h3>{t("adminOrder.origin")}</h3>
      {origin.length === 0 ? (
        <p>{t("adminOrder.origin.none")}</p>
      ) : (
        <dl className="admin-order-facts">
          {origin.map((f) => (
            <div key={f} className="admin-order-facts__row">
              <dt>{t(`adminOrder.origin.${f}` as MessageKey)}</dt>
              <dd>{order.attribution[f]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
