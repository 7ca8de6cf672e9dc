import { describe, expect, it } from "vitest";
import { generateVoucherCode, looksLikeVoucherCode, normaliseVoucherCode, VOUCHER_ALPHABET } from "./code.ts";
import {
  allocateVouchers,
  defaultVoucherExpiry,
  payingVouchers,
  unusedBalance,
  voucherProblem,
} from "./maths.ts";
import { voucherPayments } from "./review-vouchers.ts";

describe("voucher codes", () => {
  it("are XXXX-XXXX-XXXX from the unambiguous alphabet, and differ", () => {
    const codes = new Set(Array.from({ length: 500 }, generateVoucherCode));
    expect(codes.size).toBe(500);
    for (const c of codes) {
      expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const ch of c.replaceAll("-", "")) expect(VOUCHER_ALPHABET).toContain(ch);
    }
    for (const lookalike of "0O1IL5S2Z8BUV") expect(VOUCHER_ALPHABET).not.toContain(lookalike);
  });

  it("compare trimmed and case-insensitively", () => {
    expect(normaliseVoucherCode("  abcd-efgh-jkmn ")).toBe("ABCD-EFGH-JKMN");
    expect(looksLikeVoucherCode(" abcd-efgh-jkmn")).toBe(true);
    expect(looksLikeVoucherCode("sommer10")).toBe(false);
  });
});

describe("expiry (§ 195/§ 199 BGB)", () => {
  it("runs to the end of the third year after the year of purchase, Berlin time", () => {
    expect(defaultVoucherExpiry(new Date("2026-03-15T10:00:00Z")).toISOString()).toBe(
      "2029-12-31T22:59:59.999Z",
    );
    // New Year's Eve 23:30 in Berlin is still the old year.
    expect(defaultVoucherExpiry(new Date("2026-12-31T22:30:00Z")).toISOString()).toBe(
      "2029-12-31T22:59:59.999Z",
    );
    // 00:30 on 1 January in Berlin is the new year already.
    expect(defaultVoucherExpiry(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe(
      "2030-12-31T22:59:59.999Z",
    );
  });
});

describe("voucherProblem", () => {
  const now = new Date("2027-01-01T12:00:00Z");
  it("names void, expired and empty vouchers, in that order", () => {
    expect(voucherProblem({ status: "active", balanceCents: 100, expiresAt: null }, now)).toBeUndefined();
    expect(voucherProblem({ status: "void", balanceCents: 0, expiresAt: null }, now)).toBe(
      "laden_voucher_void",
    );
    expect(
      voucherProblem(
        { status: "active", balanceCents: 100, expiresAt: new Date("2026-12-31T23:00:00Z") },
        now,
      ),
    ).toBe("laden_voucher_expired");
    expect(voucherProblem({ status: "active", balanceCents: 0, expiresAt: null }, now)).toBe(
      "laden_voucher_empty",
    );
  });
});

describe("allocateVouchers", () => {
  const v = (id: number, balanceCents: number) => ({ id, code: `C${id}`, balanceCents });
  it("pays the amount due in the order applied, never more than a balance or than due", () => {
    expect(allocateVouchers(3000, [v(1, 2000), v(2, 5000)])).toEqual([
      { voucherId: 1, code: "C1", cents: 2000, balanceAfterCents: 0 },
      { voucherId: 2, code: "C2", cents: 1000, balanceAfterCents: 4000 },
    ]);
    expect(allocateVouchers(1500, [v(1, 2000), v(2, 5000)])).toEqual([
      { voucherId: 1, code: "C1", cents: 1500, balanceAfterCents: 500 },
    ]);
    expect(allocateVouchers(0, [v(1, 2000)])).toEqual([]);
    expect(allocateVouchers(100, [v(1, 0)])).toEqual([]);
  });

  it("over two orders: the second pays what the first left", () => {
    const [first] = allocateVouchers(1890, [v(1, 5000)]);
    const [second] = allocateVouchers(4500, [v(1, first!.balanceAfterCents!)]);
    expect(first!.cents + second!.cents).toBe(5000);
    expect(second!.balanceAfterCents).toBe(0);
  });
});

describe("voucherPayments (the review)", () => {
  const held = [
    { id: 1, code: "AAAA-AAAA-AAAA", status: "active" as const, balanceCents: 1000, expiresAt: null },
    { id: 2, code: "CCCC-CCCC-CCCC", status: "void" as const, balanceCents: 0, expiresAt: null },
  ];
  it("leaves void vouchers out and states the amount due", () => {
    // biome-ignore lint/suspicious/noExplicitAny: the review reads only these fields
    const paid = voucherPayments([{}], 2500, held as any);
    expect(paid).toEqual({
      vouchers: [{ voucherId: 1, code: "AAAA-AAAA-AAAA", cents: 1000, balanceAfterCents: 0 }],
      voucherForVoucher: false,
      dueCents: 1500,
    });
  });

  it("refuses a voucher paying for a voucher", () => {
    // biome-ignore lint/suspicious/noExplicitAny: the review reads only these fields
    const paid = voucherPayments([{ giftVoucher: true }], 2500, held as any);
    expect(paid).toEqual({ vouchers: [], voucherForVoucher: true, dueCents: 2500 });
  });

  it("payingVouchers and unusedBalance", () => {
    expect(payingVouchers(held).map((h) => h.id)).toEqual([1]);
    expect(unusedBalance({ status: "active", balanceCents: 700 })).toBe(700);
    expect(unusedBalance({ status: "void", balanceCents: 0 })).toBe(0);
  });
});
