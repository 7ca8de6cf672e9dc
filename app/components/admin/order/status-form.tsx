/**
 * Status change with optional tracking (carrier + number, stored when completing). Completing an
 * order with an open withdrawal comes back with a second form that confirms it (works without JS).
 */
import { Form } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import { CARRIER_IDS, CARRIERS } from "#modules/orders/carriers.ts";
import { useAdminT } from "../use-admin-t.ts";
import { Field } from "./field.tsx";
import { type AdminOrderView, kept, type OrderActionResult, resultFor } from "./types.ts";

export function StatusForm({
  order,
  result,
}: {
  order: AdminOrderView;
  result: OrderActionResult | undefined;
}) {
  const t = useAdminT();
  const mine = resultFor(result, "status");
  // Refunds go through the refund form (it books the money); a full one sets "refunded".
  const targets = order.transitions.filter((s) => s !== "refunded");
  // Preselect the usual next step: ship a paid order, move a waiting one on.
  const next = (["completed", "processing"] as const).find((s) => targets.includes(s)) ?? targets[0];
  return (
    <section className="admin-card" aria-labelledby="order-status">
      <h2 id="order-status">{t("adminOrder.status")}</h2>
      {targets.length === 0 ? (
        <p>
          {t(
            order.transitions.includes("refunded")
              ? "adminOrder.status.refundHint"
              : "adminOrder.status.final",
          )}
        </p>
      ) : (
        <Form method="post" className="admin-order-form">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="version" value={order.version} />
          <Field id="status-to" label={t("adminOrder.status.to")} error={mine?.fieldErrors?.to}>
            {(describedBy) => (
              <select
                id="status-to"
                name="to"
                defaultValue={kept(mine, "to", next ?? "")}
                aria-describedby={describedBy}
              >
                {targets.map((s) => (
                  <option key={s} value={s}>
                    {t(`order.status.${s}` as MessageKey)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {order.transitions.includes("completed") ? (
            <fieldset className="admin-order-fieldset">
              <legend>{t("adminOrder.tracking")}</legend>
              <Field
                id="status-carrier"
                label={t("adminOrder.tracking.carrier")}
                error={mine?.fieldErrors?.carrier}
              >
                {(describedBy) => (
                  <select
                    id="status-carrier"
                    name="carrier"
                    defaultValue={kept(mine, "carrier", "")}
                    aria-describedby={describedBy}
                  >
                    <option value="">{t("adminOrder.tracking.none")}</option>
                    {CARRIER_IDS.map((id) => (
                      <option key={id} value={id}>
                        {CARRIERS[id].name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id="status-tracking"
                label={t("adminOrder.tracking.number")}
                error={mine?.fieldErrors?.tracking}
              >
                {(describedBy) => (
                  <input
                    id="status-tracking"
                    name="tracking"
                    className="admin-input"
                    autoComplete="off"
                    defaultValue={kept(mine, "tracking", "")}
                    aria-describedby={describedBy}
                    aria-invalid={mine?.fieldErrors?.tracking ? true : undefined}
                  />
                )}
              </Field>
            </fieldset>
          ) : null}
          <p className="admin-field__help">{t("adminOrder.status.mailHint")}</p>
          {order.transitions.includes("refunded") ? (
            <p className="admin-field__help">{t("adminOrder.status.refundHint")}</p>
          ) : null}
          <button type="submit" className="admin-button">
            {t("adminOrder.status.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

/** The second step: "complete anyway?" with the same tracking, shown after a refused completion. */
export function WithdrawalConfirm({
  order,
  result,
}: {
  order: AdminOrderView;
  result: OrderActionResult | undefined;
}) {
  const t = useAdminT();
  const ask = resultFor(result, "status")?.confirmWithdrawal;
  if (!ask) return null;
  return (
    <section className="admin-notice admin-notice--warning" role="alert" aria-labelledby="withdrawal-confirm">
      <h2 id="withdrawal-confirm">{t("adminOrder.withdrawal.confirmTitle")}</h2>
      <p>{t("adminOrder.withdrawal.confirmText")}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="version" value={order.version} />
        <input type="hidden" name="to" value="completed" />
        <input type="hidden" name="carrier" value={ask.carrier} />
        <input type="hidden" name="tracking" value={ask.number} />
        <input type="hidden" name="confirmWithdrawal" value="1" />
        <button type="submit" className="admin-button admin-button--danger">
          {t("adminOrder.withdrawal.confirm")}
        </button>
      </Form>
    </section>
  );
}
