/**
 * The XRechnung (CII) of an issued invoice or credit note, for the owner's download and REST.
 * It is made from the snapshot stored at issue, never from the order as it is now, so it says
 * what the PDF says and is the same on every download.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderDocuments } from "#db/schema/documents.ts";
import { NO_STORE } from "../../shared/cache-control.ts";
import type { DocumentSnapshot } from "../snapshot.ts";
import { einvoiceXml } from "./generate.ts";

export async function documentXRechnung(
  db: Db,
  orderId: number,
  documentId: number,
): Promise<{ number: string; xml: string } | undefined> {
  const [row] = await db
    .select({ number: orderDocuments.number, snapshot: orderDocuments.snapshot })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)));
  if (!row) return undefined;
  return { number: row.number, xml: await einvoiceXml(row.snapshot as DocumentSnapshot, "xrechnung") };
}

/** The XML as a download (the back office's link and REST answer alike): never cached or indexed. */
export function xrechnungResponse(doc: { number: string; xml: string }): Response {
  return new Response(doc.xml, {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${doc.number.replace(/[^\w.-]/g, "_")}-xrechnung.xml"`,
      "X-Robots-Tag": "noindex",
    },
  });
}
