import { describe, expect, it } from "vitest";
import {
  allocate,
  type CouponTerms,
  computeDiscounts,
  type DiscountLine,
  vatAfterDiscount,
} from "./discount.ts";

const coupon = (over: Partial<CouponTerms>): CouponTerms => ({
  id: 1,
  code: "test",
  discountType: "fixed_cart",
  amount: 0,
  freeShipping: false,
  productIds: [],
  excludedProductIds: [],
  categoryIds: [],
  excludedCategoryIds: [],
  ...over,
});
const line = (productId: number, totalCents: number, rateBp: number, quantity = 1): DiscountLine => ({
  productId,
  categoryIds: [],
  quantity,
  totalCents,
  rateBp,
});

describe("computeDiscounts", () => {
  it("splits a fixed cart coupon over 19 % and 7 % in proportion to the lines' gross", () => {
    // 119,00 € at 19 % and 107,00 € at 7 %: 10,00 € off splits 5,265… / 4,734… → 5,27 + 4,73.
    const lines = [line(1, 11_900, 1900), line(2, 10_700, 700)];
    const d = computeDiscounts([coupon({ amount: 1000 })], lines);
    expect(d.discountCents).toBe(1000);
    expect(d.perLine).toEqual([527, 473]);
    expect(d.coupons[0]!.byRate).toEqual([
      { rateBp: 1900, grossCents: 527, vatCents: 84 },
      { rateBp: 700, grossCents: 473, vatCents: 31 },
    ]);
    // VAT after the discount: 19 % of 113,73 € gross → 18,16 €; 7 % of 102,27 € → 6,69 €.
    const vat = vatAfterDiscount(
      new Map([
        [1900, 11_900],
        [700, 10_700],
      ]),
      d,
      lines,
    );
    expect(vat).toEqual([
      { rateBp: 1900, cents: 1816 },
      { rateBp: 700, cents: 669 },
    ]);
  });

  it("never takes more than the cart costs and keeps the sum exact for odd amounts", () => {
    const lines = [line(1, 333, 1900), line(2, 333, 1900), line(3, 334, 700)];
    const d = computeDiscounts([coupon({ amount: 100 })], lines);
    expect(d.perLine.reduce((a, b) => a + b, 0)).toBe(100);
    expect(d.perLine).toEqual([33, 33, 34]);
    const all = computeDiscounts([coupon({ amount: 5000 })], lines);
    expect(all.discountCents).toBe(1000);
    expect(all.perLine).toEqual([333, 333, 334]);
  });

  it("takes a percentage of each eligible line, rounded half up per line", () => {
    const lines = [line(1, 1999, 1900), line(2, 505, 700)];
    const d = computeDiscounts([coupon({ discountType: "percent", amount: 1000 })], lines);
    expect(d.perLine).toEqual([200, 51]);
    expect(d.discountCents).toBe(251);
    const whole = computeDiscounts([coupon({ discountType: "percent", amount: 10_000 })], lines);
    expect(whole.discountCents).toBe(2504);
  });

  it("takes a fixed amount per unit from the coupon's products only", () => {
    const lines = [line(1, 3000, 1900, 3), line(2, 800, 700, 2)];
    const d = computeDiscounts(
      [coupon({ discountType: "fixed_product", amount: 250, productIds: [1] })],
      lines,
    );
    expect(d.perLine).toEqual([750, 0]);
    const capped = computeDiscounts([coupon({ discountType: "fixed_product", amount: 500 })], lines);
    expect(capped.perLine).toEqual([1500, 800]);
  });

  it("leaves excluded products and categories alone", () => {
    const lines = [line(1, 1000, 1900), { ...line(2, 1000, 700), categoryIds: [9] }];
    const d = computeDiscounts(
      [coupon({ discountType: "percent", amount: 5000, excludedCategoryIds: [9] })],
      lines,
    );
    expect(d.perLine).toEqual([500, 0]);
  });

  it("applies several coupons one after another on what is left", () => {
    const lines = [line(1, 1000, 1900)];
    const d = computeDiscounts(
      [coupon({ id: 1, amount: 800 }), coupon({ id: 2, code: "b", discountType: "percent", amount: 5000 })],
      lines,
    );
    expect(d.coupons.map((c) => c.discountCents)).toEqual([800, 100]);
    expect(d.perLine).toEqual([900]);
  });

  it("reports free shipping", () => {
    const d = computeDiscounts([coupon({ freeShipping: true })], [line(1, 500, 1900)]);
    expect(d.freeShipping).toBe(true);
    expect(d.discountCents).toBe(0);
  });
});

describe("allocate", () => {
  it("adds up exactly and never gives a part more than its weight", () => {
    for (const [amount, weights] of [
      [1, [1, 1, 1]],
      [2, [1, 1, 1]],
      [999, [7, 13, 1000, 1]],
      [10, [0, 5, 5]],
    ] as const) {
      const parts = allocate(amount, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      for (const [i, p] of parts.entries()) expect(p).toBeLessThanOrEqual(weights[i]!);
    }
  });
});
