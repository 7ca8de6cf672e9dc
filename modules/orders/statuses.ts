/**
 * The order statuses and the owner's transitions between them: pure rules, safe in the browser
 * (the back office's forms list them) and used by modules/orders/status.ts for the change itself.
 */
import type { OrderStatus } from "#db/schema/orders.ts";

export const ORDER_STATUSES: readonly OrderStatus[] = [
  "pending",
  "on-hold",
  "processing",
  "completed",
  "cancelled",
  "refunded",
  "failed",
];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an owner may set (back office and REST API). */
export const OWNER_STATUSES = [
  "pending",
  "on-hold",
  "processing",
  "completed",
  "cancelled",
  "refunded",
  "failed",
] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

export function isOwnerStatus(value: unknown): value is OwnerStatus {
  return typeof value === "string" && (OWNER_STATUSES as readonly string[]).includes(value);
}

/**
 * From each status, where an owner may take it. Cancelled and refunded are final; a completed
 * order can only be refunded (the goods are out: cancelling it would restock what was shipped);
 * an order is completed only from processing (paid and packed). Pending, on-hold and failed are
 * the waiting states around a payment: the owner may move between them (a payment that bounced,
 * a question to the customer) or on to processing.
 */
export const ALLOWED_TRANSITIONS: Record<OrderStatus, readonly OwnerStatus[]> = {
  pending: ["on-hold", "processing", "cancelled", "failed"],
  "on-hold": ["pending", "processing", "cancelled", "failed"],
  failed: ["pending", "on-hold", "processing", "cancelled"],
  processing: ["on-hold", "completed", "cancelled", "refunded"],
  completed: ["refunded"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OwnerStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}
