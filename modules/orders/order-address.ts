/**
 * The owner corrects an order's billing or shipping address (a typo, a new street) while the
 * order is still open — not once it is completed, cancelled or refunded (the goods are out or
 * the order is closed). Same field rules as the customer's address book (users/addresses.ts:
 * German postcodes, house numbers, EU countries); version-checked and audited (personal values
 * redacted by the audit log). Later, with invoices: an address change after an invoice exists
 * needs a credit note and a new invoice (documents issue).
 */
import { isDeepStrictEqual } from "node:util";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderStatus } from "#db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { queueCreditNote } from "../documents/credit-note.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import type { FieldError } from "../users/account-forms.ts";
import { type AddressKind, validateAddress } from "../users/addresses.ts";

/** Closed orders keep the address they were shipped to. */
export const ADDRESS_LOCKED: readonly OrderStatus[] = ["completed", "cancelled", "refunded"];

export function addressEditable(status: OrderStatus): boolean {
  return !ADDRESS_LOCKED.includes(status);
}

export type AddressUpdate =
  | { ok: true; address: OrderAddress }
  | { ok: false; errors: FieldError[] }
  | { ok: false; locked: true };

/** Validates and saves; undefined: no such order. Stale version → VersionConflictError (nothing saved). */
export async function updateOrderAddress(
  db: Db,
  orderId: number,
  kind: AddressKind,
  form: FormData | URLSearchParams | Record<string, unknown>,
  options: { actor: Actor; expectedVersion?: number },
): Promise<AddressUpdate | undefined> {
  const valid = validateAddress(kind, form);
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return undefined;
    const before = kind === "billing" ? order.billing : order.shipping;
    assertVersion(options.expectedVersion, order.version);
    if (!addressEditable(order.status)) return { ok: false, locked: true };
    if (!valid.ok) return { ok: false, errors: valid.errors };
    const address: OrderAddress = valid.data;
    await tx
      .update(orders)
      .set({ [kind]: address, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actor: options.actor,
      entity: "order",
      entityId: orderId,
      action: `address-${kind}`,
      before: { [kind]: before ?? {} },
      after: { [kind]: address },
    });
    // An issued invoice is never altered: a changed billing or delivery address (both are printed
    // on it) cancels it with a credit note and a new invoice follows (issue 22).
    // (jsonb keeps its own key order, so compare the values, not the JSON text.)
    if (!isDeepStrictEqual({ ...before }, { ...address })) {
      await queueCreditNote(tx, orderId, { cancel: true, reissue: true });
    }
    return { ok: true, address };
  });
}
