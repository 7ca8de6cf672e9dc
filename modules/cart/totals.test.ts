import { describe, expect, it } from "vitest";
import { cartTotals, vatContained } from "./totals.ts";

const SHIPPING = { flatCents: 490, freeFromCents: 3900 };

describe("vatContained", () => {
  it("derives the VAT in a gross price", () => {
    expect(vatContained(1190, 1900)).toBe(190);
    expect(vatContained(1070, 700)).toBe(70);
    expect(vatContained(999, 700)).toBe(65); // 65.35
  });
});

describe("cartTotals", () => {
  it("is all zero for an empty cart, without shipping", () => {
    expect(cartTotals([], SHIPPING)).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      discountCents: 0,
      totalCents: 0,
      vat: [],
    });
  });

  it("adds flat shipping below the free threshold and taxes it at the goods' rate", () => {
    const t = cartTotals([{ unitCents: 890, quantity: 2, taxClass: "reduced" }], SHIPPING);
    expect(t).toMatchObject({ itemCount: 2, subtotalCents: 1780, shippingCents: 490, totalCents: 2270 });
    expect(t.vat).toEqual([{ rateBp: 700, cents: vatContained(2270, 700) }]);
  });

  it("ships free from the threshold", () => {
    const t = cartTotals([{ unitCents: 1950, quantity: 2, taxClass: "reduced" }], SHIPPING);
    expect(t.shippingCents).toBe(0);
    expect(t.totalCents).toBe(3900);
  });

  it("splits shipping VAT over mixed rates in proportion to value, to the cent", () => {
    const t = cartTotals(
      [
        { unitCents: 1000, quantity: 1, taxClass: "reduced" },
        { unitCents: 3000, quantity: 1, taxClass: "standard" },
      ],
      { flatCents: 490, freeFromCents: null },
    );
    expect(t.totalCents).toBe(4490);
    // 3/4 of 4,90 € (3,68 €) goes with the 19 % goods, 1/4 (1,22 €) with the 7 % goods.
    expect(t.vat).toEqual([
      { rateBp: 1900, cents: vatContained(3000 + 368, 1900) },
      { rateBp: 700, cents: vatContained(1000 + 122, 700) },
    ]);
  });
});
