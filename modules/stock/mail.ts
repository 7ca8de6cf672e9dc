/**
 * The owner's low-stock and out-of-stock mail (German: the shop reads it), queued through the
 * mail outbox in the transaction of the stock change. The dedupe key names the history row of the
 * crossing, so a retried transaction cannot queue it twice and each new crossing gets its own mail.
 */
import type { Db } from "#db/client.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-admin-stock.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Settings } from "../settings/index.ts";
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

/** The shop's mail about a crossing ("low_stock" or "out_of_stock"), rendered in German. */
export async function stockMail(
  db: Db,
  settings: Settings,
  mail: StockMail,
  texts?: MailTexts,
): Promise<RenderedMail> {
  const de = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate("de", key, params);
  const title = mail.variant ? `${mail.name} – ${mail.variant}` : mail.name;
  const origin = settings["site.origin"];
  const link = `${origin}/admin/products/${mail.target.productId}/`;
  return renderMail({
    settings,
    id: mail.crossing === "out" ? "out_of_stock" : "low_stock",
    lang: "de",
    values: {
      product_name: title,
      sku: mail.sku,
      stock_quantity: String(mail.quantity),
      stock_threshold: String(mail.threshold),
      shop_name: settings["site.name"],
    },
    brand: await mailBrand(db, settings, origin),
    texts,
    after: [
      ...(mail.sku ? [de("stock.mail.sku", { sku: mail.sku })] : []),
      de("stock.mail.quantity", { quantity: mail.quantity }),
      de("stock.mail.link", { link }),
    ],
  });
}

/** Queues the mail for a crossing; nothing when the shop has no address to send it to. */
export async function queueStockMail(db: Db, settings: Settings, mail: StockMail): Promise<void> {
  const to = settings["shop.orderNotificationEmail"] || settings["legal.email"];
  if (!to) return;
  await enqueueMail(db, {
    dedupeKey: `stock:${mail.crossing}:${mail.target.productId}:${mail.target.variationId ?? 0}:${mail.changeId}`,
    to,
    ...(await stockMail(db, settings, mail)),
  });
}
