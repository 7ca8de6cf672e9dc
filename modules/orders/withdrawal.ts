/**
 * The withdrawal button (Widerrufsbutton, § 356a BGB): a declaration names an order by its
 * number and e-mail address. When both match, ONE transaction marks the order
 * (`withdrawn_at`), writes a customer-visible note and queues the confirmation to the customer
 * (date and time of receipt, the declaration's content) and the shop's notification into the
 * outbox. A second declaration for the same order changes nothing; a pair that matches no order
 * stores nothing. The 14-day period is NOT checked here (we do not know the delivery date): every
 * declaration is accepted and the shop's mail gives the owner the facts to decide.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderNotes, orders } from "#db/schema/index.ts";
import type { OrderRow } from "#db/schema/orders.ts";
import { type Lang, LOCALE, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import "../i18n/messages-order-account.ts";
import "../i18n/messages-order-mail.ts";
import { legalPagePaths } from "../legal/pages.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { RateLimitPolicy } from "../rate-limit/index.ts";
import type { Settings } from "../settings/definitions.ts";
import { formatPrice } from "../shared/money.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import { localePath } from "../site/paths.ts";
import { isEmail } from "../validation/index.ts";
import { formatOrderDate } from "./format.ts";
import { legalBlocks, mailBodies } from "./mails.ts";

export { WITHDRAWAL_NONCE } from "./withdrawal-nonce.ts";

/**
 * Confirmations per IP and per order number: enough for typing errors, too few to probe
 * order numbers and addresses.
 */
export const WITHDRAWAL_ATTEMPTS: RateLimitPolicy = { name: "withdrawal", limit: 10, windowSeconds: 60 * 60 };

export type WithdrawalInput = { name: string; orderNumber: string; email: string };

export type WithdrawalFieldError = { field: "name" | "order" | "email"; key: MessageKey };

const MAX_NAME = 120;

