/**
 * The preview of a mail (issue 27 item 1): rendered by the very function that renders the real
 * mail, with the shop's latest order (and its first product, for the stock mails), the texts as
 * the owner typed them (saved or not). Values a real order cannot give (a set-password link, a
 * comment, a voucher code) are marked as examples.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type OrderRow, orderItems, orders } from "#db/schema/orders.ts";
import { commentMail } from "../comments/mail.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-settings-emails.ts";
import { mailBrand, type RenderedMail } from "../mail/compose.ts";
import type { MailId, MailTexts } from "../mail/mail-types.ts";
import { type MailContext, orderReceivedMail, ownerOrderMail } from "../orders/mails.ts";
import { customerNoteMail } from "../orders/notes.ts";
import { statusMail } from "../orders/status-mails.ts";
import { withdrawalMail } from "../orders/withdrawal.ts";
import { stockMail } from "../stock/mail.ts";
import { resetMail } from "../users/reset-mail.ts";
import { welcomeMail } from "../users/welcome-mail.ts";
import { voucherMail } from "../vouchers/issue.ts";

export type MailPreview =
  | { ok: true; mail: RenderedMail; orderId?: number }
  | { ok: false; reason: "no-order" };

export type PreviewInput = { id: MailId; lang: Lang; texts: MailTexts; ctx: MailContext };

async function latestOrder(db: Db): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1);
  return order;
}

const ORDER_MAILS: readonly MailId[] = [
  "order_received",
  "order_processing",
  "order_completed",
  "order_cancelled",
  "order_refunded",
  "customer_note",
  "withdrawal_received",
  "gift_vouchers",
  "owner_new_order",
];

export async function previewMail(db: Db, input: PreviewInput): Promise<MailPreview> {
  const found = await latestOrder(db);
  if (!found && ORDER_MAILS.includes(input.id)) return { ok: false, reason: "no-order" };
  const mail = found ? await orderPreview(db, { ...found, lang: input.lang }, input) : undefined;
  if (mail) return { ok: true, mail, orderId: found!.id };
  return { ok: true, mail: await otherPreview(db, found, input), ...(found ? { orderId: found.id } : {}) };
}

/** The order mails, with the latest order in the preview's language; undefined for the others. */
async function orderPreview(db: Db, order: OrderRow, { id, lang, texts, ctx }: PreviewInput) {
  const example = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  switch (id) {
    case "order_received":
      return orderReceivedMail(db, order, ctx, { texts, legalAttached: true });
    case "owner_new_order":
      return ownerOrderMail(db, order, ctx, { texts });
    case "order_processing":
    case "order_completed":
    case "order_cancelled":
    case "order_refunded":
      return statusMail(db, order, id.slice("order_".length) as "processing", ctx, texts);
    case "customer_note":
      return customerNoteMail(db, order, example("admin.settings.emails.example.note"), ctx, texts);
    case "withdrawal_received": {
      const name = `${order.billing.firstName} ${order.billing.lastName}`.trim();
      const context = { settings: ctx.settings, siteUrl: ctx.siteUrl, lang };
      return withdrawalMail(db, order, { name, email: order.email }, new Date(), context, texts);
    }
    case "gift_vouchers": {
      const expiresAt = new Date(Date.UTC(new Date().getUTCFullYear() + 3, 11, 31));
      const voucher = { code: "BEISPIEL-1234", cents: 2500, expiresAt };
      return voucherMail(db, order, [voucher], ctx.settings, texts);
    }
    default:
      return undefined;
  }
}

async function firstProductOf(db: Db, order: OrderRow | undefined) {
  if (!order) return undefined;
  const [item] = await db
    .select({ productId: orderItems.productId, name: orderItems.name, sku: orderItems.sku })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .limit(1);
  return item;
}

async function otherPreview(db: Db, order: OrderRow | undefined, { id, lang, texts, ctx }: PreviewInput) {
  const { settings, siteUrl } = ctx;
  const example = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const email = order?.email ?? "kundin@example.de";
  switch (id) {
    case "lost_password": {
      const link = `${siteUrl}/my-account/lost-password/?key=${example("admin.settings.emails.example.key")}`;
      return resetMail(settings, await mailBrand(db, settings, siteUrl), lang, link, texts);
    }
    case "new_account":
      return welcomeMail(db, settings, { email, lang, accountUrl: `${siteUrl}/my-account/` }, texts);
    case "low_stock":
    case "out_of_stock": {
      const item = await firstProductOf(db, order);
      return stockMail(
        db,
        settings,
        {
          crossing: id === "out_of_stock" ? "out" : "low",
          changeId: 0,
          target: { productId: item?.productId ?? 0, variationId: null },
          name: item?.name ?? example("admin.settings.emails.example.product"),
          variant: "",
          sku: item?.sku ?? "",
          quantity: id === "out_of_stock" ? 0 : 2,
          threshold: settings["stock.lowStockAmount"],
        },
        texts,
      );
    }
    default:
      return commentMail(
        db,
        settings,
        {
          id: 0,
          postTitle: example("admin.settings.emails.example.post"),
          author: example("admin.settings.emails.example.author"),
          email: "leserin@example.de",
          text: example("admin.settings.emails.example.comment"),
        },
        texts,
      );
  }
}
