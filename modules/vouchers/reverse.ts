/**
 * Cancelled or refunded orders (issue 24 item 3), in the status change's transaction:
 * - the vouchers the order SOLD are voided with their unused balance (what was already spent
 *   with them stays spent: those orders were paid);
 * - the vouchers the order was PAID WITH get their share back on their balance (an active
 *   voucher only; a voided one stays void and the owner pays that share back in money).
 * Both only once: a void is final, a redemption remembers what was restored.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { giftVouchers, voucherRedemptions } from "#db/schema/vouchers.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-admin-vouchers.ts";

export type VoucherReversal = {
  voided: { code: string; cents: number }[];
  restored: { code: string; cents: number }[];
};

export async function reverseOrderVouchers(tx: Db, orderId: number, actor: Actor): Promise<VoucherReversal> {
  const reason = translate("de", "adminVouchers.reason.orderCancelled", { number: orderId });
  const voided = await tx.execute<{ code: string; cents: number }>(sql`
    update ${giftVouchers} set status = 'void', voided_at = now(), void_reason = ${reason},
      voided_cents = balance_cents, balance_cents = 0, version = version + 1, updated_at = now()
    where order_id = ${orderId} and status = 'active'
    returning code, voided_cents as cents`);
  const restored = await tx.execute<{ code: string; cents: number }>(sql`
    with due as (
      select r.id, r.voucher_id, r.code, r.amount_cents - r.restored_cents as cents
      from ${voucherRedemptions} r join ${giftVouchers} v on v.id = r.voucher_id
      where r.order_id = ${orderId} and r.restored_cents < r.amount_cents and v.status = 'active'
      for update of r, v),
    back as (
      update ${giftVouchers} v set balance_cents = v.balance_cents + due.cents, updated_at = now(), version = v.version + 1
      from due where v.id = due.voucher_id returning v.id)
    update ${voucherRedemptions} r set restored_cents = r.amount_cents, restored_at = now()
    from due where r.id = due.id
    returning due.code, due.cents`);
  const result = { voided: voided.rows, restored: restored.rows };
  if (result.voided.length || result.restored.length)
    await recordAudit(tx, {
      actor,
      entity: "gift_voucher",
      entityId: orderId,
      action: "reverse",
      changes: {
        voided: { from: null, to: result.voided.map((v) => `${v.code}: ${v.cents}`).join(", ") },
        restored: { from: null, to: result.restored.map((v) => `${v.code}: ${v.cents}`).join(", ") },
      },
    });
  return result;
}