/** Trims and checks the three fields; errors name the field. */
export function validateWithdrawal(raw: {
  name?: unknown;
  order?: unknown;
  email?: unknown;
}):
  | { ok: true; input: WithdrawalInput }
  | { ok: false; errors: WithdrawalFieldError[]; input: WithdrawalInput } {
  const str = (v: unknown) =>
    typeof v === "string"
      ? v
          .replace(/\p{Cc}/gu, " ")
          .replace(/\s+/g, " ")
          .trim()
      : "";
  const input = {
    name: str(raw.name).slice(0, 500),
    orderNumber: str(raw.order).replace(/^#/, "").slice(0, 50),
    email: str(raw.email).slice(0, 500),
  };
  const errors: WithdrawalFieldError[] = [];
  if (input.name === "" || input.name.length > MAX_NAME)
    errors.push({ field: "name", key: "withdrawal.error.name" });
  if (!/^\d{1,9}$/.test(input.orderNumber)) errors.push({ field: "order", key: "withdrawal.error.order" });
  if (input.email.length > 254 || !isEmail(input.email))
    errors.push({ field: "email", key: "withdrawal.error.email" });
  return errors.length ? { ok: false, errors, input } : { ok: true, input };
}

export type WithdrawalOutcome =
  | { kind: "withdrawn"; orderId: number; receivedAt: Date }
  | { kind: "already"; orderId: number; receivedAt: Date }
  | { kind: "no-match" };

export type WithdrawalContext = { settings: Settings; siteUrl: string; lang: Lang };

/** Date and time of a moment in Berlin, as a German reader expects them. */
export function berlinDateTime(at: Date, lang: Lang): { date: string; time: string } {
  const date = formatOrderDate(at, lang);
  const time = new Intl.DateTimeFormat(LOCALE[lang], {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
  return { date, time };
}

export async function declareWithdrawal(
  db: Db,
  input: WithdrawalInput,
  ctx: WithdrawalContext,
): Promise<WithdrawalOutcome> {
  const id = Number(input.orderNumber);
  if (!Number.isSafeInteger(id) || id <= 0) return { kind: "no-match" };
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(sql`lower(${orders.email})`, input.email.toLowerCase())))
      .for("update");
    if (!order) return { kind: "no-match" } as const;
    if (order.withdrawnAt)
      return { kind: "already", orderId: order.id, receivedAt: order.withdrawnAt } as const;
    const [marked] = await tx
      .update(orders)
      .set({ withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    const receivedAt = marked!.withdrawnAt!;
    const { date, time } = berlinDateTime(receivedAt, order.lang);
    await tx.insert(orderNotes).values({
      orderId: order.id,
      note: translate(order.lang, "withdrawal.note", { date, time, name: input.name }),
      customerVisible: true,
    });
    await queueWithdrawalMails(tx, marked!, input, receivedAt, ctx);
    return { kind: "withdrawn", orderId: order.id, receivedAt } as const;
  });
}

async function queueWithdrawalMails(
  db: Db,
  order: OrderRow,
  input: WithdrawalInput,
  receivedAt: Date,
  ctx: WithdrawalContext,
): Promise<void> {
  await enqueueMail(db, {
    dedupeKey: `order:${order.id}:withdrawal:customer`,
    // The address of the order (the declaration matched it), not a free text of the form.
    to: order.email,
    ...(await withdrawalMail(db, order, input, receivedAt, ctx)),
  });
  const { settings } = ctx;

  const de = (key: MessageKey, params?: Record<string, string | number>) => translate("de", key, params);
  const deAt = berlinDateTime(receivedAt, "de");
  const days = Math.floor((receivedAt.getTime() - order.createdAt.getTime()) / 86_400_000);
  const shopMail = mailBodies([
    de("withdrawal.shopMail.intro"),
    de("withdrawal.shopMail.received", deAt),
    `„${de("withdrawal.declaration", { number: order.id })}“`,
    de("withdrawal.mail.details", {
      name: input.name,
      email: order.email,
      number: order.id,
      orderDate: formatOrderDate(order.createdAt, "de"),
    }),
    de("withdrawal.shopMail.order", {
      number: order.id,
      orderDate: formatOrderDate(order.createdAt, "de"),
      days,
      status: de(`order.status.${order.status}`),
      total: formatPrice(order.totalCents, "de"),
    }),
    de("withdrawal.shopMail.check"),
  ]);
  await enqueueMail(db, {
    dedupeKey: `order:${order.id}:withdrawal:shop`,
    to: settings["shop.orderNotificationEmail"] || settings["legal.email"],
    subject: de("withdrawal.shopMail.subject", { number: order.id }),
    ...shopMail,
  });
}

/** The customer's confirmation of receipt ("withdrawal_received"), rendered in `ctx.lang`. */
export async function withdrawalMail(
  db: Db,
  order: OrderRow,
  input: Pick<WithdrawalInput, "name" | "email">,
  receivedAt: Date,
  ctx: WithdrawalContext,
  texts?: MailTexts,
): Promise<RenderedMail> {
  const { settings, siteUrl, lang } = ctx;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const { date, time } = berlinDateTime(receivedAt, lang);
  const orderDate = formatOrderDate(order.createdAt, lang);
  const policy = new URL(localePath(lang, (await legalPagePaths(db, settings)).withdrawal), siteUrl).href;
  return renderMail({
    settings,
    id: "withdrawal_received",
    lang,
    values: {
      order_number: String(order.id),
      order_date: orderDate,
      customer_name: input.name,
      withdrawal_date: date,
      withdrawal_time: time,
      shop_name: settings["site.name"],
    },
    brand: await mailBrand(db, settings, siteUrl),
    texts,
    after: [
      `${t("withdrawal.mail.content")}\n„${t("withdrawal.declaration", { number: order.id })}“`,
      t("withdrawal.mail.details", { name: input.name, email: input.email, number: order.id, orderDate }),
      t("withdrawal.mail.next", { policy }),
      t("withdrawal.mail.closing", { shop: settings["site.name"] }),
      ...legalBlocks(settings, lang),
    ],
  });
}
