/** Voucher reads: by code, the vouchers a cart holds (read, or locked in the order's transaction). */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { carts } from "#db/schema/cart.ts";
import { cartVouchers, type GiftVoucherRow, giftVouchers } from "#db/schema/vouchers.ts";
import { jsonAggRows } from "../shared/json-rows.ts";
import { normaliseVoucherCode } from "./code.ts";

/** Voucher rows as `json_agg(gift_vouchers)` gives them (add_to_cart's statement reads them so). */
export const voucherRowsOfJson: (rows: readonly Record<string, unknown>[]) => GiftVoucherRow[] =
  jsonAggRows(giftVouchers);

export async function findVoucherByCode(db: Db, code: string): Promise<GiftVoucherRow | undefined> {
  const normal = normaliseVoucherCode(code);
  if (!normal) return undefined;
  const [row] = await db.select().from(giftVouchers).where(eq(giftVouchers.code, normal));
  return row;
}

/** The vouchers a cart holds, in the order applied. */
export async function loadCartVouchers(
  db: Db,
  cart: { cartId: number } | { sessionId: string; userId: number | null },
): Promise<GiftVoucherRow[]> {
  const where =
    "cartId" in cart
      ? eq(cartVouchers.cartId, cart.cartId)
      : cart.userId
        ? eq(carts.userId, cart.userId)
        : eq(carts.sessionId, cart.sessionId);
  const rows = await db
    .select({ voucher: giftVouchers })
    .from(cartVouchers)
    .innerJoin(giftVouchers, eq(giftVouchers.id, cartVouchers.voucherId))
    .innerJoin(carts, eq(carts.id, cartVouchers.cartId))
    .where(where)
    .orderBy(asc(cartVouchers.appliedAt), asc(giftVouchers.id));
  return rows.map((r) => r.voucher);
}

/**
 * The cart's vouchers locked until the order's transaction ends (`FOR UPDATE`, in id order so
 * two orders never deadlock): 50 checkouts against one voucher take turns and each sees the
 * balance the one before left.
 */
export async function lockCartVouchers(tx: Db, cartId: number): Promise<GiftVoucherRow[]> {
  const locked = await tx
    .select({ voucher: giftVouchers, appliedAt: cartVouchers.appliedAt })
    .from(giftVouchers)
    .innerJoin(
      cartVouchers,
      sql`${cartVouchers.voucherId} = ${giftVouchers.id} and ${cartVouchers.cartId} = ${cartId}`,
    )
    .orderBy(giftVouchers.id)
    .for("update", { of: giftVouchers });
  return locked
    .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.voucher.id - b.voucher.id)
    .map((r) => r.voucher);
}
