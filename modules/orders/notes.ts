/**
 * The owner's notes on an order: private (for the shop) or to the customer, who then gets a mail
 * with the note through the outbox — once per note (dedupe key per note). One transaction: the
 * note, the mail, the audit entry. The same note pressed twice within a minute is taken as a
 * double submit: the first note is returned and nothing is written again.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderNotes, orders } from "../../db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-order-status-mail.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSettings } from "../settings/store.ts";
import { mailBodies } from "./mails.ts";

export const NOTE_MAX = 2000;

export type OrderNoteInput = { note: string; customerVisible: boolean; actor: Actor };
export type AddedNote = { id: number; repeated: boolean };

export class OrderNoteError extends Error {
  readonly key: "adminOrder.note.error.empty" | "adminOrder.note.error.long";
  constructor(key: OrderNoteError["key"]) {
    super(key);
    this.key = key;
  }
}

/** Adds the note (see the file comment); undefined: no such order; OrderNoteError: empty or too long. */
export async function addOrderNote(
  db: Db,
  orderId: number,
  { note, customerVisible, actor }: OrderNoteInput,
): Promise<AddedNote | undefined> {
  const text = note.replace(/\r\n?/g, "\n").trim();
  if (text === "") throw new OrderNoteError("adminOrder.note.error.empty");
  if (text.length > NOTE_MAX) throw new OrderNoteError("adminOrder.note.error.long");
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return undefined;
    const [last] = await tx
      .select()
      .from(orderNotes)
      .where(and(eq(orderNotes.orderId, orderId), sql`${orderNotes.createdAt} > now() - interval '1 minute'`))
      .orderBy(desc(orderNotes.id))
      .limit(1);
    if (last && last.note === text && last.customerVisible === customerVisible) {
      return { id: last.id, repeated: true };
    }
    const [row] = await tx.insert(orderNotes).values({ orderId, note: text, customerVisible }).returning();
    if (customerVisible) {
      const settings = await getSettings(tx);
      const t = (key: MessageKey, params?: Record<string, string | number>) =>
        translate(order.lang, key, params);
      const shop = settings["site.name"];
      await enqueueMail(tx, {
        dedupeKey: `order:${orderId}:note:${row!.id}:customer`,
        to: order.email,
        subject: t("mail.note.subject", { number: orderId, shop }),
        ...mailBodies([
          t("mail.order.greeting", { name: order.billing.firstName }),
          t("mail.note.intro", { number: orderId }),
          text,
          t("mail.order.closing", { shop }),
        ]),
      });
    }
    await recordAudit(tx, {
      actor,
      entity: "order",
      entityId: orderId,
      action: customerVisible ? "note-customer" : "note",
      changes: { note: { from: null, to: text } },
    });
    return { id: row!.id, repeated: false };
  });
}
