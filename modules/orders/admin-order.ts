/**
 * Everything the owner's order page shows, as plain data: lines with attribute labels and what
 * refunds took from them, totals with VAT per rate, addresses, payment (method, mandate reference,
 * masked IBAN — never the clear one — and the mandate text as the customer accepted it), origin
 * (attribution), tracking, notes, refunds, the withdrawal, and where the status may go.
 */
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderNotes, orderRefunds, orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderStatus } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import { loadOrderCoupons } from "../coupons/order-coupons.ts";
import type { Settings } from "../settings/definitions.ts";
import { loadOrderVouchers } from "../vouchers/order-vouchers.ts";
import { CARRIERS, isCarrierId, trackingUrl } from "./carriers.ts";
import { paymentMethodTitle, shippingMethodTitle } from "./format.ts";
import { attributeText, loadLabelledOrderItems } from "./item-attributes.ts";
import { orderMaskedIban, paymentBlocks } from "./mails.ts";
import { addressEditable } from "./order-address.ts";
import { paidCents, refundedSoFar } from "./refunds.ts";
import { ALLOWED_TRANSITIONS } from "./status.ts";
import { withdrawalOpen } from "./withdrawal-handled.ts";

export type AdminOrderView = {
  id: number;
  version: number;
  status: OrderStatus;
  createdAt: string;
  email: string;
  lang: "de" | "en";
  billing: OrderAddress;
  shipping: OrderAddress | null;
  addressEditable: boolean;
  customerNote: string;
  shippingMethod: string;
  subtotalCents: number;
  /** The coupons' discounts (issue 24), as the order kept them. */
  coupons: { code: string; discountCents: number; freeShipping: boolean }[];
  shippingCents: number;
  totalCents: number;
  /** Gift vouchers that paid part of the total (a payment below it); dueCents = total − their sum. */
  vouchers: { voucherId: number; code: string; cents: number; restoredCents: number }[];
  dueCents: number;
  vat: { rateBp: number; cents: number }[];
  /** What the order's taxes were based on (modules/tax), as placed. */
  tax: {
    country: string;
    reverseCharge: boolean;
    vatId: string | null;
    buyerReference: string | null;
    vatIdFlaggedAt: string | null;
  };
  items: {
    id: number;
    name: string;
    sku: string | null;
    attributes: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
    vatRateBp: number;
    refundedQuantity: number;
    refundedCents: number;
  }[];
  payment: {
    method: string;
    title: string;
    paidAt: string | null;
    sepa: {
      holder: string;
      maskedIban: string;
      bic: string;
      mandateReference: string;
      mandateText: string;
    } | null;
  };
  attribution: Record<string, string>;
  tracking: { carrier: string; number: string; url: string } | null;
  withdrawal: { at: string; declaration: string; handledAt: string | null; open: boolean } | null;
  notes: { id: number; note: string; customerVisible: boolean; createdAt: string }[];
  refunds: { id: number; amountCents: number; reason: string; by: string; createdAt: string }[];
  paidCents: number;
  refundedCents: number;
  restockable: boolean;
  transitions: readonly OrderStatus[];
};

export async function getAdminOrderView(
  db: Db,
  orderId: number,
  ctx: { settings: Settings; secret: string; lang: "de" | "en" },
): Promise<AdminOrderView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [items, notes, refunds, refunded, coupons, vouchers] = await Promise.all([
    loadLabelledOrderItems(db, orderId),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(desc(orderNotes.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id)),
    refundedSoFar(db, orderId),
    loadOrderCoupons(db, orderId),
    loadOrderVouchers(db, orderId),
  ]);
  const sepa = order.paymentMethod === PAYMENT_METHOD_IDS.sepa;
  // The withdrawal's own note (withdrawal.ts writes it customer-visible in the customer's words).
  const declaration = order.withdrawnAt
    ? ([...notes]
        .reverse()
        .find((n) => n.customerVisible && n.createdAt.getTime() >= order.withdrawnAt!.getTime() - 1000)
        ?.note ?? "")
    : "";
  return {
    id: order.id,
    version: order.version,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    lang: order.lang,
    billing: order.billing,
    shipping: order.shipping,
    addressEditable: addressEditable(order.status),
    customerNote: order.customerNote,
    shippingMethod: shippingMethodTitle(order.shippingMethod, ctx.settings, ctx.lang, order.shippingCarrier),
    subtotalCents: order.subtotalCents,
    coupons: coupons.map((c) => ({
      code: c.code,
      discountCents: c.discountCents,
      freeShipping: c.freeShipping,
    })),
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    vouchers: vouchers.map((v) => ({
      voucherId: v.voucherId,
      code: v.code,
      cents: v.amountCents,
      restoredCents: v.restoredCents,
    })),
    dueCents: order.totalCents - order.voucherCents,
    vat: order.vat,
    tax: {
      country: order.taxCountry,
      reverseCharge: order.reverseCharge,
      vatId: order.vatId,
      buyerReference: order.buyerReference,
      vatIdFlaggedAt: order.vatIdFlaggedAt?.toISOString() ?? null,
    },
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      sku: i.sku,
      attributes: attributeText(i.attributeList),
      quantity: i.quantity,
      unitCents: i.unitCents,
      totalCents: i.totalCents,
      vatRateBp: i.vatRateBp,
      refundedQuantity: refunded.byItem.get(i.id)?.quantity ?? 0,
      refundedCents: refunded.byItem.get(i.id)?.amountCents ?? 0,
    })),
    payment: {
      method: order.paymentMethod,
      title: paymentMethodTitle(order.paymentMethod, ctx.lang),
      paidAt: order.paidAt?.toISOString() ?? null,
      sepa: sepa
        ? {
            holder: order.sepaHolder ?? "",
            maskedIban: orderMaskedIban(order, ctx.secret),
            bic: order.sepaBic ?? "",
            mandateReference: order.mandateReference ?? "",
            // As the customer accepted it: their language, the IBAN masked by the mandate renderer.
            mandateText: paymentBlocks(order, ctx.settings, order.lang, ctx.secret)[1] ?? "",
          }
        : null,
    },
    attribution: order.attribution,
    tracking:
      order.trackingNumber && isCarrierId(order.trackingCarrier)
        ? {
            carrier: CARRIERS[order.trackingCarrier].name,
            number: order.trackingNumber,
            url: trackingUrl(order.trackingCarrier, order.trackingNumber),
          }
        : null,
    withdrawal: order.withdrawnAt
      ? {
          at: order.withdrawnAt.toISOString(),
          declaration,
          handledAt: order.withdrawalHandledAt?.toISOString() ?? null,
          open: withdrawalOpen(order),
        }
      : null,
    notes: notes.map((n) => ({
      id: n.id,
      note: n.note,
      customerVisible: n.customerVisible,
      createdAt: n.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      reason: r.reason,
      by: r.actorLabel,
      createdAt: r.createdAt.toISOString(),
    })),
    paidCents: paidCents(order),
    refundedCents: refunded.totalCents,
    restockable: order.stockReduced,
    transitions: ALLOWED_TRANSITIONS[order.status],
  };
}
