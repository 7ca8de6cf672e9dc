/**
 * The customer's mail when the owner moves an order on (processing, completed with the parcel's
 * tracking link, cancelled, refunded). Queued in the status change's transaction with one dedupe
 * key per order and status, so a double click or a retried request sends one mail. Texts come
 * from the catalogue (editable mail texts are a later issue).
 */
import type { Db } from "#db/client.ts";
import type { OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-order-status-mail.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { formatPrice } from "../shared/money.ts";
import { CARRIERS, isCarrierId, trackingUrl } from "./carriers.ts";
import { customerOrderUrl, legalBlocks, type MailContext, mailBodies } from "./mails.ts";

/** The statuses the customer hears about. */
export const MAILED_STATUSES = ["processing", "completed", "cancelled", "refunded"] as const;
type MailedStatus = (typeof MAILED_STATUSES)[number];

function isMailed(status: OrderStatus): status is MailedStatus {
  return (MAILED_STATUSES as readonly string[]).includes(status);
}

export function statusMailKey(orderId: number, status: OrderStatus): string {
  return `order:${orderId}:status:${status}:customer`;
}

/** Queues the mail for the order's new status (no-op for statuses the customer is not told about). */
export async function queueStatusMail(db: Db, order: OrderRow, ctx: MailContext): Promise<void> {
  const status = order.status;
  if (!isMailed(status)) return;
  const lang = order.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const shop = ctx.settings["site.name"];
  const tracking =
    status === "completed" && order.trackingNumber && isCarrierId(order.trackingCarrier)
      ? [
          t("mail.status.tracking", {
            carrier: CARRIERS[order.trackingCarrier].name,
            number: order.trackingNumber,
            url: trackingUrl(order.trackingCarrier, order.trackingNumber),
          }),
        ]
      : [];
  const body = mailBodies([
    t("mail.order.greeting", { name: order.billing.firstName }),
    t(`mail.status.${status}.body`, { number: order.id, total: formatPrice(order.totalCents, lang) }),
    ...tracking,
    t("mail.order.view", { url: customerOrderUrl(order, ctx.siteUrl) }),
    t("mail.order.closing", { shop }),
    ...legalBlocks(ctx.settings, lang),
  ]);
  await enqueueMail(db, {
    dedupeKey: statusMailKey(order.id, status),
    to: order.email,
    subject: t(`mail.status.${status}.subject`, { number: order.id, shop }),
    ...body,
  });
}
