/** The vouchers an order was paid with, as it keeps them (code, amount, what was given back). */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type VoucherRedemptionRow, voucherRedemptions } from "#db/schema/vouchers.ts";

export async function loadOrderVouchers(db: Db, orderId: number): Promise<VoucherRedemptionRow[]> {
  return db
    .select()
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, orderId))
    .orderBy(asc(voucherRedemptions.id));
}
