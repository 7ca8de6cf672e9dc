/**
 * Placing an order: ONE transaction that re-reads the cart, re-validates the form against it,
 * takes the stock (a conditional UPDATE per line: the last unit goes to exactly one order),
 * writes the order with its items, empties the cart and queues the e-mails. A crash at any
 * point rolls all of it back. The checkout token makes it idempotent: a double click or a retry
 * finds the order the first attempt made.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cartCoupons, cartItems, carts, orderItems, orders } from "#db/schema/index.ts";
import type { OrderAddress, OrderRow } from "#db/schema/orders.ts";
import { type CartLine, type CartOwner, loadCartLines } from "../cart/store.ts";
import { loadBuyerStanding } from "../checkout/buyer.ts";
import {
  businessInput,
  type CheckoutInput,
  deliversToShippingAddress,
  validateCheckout,
} from "../checkout/checkout-form.ts";
import { normalizeBic, normalizeIban } from "../checkout/iban.ts";
import { encryptIban } from "../checkout/iban-crypto.ts";
import { initialOrderStatus, PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import { reviewOrder } from "../checkout/review.ts";
import { createMandateReference } from "../checkout/sepa-mandate.ts";
import { dropCartCoupon } from "../coupons/cart-coupons.ts";
import { limitRefusal, lockCartCoupons, redeemCoupons } from "../coupons/redeem.ts";
import { CouponProblem, couponProblemMessage } from "../coupons/rules.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import { queueInvoiceIfDue } from "../documents/invoice-job.ts";
import type { Settings } from "../settings/definitions.ts";
import { faultPoint } from "../shared/fault-points.ts";
import { getShippingConfig } from "../shipping/store.ts";
import { shippingCountries } from "../shipping/zones.ts";
import { recordStockChange } from "../stock/history.ts";
import { businessDetails } from "../tax/business-customer.ts";
import {
  clearCartVouchers,
  dropCartVoucher,
  redeemVouchers,
  refusedVoucher,
  VoucherRefused,
} from "../vouchers/redeem.ts";
import { CheckoutRejected } from "./errors.ts";
import { queueOrderMails } from "./mails.ts";

export type PlaceOrderArgs = {
  owner: CartOwner;
  input: CheckoutInput;
  settings: Settings;
  lang: Lang;
  /** LADEN_SECRET: the IBAN is encrypted with a key derived from it. */
  secret: string;
  /** Cleaned `wc_order_attribution_*` values (without the prefix) plus device_type. */
  attribution: Record<string, string>;
  /** Where the customer's links in the e-mails point (PUBLIC_URL or the request's origin). */
  siteUrl: string;
};

export type PlacedOrder = { order: OrderRow; created: boolean };

/** WooCommerce's order key shape: `wc_order_` and 13 random characters (here 78 bits, base32). */
export function createOrderKey(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(13);
  let key = "";
  for (const b of bytes) key += alphabet[b & 31];
  return `wc_order_${key}`;
}

type Tx = Db; // drizzle's transaction object offers the same query API as the database.

async function existingOrder(db: Tx, token: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutToken, token));
  return row;
}

function sameOwner(order: OrderRow, owner: CartOwner): boolean {
  return owner.userId !== null ? order.userId === owner.userId : order.sessionId === owner.sessionId;
}

/**
 * Places the order or throws CheckoutRejected (nothing stored). A retried token is only answered
 * with the order when the caller placed it (same account, or same session for guests).
 */
