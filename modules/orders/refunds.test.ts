import { describe, expect, it } from "vitest";
import "../i18n/messages-admin-order.ts";
import { parseEuro } from "../shared/money.ts";
import { lineShare } from "./refund-form.ts";
import { type LineRefunded, paidCents, planRefund, RefundError, type RefundRequest } from "./refunds.ts";

const items = [
  { id: 1, quantity: 3, totalCents: 1000 }, // 3 × 3,33 (rounded line)
  { id: 2, quantity: 1, totalCents: 2500 },
];
const none = new Map<number, LineRefunded>();
const req = (r: Partial<RefundRequest>): RefundRequest => ({
  full: false,
  lines: [],
  otherCents: 0,
  reason: "",
  ...r,
});
const plan = (
  request: RefundRequest,
  opts: { paid?: number; refunded?: number; byItem?: Map<number, LineRefunded>; restockable?: boolean } = {},
) =>
  planRefund({
    items,
    refundedByItem: opts.byItem ?? none,
    paidCents: opts.paid ?? 3990,
    refundedCents: opts.refunded ?? 0,
    restockable: opts.restockable ?? true,
    request,
  });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RefundError) return { key: e.key, params: e.params };
    throw e;
  }
  throw new Error("not refused");
};

describe("refund maths", () => {
  it("sums chosen lines and a further amount", () => {
    const p = plan(
      req({ lines: [{ itemId: 1, quantity: 1, amountCents: 333, restock: true }], otherCents: 490 }),
    );
    expect(p.totalCents).toBe(823);
    expect(p.lines).toEqual([{ itemId: 1, quantity: 1, amountCents: 333, restock: true }]);
  });

  it("never refunds more than was paid minus earlier refunds, saying the maximum in German", () => {
    expect(refusal(() => plan(req({ otherCents: 3991 })))).toEqual({
      key: "adminOrder.refund.error.tooMuch",
      params: { max: expect.stringMatching(/^39,90\s€$/) },
    });
    expect(refusal(() => plan(req({ otherCents: 1000 }), { refunded: 3000 }))).toMatchObject({
      params: { max: expect.stringMatching(/^9,90\s€$/) },
    });
    expect(plan(req({ otherCents: 990 }), { refunded: 3000 }).totalCents).toBe(990);
    expect(refusal(() => plan(req({ otherCents: 1 }), { paid: 0 })).key).toBe(
      "adminOrder.refund.error.nothingLeft",
    );
    expect(refusal(() => plan(req({ otherCents: 1 }), { refunded: 3990 })).key).toBe(
      "adminOrder.refund.error.nothingLeft",
    );
  });

  it("keeps each line within what is left of it (quantity and money)", () => {
    const byItem = new Map([[1, { quantity: 2, amountCents: 667 }]]);
    expect(
      refusal(() =>
        plan(req({ lines: [{ itemId: 1, quantity: 2, amountCents: 0, restock: false }] }), { byItem }),
      ),
    ).toEqual({ key: "adminOrder.refund.error.quantity", params: { max: 1 } });
    expect(
      refusal(() =>
        plan(req({ lines: [{ itemId: 1, quantity: 1, amountCents: 334, restock: false }] }), { byItem }),
      ).key,
    ).toBe("adminOrder.refund.error.lineAmount");
    expect(
      refusal(() => plan(req({ lines: [{ itemId: 9, quantity: 1, amountCents: 1, restock: false }] }))).key,
    ).toBe("adminOrder.refund.error.line");
    expect(refusal(() => plan(req({})))).toMatchObject({ key: "adminOrder.refund.error.empty" });
  });

  it("a full refund takes every line's rest and the rest of the money, restocking only the lines chosen", () => {
    const byItem = new Map([[1, { quantity: 1, amountCents: 333 }]]);
    const p = plan(req({ full: true, lines: [{ itemId: 2, quantity: 0, amountCents: 0, restock: true }] }), {
      byItem,
      refunded: 333,
    });
    expect(p.totalCents).toBe(3990 - 333);
    expect(p.lines).toEqual([
      { itemId: 1, quantity: 2, amountCents: 667, restock: false },
      { itemId: 2, quantity: 1, amountCents: 2500, restock: true },
    ]);
  });

  it("refuses a restock when the order's stock was already given back", () => {
    expect(
      refusal(() =>
        plan(req({ lines: [{ itemId: 2, quantity: 1, amountCents: 2500, restock: true }] }), {
          restockable: false,
        }),
      ).key,
    ).toBe("adminOrder.refund.error.restock");
  });

  it("counts processing and completed orders as paid, others once paid_at is set", () => {
    expect(paidCents({ paidAt: null, status: "processing", totalCents: 500 })).toBe(500);
    expect(paidCents({ paidAt: null, status: "on-hold", totalCents: 500 })).toBe(0);
    expect(paidCents({ paidAt: new Date(), status: "cancelled", totalCents: 500 })).toBe(500);
    // A gift voucher's share is no money: it goes back on the voucher (issue 24).
    expect(paidCents({ paidAt: new Date(), status: "completed", totalCents: 500, voucherCents: 200 })).toBe(
      300,
    );
  });

  it("reads German and English amounts, and a quantity's share of a line (the last unit takes the rest)", () => {
    expect(parseEuro("12,50")).toBe(1250);
    expect(parseEuro("12.5 €")).toBe(1250);
    expect(parseEuro("")).toBe(0);
    expect(parseEuro("1.234,50")).toBeUndefined();
    expect(parseEuro("-3")).toBeUndefined();
    const none0 = { quantity: 0, amountCents: 0 };
    expect(lineShare(items[0]!, none0, 1)).toBe(333);
    expect(lineShare(items[0]!, { quantity: 2, amountCents: 666 }, 1)).toBe(334);
    expect(lineShare(items[0]!, none0, 3)).toBe(1000);
  });
});
