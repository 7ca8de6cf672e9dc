/**
 * `/admin/orders/:id/documents/:documentId.pdf`: an issued document exactly as stored (a
 * Factur-X PDF); `…/:documentId.xml`: its XRechnung (CII), made from the stored snapshot; and
 * `/admin/orders/:id/delivery-note.pdf`: the delivery note drawn from the order now (it has no
 * number and no prices, so nothing about it needs keeping). Owners only; downloads, not pages.
 */
import { data } from "react-router";
import { pdfResponse } from "#app/routes/resources/pdf-response.server.ts";
import { documentXRechnung, xrechnungResponse } from "#modules/documents/einvoice/download.ts";
import { deliveryNotePdf, documentPdf } from "#modules/documents/issue.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/document-pdf";

const notFound = () => data(null, { status: 404, headers: NO_STORE });

function id(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw notFound();
  return Number(param);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const orderId = id(params.id);
  if (params.file === undefined) {
    const pdf = await deliveryNotePdf(services.db, orderId);
    if (!pdf) throw notFound();
    return pdfResponse(pdf, `Lieferschein-${orderId}.pdf`);
  }
  const file = /^(\d{1,9})\.(pdf|xml)$/.exec(params.file);
  if (!file) throw notFound();
  if (file[2] === "xml") {
    const xrechnung = await documentXRechnung(services.db, orderId, Number(file[1]));
    if (!xrechnung) throw notFound();
    return xrechnungResponse(xrechnung);
  }
  const document = await documentPdf(services.db, orderId, Number(file[1]));
  if (!document) throw notFound();
  return pdfResponse(document.pdf, `${document.number}.pdf`);
}
