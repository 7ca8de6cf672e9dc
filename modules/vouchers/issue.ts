/**
 * Issuing the gift vouchers of a paid order (issue 24 item 3): when the order's payment is
 * recorded (`paid_at` set by the status change), every unit of a voucher line becomes one code
 * worth the line's unit price, valid by default until the end of the third year after the year of
 * purchase (§ 195/§ 199 BGB), and the buyer gets one mail with the codes through the outbox. In the
 * status change's transaction; the unique (line, unit) index makes a repeat issue nothing.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import type { OrderRow } from "#db/schema/orders.ts";
import { orderItems } from "#db/schema/orders.ts";
import { giftVouchers } from "#db/schema/vouchers.ts";
import { recordAudit } from "../audit/log.ts";
import { type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-voucher-texts.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { closingBlocks, orderMailValues } from "../orders/mails.ts";
import type { Settings } from "../settings/definitions.ts";
import { formatPrice } from "../shared/money.ts";
import { generateVoucherCode } from "./code.ts";
import { defaultVoucherExpiry } from "./maths.ts";

export function voucherMailKey(orderId: number): string {
  return `order:${orderId}:gift-vouchers:customer`;
}

/** Creates the order's missing voucher codes and queues the mail; answers the codes issued now. */
export async function issueOrderVouchers(
  tx: Db,
  order: OrderRow,
  settings: Settings,
  now = new Date(),
): Promise<{ code: string; cents: number; expiresAt: Date | null }[]> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.giftVoucher, true)))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return [];
  const expiresAt = defaultVoucherExpiry(now);
  const issued: { code: string; cents: number; expiresAt: Date | null }[] = [];
  for (const line of lines) {
    for (let unit = 1; unit <= line.quantity; unit++) {
      const made = await insertUnit(tx, {
        orderId: order.id,
        itemId: line.id,
        unit,
        cents: line.unitCents,
        expiresAt,
      });
      if (made) issued.push({ code: made, cents: line.unitCents, expiresAt });
    }
  }
  if (issued.length === 0) return issued;
  await recordAudit(tx, {
    actor: { id: null, label: "system" },
    entity: "gift_voucher",
    entityId: order.id,
    action: "issue",
    changes: { vouchers: { from: null, to: issued.map((v) => `${v.code.slice(0, 4)}-…`).join(", ") } },
  });
  await queueVoucherMail(tx, order, issued, settings);
  return issued;
}

/** One unit's code; a code already taken by chance is drawn again (SAVEPOINT per try). */
async function insertUnit(
  tx: Db,
  v: { orderId: number; itemId: number; unit: number; cents: number; expiresAt: Date },
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateVoucherCode();
    const rows = await tx.execute<{ code: string }>(sql`
      insert into ${giftVouchers} (code, initial_cents, balance_cents, order_id, order_item_id, unit, expires_at)
      values (${code}, ${v.cents}, ${v.cents}, ${v.orderId}, ${v.itemId}, ${v.unit}, ${v.expiresAt.toISOString()})
      on conflict do nothing
      returning code`);
    if (rows.rows.length > 0) return rows.rows[0]!.code;
    // Nothing inserted: this unit has its code already (a repeat), or the code was taken.
    const existing = await tx
      .select({ id: giftVouchers.id })
      .from(giftVouchers)
      .where(and(eq(giftVouchers.orderItemId, v.itemId), eq(giftVouchers.unit, v.unit)));
    if (existing.length > 0) return undefined;
  }
  throw new Error("no free voucher code after 5 attempts");
}

export type IssuedVoucher = { code: string; cents: number; expiresAt: Date | null };

/** The buyer's mail with the codes ("gift_vouchers"), rendered. */
export async function voucherMail(
  db: Db,
  order: OrderRow,
  issued: readonly IssuedVoucher[],
  settings: Settings,
  texts?: MailTexts,
): Promise<RenderedMail> {
  const lang = order.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const day = (d: Date) =>
    new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
      timeZone: "Europe/Berlin",
      dateStyle: "long",
    }).format(d);
  return renderMail({
    settings,
    id: "gift_vouchers",
    lang,
    values: orderMailValues(order, settings, lang),
    brand: await mailBrand(db, settings, settings["site.origin"]),
    texts,
    after: [
      issued
        .map((v) =>
          v.expiresAt
            ? t("voucher.mail.line", {
                code: v.code,
                amount: formatPrice(v.cents, lang),
                date: day(v.expiresAt),
              })
            : t("voucher.mail.lineNoExpiry", { code: v.code, amount: formatPrice(v.cents, lang) }),
        )
        .join("\n"),
      t("voucher.mail.rules"),
      ...closingBlocks(settings, lang),
    ],
  });
}

async function queueVoucherMail(
  tx: Db,
  order: OrderRow,
  issued: readonly IssuedVoucher[],
  settings: Settings,
): Promise<void> {
  await enqueueMail(tx, {
    dedupeKey: voucherMailKey(order.id),
    to: order.email,
    ...(await voucherMail(tx, order, issued, settings)),
  });
}
