/**
 * Refund: the whole remaining amount or chosen lines (quantity, amount — empty: the quantity's
 * share), a restock choice per line, a further amount, a reason. The loader's idempotency key
 * travels with the form: a double submit books one refund.
 */
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { formatDateTime } from "#app/components/orders/dates.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import { Field } from "./field.tsx";
import { type AdminOrderView, kept, type OrderActionResult, resultFor } from "./types.ts";

export function RefundForm({
  order,
  refundKey,
  result,
}: {
  order: AdminOrderView;
  refundKey: string;
  result: OrderActionResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const mine = resultFor(result, "refund");
  const form = useRef<HTMLFormElement>(null);
  // Done: empty the form for the next one (with JavaScript the page is not reloaded).
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  const errors = mine?.fieldErrors ?? {};
  const price = (cents: number) => formatPrice(cents, lang);
  const left = order.paidCents - order.refundedCents;
  return (
    <section className="admin-card" aria-labelledby="order-refund">
      <h2 id="order-refund">{t("adminOrder.refund")}</h2>
      <p>
        {t("adminOrder.refund.intro", {
          paid: price(order.paidCents),
          refunded: price(order.refundedCents),
          left: price(Math.max(left, 0)),
        })}
      </p>
      {order.refunds.length ? (
        <>
          <h3>{t("adminOrder.refund.history")}</h3>
          <ul className="admin-order-list">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {t("adminOrder.refund.historyLine", {
                  amount: price(r.amountCents),
                  date: formatDateTime(r.createdAt, lang),
                  by: r.by,
                })}
                {r.reason ? ` – ${r.reason}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {left <= 0 ? (
        <p>{t("adminOrder.refund.nothing")}</p>
      ) : (
        <Form method="post" className="admin-order-form" ref={form}>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="version" value={order.version} />
          <input type="hidden" name="key" value={refundKey} />
          <div className="admin-table-wrap">
            <table className="admin-table admin-order-refund">
              <thead>
                <tr>
                  <th scope="col">{t("adminOrder.item.product")}</th>
                  <th scope="col">{t("adminOrder.refund.qtyCol")}</th>
                  <th scope="col">{t("adminOrder.refund.amountCol")}</th>
                  {order.restockable ? <th scope="col">{t("adminOrder.refund.restockCol")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <RefundLineRow
                    key={item.id}
                    item={item}
                    restockable={order.restockable}
                    mine={mine}
                    errors={errors}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <p className="admin-field__help" id="refund-amount-help">
            {t("adminOrder.refund.amountHelp")}
          </p>
          <div className="admin-order-row">
            <Field id="refund-other" label={t("adminOrder.refund.other")} error={errors.other}>
              {(describedBy) => (
                <input
                  id="refund-other"
                  name="other"
                  inputMode="decimal"
                  className="admin-input"
                  defaultValue={kept(mine, "other", "")}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field id="refund-reason" label={t("adminOrder.refund.reason")} error={errors.reason}>
              {(describedBy) => (
                <input
                  id="refund-reason"
                  name="reason"
                  className="admin-input"
                  maxLength={500}
                  defaultValue={kept(mine, "reason", "")}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>
          <div className="admin-order-check">
            <input
              id="refund-full"
              name="full"
              type="checkbox"
              value="1"
              defaultChecked={kept(mine, "full", "") === "1"}
            />
            <label htmlFor="refund-full">{t("adminOrder.refund.full")}</label>
          </div>
          <button type="submit" className="admin-button">
            {t("adminOrder.refund.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

/** One order line in the refund form: quantity, amount (empty: the quantity's share), restock. */
function RefundLineRow({
  item,
  restockable,
  mine,
  errors,
}: {
  item: AdminOrderView["items"][number];
  restockable: boolean;
  mine: ReturnType<typeof resultFor>;
  errors: NonNullable<NonNullable<ReturnType<typeof resultFor>>["fieldErrors"]>;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const price = (cents: number) => formatPrice(cents, lang);
  const restQty = item.quantity - item.refundedQuantity;
  const q = `qty_${item.id}`;
  const a = `amount_${item.id}`;
  return (
    <tr>
      <td>
        {item.name}
        <div className="admin-order-muted">
          {restQty} × · {price(item.totalCents - item.refundedCents)}
        </div>
      </td>
      <td>
        <label className="admin-visually-hidden" htmlFor={`refund-${q}`}>
          {t("adminOrder.refund.quantity", { name: item.name })}
        </label>
        <input
          id={`refund-${q}`}
          name={q}
          type="number"
          min={0}
          max={restQty}
          inputMode="numeric"
          className="admin-input admin-order-qty"
          defaultValue={kept(mine, q, "0")}
          aria-invalid={errors[q] ? true : undefined}
          aria-describedby={errors[q] ? `refund-${q}-error` : undefined}
        />
        {errors[q] ? (
          <p className="admin-field__error" id={`refund-${q}-error`}>
            {t(errors[q])}
          </p>
        ) : null}
      </td>
      <td>
        <label className="admin-visually-hidden" htmlFor={`refund-${a}`}>
          {t("adminOrder.refund.amount", { name: item.name })}
        </label>
        <input
          id={`refund-${a}`}
          name={a}
          inputMode="decimal"
          className="admin-input admin-order-amount"
          defaultValue={kept(mine, a, "")}
          aria-invalid={errors[a] ? true : undefined}
          aria-describedby={errors[a] ? `refund-${a}-error` : "refund-amount-help"}
        />
        {errors[a] ? (
          <p className="admin-field__error" id={`refund-${a}-error`}>
            {t(errors[a])}
          </p>
        ) : null}
      </td>
      {restockable ? (
        <td>
          <input
            id={`refund-restock_${item.id}`}
            name={`restock_${item.id}`}
            type="checkbox"
            value="1"
            defaultChecked={kept(mine, `restock_${item.id}`, "") === "1"}
          />
          <label className="admin-visually-hidden" htmlFor={`refund-restock_${item.id}`}>
            {t("adminOrder.refund.restock", { name: item.name })}
          </label>
        </td>
      ) : null}
    </tr>
  );
}
