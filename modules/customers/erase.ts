/**
 * The GDPR erasure (Art. 17) of one customer, in ONE transaction: their orders (account orders
 * and guest orders with the same e-mail) keep amounts, items, VAT, dates, numbers and the mandate
 * reference for the tax retention but lose the person (anonymise.ts), also in order notes; the
 * audit log forgets them as actor (eraseActor) and as subject (eraseEntityEntries); the account
 * goes with its sessions, carts, saved addresses, application passwords and reset tokens; form
 * submissions linked to them are deleted (uploaded files are returned for the caller to remove
 * after the commit), queued and sent mails to the address too. The erasure is audited without any
 * personal value. Owners cannot be erased here. Invoices and credit notes do not exist yet; when
 * they come, issued ones are never altered (they are the retained tax records).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import {
  applicationPasswords,
  carts,
  formSubmissions,
  formUploads,
  mailOutbox,
  orderNotes,
  orders,
  passwordResetTokens,
  sessions,
  userAddresses,
  users,
} from "#db/schema/index.ts";
import { eraseEntityEntries } from "../audit/erase.ts";
import { type Actor, eraseActor, recordAudit } from "../audit/log.ts";
import { isOwner } from "../users/roles.ts";
import { anonymisedOrder, personalTerms, scrubText } from "./anonymise.ts";
import { ordersOfPerson, submissionsOfPerson } from "./linked.ts";

/** How an erased person is named in the audit log from now on (no number that leads back). */
export const ERASED_ACTOR_LABEL = "gelöschte Person";

/** The confirmation: the owner types the customer's e-mail address. */
export const eraseConfirmSchema = z.object({
  confirmEmail: z
    .string({ message: "Bitte geben Sie die E-Mail-Adresse des Kunden ein." })
    .trim()
    .min(1, "Bitte geben Sie die E-Mail-Adresse des Kunden ein.")
    .max(254, "Diese E-Mail-Adresse stimmt nicht mit der des Kunden überein."),
});

export type EraseCounts = {
  ordersAnonymised: number;
  notesScrubbed: number;
  submissionsDeleted: number;
  sessionsDeleted: number;
  mailsDeleted: number;
  auditEntriesCleared: number;
};

export type EraseResult =
  | { status: "erased"; counts: EraseCounts; uploadFiles: string[] }
  /** No such account (already erased, or never there): nothing changed. */
  | { status: "gone" }
  | { status: "owner" }
  | { status: "mismatch" };

export async function eraseCustomer(
  db: Db,
  input: { customerId: number; confirmEmail: string; actor: Actor; requestId?: string },
): Promise<EraseResult> {
  return db.transaction(async (tx) => {
    // Locks the account: a concurrent erasure waits and then finds it gone.
    const [user] = await tx.select().from(users).where(eq(users.id, input.customerId)).for("update");
    if (!user) return { status: "gone" };
    if (isOwner(user.role)) return { status: "owner" };
    if (user.email.trim().toLowerCase() !== input.confirmEmail.trim().toLowerCase())
      return { status: "mismatch" };

    const id = user.id;
    const addresses = await tx.select().from(userAddresses).where(eq(userAddresses.userId, id));
    const personOrders = await tx.select().from(orders).where(ordersOfPerson(id, user.email)).for("update");
    const terms = personalTerms([
      user.email,
      user.displayName,
      ...addresses.flatMap((a) => [
        `${a.firstName} ${a.lastName}`,
        a.firstName,
        a.lastName,
        a.address1,
        a.phone,
      ]),
      ...personOrders.flatMap((o) => [
        o.email,
        o.sepaHolder,
        `${o.billing.firstName} ${o.billing.lastName}`,
        o.billing.firstName,
        o.billing.lastName,
        o.billing.address1,
        o.billing.phone,
        o.shipping ? `${o.shipping.firstName} ${o.shipping.lastName}` : null,
        o.shipping?.address1,
      ]),
    ]);

    for (const order of personOrders) {
      await tx
        .update(orders)
        .set({ ...anonymisedOrder(order), updatedAt: new Date(), version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
    }
    let notesScrubbed = 0;
    if (personOrders.length) {
      const notes = await tx
        .select()
        .from(orderNotes)
        .where(
          inArray(
            orderNotes.orderId,
            personOrders.map((o) => o.id),
          ),
        );
      for (const note of notes) {
        const scrubbed = scrubText(note.note, terms);
        if (scrubbed === note.note) continue;
        await tx.update(orderNotes).set({ note: scrubbed }).where(eq(orderNotes.id, note.id));
        notesScrubbed++;
      }
    }

    const emails = [
      ...new Set([user.email, ...personOrders.map((o) => o.email)].map((e) => e.toLowerCase())),
    ];
    const mails = await tx
      .delete(mailOutbox)
      .where(inArray(sql`lower(${mailOutbox.to})`, emails))
      .returning({ id: mailOutbox.id });

    const submissionIds = (
      await tx
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(submissionsOfPerson(id, user.email))
    ).map((s) => s.id);
    const uploads = submissionIds.length
      ? await tx
          .delete(formUploads)
          .where(inArray(formUploads.submissionId, submissionIds))
          .returning({ storedName: formUploads.storedName })
      : [];
    if (submissionIds.length)
      await tx.delete(formSubmissions).where(inArray(formSubmissions.id, submissionIds));

    const gone = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    // The rest would go with the account (ON DELETE CASCADE); said here so the list is complete.
    await tx.delete(carts).where(eq(carts.userId, id));
    await tx.delete(userAddresses).where(eq(userAddresses.userId, id));
    await tx.delete(applicationPasswords).where(eq(applicationPasswords.userId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));

    await eraseActor(tx, id, ERASED_ACTOR_LABEL);
    const auditEntriesCleared = await eraseEntityEntries(tx, ["customer", "user"], id);
    await tx.delete(users).where(eq(users.id, id));

    const counts: EraseCounts = {
      ordersAnonymised: personOrders.length,
      notesScrubbed,
      submissionsDeleted: submissionIds.length,
      sessionsDeleted: gone.length,
      mailsDeleted: mails.length,
      auditEntriesCleared,
    };
    // Only counts: the entry must not bring back what was erased.
    await recordAudit(tx, {
      actor: input.actor,
      entity: "customer",
      entityId: id,
      action: "erase",
      changes: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, { from: null, to: v }])),
      requestId: input.requestId,
    });
    return { status: "erased", counts, uploadFiles: uploads.map((u) => u.storedName) };
  });
}

export type ErasePreview = {
  id: number;
  email: string;
  erasable: boolean;
  orders: number;
  openOrders: number;
};

/** What the confirmation step shows: whose data, how many orders are touched, how many still open. */
export async function erasePreview(db: Db, customerId: number): Promise<ErasePreview | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, customerId));
  if (!user) return undefined;
  const [row] = (
    await db.execute<{ n: number; open: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where status in ('pending','on-hold','processing'))::int as open
        from orders where ${ordersOfPerson(user.id, user.email)}`)
  ).rows;
  return {
    id: user.id,
    email: user.email,
    erasable: !isOwner(user.role),
    orders: row?.n ?? 0,
    openOrders: row?.open ?? 0,
  };
}
