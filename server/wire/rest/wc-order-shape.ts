/**
 * Our orders in WooCommerce's `wc/v3/orders` shape, for the fields we have: money as decimal
 * strings, dates in the shop's time (Europe/Berlin, no offset) and in GMT, line totals without
 * VAT plus their tax (prices include VAT here, as WooCommerce reports them), shipping as a
 * shipping line, coupons as coupon_lines, the SEPA mandate reference and the order attribution as
 * meta_data under WooCommerce's / German Market's keys. Gift vouchers are a payment, not a
 * discount or a fee: `total` stays the order's total and `_laden_gift_vouchers` (code, amount)
 * with `_laden_amount_due` in meta_data say what they paid. The order key and the IBAN never leave.
 */
import { paymentMethodTitle, shippingMethodTitle } from "#modules/orders/format.ts";
import type { OrderNote } from "#modules/orders/notes.ts";
import type { OrderWithItems } from "#modules/orders/rest-orders.ts";
import type { Settings } from "#modules/settings/definitions.ts";

const decimal = (cents: number) => (cents / 100).toFixed(2);

const localFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
/** `2026-11-25T10:15:00` in Berlin time, as WooCommerce's `date_*` fields. */
export const wcLocalDate = (d: Date) => localFormat.format(d).replace(" ", "T");
/** `2026-11-25T09:15:00`, as WooCommerce's `date_*_gmt` fields. */
export const wcGmtDate = (d: Date) => d.toISOString().slice(0, 19);

const dates = (name: string, d: Date | null) => ({
  [`date_${name}`]: d ? wcLocalDate(d) : null,
  [`date_${name}_gmt`]: d ? wcGmtDate(d) : null,
});

/** The VAT contained in a gross amount at a rate in basis points. */
const vatOf = (grossCents: number, rateBp: number) =>
  grossCents - Math.round((grossCents * 10000) / (10000 + rateBp));

/** The gift vouchers' payment as meta_data entries (none without a voucher). */
function voucherMeta({ order, vouchers }: OrderWithItems): [string, unknown][] {
  if (vouchers.length === 0) return [];
  return [
    ["_laden_gift_vouchers", vouchers.map((v) => ({ code: v.code, amount: decimal(v.amountCents) }))],
    ["_laden_amount_due", decimal(order.totalCents - order.voucherCents)],
  ];
}

/** WooCommerce's coupon_lines: the discount without and its VAT, per code. */
function couponLines(found: OrderWithItems) {
  return found.coupons.map((c, n) => {
    const tax = c.byRate.reduce((a, r) => a + r.vatCents, 0);
    return {
      id: n + 1,
      code: c.code,
      discount: decimal(c.discountCents - tax),
      discount_tax: decimal(tax),
      meta_data: [],
    };
  });
}

export function wcOrderJson(found: OrderWithItems, settings: Settings) {
  const { order, items } = found;
  const totalTax = order.vat.reduce((sum, v) => sum + v.cents, 0);
  const lineTaxes = items.map((i) => vatOf(i.totalCents, i.vatRateBp));
  const discountTax = found.coupons.reduce((a, c) => a + c.byRate.reduce((b, r) => b + r.vatCents, 0), 0);
  // The lines' VAT is before the coupons' discount; what the order's VAT holds beyond it is shipping's.
  const shippingTax = Math.max(0, totalTax + discountTax - lineTaxes.reduce((a, b) => a + b, 0));
  const ship = order.shipping ?? order.billing;
  const meta = [
    ...(order.mandateReference ? [["_german_market_sepa_mandate_reference", order.mandateReference]] : []),
    ...Object.entries(order.attribution).map(([k, v]) => [`_wc_order_attribution_${k}`, v]),
    ...voucherMeta(found),
  ].map(([key, value], i) => ({ id: i + 1, key, value }));
  const coupons = couponLines(found);
  return {
    id: order.id,
    parent_id: 0,
    number: String(order.id),
    created_via: "checkout",
    version: order.version,
    status: order.status,
    currency: "EUR",
    ...dates("created", order.createdAt),
    ...dates("modified", order.updatedAt),
    discount_total: decimal(order.discountCents - discountTax),
    discount_tax: decimal(discountTax),
    shipping_total: decimal(order.shippingCents - shippingTax),
    shipping_tax: decimal(shippingTax),
    cart_tax: decimal(totalTax - shippingTax),
    total: decimal(order.totalCents),
    total_tax: decimal(totalTax),
    prices_include_tax: true,
    customer_id: order.userId ?? 0,
    customer_note: order.customerNote,
    billing: {
      first_name: order.billing.firstName,
      last_name: order.billing.lastName,
      company: order.billing.company,
      address_1: order.billing.address1,
      address_2: "",
      city: order.billing.city,
      state: "",
      postcode: order.billing.postcode,
      country: order.billing.country,
      email: order.email,
      phone: order.billing.phone,
    },
    shipping: {
      first_name: ship.firstName,
      last_name: ship.lastName,
      company: ship.company,
      address_1: ship.address1,
      address_2: "",
      city: ship.city,
      state: "",
      postcode: ship.postcode,
      country: ship.country,
    },
    payment_method: order.paymentMethod,
    payment_method_title: paymentMethodTitle(order.paymentMethod, "de"),
    transaction_id: "",
    ...dates("paid", order.paidAt),
    ...dates("completed", order.status === "completed" ? order.updatedAt : null),
    meta_data: meta,
    line_items: items.map((i, n) => ({
      id: i.id,
      name: i.name,
      product_id: i.productId,
      variation_id: i.variationId ?? 0,
      quantity: i.quantity,
      tax_class: "",
      subtotal: decimal(i.totalCents - lineTaxes[n]!),
      subtotal_tax: decimal(lineTaxes[n]!),
      total: decimal(i.totalCents - lineTaxes[n]!),
      total_tax: decimal(lineTaxes[n]!),
      taxes: [],
      meta_data: Object.entries(i.attributes).map(([key, value], k) => ({ id: k + 1, key, value })),
      sku: i.sku ?? "",
      price: Number(((i.totalCents - lineTaxes[n]!) / 100 / i.quantity).toFixed(4)),
    })),
    tax_lines: order.vat.map((v, n) => ({
      id: n + 1,
      rate_code: `DE-MWST-${v.rateBp / 100}`,
      rate_id: 0,
      label: "MwSt.",
      compound: false,
      tax_total: decimal(v.cents),
      shipping_tax_total: "0.00",
      rate_percent: v.rateBp / 100,
    })),
    shipping_lines: [
      {
        id: 1,
        method_title: shippingMethodTitle(order.shippingMethod, settings, "de", order.shippingCarrier),
        method_id: order.shippingMethod.split(":")[0] ?? order.shippingMethod,
        instance_id: order.shippingMethod.split(":")[1] ?? "",
        total: decimal(order.shippingCents - shippingTax),
        total_tax: decimal(shippingTax),
        taxes: [],
      },
    ],
    fee_lines: [],
    coupon_lines: coupons,
    refunds: [],
  };
}

export function wcOrderNoteJson(note: OrderNote) {
  return {
    id: note.id,
    author: "system",
    ...dates("created", note.createdAt),
    note: note.note,
    customer_note: note.customerVisible,
    added_by_user: false,
  };
}
