/**
 * `/wp-json/laden/v1/orders/ID/documents` for owners (docs/rest-api.md): the order's invoices
 * and credit notes, one of them as its stored PDF (`…/documents/DOC`, Factur-X) or as XRechnung
 * (`…/documents/DOC?format=xrechnung`, CII XML from the stored snapshot), and `POST` to issue the
 * invoice (201; an existing one answers 200 with it; missing legal data 409
 * `laden_legal_data_missing` with `data.missing`).
 */
import type { Context, Hono } from "hono";
import { issueInvoiceWithCredits } from "#modules/documents/credit-note.ts";
import { documentXRechnung, xrechnungResponse } from "#modules/documents/einvoice/download.ts";
import {
  DocumentError,
  type DocumentSummary,
  documentPdf,
  listOrderDocuments,
} from "#modules/documents/issue.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-order-mail.ts";
import { getOwnerOrder } from "#modules/orders/owner-orders.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import { idParam, invalidParam, requireOwner, restLang } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

function documentJson(c: Context, d: DocumentSummary) {
  const base = new URL(c.req.url);
  return {
    id: d.id,
    order_id: d.orderId,
    type: d.kind,
    number: d.number,
    date_issued_gmt: d.issuedAt.toISOString().slice(0, 19),
    issued_by: d.issuedBy,
    refers_to: d.refersToId,
    cancelled: d.cancelledAt !== null,
    sha256: d.sha256,
    pdf: `${base.origin}/wp-json/laden/v1/orders/${d.orderId}/documents/${d.id}`,
    xrechnung: `${base.origin}/wp-json/laden/v1/orders/${d.orderId}/documents/${d.id}?format=xrechnung`,
  };
}

const notFound = (c: Context) =>
  errorResponse("laden_rest_order_invalid_id", translate(restLang(c), "orderAccount.rest.invalidId"), 404);

export function registerDocuments(rest: Hono<RestEnv>, services: AppServices): void {
  const order = async (c: Context<RestEnv>) => {
    const denied = requireOwner(c, c.get("restUser"));
    if (denied) return { denied };
    const id = idParam(c);
    const found = id === undefined ? undefined : await getOwnerOrder(services.db, id);
    return found ? { id: found.order.id } : { denied: notFound(c) };
  };

  rest.get("/laden/v1/orders/:id/documents", async (c) => {
    const o = await order(c);
    if ("denied" in o) return o.denied;
    const docs = await listOrderDocuments(services.db, o.id);
    return c.json(
      docs.map((d) => documentJson(c, d)),
      200,
      { "Cache-Control": NO_STORE_VALUE },
    );
  });

  rest.get("/laden/v1/orders/:id/documents/:doc", async (c) => {
    const o = await order(c);
    if ("denied" in o) return o.denied;
    const raw = c.req.param("doc");
    const invalid = () =>
      errorResponse(
        "laden_rest_document_invalid_id",
        translate(restLang(c), "orderAccount.rest.invalidDocument"),
        404,
      );
    if (!/^\d{1,9}$/.test(raw)) return invalid();
    const format = c.req.query("format") ?? "pdf";
    if (format === "xrechnung") {
      const xrechnung = await documentXRechnung(services.db, o.id, Number(raw));
      return xrechnung ? xrechnungResponse(xrechnung) : invalid();
    }
    if (format !== "pdf") return invalidParam(c, "format");
    const doc = await documentPdf(services.db, o.id, Number(raw));
    if (!doc) return invalid();
    return new Response(new Uint8Array(doc.pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${doc.number.replace(/[^\w.-]/g, "_")}.pdf"`,
        "Cache-Control": NO_STORE_VALUE,
      },
    });
  });

  rest.post("/laden/v1/orders/:id/documents", async (c) => {
    const o = await order(c);
    if ("denied" in o) return o.denied;
    const user = c.get("restUser")!;
    try {
      const { document, created } = await issueInvoiceWithCredits(services.db, {
        orderId: o.id,
        actor: { id: user.id, label: user.email },
      });
      return c.json(documentJson(c, document), created ? 201 : 200);
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      if (error.code === "legal_missing") {
        return c.json(
          {
            code: "laden_legal_data_missing",
            message: error.message,
            data: { status: 409, missing: error.missing },
          },
          409,
        );
      }
      return errorResponse("laden_order_not_invoiceable", error.message, 409);
    }
  });
}
