/**
 * Orders as the owner reads them through the REST API, in WooCommerce's field names
 * (`line_items`, `billing`, `date_created`, money as decimal strings). The IBAN is only ever
 * masked; the order key and the ciphertext never leave. Framework-free.
 */
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderItemRow, OrderRow, OrderStatus } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import type { Settings } from "../settings/definitions.ts";
import { paymentMethodTitle, shippingMethodTitle } from "./format.ts";
import { orderMaskedIban } from "./mails.ts";
import { listOrderNotes, type OrderNote } from "./notes.ts";

export { isOrderStatus, ORDER_STATUSES } from "./statuses.ts";

const decimal = (cents: number) => (cents / 100).toFixed(2);

function address(a: OrderAddress, email?: string) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    address_1: a.address1,
    postcode: a.postcode,
    city: a.city,
    country: a.country,
    phone: a.phone,
    ...(email !== undefined ? { email } : {}),
  };
}

export type OwnerNote = OrderNote;

export function ownerOrderJson(
  order: OrderRow,
  items: OrderItemRow[],
  ctx: { settings: Settings; secret: string },
  notes?: OwnerNote[],
) {
  return {
    id: order.id,
    number: String(order.id),
    status: order.status,
    currency: "EUR",
    lang: order.lang,
    date_created: order.createdAt.toISOString(),
    date_modified: order.updatedAt.toISOString(),
    date_paid: order.paidAt?.toISOString() ?? null,
    date_withdrawn: order.withdrawnAt?.toISOString() ?? null,
    customer_id: order.userId ?? 0,
    customer_note: order.customerNote,
    billing: address(order.billing, order.email),
    shipping: order.shipping ? address(order.shipping) : null,
    payment_method: order.paymentMethod,
    payment_method_title: paymentMethodTitle(order.paymentMethod, "de"),
    shipping_method: order.shippingMethod,
    shipping_method_title: shippingMethodTitle(
      order.shippingMethod,
      ctx.settings,
      "de",
      order.shippingCarrier,
    ),
    subtotal: decimal(order.subtotalCents),
    shipping_total: decimal(order.shippingCents),
    total: decimal(order.totalCents),
    tax_lines: order.vat.map((v) => ({ rate_percent: v.rateBp / 100, tax_total: decimal(v.cents) })),
    prices_include_tax: true,
    sepa:
      order.paymentMethod === PAYMENT_METHOD_IDS.sepa
        ? {
            holder: order.sepaHolder ?? "",
            iban_masked: orderMaskedIban(order, ctx.secret),
            bic: order.sepaBic ?? "",
            mandate_reference: order.mandateReference ?? "",
            mandate_accepted_at: order.mandateAcceptedAt?.toISOString() ?? null,
          }
        : null,
    terms_accepted_at: order.termsAcceptedAt.toISOString(),
    carrier_consent: order.carrierConsent,
    attribution: order.attribution,
    stock_reduced: order.stockReduced,
    line_items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      variation_id: i.variationId ?? 0,
      name: i.name,
      sku: i.sku ?? "",
      attributes: i.attributes,
      quantity: i.quantity,
      price: decimal(i.unitCents),
      total: decimal(i.totalCents),
      tax_rate_percent: i.vatRateBp / 100,
    })),
    ...(notes
      ? {
          notes: notes.map((n) => ({
            id: n.id,
            note: n.note,
            customer_note: n.customerVisible,
            date_created: n.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

async function itemsByOrder(db: Db, ids: number[]): Promise<Map<number, OrderItemRow[]>> {
  const map = new Map<number, OrderItemRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

/** One page of all orders, newest first; `statuses` empty = every status. */
export async function listOwnerOrders(
  db: Db,
  opts: { page: number; perPage: number; statuses: OrderStatus[] },
): Promise<{ total: number; orders: { order: OrderRow; items: OrderItemRow[] }[] }> {
  const where = opts.statuses.length ? inArray(orders.status, opts.statuses) : undefined;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const items = await itemsByOrder(
    db,
    rows.map((r) => r.id),
  );
  return { total: n, orders: rows.map((order) => ({ order, items: items.get(order.id) ?? [] })) };
}

export async function getOwnerOrder(
  db: Db,
  id: number,
): Promise<{ order: OrderRow; items: OrderItemRow[]; notes: OwnerNote[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return undefined;
  const items = (await itemsByOrder(db, [id])).get(id) ?? [];
  return { order, items, notes: await listOrderNotes(db, id) };
}
