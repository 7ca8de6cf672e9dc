/**
 * The owner's status changes of an order: which changes are allowed, and the change itself in ONE
 * transaction with the order row locked — status, a note, the audit entry, on cancel the stock
 * given back exactly once (`stock_reduced` guards it, so a retried or concurrent cancel cannot
 * restock twice), the tracking number on completion, the handled mark of a declared withdrawal
 * on cancel/refund, and (when a mail context is given) the customer's mail, deduplicated per
 * order and status. Framework-free.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, orderNotes, orders } from "#db/schema/index.ts";
import type { OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { queueCreditNote } from "../documents/credit-note.ts";
import { queueInvoiceIfDue } from "../documents/invoice-job.ts";
import { translate } from "../i18n/index.ts";
import { getSettings } from "../settings/store.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import { issueOrderVouchers } from "../vouchers/issue.ts";
import { reverseOrderVouchers } from "../vouchers/reverse.ts";
import type { CarrierId } from "./carriers.ts";
import type { MailContext } from "./mails.ts";
import { queueStatusMail } from "./status-mails.ts";
import { canTransition, type OwnerStatus } from "./statuses.ts";
import { restockedByRefunds, restockLine } from "./stock-return.ts";
import "../i18n/messages-orders.ts";
import "../i18n/messages-order-account.ts";
import "../i18n/messages-order-mail.ts";

export {
  ALLOWED_TRANSITIONS,
  canTransition,
  isOwnerStatus,
  OWNER_STATUSES,
  type OwnerStatus,
} from "./statuses.ts";

export class StatusTransitionError extends Error {
  readonly from: OrderStatus;
  readonly to: OwnerStatus;
  constructor(from: OrderStatus, to: OwnerStatus) {
    super(`order status ${from} cannot become ${to}`);
    this.from = from;
    this.to = to;
  }
}

export type StatusChange = {
  order: OrderRow;
  /** False when the order already had the status (a repeated request changes nothing). */
  changed: boolean;
  /** Whether this change gave the stock back. */
  restocked: boolean;
};

/** Completing an order whose customer declared a withdrawal needs the owner's explicit confirmation. */
export class WithdrawalConfirmationRequired extends Error {
  constructor(orderId: number) {
    super(`order ${orderId} has a declared withdrawal: completing it needs a confirmation`);
  }
}

type Tx = Db;

export type StatusChangeOptions = {
  /** Who changed it, for the audit log (default: a script named by `by`). */
  actor?: Actor;
  /** The order version the owner's screen or the REST client (If-Match) saw; stale → VersionConflictError. */
  expectedVersion?: number;
  /** Given: the customer's mail for the new status is queued in the same transaction. */
  mail?: MailContext;
  /** Stored on the order when it becomes completed (shown in the completed mail). */
  tracking?: { carrier: CarrierId; number: string };
  /**
   * False: completing an order with a declared, unhandled withdrawal is refused with
   * WithdrawalConfirmationRequired (the back office asks first). Undefined: no check (old callers).
   */
  withdrawalConfirmed?: boolean;
};

/**
 * Sets the status or throws StatusTransitionError (nothing changed). Undefined: no such order.
 * `by` names who changed it, for the note (e.g. the owner's e-mail address). A repeated request
 * for the status the order already has changes nothing (idempotent), whatever version it names.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  to: OwnerStatus,
  by: string,
  options: StatusChangeOptions = {},
): Promise<StatusChange | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Tx;
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) return undefined;
    if (current.status === to) return { order: current, changed: false, restocked: false };
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
      throw new VersionConflictError(options.expectedVersion, current.version, {
        status: { from: null, to: current.status },
      });
    }
    if (!canTransition(current.status, to)) throw new StatusTransitionError(current.status, to);
    const openWithdrawal = current.withdrawnAt !== null && current.withdrawalHandledAt === null;
    if (to === "completed" && openWithdrawal && options.withdrawalConfirmed === false) {
      throw new WithdrawalConfirmationRequired(orderId);
    }
    const tracking = to === "completed" ? options.tracking : undefined;
    const handlesWithdrawal = openWithdrawal && (to === "cancelled" || to === "refunded");

    const restock = to === "cancelled" && current.stockReduced;
    if (restock) await giveStockBack(tx, orderId);
    const [order] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        version: sql`${orders.version} + 1`,
        ...(restock ? { stockReduced: false } : {}),
        ...(tracking ? { trackingCarrier: tracking.carrier, trackingNumber: tracking.number } : {}),
        ...(handlesWithdrawal ? { withdrawalHandledAt: sql`now()` } : {}),
        // Prepayment: the owner marks the money as arrived by moving the order on.
        ...((to === "processing" || to === "completed") && current.paidAt === null
          ? { paidAt: sql`now()` }
          : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    // Notes for the owner are German (the shop reads them).
    const de = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
      translate("de", key, params);
    const note = [
      de("orderAccount.note.status", {
        from: de(`order.status.${current.status}`),
        to: de(`order.status.${to}`),
        by,
      }),
      ...(restock ? [de("orderAccount.note.restocked")] : []),
    ].join(" ");
    await tx.insert(orderNotes).values({ orderId, note, customerVisible: false });
    await recordAudit(tx, {
      actor: options.actor ?? { id: null, label: by },
      entity: "order",
      entityId: orderId,
      action: "status",
      changes: {
        status: { from: current.status, to },
        ...(restock ? { stockRestored: { from: false, to: true } } : {}),
        ...(tracking
          ? {
              trackingCarrier: { from: current.trackingCarrier, to: tracking.carrier },
              trackingNumber: { from: current.trackingNumber, to: tracking.number },
            }
          : {}),
        ...(handlesWithdrawal ? { withdrawalHandled: { from: false, to: true } } : {}),
      },
    });
    if (options.mail) await queueStatusMail(tx, order!, options.mail);
    const settings = options.mail?.settings ?? (await getSettings(tx));
    // Gift vouchers (issue 24): issued once the payment is recorded, reversed on cancel/refund.
    if (current.paidAt === null && order!.paidAt !== null) await issueOrderVouchers(tx, order!, settings);
    if (to === "cancelled" || to === "refunded")
      await reverseOrderVouchers(tx, orderId, options.actor ?? { id: null, label: by });
    await queueInvoiceIfDue(tx, order!, settings);
    if (to === "cancelled") await queueCreditNote(tx, orderId, { cancel: true });
    return { order: order!, changed: true, restocked: restock };
  });
}

/**
 * Each line's quantity back to its product or variation (where stock is managed), sales down —
 * minus what refunds already put back, so no unit is restocked twice.
 */
async function giveStockBack(tx: Tx, orderId: number): Promise<void> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variationId), asc(orderItems.productId));
  const done = await restockedByRefunds(tx, orderId);
  // Locked in id order like placeOrder, so a cancel and an order never deadlock.
  const sorted = [...items].sort((a, b) => (a.variationId ?? a.productId) - (b.variationId ?? b.productId));
  for (const item of sorted) await restockLine(tx, item, item.quantity - (done.get(item.id) ?? 0), "cancel");
}
