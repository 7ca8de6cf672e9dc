/**
 * Refunds: money given back for a whole order or for chosen lines and amounts, each line's goods
 * put back into stock or not. One transaction with the order row locked: the refund and its
 * lines, the stock of the lines chosen for restocking, an order note, the audit entry, the version
 * bump; a refund that brings the refunded total up to what was paid sets the status "refunded"
 * (with the customer's mail). Never more than was paid minus earlier refunds. The form's
 * idempotency key is stored with the refund: a double submit or a retried request finds the
 * first refund and acts no second time.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, orderNotes, orderRefundLines, orderRefunds, orders } from "#db/schema/index.ts";
import type { OrderItemRow, OrderRow } from "#db/schema/orders.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { queueCreditNote } from "../documents/credit-note.ts";
import { type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-order.ts";
import { formatPrice } from "../shared/money.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import type { MailContext } from "./mails.ts";
import { changeOrderStatus } from "./status.ts";
import { restockLine } from "./stock-return.ts";

/**
 * The money that came in: processing and completed orders are paid (WooCommerce's paid statuses),
 * others once `paid_at` is set. Gift vouchers' share is no money: it goes back on the vouchers
 * when the order is cancelled or refunded (modules/vouchers/reverse.ts), not through a refund.
 */
export function paidCents(
  order: Pick<OrderRow, "paidAt" | "status" | "totalCents"> & { voucherCents?: number },
): number {
  const paid = order.paidAt !== null || order.status === "processing" || order.status === "completed";
  return paid ? order.totalCents - (order.voucherCents ?? 0) : 0;
}

export type RefundLineRequest = { itemId: number; quantity: number; amountCents: number; restock: boolean };

export type RefundRequest = {
  /** Everything still refundable: every line's rest plus the rest beyond the lines (shipping). */
  full: boolean;
  lines: RefundLineRequest[];
  /** Money beyond the lines (shipping, goodwill). */
  otherCents: number;
  reason: string;
};

/** What earlier refunds took from one line. */
export type LineRefunded = { quantity: number; amountCents: number };

export type RefundPlan = { lines: RefundLineRequest[]; totalCents: number };

