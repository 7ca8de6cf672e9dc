/** A declared withdrawal, on top of the page: when, what the customer declared, and the owner's "handled". */
import { Form } from "react-router";
import { formatDateTime } from "#app/components/orders/dates.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { AdminOrderView } from "./types.ts";

export function WithdrawalNotice({ order }: { order: AdminOrderView }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const w = order.withdrawal;
  if (!w) return null;
  return (
    <section
      className={`admin-notice ${w.open ? "admin-notice--warning" : ""} admin-order-withdrawal`}
      aria-labelledby="order-withdrawal"
    >
      <h2 id="order-withdrawal">{t("adminOrder.withdrawal.title")}</h2>
      <p>{t("adminOrder.withdrawal.at", { date: formatDateTime(w.at, lang) })}</p>
      {w.declaration ? (
        <p>
          {t("adminOrder.withdrawal.declaration")} <q>{w.declaration}</q>
        </p>
      ) : null}
      {w.handledAt ? (
        <p>{t("adminOrder.withdrawal.handled", { date: formatDateTime(w.handledAt, lang) })}</p>
      ) : null}
      {w.open ? (
        <>
          <p>{t("adminOrder.withdrawal.action")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="withdrawal" />
            <input type="hidden" name="version" value={order.version} />
            <button type="submit" className="admin-button">
              {t("adminOrder.withdrawal.markHandled")}
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
