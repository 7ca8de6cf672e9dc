/**
 * An outbox mail's attachments are references (a stored document, a legal text stored with an
 * order); the bytes are loaded here when the mail is sent, so no PDF is copied into the outbox.
 * A reference that finds nothing is a send error with a German reason: the worker retries it and
 * never sends the mail without its attachment.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderDocuments, orderLegalTexts } from "#db/schema/documents.ts";
import type { MailAttachment } from "#db/schema/orders.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-document-mails.ts";

export type LoadedAttachment = { filename: string; contentType: string; content: Buffer };

/** The attachments' bytes in the listed order; throws (German reason) naming the missing ones. */
export async function loadAttachments(db: Db, list: readonly MailAttachment[]): Promise<LoadedAttachment[]> {
  const documentIds = list.flatMap((a) => ("document" in a.source ? [a.source.document] : []));
  const legalOrders = list.flatMap((a) => ("legalText" in a.source ? [a.source.legalText.orderId] : []));
  const [documents, legalTexts] = await Promise.all([
    documentIds.length
      ? db
          .select({ id: orderDocuments.id, pdf: orderDocuments.pdf })
          .from(orderDocuments)
          .where(inArray(orderDocuments.id, documentIds))
      : [],
    legalOrders.length
      ? db
          .select({ orderId: orderLegalTexts.orderId, kind: orderLegalTexts.kind, pdf: orderLegalTexts.pdf })
          .from(orderLegalTexts)
          .where(inArray(orderLegalTexts.orderId, legalOrders))
      : [],
  ]);
  const missing: string[] = [];
  const loaded = list.flatMap((a) => {
    const { source } = a;
    const pdf =
      "document" in source
        ? documents.find((d) => d.id === source.document)?.pdf
        : legalTexts.find((l) => l.orderId === source.legalText.orderId && l.kind === source.legalText.kind)
            ?.pdf;
    if (!pdf) {
      missing.push(a.filename);
      return [];
    }
    return [{ filename: a.filename, contentType: a.contentType, content: Buffer.from(pdf) }];
  });
  if (missing.length)
    throw new Error(translate("de", "documentMail.error.attachmentMissing", { files: missing.join(", ") }));
  return loaded;
}
