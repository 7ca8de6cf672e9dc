/**
 * The owner's status changes of an order (processing, completed, cancelled, refunded): which
 * changes are allowed, and the change itself in ONE transaction with the order row locked —
 * status, a note, and on cancel the stock given back exactly once (`stock_reduced` guards it,
 * so a retried or concurrent cancel cannot restock twice). Framework-free.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, orderNotes, orders } from "../../db/schema/index.ts";
import type { OrderRow, OrderStatus } from "../../db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { translate } from "../i18n/index.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import "../i18n/messages-orders.ts";
import "../i18n/messages-order-account.ts";
import "../i18n/messages-order-mail.ts";

/** The statuses an owner may set through the REST API. */
export const OWNER_STATUSES = ["processing", "completed", "cancelled", "refunded"] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

export function isOwnerStatus(value: unknown): value is OwnerStatus {
  return typeof value === "string" && (OWNER_STATUSES as readonly string[]).includes(value);
}

/**
 * From each status, where an owner may take it. Cancelled and refunded are final; a completed
 * order can only be refunded (the goods are out: cancelling it would restock what was shipped).
 */
export const ALLOWED_TRANSITIONS: Record<OrderStatus, readonly OwnerStatus[]> = {
  pending: ["processing", "cancelled"],
  "on-hold": ["processing", "cancelled"],
  failed: ["processing", "cancelled"],
  processing: ["completed", "cancelled", "refunded"],
  completed: ["refunded"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OwnerStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

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

type Tx = Db;

export type StatusChangeOptions = {
  /** Who changed it, for the audit log (default: a script named by `by`). */
  actor?: Actor;
  /** The order version the owner's screen or the REST client (If-Match) saw; stale → VersionConflictError. */
  expectedVersion?: number;
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

    const restock = to === "cancelled" && current.stockReduced;
    if (restock) await giveStockBack(tx, orderId);
    const [order] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        version: sql`${orders.version} + 1`,
        ...(restock ? { stockReduced: false } : {}),
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
      },
    });
    return { order: order!, changed: true, restocked: restock };
  });
}

/** Each line's quantity back to its product or variation (where stock is managed), sales down. */
async function giveStockBack(tx: Tx, orderId: number): Promise<void> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variationId), asc(orderItems.productId));
  // Locked in id order like placeOrder, so a cancel and an order never deadlock.
  const sorted = [...items].sort((a, b) => (a.variationId ?? a.productId) - (b.variationId ?? b.productId));
  for (const item of sorted) {
    const table = item.variationId !== null ? sql`product_variations` : sql`products`;
    const id = item.variationId ?? item.productId;
    // A deleted product has no row: nothing to give back, which is fine.
    await tx.execute(sql`
      update ${table} set
        stock_quantity = case when manage_stock then stock_quantity + ${item.quantity} else stock_quantity end,
        stock_status = case
          when manage_stock and stock_status = 'outofstock' and stock_quantity + ${item.quantity} > 0
          then 'instock' else stock_status end
      where id = ${id}`);
    await tx.execute(
      sql`update products set total_sales = greatest(total_sales - ${item.quantity}, 0) where id = ${item.productId}`,
    );
  }
}
