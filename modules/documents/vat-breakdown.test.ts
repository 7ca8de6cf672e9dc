import { describe, expect, it } from "vitest";
import { cartTotals } from "../cart/totals.ts";
import { vatBreakdown } from "./vat-breakdown.ts";

describe("vatBreakdown", () => {
  it("splits shipping over 19 % and 7 % by the goods' value and keeps the charged tax", () => {
    // Coffee (7 %) 2 × 12,90 and a grinder (19 %) 49,00; 4,90 shipping.
    const lines = [
      { totalCents: 2580, vatRateBp: 700 },
      { totalCents: 4900, vatRateBp: 1900 },
    ];
    const charged = cartTotals(
      [
        { unitCents: 1290, quantity: 2, taxClass: "reduced" },
        { unitCents: 4900, quantity: 1, taxClass: "standard" },
      ],
      { flatCents: 490, freeFromCents: null },
    );
    const b = vatBreakdown(lines, 490, charged.vat);
    // Shipping 490 split 4900:2580 → 321 + 169.
    expect(b.rows).toEqual([
      { rateBp: 1900, grossCents: 5221, vatCents: 834, netCents: 4387 },
      { rateBp: 700, grossCents: 2749, vatCents: 180, netCents: 2569 },
    ]);
    expect(b.grossCents).toBe(charged.totalCents);
    expect(b.vatCents).toBe(charged.vat.reduce((a, v) => a + v.cents, 0));
    expect(b.netCents + b.vatCents).toBe(b.grossCents);
  });

  it("gives the rounding remainder of the split to the largest group", () => {
    const b = vatBreakdown(
      [
        { totalCents: 100, vatRateBp: 1900 },
        { totalCents: 100, vatRateBp: 700 },
        { totalCents: 100, vatRateBp: 0 },
      ],
      100,
      [],
    );
    expect(b.rows.map((r) => r.grossCents).reduce((a, c) => a + c, 0)).toBe(400);
  });

  it("shows net = gross when no tax was charged (reverse charge, small business)", () => {
    const b = vatBreakdown([{ totalCents: 1000, vatRateBp: 1900 }], 0, []);
    expect(b.rows).toEqual([{ rateBp: 1900, grossCents: 1000, vatCents: 0, netCents: 1000 }]);
  });
});
