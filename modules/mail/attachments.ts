/**
 * An outbox mail's attachments are references (a stored document, a legal text stored with an
 * order, a form upload); the bytes are loaded here when the mail is sent, so no PDF or uploaded
 * file is copied into the outbox (a submission's small CSV is the exception: it is made with the
 * mail and kept as text). A reference that finds nothing is a send error with a German reason:
 * the worker retries it and never sends the mail without its attachment.
 */
import { readFile } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderDocuments, orderLegalTexts } from "#db/schema/documents.ts";
import { formUploads } from "#db/schema/forms.ts";
import type { MailAttachment } from "#db/schema/orders.ts";
import { storedPath, uploadsDir } from "../forms/uploads/store.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-document-mails.ts";

export type LoadedAttachment = { filename: string; contentType: string; content: Buffer };

/** Where the process keeps its files (form uploads are read from there); absent: none can be read. */
export type AttachmentFiles = { dataDir?: string };

type UploadBytes = { id: number; mime: string; content: Buffer };

/** The form uploads' bytes (a file gone from disk is left out, so it counts as missing). */
async function loadUploads(db: Db, ids: number[], files: AttachmentFiles): Promise<UploadBytes[]> {
  if (ids.length === 0 || !files.dataDir) return [];
  const dir = uploadsDir(files.dataDir);
  const rows = await db
    .select({ id: formUploads.id, mime: formUploads.mime, storedName: formUploads.storedName })
    .from(formUploads)
    .where(inArray(formUploads.id, ids));
  const loaded = await Promise.all(
    rows.map(async (r) => {
      try {
        return [{ id: r.id, mime: r.mime, content: await readFile(storedPath(dir, r.storedName)) }];
      } catch {
        return [];
      }
    }),
  );
  return loaded.flat();
}

/** The attachments' bytes in the listed order; throws (German reason) naming the missing ones. */
export async function loadAttachments(
  db: Db,
  list: readonly MailAttachment[],
  files: AttachmentFiles = {},
): Promise<LoadedAttachment[]> {
  const uploadIds = list.flatMap((a) => ("formUpload" in a.source ? [a.source.formUpload] : []));
  const documentIds = list.flatMap((a) => ("document" in a.source ? [a.source.document] : []));
  const legalOrders = list.flatMap((a) => ("legalText" in a.source ? [a.source.legalText.orderId] : []));
  const [documents, legalTexts, uploads] = await Promise.all([
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
    loadUploads(db, uploadIds, files),
  ]);
  const missing: string[] = [];
  const loaded = list.flatMap((a) => {
    const { source } = a;
    if ("text" in source)
      return [
        { filename: a.filename, contentType: a.contentType, content: Buffer.from(source.text, "utf8") },
      ];
    if ("formUpload" in source) {
      const file = uploads.find((u) => u.id === source.formUpload);
      if (file) return [{ filename: a.filename, contentType: file.mime, content: file.content }];
      missing.push(a.filename);
      return [];
    }
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
