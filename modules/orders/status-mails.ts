/**
 * The customer's mail when the owner moves an order on (processing, completed with the parcel's
 * tracking link, cancelled, refunded). Queued in the status change's transaction with one dedupe
 * key per order and status, so a double click or a retried request sends one mail. The owner's
 * texts (E-Mails settings) or the built-in ones, rendered by modules/mail/compose.ts.
 */
import type { Db } from "#db/client.ts";
import type { OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-order-status-mail.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { CARRIERS, isCarrierId, trackingUrl } from "./carriers.ts";
import { closingBlocks, customerOrderUrl, type MailContext, orderMailValues } from "./mails.ts";

/** The statuses the customer hears about. */
export const MAILED_STATUSES = ["processing", "completed", "cancelled", "refunded"] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];

function isMailed(status: OrderStatus): status is MailedStatus {
  return (MAILED_STATUSES as readonly string[]).includes(status);
}

export function statusMailKey(orderId: number, status: OrderStatus): string {
  return `order:${orderId}:status:${status}:customer`;
}

/** The customer's mail about `status` ("order_processing", …), rendered. */
export async function statusMail(
  db: Db,
  order: OrderRow,
  status: MailedStatus,
  ctx: MailContext,
  texts?: MailTexts,
): Promise<RenderedMail> {
  const lang = order.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
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
  return renderMail({
    settings: ctx.settings,
    id: `order_${status}`,
    lang,
    values: orderMailValues(order, ctx.settings, lang),
    brand: await mailBrand(db, ctx.settings, ctx.siteUrl),
    texts,
    after: [
      ...tracking,
      t("mail.order.view", { url: customerOrderUrl(order, ctx.siteUrl) }),
      ...closingBlocks(ctx.settings, lang),
    ],
  });
}

/** Queues the mail for the order's new status (no-op for statuses the customer is not told about). */
export async function queueStatusMail(db: Db, order: OrderRow, ctx: MailContext): Promise<void> {
  const status = order.status;
  if (!isMailed(status)) return;
  await enqueueMail(db, {
    dedupeKey: statusMailKey(order.id, status),
    to: order.email,
    ...(await statusMail(db, order, status, ctx)),
  });
}
