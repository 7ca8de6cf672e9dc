/**
 * The order's documents: its invoice and credit notes as stored PDFs (Factur-X) and as XRechnung
 * XML, the delivery note, and "Rechnung erstellen" while the order has none (a second submit
 * returns the first invoice).
 */
import { Form } from "react-router";
import { formatDateTime } from "#app/components/orders/dates.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { adminPaths } from "../paths.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { AdminOrderView } from "./types.ts";

export type OrderDocumentView = {
  id: number;
  kind: "invoice" | "credit_note";
  number: string;
  issuedAt: string;
  issuedBy: string;
  cancelled: boolean;
};

export type InvoicePolicy = { issuable: boolean; autoStatus: "processing" | "completed" | null };

export function DocumentsCard({
  order,
  documents,
  policy,
}: {
  order: AdminOrderView;
  documents: OrderDocumentView[];
  policy: InvoicePolicy;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const hasInvoice = documents.some((d) => d.kind === "invoice" && !d.cancelled);
  return (
    <section className="admin-card" aria-labelledby="order-documents">
      <h2 id="order-documents">{t("adminOrder.documents")}</h2>
      {documents.length === 0 ? <p className="admin-order-muted">{t("adminOrder.documents.none")}</p> : null}
      <ul className="admin-order-documents">
        {documents.map((d) => (
          <li key={d.id}>
            <a href={adminPaths.orderDocument(order.id, d.id)} download={`${d.number}.pdf`}>
              {t("adminOrder.documents.download", {
                kind: t(`adminOrder.documents.kind.${d.kind}` as MessageKey),
                number: d.number,
              })}
            </a>
            {d.cancelled ? ` (${t("adminOrder.documents.cancelled")})` : null}
            {" · "}
            <a
              href={adminPaths.orderDocument(order.id, d.id, "xml")}
              download
              aria-label={t("adminOrder.documents.xrechnungLabel", {
                kind: t(`adminOrder.documents.kind.${d.kind}` as MessageKey),
                number: d.number,
              })}
            >
              {t("adminOrder.documents.xrechnung")}
            </a>
            <br />
            <span className="admin-order-muted">
              {t("adminOrder.documents.issuedAt", { date: formatDateTime(d.issuedAt, lang), by: d.issuedBy })}
            </span>
          </li>
        ))}
        <li>
          <a href={adminPaths.deliveryNote(order.id)}>{t("adminOrder.documents.deliveryNote")}</a>
        </li>
      </ul>
      {!hasInvoice && policy.issuable ? (
        <Form method="post" className="admin-order-form">
          <input type="hidden" name="intent" value="invoice" />
          <p className="admin-order-muted">
            {policy.autoStatus
              ? t("adminOrder.documents.auto", {
                  status: t(`order.status.${policy.autoStatus}` as MessageKey),
                })
              : t("adminOrder.documents.manual")}
          </p>
          <button type="submit" className="admin-button">
            {t("adminOrder.documents.issue")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