export async function placeOrder(db: Db, args: PlaceOrderArgs): Promise<PlacedOrder> {
  const { input, owner, settings, lang } = args;
  const token = input.checkoutToken;
  const reject = (field: string, code: string, message: string): never => {
    throw new CheckoutRejected([{ field, code, message }]);
  };
  if (token) {
    const earlier = await existingOrder(db, token);
    if (earlier) {
      if (!sameOwner(earlier, owner))
        reject("laden_checkout_token", "laden_checkout_token_used", translate(lang, "checkout.error.token"));
      return { order: earlier, created: false };
    }
  }
  const zones = await getShippingConfig(db);
  try {
    const order = await db.transaction(async (trx) => {
      const tx = trx as unknown as Tx;
      // The cart row lock serialises two checkouts of the same cart (two tabs).
      const cart = await tx.execute<{ id: number }>(
        owner.userId !== null
          ? sql`select id from ${carts} where user_id = ${owner.userId} for update`
          : sql`select id from ${carts} where session_id = ${owner.sessionId} for update`,
      );
      await faultPoint("order:cart-locked");
      // A request with the same token that held the lock before us has placed the order.
      if (token && (await existingOrder(tx, token))) throw new TokenTaken();
      const cartId = cart.rows[0]?.id;
      const lines = cartId === undefined ? [] : await loadCartLines(tx, cartId);
      if (lines.length === 0) reject("cart", "laden_cart_empty", translate(lang, "checkout.error.emptyCart"));
      const buyer = await loadBuyerStanding(tx, owner.userId, settings);
      const customer = { userId: owner.userId, email: input.email };
      const held = await lockCartCoupons(
        tx,
        cartId!,
        lines.map((l) => l.productId),
        customer,
      );
      const review = reviewOrder(lines, input, settings, zones, buyer, held);
      refuseHeld(review, held, lang);
      const errors = validateCheckout(input, {
        settings,
        lang,
        rates: review.rates,
        paymentMethods: review.paymentMethods,
        countries: shippingCountries(zones),
      });
      if (errors.length) throw new CheckoutRejected(errors);

      const { rows } = await tx.execute<{ id: number }>(sql`select nextval('orders_id_seq')::int as id`);
      const id = rows[0]!.id;
      const orderKey = createOrderKey();
      const method = input.paymentMethod as (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS];
      const sepa = method === PAYMENT_METHOD_IDS.sepa ? sepaColumns(args, id, orderKey) : {};
      // Gift vouchers pay part or all of the total; paid in full, the order is paid when placed.
      const voucherCents = review.totals.totalCents - review.dueCents;
      const paidByVoucher = voucherCents > 0 && review.dueCents === 0;
      const shipping: OrderAddress | null = deliversToShippingAddress(input, settings)
        ? { ...input.shipping, phone: "" }
        : null;
      const inserted = await tx
        .insert(orders)
        .values({
          id,
          orderKey,
          checkoutToken: token ?? null,
          status: paidByVoucher ? "processing" : initialOrderStatus(method),
          ...(paidByVoucher ? { paidAt: new Date() } : {}),
          userId: owner.userId,
          sessionId: owner.sessionId,
          lang,
          email: input.email,
          billing: input.billing,
          shipping,
          customerNote: input.note,
          paymentMethod: method,
          shippingMethod: review.rate!.id,
          shippingCarrier: review.rate!.usesCarrier
            ? review.rate!.carrier || settings["shop.shippingProvider"]
            : "",
          subtotalCents: review.totals.subtotalCents,
          shippingCents: review.totals.shippingCents,
          discountCents: review.totals.discountCents,
          totalCents: review.totals.totalCents,
          voucherCents,
          vat: review.totals.vat,
          ...businessDetails(businessInput(input), settings),
          taxCountry: review.totals.taxCountry,
          reverseCharge: review.totals.reverseCharge,
          termsAcceptedAt: new Date(),
          carrierConsent: review.rate!.usesCarrier && input.carrierConsent,
          attribution: args.attribution,
          ...sepa,
        })
        .onConflictDoNothing({ target: orders.checkoutToken })
        .returning();
      // Another request with the same token committed first: roll back, answer with its order.
      if (inserted.length === 0) throw new TokenTaken();
      await faultPoint("order:inserted");
      await takeStock(tx, lines, lang, id);
      await faultPoint("order:stock-taken");
      await writeOrderItems(tx, id, lines, review.totals.lines);
      await faultPoint("order:items-written");
      await redeemCoupons(tx, id, review.discounts, customer);
      await redeemVouchers(tx, id, review.vouchers);
      if (cartId !== undefined) {
        await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
        await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
        await clearCartVouchers(tx, cartId);
      }
      const order = inserted[0]!;
      await queueOrderMails(tx, order, { settings, secret: args.secret, siteUrl: args.siteUrl });
      await queueInvoiceIfDue(tx, order, settings);
      await faultPoint("order:before-commit");
      return order;
    });
    await faultPoint("order:committed");
    return { order, created: true };
  } catch (err) {
    await dropRefused(db, owner, err, lang);
    if (err instanceof TokenTaken && token) {
      const earlier = await existingOrder(db, token);
      if (earlier && sameOwner(earlier, owner)) return { order: earlier, created: false };
      return reject(
        "laden_checkout_token",
        "laden_checkout_token_used",
        translate(lang, "checkout.error.token"),
      );
    }
    throw err;
  }
}

/** The order's lines as charged (modules/tax: the delivery country's rate, or none under reverse charge), with their SKUs. */
async function writeOrderItems(
  tx: Tx,
  id: number,
  lines: Awaited<ReturnType<typeof loadCartLines>>,
  charged: ReturnType<typeof reviewOrder>["totals"]["lines"],
): Promise<void> {
  await tx.insert(orderItems).values(
    lines.map((line, i) => ({
      orderId: id,
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: null,
      attributes: line.attributes,
      quantity: line.quantity,
      unitCents: charged[i]!.unitCents,
      totalCents: charged[i]!.totalCents,
      vatRateBp: charged[i]!.rateBp,
      giftVoucher: line.giftVoucher ?? false,
    })),
  );
  await tx.execute(sql`
        update ${orderItems} oi set sku = coalesce(v.sku, p.sku)
        from ${orderItems} o2 left join product_variations v on v.id = o2.variation_id
          join products p on p.id = o2.product_id
        where oi.id = o2.id and oi.order_id = ${id}`);
}

