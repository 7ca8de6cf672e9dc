/**
 * `/admin/orders/:id/`: one order for the owner — lines, totals, addresses (editable while open),
 * payment, origin, notes, status changes with the customer's mails, refunds, the withdrawal and
 * the audit history. Every form sends the order's version; the action is order.server.ts.
 */
import { data, Link, useActionData } from "react-router";
import { AuditTrail } from "#app/components/admin/audit-trail.tsx";
import { ActionNotice } from "#app/components/admin/order/action-notice.tsx";
import { AddressCard } from "#app/components/admin/order/address-card.tsx";
import { DocumentsCard } from "#app/components/admin/order/documents-card.tsx";
import { OrderNotes } from "#app/components/admin/order/notes.tsx";
import { OrderItems } from "#app/components/admin/order/order-items.tsx";
import { PaymentCard } from "#app/components/admin/order/payment-card.tsx";
import { RefundForm } from "#app/components/admin/order/refund-form.tsx";
import { StatusForm, WithdrawalConfirm } from "#app/components/admin/order/status-form.tsx";
import { TaxCard } from "#app/components/admin/order/tax-card.tsx";
import { WithdrawalNotice } from "#app/components/admin/order/withdrawal-notice.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { formatDateTime } from "#app/components/orders/dates.ts";
import { auditForScreen, listAudit } from "#modules/audit/log.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { getAdminOrderView } from "#modules/orders/admin-order.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import "#modules/i18n/messages-admin-order.ts";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-admin-document-mails.ts";
import "#app/styles/admin-order.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/order";
import { type OrderActionResult, orderAction, orderDocuments } from "./order.server.ts";

function orderId(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw data(null, { status: 404, headers: NO_STORE });
  return Number(param);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const id = orderId(params.id);
  const settings = await getSettings(services.db);
  const order = await getAdminOrderView(services.db, id, {
    settings,
    secret: services.config.secret,
    lang,
  });
  if (!order) throw data(null, { status: 404, headers: NO_STORE });
  const audit = await listAudit(services.db, { entity: "order", entityId: String(id) });
  return {
    order,
    ...(await orderDocuments(services.db, { ...order, paymentMethod: order.payment.method }, settings)),
    audit: audit.rows.map(auditForScreen),
    // A fresh key per page view: a double submit of the same refund form books it once.
    refundKey: crypto.randomUUID(),
    // Likewise for "erneut senden": a double click sends the document once.
    resendKey: crypto.randomUUID(),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const id = orderId(params.id);
  return orderAction(admin, id, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Bestellung ${params.id} · Verwaltung` }];

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, audit, refundKey, resendKey, documents, invoicePolicy } = loaderData;
  const result = useActionData<OrderActionResult>();
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <div className="admin-page admin-order">
      <div className="admin-page__head">
        <h1>{t("adminOrder.title", { number: order.id })}</h1>
        <span className={`admin-badge admin-order-status admin-order-status--${order.status}`}>
          {t(`order.status.${order.status}` as MessageKey)}
        </span>
        <Link className="admin-button admin-button--quiet" to={adminPaths.orders}>
          {t("adminOrder.back")}
        </Link>
      </div>
      <p className="admin-order-muted">
        {t("adminOrder.placed", {
          date: formatDateTime(order.createdAt, lang),
          status: t(`order.status.${order.status}` as MessageKey),
        })}
      </p>
      <ActionNotice result={result} />
      <WithdrawalConfirm order={order} result={result} />
      <WithdrawalNotice order={order} />
      <div className="admin-order-grid">
        <div className="admin-order-main">
          <OrderItems order={order} />
          <RefundForm order={order} refundKey={refundKey} result={result} />
          <OrderNotes order={order} result={result} />
        </div>
        <div className="admin-order-side">
          <StatusForm order={order} result={result} />
          <AddressCard order={order} result={result} />
          <DocumentsCard order={order} documents={documents} policy={invoicePolicy} resendKey={resendKey} />
          <PaymentCard order={order} />
          <TaxCard order={order} />
        </div>
      </div>
      <AuditTrail entries={audit} headingId="order-history" />
    </div>
  );
}
