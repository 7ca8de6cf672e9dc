/**
 * `/admin/orders/:id/documents/:documentId.pdf`: an issued document exactly as stored, and
 * `/admin/orders/:id/delivery-note.pdf`: the delivery note drawn from the order now (it has no
 * number and no prices, so nothing about it needs keeping). Owners only; downloads, not pages.
 */
import { data } from "react-router";
import { deliveryNotePdf, documentPdf } from "#modules/documents/issue.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/document-pdf";

const notFound = () => data(null, { status: 404, headers: NO_STORE });

function id(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw notFound();
  return Number(param);
}

export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const orderId = id(params.id);
  if (params.file === undefined) {
    const pdf = await deliveryNotePdf(services.db, orderId);
    if (!pdf) throw notFound();
    return pdfResponse(pdf, `Lieferschein-${orderId}.pdf`);
  }
  const file = /^(\d{1,9})\.pdf$/.exec(params.file);
  if (!file) throw notFound();
  const document = await documentPdf(services.db, orderId, Number(file[1]));
  if (!document) throw notFound();
  return pdfResponse(document.pdf, `${document.number}.pdf`);
}
