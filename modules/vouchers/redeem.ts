/**
 * Paying with vouchers in the order's transaction: the cart's voucher rows were locked before the
 * review (lockCartVouchers), so each order sees the balance the one before it left; the balance
 * is taken with a conditional UPDATE that can never go below 0, a second guard beside the
 * table's check. 50 concurrent checkouts against one voucher spend at most its balance.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cartVouchers, type GiftVoucherRow, giftVouchers, voucherRedemptions } from "#db/schema/vouchers.ts";
import { findCartId } from "../cart/store.ts";
import { CouponProblem } from "../coupons/rules.ts";
import { type VoucherPayment, voucherProblem } from "./maths.ts";

export async function redeemVouchers(
  tx: Db,
  orderId: number,
  payments: readonly VoucherPayment[],
): Promise<void> {
  for (const p of payments) {
    const taken = await tx.execute(sql`
      update ${giftVouchers} set balance_cents = balance_cents - ${p.cents}, updated_at = now()
      where id = ${p.voucherId} and status = 'active' and balance_cents >= ${p.cents}
      returning id`);
    if (taken.rows.length === 0) throw new CouponProblem("laden_voucher_empty");
    await tx
      .insert(voucherRedemptions)
      .values({ voucherId: p.voucherId, orderId, code: p.code, amountCents: p.cents });
  }
}

export async function clearCartVouchers(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartVouchers).where(eq(cartVouchers.cartId, cartId));
}

/** A held voucher that cannot pay any more (spent by another order meanwhile, voided, expired). */
export function refusedVoucher(
  held: readonly GiftVoucherRow[] | undefined,
  now = new Date(),
): { voucherId: number; problem: CouponProblem } | undefined {
  for (const v of held ?? []) {
    const code = voucherProblem(v, now);
    if (code) return { voucherId: v.id, problem: new CouponProblem(code) };
  }
  return undefined;
}

/** Takes a voucher out of the owner's cart (the checkout refused it). */
export async function dropCartVoucher(
  db: Db,
  owner: { sessionId: string; userId: number | null },
  voucherId: number,
): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (cartId !== undefined)
    await db
      .delete(cartVouchers)
      .where(and(eq(cartVouchers.cartId, cartId), eq(cartVouchers.voucherId, voucherId)));
}

/** Thrown inside the order's transaction: rolled back, the voucher dropped, the order refused. */
export class VoucherRefused extends Error {
  readonly voucherId: number;
  readonly problem: CouponProblem;
  constructor(voucherId: number, problem: CouponProblem) {
    super(problem.code);
    this.voucherId = voucherId;
    this.problem = problem;
  }
}
