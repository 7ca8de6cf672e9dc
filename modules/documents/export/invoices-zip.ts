/**
 * The orders list's bulk download: the current invoices of the selected orders, their stored PDFs
 * byte for byte, in one ZIP (fflate; stored, not deflated: a PDF is compressed already). Orders
 * without an invoice are returned by number, and the ZIP names them in a text file, so nothing
 * is left out silently.
 */

import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { zipSync } from "fflate";
import type { Db } from "#db/client.ts";
import { orderDocuments } from "#db/schema/documents.ts";
import { orders } from "#db/schema/orders.ts";
import { translate } from "../../i18n/index.ts";
import "../../i18n/messages-accounting-files.ts";

/** The most orders one ZIP takes (a page of the orders list is far fewer). */
export const ZIP_MAX_ORDERS = 500;
export const MISSING_FILE = "ohne-rechnung.txt";

export type InvoiceSelection = {
  /** Orders with a current invoice, with its number. */
  invoices: { orderId: number; number: string }[];
  /** Selected orders that exist but have no current invoice. */
  missing: number[];
};

/** Which of the orders have a current invoice (unknown ids are dropped). */
export async function invoiceSelection(db: Db, orderIds: readonly number[]): Promise<InvoiceSelection> {
  const ids = [...new Set(orderIds)].slice(0, ZIP_MAX_ORDERS);
  if (ids.length === 0) return { invoices: [], missing: [] };
  const rows = await db
    .select({ orderId: orders.id, number: orderDocuments.number })
    .from(orders)
    .leftJoin(
      orderDocuments,
      and(
        eq(orderDocuments.orderId, orders.id),
        eq(orderDocuments.kind, "invoice"),
        isNull(orderDocuments.cancelledAt),
      ),
    )
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));
  return {
    invoices: rows.flatMap((r) => (r.number ? [{ orderId: r.orderId, number: r.number }] : [])),
    missing: rows.filter((r) => !r.number).map((r) => r.orderId),
  };
}

/** A file name from a document number (the pattern allows "/" and "#", a ZIP path should not). */
export const invoiceFileName = (number: string) => `${number.replace(/[^A-Za-z0-9\-_. ]/g, "_")}.pdf`;

/** The ZIP of the orders' current invoices, or null when none of them has one. */
export async function invoicesZip(
  db: Db,
  orderIds: readonly number[],
): Promise<{ zip: Uint8Array; selection: InvoiceSelection } | null> {
  const ids = [...new Set(orderIds)].slice(0, ZIP_MAX_ORDERS);
  const selection = await invoiceSelection(db, ids);
  if (selection.invoices.length === 0) return null;
  const pdfs = await db
    .select({ number: orderDocuments.number, pdf: orderDocuments.pdf })
    .from(orderDocuments)
    .where(
      and(
        inArray(orderDocuments.orderId, ids),
        eq(orderDocuments.kind, "invoice"),
        isNull(orderDocuments.cancelledAt),
      ),
    )
    .orderBy(asc(orderDocuments.number));
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const { number, pdf } of pdfs) files[invoiceFileName(number)] = [pdf, { level: 0 }];
  if (selection.missing.length > 0) {
    const text = `${translate("de", "accounting.zip.missingFile", { orders: selection.missing.join(", ") })}\r\n`;
    files[MISSING_FILE] = [new TextEncoder().encode(text), { level: 0 }];
  }
  return { zip: zipSync(files, { mtime: new Date() }), selection };
}