class TokenTaken extends Error {}

/** The cart's coupons and vouchers that refuse the order (limits reached, voucher spent, a voucher for a voucher). */
function refuseHeld(
  review: ReturnType<typeof reviewOrder>,
  held: Awaited<ReturnType<typeof lockCartCoupons>>,
  lang: Lang,
): void {
  if (review.voucherForVoucher) {
    const problem = new CouponProblem("laden_voucher_for_voucher");
    throw new CheckoutRejected([
      { field: "coupon", code: problem.code, message: couponProblemMessage(problem, lang) },
    ]);
  }
  const spent = refusedVoucher(held.vouchers);
  if (spent) throw new VoucherRefused(spent.voucherId, spent.problem);
  const overUsed = limitRefusal(review.refusedCoupons);
  if (overUsed)
    throw new CouponRefused(
      overUsed.couponId,
      overUsed.problem.code,
      couponProblemMessage(overUsed.problem, lang),
    );
}

/**
 * A refused coupon or voucher is taken out of the cart (WooCommerce does so with a spent coupon),
 * so the next attempt shows the new total; the order is refused with its notice.
 */
async function dropRefused(db: Db, owner: CartOwner, err: unknown, lang: Lang): Promise<void> {
  if (err instanceof VoucherRefused) {
    await dropCartVoucher(db, owner, err.voucherId);
    const message = couponProblemMessage(err.problem, lang);
    throw new CheckoutRejected([{ field: "coupon", code: err.problem.code, message }]);
  }
  if (err instanceof CouponRefused) {
    await dropCartCoupon(db, owner, err.couponId);
    throw new CheckoutRejected([{ field: "coupon", code: err.code, message: err.message }]);
  }
}

class CouponRefused extends Error {
  readonly couponId: number;
  readonly code: string;
  constructor(couponId: number, code: string, message: string) {
    super(message);
    this.couponId = couponId;
    this.code = code;
  }
}

function sepaColumns(args: PlaceOrderArgs, orderId: number, orderKey: string) {
  const iban = normalizeIban(args.input.sepa.iban);
  const encrypted = iban ? encryptIban(args.secret, iban, orderKey) : undefined;
  return {
    sepaHolder: args.input.sepa.holder,
    sepaIbanEncrypted: encrypted?.ciphertext ?? null,
    sepaIbanLast4: encrypted?.last4 ?? null,
    sepaBic: normalizeBic(args.input.sepa.bic) || null,
    mandateReference: createMandateReference(orderId),
    mandateAcceptedAt: new Date(),
  };
}

/**
 * Takes each line's quantity from stock with a conditional UPDATE; a line whose stock is gone
 * rejects the whole order. Lines are locked in id order, so two orders never deadlock.
 */
async function takeStock(tx: Tx, lines: CartLine[], lang: Lang, orderId: number): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.variationId ?? a.productId) - (b.variationId ?? b.productId));
  for (const line of sorted) {
    const table = line.variationId !== null ? sql`product_variations` : sql`products`;
    const id = line.variationId ?? line.productId;
    const taken = await tx.execute(sql`
      update ${table} set
        stock_quantity = case when manage_stock then stock_quantity - ${line.quantity} else stock_quantity end,
        stock_status = case
          when manage_stock and stock_status <> 'onbackorder' and stock_quantity - ${line.quantity} <= 0
          then 'outofstock' else stock_status end
      where id = ${id} and stock_status <> 'outofstock'
        and (not manage_stock or stock_status = 'onbackorder' or stock_quantity >= ${line.quantity})
      returning manage_stock, stock_quantity`);
    if (taken.rows.length === 0) {
      throw new CheckoutRejected([
        {
          field: "cart",
          code: "laden_out_of_stock",
          message: translate(lang, "checkout.error.outOfStock", { name: line.name }),
        },
      ]);
    }
    const row = taken.rows[0] as { manage_stock: boolean; stock_quantity: number | null };
    if (row.manage_stock && row.stock_quantity !== null) {
      await recordStockChange(
        tx,
        { productId: line.productId, variationId: line.variationId },
        row.stock_quantity + line.quantity,
        row.stock_quantity,
        { reason: "order", orderId },
      );
    }
    await tx.execute(
      sql`update products set total_sales = total_sales + ${line.quantity} where id = ${line.productId}`,
    );
  }
}
