/**
 * A declared withdrawal (withdrawal.ts sets `withdrawn_at`) is a flag, not a status: the order
 * needs the owner's action until `withdrawal_handled_at` is set — automatically when the owner
 * cancels or refunds it (status.ts), or explicitly here ("Widerruf bearbeitet", e.g. after a
 * partial refund or when the period had passed). Version-checked, audited, with an order note.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderNotes, orders } from "#db/schema/index.ts";
import type { OrderRow } from "#db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-admin-order.ts";
import { assertVersion } from "../shared/version-conflict.ts";

/** Does the order still wait for the owner's decision on a withdrawal? */
export function withdrawalOpen(
  order: Pick<OrderRow, "withdrawnAt" | "withdrawalHandledAt" | "status">,
): boolean {
  return (
    order.withdrawnAt !== null &&
    order.withdrawalHandledAt === null &&
    order.status !== "cancelled" &&
    order.status !== "refunded"
  );
}

/** Marks it handled; undefined: no such order; `changed: false` when there was nothing open (a repeat). */
export async function markWithdrawalHandled(
  db: Db,
  orderId: number,
  options: { actor: Actor; expectedVersion?: number },
): Promise<{ changed: boolean } | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return undefined;
    if (!withdrawalOpen(order)) return { changed: false };
    assertVersion(options.expectedVersion, order.version);
    await tx
      .update(orders)
      .set({ withdrawalHandledAt: sql`now()`, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    await tx.insert(orderNotes).values({
      orderId,
      customerVisible: false,
      note: translate("de", "adminOrder.withdrawal.handledNote", { by: options.actor.label }),
    });
    await recordAudit(tx, {
      actor: options.actor,
      entity: "order",
      entityId: orderId,
      action: "withdrawal-handled",
      changes: { withdrawalHandled: { from: false, to: true } },
    });
    return { changed: true };
  });
}
