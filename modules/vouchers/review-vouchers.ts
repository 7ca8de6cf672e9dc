/**
 * The vouchers a cart holds, at the checkout review: what each pays of the total (after coupons
 * and shipping), the balance left, and the amount still due. Pure.
 */
import type { GiftVoucherRow } from "#db/schema/vouchers.ts";
import { allocateVouchers, payingVouchers, type VoucherPayment, voucherTotal } from "./maths.ts";

export type { VoucherPayment };

export function voucherPayments(
  lines: readonly { giftVoucher?: boolean }[],
  totalCents: number,
  held: readonly GiftVoucherRow[],
  now = new Date(),
): { vouchers: VoucherPayment[]; voucherForVoucher: boolean; dueCents: number } {
  const voucherForVoucher = held.length > 0 && lines.some((l) => l.giftVoucher);
  const vouchers = voucherForVoucher ? [] : allocateVouchers(totalCents, payingVouchers(held, now));
  return { vouchers, voucherForVoucher, dueCents: totalCents - voucherTotal(vouchers) };
}
