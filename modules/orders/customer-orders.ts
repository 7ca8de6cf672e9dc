/**
 * A customer's orders as the pages show them: the list of one account's orders and one order
 * with its items and customer-visible notes, turned into a plain view (no order key, no
 * ciphertext: the IBAN only masked). The same view feeds view-order, order-received and
 * order-pay. Framework-free.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, orderNotes, orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import type { Settings } from "../settings/definitions.ts";
import { type ItemAttribute, type LabelledOrderItem, loadLabelledOrderItems } from "./item-attributes.ts";
import { orderMaskedIban } from "./mails.ts";

/** An order the customer still has to pay: pending or failed, or prepayment not yet received. */
export function orderNeedsPayment(order: Pick<OrderRow, "status" | "paymentMethod" | "paidAt">): boolean {
  if (order.paidAt) return false;
  if (order.status === "pending" || order.status === "failed") return true;
  return order.status === "on-hold" && order.paymentMethod === PAYMENT_METHOD_IDS.bacs;
}

export type OrderItemView = {
  id: number;
  name: string;
  sku: string | null;
  /** By label ("Größe: 500 g"), in the order the customer chose them. */
  attributes: ItemAttribute[];
  quantity: number;
  totalCents: number;
  vatRateBp: number;
};

export type OrderNoteView = { id: number; note: string; createdAt: string };

export type BankDetails = { holder: string; iban: string; bic: string; bank: string };

/** Everything an order page shows, serialisable (dates as ISO strings). */
export type OrderView = {
  id: number;
  status: OrderStatus;
  createdAt: string;
  email: string;
  billing: OrderAddress;
  /** Null: delivered to the billing address. */
  shipping: OrderAddress | null;
  customerNote: string;
  paymentMethod: string;
  shippingMethod: string;
  /** The carrier's name (the shipping method's title names it). */
  shippingProvider: string;
  subtotalCents: number;
  shippingCents: number;
  /** The coupons the order used (issue 24): code and what each took off. */
  coupons: { code: string; discountCents: number; freeShipping: boolean }[];
  discountCents: number;
  totalCents: number;
  /** Gift vouchers that paid part of the total (issue 24): a payment below it; dueCents = total − their sum. */
  vouchers: { code: string; cents: number }[];
  dueCents: number;
  vat: { rateBp: number; cents: number }[];
  /** Whose VAT the total contains, reverse charge, a business customer's VAT ID (modules/tax). */
  taxCountry: string;
  reverseCharge: boolean;
  vatId: string | null;
  buyerReference: string | null;
  sepa: { holder: string; maskedIban: string; bic: string; mandateReference: string } | null;
  /** Our bank details, only while a prepayment order waits for the money. */
  bankDetails: BankDetails | null;
  needsPayment: boolean;
  withdrawnAt: string | null;
  notes: OrderNoteView[];
};

export function toOrderView(
  order: OrderRow,
  notes: { id: number; note: string; createdAt: Date }[],
  settings: Settings,
  secret: string,
  coupons: readonly { code: string; discountCents: number; freeShipping: boolean }[] = [],
  vouchers: readonly { code: string; amountCents: number }[] = [],
): OrderView {
  const needsPayment = orderNeedsPayment(order);
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    billing: order.billing,
    shipping: order.shipping,
    customerNote: order.customerNote,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    shippingProvider: order.shippingCarrier || settings["shop.shippingProvider"],
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    coupons: coupons.map((c) => ({
      code: c.code,
      discountCents: c.discountCents,
      freeShipping: c.freeShipping,
    })),
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    vouchers: vouchers.map((v) => ({ code: v.code, cents: v.amountCents })),
    dueCents: order.totalCents - order.voucherCents,
    vat: order.vat,
    taxCountry: order.taxCountry,
    reverseCharge: order.reverseCharge,
    vatId: order.vatId,
    buyerReference: order.buyerReference,
    sepa:
      order.paymentMethod === PAYMENT_METHOD_IDS.sepa
        ? {
            holder: order.sepaHolder ?? "",
            maskedIban: orderMaskedIban(order, secret),
            bic: order.sepaBic ?? "",
            mandateReference: order.mandateReference ?? "",
          }
        : null,
    bankDetails:
      needsPayment && order.paymentMethod === PAYMENT_METHOD_IDS.bacs
        ? {
            holder: settings["payment.bacsAccountHolder"],
            iban: settings["payment.bacsIban"],
            bic: settings["payment.bacsBic"],
            bank: settings["payment.bacsBank"],
          }
        : null,
    needsPayment,
    withdrawnAt: order.withdrawnAt?.toISOString() ?? null,
    notes: notes.map((n) => ({ id: n.id, note: n.note, createdAt: n.createdAt.toISOString() })),
  };
}

export function toItemViews(items: LabelledOrderItem[]): OrderItemView[] {
  return items.map((i) => ({
    id: i.id,
    name: i.name,
    sku: i.sku,
    attributes: i.attributeList,
    quantity: i.quantity,
    totalCents: i.totalCents,
    vatRateBp: i.vatRateBp,
  }));
}

export async function loadOrderItems(db: Db, orderId: number): Promise<LabelledOrderItem[]> {
  return loadLabelledOrderItems(db, orderId);
}

export async function loadCustomerNotes(db: Db, orderId: number) {
  return db
    .select({ id: orderNotes.id, note: orderNotes.note, createdAt: orderNotes.createdAt })
    .from(orderNotes)
    .where(and(eq(orderNotes.orderId, orderId), eq(orderNotes.customerVisible, true)))
    .orderBy(asc(orderNotes.id));
}

/** One order of this customer; undefined for an unknown order and for someone else's. */
export async function getCustomerOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<
  | { order: OrderRow; items: LabelledOrderItem[]; notes: Awaited<ReturnType<typeof loadCustomerNotes>> }
  | undefined
> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return undefined;
  const [items, notes] = await Promise.all([loadOrderItems(db, orderId), loadCustomerNotes(db, orderId)]);
  return { order, items, notes };
}

export type OrderListEntry = {
  id: number;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  itemCount: number;
  needsPayment: boolean;
  orderKey: string;
};

export const ORDERS_PER_PAGE = 10;

/** One page of the customer's orders, newest first, with the number of pages. */
export async function listCustomerOrders(
  db: Db,
  userId: number,
  page: number,
  perPage = ORDERS_PER_PAGE,
): Promise<{ orders: OrderListEntry[]; total: number; pages: number }> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      orderKey: orders.orderKey,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const counts = rows.length
    ? await db
        .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(orderItems.orderId)
    : [];
  const byOrder = new Map(counts.map((c) => [c.orderId, c.n]));
  return {
    total: n,
    pages: Math.max(1, Math.ceil(n / perPage)),
    orders: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      totalCents: r.totalCents,
      itemCount: byOrder.get(r.id) ?? 0,
      needsPayment: orderNeedsPayment(r),
      orderKey: r.orderKey,
    })),
  };
}
