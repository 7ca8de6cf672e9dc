/**
 * The orders list's bulk status change: changeOrderStatus per order (each in its own
 * transaction, audited there), and per order what happened — changed, already so (a repeated
 * submit changes nothing), refused (the transition rules of status.ts) or not found.
 * Framework-free.
 */
import type { Db } from "../../db/client.ts";
import type { OrderStatus } from "../../db/schema/orders.ts";
import type { Actor } from "../audit/log.ts";
import { changeOrderStatus, type OwnerStatus, StatusTransitionError } from "./status.ts";

/** At most this many orders per bulk change (a page of the list holds 100). */
export const BULK_MAX_ORDERS = 100;

export type BulkOutcome =
  | { id: number; result: "changed"; to: OwnerStatus }
  | { id: number; result: "unchanged"; to: OwnerStatus }
  | { id: number; result: "refused"; from: OrderStatus; to: OwnerStatus }
  | { id: number; result: "missing" };

export async function bulkChangeOrderStatus(
  db: Db,
  ids: readonly number[],
  to: OwnerStatus,
  by: string,
  options: { actor: Actor },
): Promise<BulkOutcome[]> {
  const unique = [...new Set(ids)].slice(0, BULK_MAX_ORDERS);
  const outcomes: BulkOutcome[] = [];
  for (const id of unique) {
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
