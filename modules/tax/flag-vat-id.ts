/**
 * The owner's flag on an order's VAT ID that turned out invalid (no VIES check at checkout: the
 * format was valid, the number may not be). Sets `vat_id_flagged_at` once, with an internal order
 * note and an audit entry, in one transaction; version-checked like the order page's other writes.
 * What follows (charging the VAT afterwards, a corrected invoice) is the owner's decision.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderNotes, orders } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-admin-tax-order.ts";
import { assertVersion } from "../shared/version-conflict.ts";

/** undefined: no such order; `changed: false` when it has no VAT ID or is flagged already (a repeat). */
export async function flagVatId(
  db: Db,
  orderId: number,
  options: { actor: Actor; expectedVersion?: number },
): Promise<{ changed: boolean } | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return undefined;
    if (!order.vatId || order.vatIdFlaggedAt) return { changed: false };
    assertVersion(options.expectedVersion, order.version);
    await tx
      .update(orders)
      .set({ vatIdFlaggedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    await tx.insert(orderNotes).values({
      orderId,
      customerVisible: false,
      note: translate("de", "admin.tax.order.flaggedNote", { vatId: order.vatId, by: options.actor.label }),
    });
    await recordAudit(tx, {
      actor: options.actor,
      entity: "order",
      entityId: orderId,
      action: "vat-id-flagged",
      changes: { vatIdFlagged: { from: false, to: true } },
    });
    return { changed: true };
  });
}