export class RefundError extends Error {
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  constructor(key: MessageKey, params: Record<string, string | number> = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/**
 * The refund to make, or RefundError: pure, so the maths is tested without a database.
 * `restockable` is false when the order's stock was already given back (a cancelled order).
 */
export function planRefund(input: {
  items: Pick<OrderItemRow, "id" | "quantity" | "totalCents">[];
  refundedByItem: Map<number, LineRefunded>;
  paidCents: number;
  refundedCents: number;
  restockable: boolean;
  request: RefundRequest;
}): RefundPlan {
  const { items, refundedByItem, request } = input;
  const left = input.paidCents - input.refundedCents;
  if (left <= 0) throw new RefundError("adminOrder.refund.error.nothingLeft");
  const rest = (item: (typeof items)[number]) => {
    const done = refundedByItem.get(item.id) ?? { quantity: 0, amountCents: 0 };
    return { quantity: item.quantity - done.quantity, amountCents: item.totalCents - done.amountCents };
  };
  if (request.full) {
    const chosen = new Map(request.lines.map((l) => [l.itemId, l.restock]));
    const lines = items
      .map((item) => ({ item, r: rest(item) }))
      .filter(({ r }) => r.quantity > 0 || r.amountCents > 0)
      .map(({ item, r }) => ({
        itemId: item.id,
        quantity: r.quantity,
        amountCents: Math.min(r.amountCents, left),
        restock: input.restockable && r.quantity > 0 && (chosen.get(item.id) ?? false),
      }));
    return { lines, totalCents: left };
  }
  const lines: RefundLineRequest[] = [];
  for (const line of request.lines) {
    if (line.quantity === 0 && line.amountCents === 0) continue;
    const item = items.find((i) => i.id === line.itemId);
    if (!item) throw new RefundError("adminOrder.refund.error.line");
    const r = rest(item);
    if (line.quantity > r.quantity)
      throw new RefundError("adminOrder.refund.error.quantity", { max: r.quantity });
    if (line.amountCents > r.amountCents) {
      throw new RefundError("adminOrder.refund.error.lineAmount", { max: formatPrice(r.amountCents, "de") });
    }
    if (line.restock && !input.restockable) throw new RefundError("adminOrder.refund.error.restock");
    lines.push({ ...line, restock: line.restock && line.quantity > 0 });
  }
  const totalCents = lines.reduce((sum, l) => sum + l.amountCents, 0) + request.otherCents;
  if (totalCents <= 0) throw new RefundError("adminOrder.refund.error.empty");
  if (totalCents > left) {
    throw new RefundError("adminOrder.refund.error.tooMuch", { max: formatPrice(left, "de") });
  }
  return { lines, totalCents };
}

export type RefundResult = { refundId: number; totalCents: number; repeated: boolean; order: OrderRow };

export type RefundOptions = {
  actor: Actor;
  expectedVersion?: number;
  idempotencyKey: string;
  mail?: MailContext;
};

/** Makes the refund (see the file comment); undefined: no such order. */
export async function refundOrder(
  db: Db,
  orderId: number,
  request: RefundRequest,
  options: RefundOptions,
): Promise<RefundResult | undefined> {
  // The form's key (a UUID per page view); without one a retry could not be recognised.
  if (!/^[\w-]{8,100}$/.test(options.idempotencyKey)) throw new RefundError("adminOrder.refund.error.key");
  const result = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return undefined;
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.idempotencyKey, options.idempotencyKey));
    if (earlier) {
      if (earlier.orderId !== orderId) throw new RefundError("adminOrder.refund.error.key");
      return { refundId: earlier.id, totalCents: earlier.amountCents, repeated: true, order, full: false };
    }
    assertVersion(options.expectedVersion, order.version);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refunded = await refundedSoFar(tx, orderId);
    const paid = paidCents(order);
    const plan = planRefund({
      items,
      refundedByItem: refunded.byItem,
      paidCents: paid,
      refundedCents: refunded.totalCents,
      restockable: order.stockReduced,
      request,
    });
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        amountCents: plan.totalCents,
        reason: request.reason,
        idempotencyKey: options.idempotencyKey,
        actorLabel: options.actor.label,
      })
      .returning();
    if (plan.lines.length) {
      await tx.insert(orderRefundLines).values(
        plan.lines.map((l) => ({
          refundId: refund!.id,
          orderItemId: l.itemId,
          quantity: l.quantity,
          amountCents: l.amountCents,
          restock: l.restock,
        })),
      );
    }
    await queueCreditNote(tx, orderId, { refundId: refund!.id });
    const restocked = plan.lines.filter((l) => l.restock);
    for (const line of sortedForLocking(restocked, items))
      await restockLine(tx, line.item, line.quantity, "refund");
    const [updated] = await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    const de = (key: MessageKey, params?: Record<string, string | number>) => translate("de", key, params);
    const restockText = restocked
      .map((l) => `${l.quantity} × ${items.find((i) => i.id === l.itemId)?.name ?? ""}`)
      .join(", ");
    await tx.insert(orderNotes).values({
      orderId,
      customerVisible: false,
      note: [
        de("adminOrder.refund.note", { amount: formatPrice(plan.totalCents, "de"), by: options.actor.label }),
        request.reason ? de("adminOrder.refund.noteReason", { reason: request.reason }) : "",
        restockText ? de("adminOrder.refund.noteRestock", { items: restockText }) : "",
      ]
        .filter(Boolean)
        .join(" "),
    });
    await recordAudit(tx, {
      actor: options.actor,
      entity: "order",
      entityId: orderId,
      action: "refund",
      changes: {
        refundedCents: { from: refunded.totalCents, to: refunded.totalCents + plan.totalCents },
        ...(restocked.length ? { restocked: { from: null, to: restockText } } : {}),
      },
    });
    const full = refunded.totalCents + plan.totalCents >= paid;
    return { refundId: refund!.id, totalCents: plan.totalCents, repeated: false, order: updated!, full };
  });
  if (!result) return undefined;
  const { full, ...out } = result;
  // Everything paid is back: the order becomes "refunded" (its own transaction and audit entry,
  // the customer's mail). A cancelled order stays cancelled (final); a repeat finds it refunded.
  if (full && (out.order.status === "processing" || out.order.status === "completed")) {
    const changed = await changeOrderStatus(db, orderId, "refunded", options.actor.label, {
      actor: options.actor,
      ...(options.mail ? { mail: options.mail } : {}),
    });
    if (changed) out.order = changed.order;
  }
  return out;
}

/** Refunded totals of an order, overall and per line (quantities and money). */
export async function refundedSoFar(
  db: Db,
  orderId: number,
): Promise<{ totalCents: number; byItem: Map<number, LineRefunded> }> {
  const refunds = await db
    .select({ id: orderRefunds.id, amountCents: orderRefunds.amountCents })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const byItem = new Map<number, LineRefunded>();
  if (refunds.length) {
    const lines = await db
      .select()
      .from(orderRefundLines)
      .where(
        inArray(
          orderRefundLines.refundId,
          refunds.map((r) => r.id),
        ),
      );
    for (const l of lines) {
      const done = byItem.get(l.orderItemId) ?? { quantity: 0, amountCents: 0 };
      byItem.set(l.orderItemId, {
        quantity: done.quantity + l.quantity,
        amountCents: done.amountCents + l.amountCents,
      });
    }
  }
  return { totalCents: refunds.reduce((s, r) => s + r.amountCents, 0), byItem };
}

function sortedForLocking(lines: RefundLineRequest[], items: OrderItemRow[]) {
  return lines
    .map((l) => ({ item: items.find((i) => i.id === l.itemId)!, quantity: l.quantity }))
    .sort((a, b) => (a.item.variationId ?? a.item.productId) - (b.item.variationId ?? b.item.productId));
}
