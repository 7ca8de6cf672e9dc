/**
 * The customer's mail with an issued invoice or credit note attached: "Ihre Rechnung RE-…".
 * A mail of its own, queued in the transaction that issues the document, once per document (its
 * dedupe key): the status mail that causes an invoice is queued before the invoice exists and may
 * be sent already, and an invoice issued by the owner's button has no status mail at all. The
 * owner may send it again (`resendDocument`, once per click, audited).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderDocuments } from "#db/schema/documents.ts";
import { type OrderRow, orders } from "#db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { type MessageKey, translate } from "../i18n/index.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { confirmationKey, legalBlocks, mailBodies } from "../orders/mails.ts";
import type { Settings } from "../settings/definitions.ts";
import { getSettings } from "../settings/store.ts";
import "../i18n/messages-document-mails.ts";
import "../i18n/messages-order-mail.ts";

type MailedDocument = { id: number; kind: "invoice" | "credit_note"; number: string };

/** The mail's dedupe key: the first one per document, or one per click of "erneut senden". */
export function documentMailKey(documentId: number, resendToken?: string): string {
  return resendToken ? `document:${documentId}:resend:${resendToken}` : `document:${documentId}:customer`;
}

/** Queues the document's mail to the order's customer; false when that key was queued before. */
export function queueDocumentMail(
  tx: Db,
  input: { document: MailedDocument; order: OrderRow; settings: Settings; resendToken?: string },
): Promise<boolean> {
  const { document, order, settings } = input;
  const lang = order.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const params = { number: document.number, order: order.id, shop: settings["site.name"] };
  const body = mailBodies([
    t("mail.order.greeting", { name: order.billing.firstName }),
    t(`documentMail.${document.kind}.body`, params),
    t("mail.order.closing", { shop: settings["site.name"] }),
    ...legalBlocks(settings, lang),
  ]);
  return enqueueMail(tx, {
    dedupeKey: documentMailKey(document.id, input.resendToken),
    to: order.email,
    subject: t(`documentMail.${document.kind}.subject`, params),
    ...body,
    // Never before the order confirmation (a SEPA order is invoiced while that waits for its legal texts).
    after: confirmationKey(order.id),
    attachments: [
      {
        // File names stay ASCII-safe: the number may hold a slash from the pattern.
        filename: t(`documentMail.filename.${document.kind}`, {
          number: document.number.replace(/[^\w.-]+/g, "-"),
        }),
        contentType: "application/pdf",
        source: { document: document.id },
      },
    ],
  });
}

export type ResendResult = { queued: boolean; email: string; kind: MailedDocument["kind"]; number: string };

/**
 * The owner's "erneut senden": the document's mail once more, for this click (`token`, from the
 * rendered form: a double submit sends once), audited. Undefined when the document is not the order's.
 */
export function resendDocument(
  db: Db,
  input: { orderId: number; documentId: number; token: string; actor: Actor },
): Promise<ResendResult | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [document] = await tx
      .select({ id: orderDocuments.id, kind: orderDocuments.kind, number: orderDocuments.number })
      .from(orderDocuments)
      .where(and(eq(orderDocuments.id, input.documentId), eq(orderDocuments.orderId, input.orderId)));
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    if (!document || !order) return undefined;
    const settings = await getSettings(tx);
    const queued = await queueDocumentMail(tx, { document, order, settings, resendToken: input.token });
    if (queued) {
      await recordAudit(tx, {
        actor: input.actor,
        entity: "order",
        entityId: order.id,
        action: "document-mail",
        changes: { [document.kind]: { from: null, to: document.number } },
      });
    }
    return { queued, email: order.email, kind: document.kind, number: document.number };
  });
}
