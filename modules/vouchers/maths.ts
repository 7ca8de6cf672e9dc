/**
 * The voucher arithmetic (pure, integer cents): when a voucher expires by default, whether it can
 * pay now, and how the vouchers a cart holds pay the amount due, one after another in the order
 * applied, never more than each balance nor than what is due.
 */
import type { CouponProblemCode } from "../coupons/rules.ts";

/**
 * § 195 BGB with § 199: the regular limitation period of three years runs from the end of the
 * year the claim arose — a voucher bought in 2026 is valid until 31 December 2029, 24:00 Berlin.
 */
export function defaultVoucherExpiry(purchase: Date): Date {
  const year = Number(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" }).format(purchase),
  );
  // 1 January of year + 4, 00:00 Berlin (CET, UTC+1 in January) is the first moment it is invalid.
  return new Date(Date.UTC(year + 4, 0, 1, -1, 0, 0) - 1);
}

export type VoucherState = {
  status: "active" | "void";
  balanceCents: number;
  expiresAt: Date | null;
};

/** Why the voucher cannot pay now; undefined when it can. */
export function voucherProblem(v: VoucherState, now: Date): CouponProblemCode | undefined {
  if (v.status === "void") return "laden_voucher_void";
  if (v.expiresAt && v.expiresAt.getTime() <= now.getTime()) return "laden_voucher_expired";
  if (v.balanceCents <= 0) return "laden_voucher_empty";
  return undefined;
}

export type HeldVoucher = { id: number; code: string; balanceCents: number };
/** `balanceAfterCents`: what the voucher keeps after this payment (absent for an order placed earlier). */
export type VoucherPayment = { voucherId: number; code: string; cents: number; balanceAfterCents?: number };

/** What each voucher pays of `dueCents`, in order; a voucher that would pay 0 is left out. */
export function allocateVouchers(dueCents: number, held: readonly HeldVoucher[]): VoucherPayment[] {
  let rest = Math.max(0, dueCents);
  const payments: VoucherPayment[] = [];
  for (const v of held) {
    const cents = Math.min(rest, Math.max(0, v.balanceCents));
    if (cents <= 0) continue;
    rest -= cents;
    payments.push({ voucherId: v.id, code: v.code, cents, balanceAfterCents: v.balanceCents - cents });
  }
  return payments;
}

export function voucherTotal(payments: readonly { cents: number }[]): number {
  return payments.reduce((a, p) => a + p.cents, 0);
}

/** A voucher bought and paid: the unused part a cancellation or refund voids. */
export function unusedBalance(v: { status: "active" | "void"; balanceCents: number }): number {
  return v.status === "active" ? v.balanceCents : 0;
}

/** Only the vouchers that can pay now (void, expired or spent ones pay nothing and are not shown). */
export function payingVouchers(
  rows: readonly (VoucherState & { id: number; code: string })[],
  now = new Date(),
): HeldVoucher[] {
  return rows
    .filter((r) => voucherProblem(r, now) === undefined)
    .map((r) => ({ id: r.id, code: r.code, balanceCents: r.balanceCents }));
}
