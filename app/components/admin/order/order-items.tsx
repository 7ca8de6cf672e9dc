/** The order's lines (attribute labels, what refunds took) and its totals with VAT per rate. */
import { Fragment } from "react";
import { Link } from "react-router";
import { formatPrice } from "#modules/shared/money.ts";
import { adminPaths } from "../paths.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { AdminOrderView } from "./types.ts";

export function OrderItems({ order }: { order: AdminOrderView }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const price = (cents: number) => formatPrice(cents, lang);
  return (
    <section className="admin-card" aria-labelledby="order-items">
      <h2 id="order-items">{t("adminOrder.items")}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table admin-order-items">
          <thead>
            <tr>
              <th scope="col">{t("adminOrder.item.product")}</th>
              <th scope="col" className="admin-num">
                {t("adminOrder.item.quantity")}
              </th>
              <th scope="col" className="admin-num">
                {t("adminOrder.item.unit")}
              </th>
              <th scope="col" className="admin-num">
                {t("adminOrder.item.vat")}
              </th>
              <th scope="col" className="admin-num">
                {t("adminOrder.item.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <strong>{item.name}</strong>
                  {item.sku ? <span className="admin-order-muted"> · {item.sku}</span> : null}
                  {item.attributes ? <div className="admin-order-muted">{item.attributes}</div> : null}
                  {item.refundedQuantity || item.refundedCents ? (
                    <div className="admin-order-refunded">
                      {t("adminOrder.item.refunded", {
                        quantity: item.refundedQuantity,
                        amount: price(item.refundedCents),
                      })}
                    </div>
                  ) : null}
                </td>
                <td className="admin-num">{item.quantity}</td>
                <td className="admin-num">{price(item.unitCents)}</td>
                <td className="admin-num">{item.vatRateBp / 100} %</td>
                <td className="admin-num">{price(item.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin-order-totals">
        <dt>{t("adminOrder.subtotal")}</dt>
        <dd>{price(order.subtotalCents)}</dd>
        {order.coupons.map((c) => (
          <Fragment key={c.code}>
            <dt>{t("adminOrder.coupon", { code: c.code })}</dt>
            <dd>
              {c.discountCents > 0 ? `−${price(c.discountCents)}` : ""}
              {c.freeShipping ? ` ${t("adminOrder.couponFreeShipping")}` : ""}
            </dd>
          </Fragment>
        ))}
        <dt>{t("adminOrder.shipping", { method: order.shippingMethod })}</dt>
        <dd>{price(order.shippingCents)}</dd>
        <dt className="admin-order-totals__grand">{t("adminOrder.total")}</dt>
        <dd className="admin-order-totals__grand">{price(order.totalCents)}</dd>
        {order.vat.map((v) => (
          <VatLine key={v.rateBp} rate={v.rateBp / 100} amount={price(v.cents)} />
        ))}
        <VoucherPayments order={order} />
        {order.refundedCents > 0 ? (
          <>
            <dt>{t("adminOrder.refundedTotal")}</dt>
            <dd className="admin-order-refunded">−{price(order.refundedCents)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** Gift vouchers that paid part of the total (each linked to its history), then what is still due. */
function VoucherPayments({ order }: { order: AdminOrderView }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const price = (cents: number) => formatPrice(cents, lang);
  if (order.vouchers.length === 0) return null;
  return (
    <>
      {order.vouchers.map((v) => (
        <Fragment key={v.code}>
          <dt className="admin-order-totals__voucher">
            <Link to={adminPaths.voucher(v.voucherId)}>{t("adminOrder.voucher", { code: v.code })}</Link>
          </dt>
          <dd className="admin-order-totals__voucher">
            −{price(v.cents)}
            {v.restoredCents > 0 ? (
              <div className="admin-order-muted">
                {t("adminOrder.voucherRestored", { amount: price(v.restoredCents) })}
              </div>
            ) : null}
          </dd>
        </Fragment>
      ))}
      <dt className="admin-order-totals__grand">{t("adminOrder.due")}</dt>
      <dd className="admin-order-totals__grand">{price(order.dueCents)}</dd>
    </>
  );
}

function VatLine({ rate, amount }: { rate: number; amount: string }) {
  const t = useAdminT();
  return (
    <>
      <dt className="admin-order-muted">{t("adminOrder.vatLine", { rate })}</dt>
      <dd className="admin-order-muted">{amount}</dd>
    </>
  );
}
