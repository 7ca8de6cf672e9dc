/**
 * The owner's low-stock and out-of-stock mail (German: the shop reads it), queued through the
 * mail outbox in the transaction of the stock change. The dedupe key names the history row of the
 * crossing, so a retried transaction cannot queue it twice and each new crossing gets its own mail.
 */
import type { Db } from "#db/client.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-admin-stock.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Settings } from "../settings/index.ts";
import { escapeHtml } from "../shared/html.ts";
import type { StockCrossing } from "./crossing.ts";

export type StockMail = {
  crossing: StockCrossing;
  changeId: number;
  target: { productId: number; variationId: number | null };
  name: string;
  variant: string;
  sku: string;
  quantity: number;
  threshold: number;
};

/** Queues the mail for a crossing; nothing when the shop has no address to send it to. */
export async function queueStockMail(db: Db, settings: Settings, mail: StockMail): Promise<void> {
  const to = settings["shop.orderNotificationEmail"] || settings["legal.email"];
  if (!to) return;
  const de = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate("de", key, params);
  const title = mail.variant ? `${mail.name} – ${mail.variant}` : mail.name;
  const origin = settings["site.origin"];
  const link = `${origin}/admin/products/${mail.target.productId}/`;
  const lines = [
    mail.crossing === "out"
      ? de("stock.mail.outText", { name: title })
      : de("stock.mail.lowText", { name: title, quantity: mail.quantity, threshold: mail.threshold }),
    ...(mail.sku ? [de("stock.mail.sku", { sku: mail.sku })] : []),
    de("stock.mail.quantity", { quantity: mail.quantity }),
    de("stock.mail.link", { link }),
  ];
  const text = lines.join("\n\n");
  const html = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n");
  await enqueueMail(db, {
    dedupeKey: `stock:${mail.crossing}:${mail.target.productId}:${mail.target.variationId ?? 0}:${mail.changeId}`,
    to,
    subject: de(mail.crossing === "out" ? "stock.mail.outSubject" : "stock.mail.lowSubject", { name: title }),
    text,
    html,
  });
}
