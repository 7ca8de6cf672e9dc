/**
 * The owner's gift-voucher screens (/admin/vouchers/): the list (search by code, newest first,
 * paged), one voucher with its history (issued, each redemption with its order, restorations,
 * the void), and the manual void — one transaction with the row locked, the version checked and
 * an audit entry; the unused balance is forfeited at once.
 */
import { asc, count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type GiftVoucherRow, giftVouchers, voucherRedemptions } from "#db/schema/vouchers.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import { normaliseVoucherCode } from "./code.ts";

export const VOUCHERS_PER_PAGE = 50;

export type VoucherListQuery = { q: string; page: number };

export async function listVouchers(
  db: Db,
  query: VoucherListQuery,
): Promise<{ rows: GiftVoucherRow[]; total: number; pages: number }> {
  const q = normaliseVoucherCode(query.q).replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q ? ilike(giftVouchers.code, `%${q}%`) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(giftVouchers)
      .where(where)
      .orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id))
      .limit(VOUCHERS_PER_PAGE)
      .offset((query.page - 1) * VOUCHERS_PER_PAGE),
    db.select({ n: count() }).from(giftVouchers).where(where),
  ]);
  const total = totals?.n ?? 0;
  return { rows, total, pages: Math.max(1, Math.ceil(total / VOUCHERS_PER_PAGE)) };
}

export type VoucherEvent =
  | { kind: "issued"; at: Date; cents: number; orderId: number | null }
  | { kind: "redeemed"; at: Date; cents: number; orderId: number }
  | { kind: "restored"; at: Date; cents: number; orderId: number }
  | { kind: "voided"; at: Date; cents: number; reason: string };

export async function getVoucher(
  db: Db,
  id: number,
): Promise<{ voucher: GiftVoucherRow; history: VoucherEvent[] } | undefined> {
  const [voucher] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
  if (!voucher) return undefined;
  const redemptions = await db
    .select()
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.voucherId, id))
    .orderBy(asc(voucherRedemptions.id));
  const history: VoucherEvent[] = [
    { kind: "issued", at: voucher.createdAt, cents: voucher.initialCents, orderId: voucher.orderId },
  ];
  for (const r of redemptions) {
    history.push({ kind: "redeemed", at: r.createdAt, cents: r.amountCents, orderId: r.orderId });
    if (r.restoredAt && r.restoredCents > 0)
      history.push({ kind: "restored", at: r.restoredAt, cents: r.restoredCents, orderId: r.orderId });
  }
  if (voucher.voidedAt)
    history.push({
      kind: "voided",
      at: voucher.voidedAt,
      cents: voucher.voidedCents,
      reason: voucher.voidReason ?? "",
    });
  history.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { voucher, history };
}

export class VoucherVoidError extends Error {
  readonly code: "reason_missing" | "already_void" | "not_found";
  constructor(code: VoucherVoidError["code"]) {
    super(code);
    this.code = code;
  }
}

/** Voids the voucher (version checked); its unused balance is forfeited. */
export async function voidVoucher(
  db: Db,
  id: number,
  input: { reason: string; expectedVersion?: number },
  actor: Actor,
): Promise<GiftVoucherRow> {
  const reason = input.reason.trim().slice(0, 500);
  if (!reason) throw new VoucherVoidError("reason_missing");
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [current] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, id)).for("update");
    if (!current) throw new VoucherVoidError("not_found");
    if (input.expectedVersion !== undefined && input.expectedVersion !== current.version)
      throw new VersionConflictError(input.expectedVersion, current.version, {
        status: { from: null, to: current.status },
        balanceCents: { from: null, to: current.balanceCents },
      });
    if (current.status === "void") throw new VoucherVoidError("already_void");
    const [voided] = await tx
      .update(giftVouchers)
      .set({
        status: "void",
        voidedAt: new Date(),
        voidReason: reason,
        voidedCents: current.balanceCents,
        balanceCents: 0,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(giftVouchers.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      entity: "gift_voucher",
      entityId: id,
      action: "void",
      changes: {
        status: { from: "active", to: "void" },
        balanceCents: { from: current.balanceCents, to: 0 },
        reason: { from: null, to: reason },
      },
    });
    return voided!;
  });
}
