/**
 * Order notes written by the owner (back office, REST `wc/v3/orders/<id>/notes`): private, or
 * for the customer — then shown on their order page and mailed through the outbox in the same
 * transaction. Audited. A double submit or a retried request (the same text on the same order
 * within NOTE_REPEAT_SECONDS) returns the first note instead of adding a second one, and the
 * mail's dedupe key is the note's id, so the customer never gets one note twice. Framework-free.
 */
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { type OrderRow, orderNotes, orders } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-admin-orders-list.ts";
import "../i18n/messages-orders.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { closingBlocks, customerOrderUrl, type MailContext, orderMailValues } from "./mails.ts";

import { NOTE_MAX_LENGTH, NOTE_REPEAT_SECONDS } from "./note-rules.ts";

export { NOTE_MAX_LENGTH, NOTE_REPEAT_SECONDS };

export const orderNoteSchema = z.object({
  note: z
    .string({ error: translate("de", "orderNote.required") })
    .trim()
    .min(1, translate("de", "orderNote.required"))
    .max(NOTE_MAX_LENGTH, translate("de", "orderNote.tooLong")),
  customerVisible: z.boolean().default(false),
});

export type OrderNote = { id: number; note: string; customerVisible: boolean; createdAt: Date };

export type AddedNote = { note: OrderNote; created: boolean; mailed: boolean };

export async function listOrderNotes(db: Db, orderId: number): Promise<OrderNote[]> {
  return db
    .select({
      id: orderNotes.id,
      note: orderNotes.note,
      customerVisible: orderNotes.customerVisible,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.id));
}

/**
 * Adds a note (validated by orderNoteSchema; throws its ZodError). Undefined: no such order.
 * `mail` is needed for a customer note (shop name, link to the order).
 */
export async function addOrderNote(
  db: Db,
  orderId: number,
  input: { note: string; customerVisible?: boolean; actor: Actor; mail?: MailContext },
): Promise<AddedNote | undefined> {
  const { note, customerVisible } = orderNoteSchema.parse({
    note: input.note,
    customerVisible: input.customerVisible ?? false,
  });
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    // The order row lock serialises two submits of the same note.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return undefined;
    const [repeat] = await tx
      .select({
        id: orderNotes.id,
        note: orderNotes.note,
        customerVisible: orderNotes.customerVisible,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .where(
        and(
          eq(orderNotes.orderId, orderId),
          eq(orderNotes.note, note),
          eq(orderNotes.customerVisible, customerVisible),
          gt(orderNotes.createdAt, sql`now() - make_interval(secs => ${NOTE_REPEAT_SECONDS})`),
        ),
      )
      .orderBy(desc(orderNotes.id))
      .limit(1);
    if (repeat) return { note: repeat, created: false, mailed: false };

    const [row] = await tx.insert(orderNotes).values({ orderId, note, customerVisible }).returning({
      id: orderNotes.id,
      note: orderNotes.note,
      customerVisible: orderNotes.customerVisible,
      createdAt: orderNotes.createdAt,
    });
    await recordAudit(tx, {
      actor: input.actor,
      entity: "order",
      entityId: orderId,
      action: "note",
      changes: { note: { from: null, to: customerVisible ? "customer" : "private" } },
    });
    let mailed = false;
    if (customerVisible && input.mail) {
      await enqueueMail(tx, {
        dedupeKey: `order:${order.id}:note:${row!.id}:customer`,
        to: order.email,
        ...(await customerNoteMail(tx, order, note, input.mail)),
      });
      mailed = true;
    }
    return { note: row!, created: true, mailed };
  });
}

/** The customer's mail with a note for them ("customer_note"), rendered. */
export async function customerNoteMail(
  db: Db,
  order: OrderRow,
  note: string,
  ctx: MailContext,
  texts?: MailTexts,
): Promise<RenderedMail> {
  const lang = order.lang;
  return renderMail({
    settings: ctx.settings,
    id: "customer_note",
    lang,
    values: orderMailValues(order, ctx.settings, lang),
    brand: await mailBrand(db, ctx.settings, ctx.siteUrl),
    texts,
    after: [
      note,
      translate(lang, "mail.order.view", { url: customerOrderUrl(order, ctx.siteUrl) }),
      ...closingBlocks(ctx.settings, lang),
    ],
  });
}
