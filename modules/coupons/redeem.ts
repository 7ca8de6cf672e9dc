/**
 * Coupons in the order's transaction (issue 24 item 4): the cart's coupon rows are locked
 * (`FOR UPDATE`, in id order so two orders never deadlock) before the review is computed, so a
 * single-use coupon in 50 concurrent checkouts is counted by exactly one of them; the others see
 * the limit reached and are refused with WooCommerce's notice. The count itself is a conditional
 * UPDATE that can never pass the limit, a second guard beside the table's check.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type CouponRow, cartCoupons, coupons, couponUsages, orderCoupons } from "#db/schema/coupons.ts";
import { lockCartVouchers } from "../vouchers/store.ts";
import type { CartDiscounts } from "./discount.ts";
import { CouponProblem } from "./rules.ts";
import { categoriesFor, customerUses, type ReviewCoupons } from "./store.ts";

type Customer = { userId: number | null; email: string };

/** The cart's coupons, locked until the transaction ends, with the customer's earlier uses. */
export async function lockCartCoupons(
  tx: Db,
  cartId: number,
  productIds: readonly number[],
  customer: Customer,
): Promise<ReviewCoupons> {
  const locked = await tx
    .select({ coupon: coupons, appliedAt: cartCoupons.appliedAt })
    .from(coupons)
    .innerJoin(
      cartCoupons,
      sql`${cartCoupons.couponId} = ${coupons.id} and ${cartCoupons.cartId} = ${cartId}`,
    )
    .orderBy(coupons.id)
    .for("update", { of: coupons });
  const rows: CouponRow[] = locked
    .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.coupon.id - b.coupon.id)
    .map((r) => r.coupon);
  // Gift vouchers after coupons: always in this order, so two orders never deadlock.
  const vouchers = await lockCartVouchers(tx, cartId);
  if (rows.length === 0) return { rows, categories: new Map(), vouchers };
  // One after the other: the checkout's transaction has one connection.
  const categories = await categoriesFor(tx, rows, productIds);
  const uses = await customerUses(
    tx,
    rows.map((r) => r.id),
    customer,
  );
  return { rows, categories, customerUses: uses, vouchers };
}

/** Refusals that are the limits: the order is refused (the customer saw the discount), not placed without it. */
export function limitRefusal(
  refused: readonly { couponId: number; code: string; problem: CouponProblem }[],
): { couponId: number; code: string; problem: CouponProblem } | undefined {
  return refused.find(
    (r) => r.problem.code === "laden_coupon_usage_limit" || r.problem.code === "laden_coupon_user_limit",
  );
}

/** Counts each used coupon once, records the use and the order's coupon lines. */
export async function redeemCoupons(
  tx: Db,
  orderId: number,
  discounts: CartDiscounts,
  customer: Customer,
): Promise<void> {
  for (const c of discounts.coupons) {
    const counted = await tx.execute(sql`
      update ${coupons} set usage_count = usage_count + 1
      where id = ${c.couponId} and (usage_limit is null or usage_count < usage_limit)
      returning id`);
    if (counted.rows.length === 0) throw new CouponProblem("laden_coupon_usage_limit");
    await tx.insert(couponUsages).values({
      couponId: c.couponId,
      orderId,
      userId: customer.userId,
      email: customer.email,
    });
    await tx.insert(orderCoupons).values({
      orderId,
      couponId: c.couponId,
      code: c.code,
      discountCents: c.discountCents,
      byRate: c.byRate,
      freeShipping: c.freeShipping,
    });
  }
}
