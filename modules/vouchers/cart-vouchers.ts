/**
 * A voucher code typed into the coupon field (cart, checkout, `?wc-ajax=apply_coupon`): checked
 * and held by the cart; the checkout review lets it pay the amount due. A refusal throws the
 * coupon field's CouponProblem with a voucher code and leaves the cart as it was.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cartVouchers, type GiftVoucherRow } from "#db/schema/vouchers.ts";
import { CouponProblem } from "../coupons/rules.ts";
import { voucherProblem } from "./maths.ts";
import { findVoucherByCode } from "./store.ts";

/** Holds the voucher in the cart; `lines`: the cart's lines (a voucher cannot buy a voucher). */
export async function applyVoucherToCart(
  db: Db,
  cartId: number,
  voucher: GiftVoucherRow,
  lines: readonly { giftVoucher?: boolean }[],
): Promise<void> {
  const problem = voucherProblem(voucher, new Date());
  if (problem) throw new CouponProblem(problem);
  if (lines.some((l) => l.giftVoucher)) throw new CouponProblem("laden_voucher_for_voucher");
  const added = await db
    .insert(cartVouchers)
    .values({ cartId, voucherId: voucher.id })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw new CouponProblem("laden_coupon_already_applied");
}

/** Takes the voucher out of the cart; false when the cart does not hold it. */
export async function removeVoucherFromCart(db: Db, cartId: number, code: string): Promise<boolean> {
  const voucher = await findVoucherByCode(db, code);
  if (!voucher) return false;
  const removed = await db
    .delete(cartVouchers)
    .where(and(eq(cartVouchers.cartId, cartId), eq(cartVouchers.voucherId, voucher.id)))
    .returning();
  return removed.length > 0;
}

export { findVoucherByCode };
