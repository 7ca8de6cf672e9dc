/**
 * The orders list's bulk status change: changeOrderStatus per order (each in its own
 * transaction, audited there), and per order what happened — changed, already so (a repeated
 * submit changes nothing), refused (the transition rules of status.ts), not found, or — for
 * "completed" on an order with a declared withdrawal — left to the order page, where completing
 * it asks for a confirmation (issue 20 item 4) that a bulk change cannot give.
 * Framework-free.
 */
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orders } from "#db/schema/index.ts";
import type { OrderStatus } from "#db/schema/orders.ts";
import type { Actor } from "../audit/log.ts";
import { canTransition, changeOrderStatus, type OwnerStatus, StatusTransitionError } from "./status.ts";

/** At most this many orders per bulk change (a page of the list holds 100). */
export const BULK_MAX_ORDERS = 100;

export type BulkOutcome =
  | { id: number; result: "changed"; to: OwnerStatus }
  | { id: number; result: "unchanged"; to: OwnerStatus }
  | { id: number; result: "refused"; from: OrderStatus; to: OwnerStatus }
  | { id: number; result: "missing" }
  /** Completing an order with a declared withdrawal needs the order page's confirmation step. */
  | { id: number; result: "withdrawn" };

export async function bulkChangeOrderStatus(
  db: Db,
  ids: readonly number[],
  to: OwnerStatus,
  by: string,
  options: { actor: Actor },
): Promise<BulkOutcome[]> {
  const unique = [...new Set(ids)].slice(0, BULK_MAX_ORDERS);
  const outcomes: BulkOutcome[] = [];
  const withdrawn =
    to === "completed" && unique.length > 0
      ? new Set(
          (
            await db
              .select({ id: orders.id, status: orders.status })
              .from(orders)
              .where(and(inArray(orders.id, unique), isNotNull(orders.withdrawnAt)))
          )
            // An order that may not be completed anyway gets the transition's own reason.
            .filter((r) => canTransition(r.status, to))
            .map((r) => r.id),
        )
      : new Set<number>();
  for (const id of unique) {
    if (withdrawn.has(id)) {
      outcomes.push({ id, result: "withdrawn" });
      continue;
    }
    try {
      const change = await changeOrderStatus(db, id, to, by, { actor: options.actor });
      if (!change) outcomes.push({ id, result: "missing" });
      else if (!change.changed) outcomes.push({ id, result: "unchanged", to });
      else outcomes.push({ id, result: "changed", to });
    } catch (err) {
      if (!(err instanceof StatusTransitionError)) throw err;
      outcomes.push({ id, result: "refused", from: err.from, to: err.to });
    }
  }
  return outcomes;
}
