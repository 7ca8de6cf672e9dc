import { describe, expect, it } from "vitest";
import { applyPriceChange, effectiveSalePrice, isValidGtin } from "./product-rules.ts";

describe("isValidGtin", () => {
  it("accepts real EAN-13, EAN-8, UPC-A and GTIN-14 numbers", () => {
    expect(isValidGtin("4006381333931")).toBe(true);
    expect(isValidGtin("96385074")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("10012345678902")).toBe(true);
  });
  it("refuses a wrong check digit, wrong lengths and non-digits", () => {
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("400638133393")).toBe(false);
    expect(isValidGtin("40063813339311")).toBe(false);
    expect(isValidGtin("400638133393A")).toBe(false);
    expect(isValidGtin("")).toBe(false);
  });
});

describe("applyPriceChange", () => {
  it("adds and removes percentages, rounded to the cent", () => {
    expect(applyPriceChange(1999, { kind: "percent", percent: 10 })).toBe(2199); // 21.989
    expect(applyPriceChange(1000, { kind: "percent", percent: 10 })).toBe(1100);
    expect(applyPriceChange(1005, { kind: "percent", percent: -10 })).toBe(905); // 904.5 → 905
    expect(applyPriceChange(995, { kind: "percent", percent: 2.5 })).toBe(1020); // 1019.875
    expect(applyPriceChange(1, { kind: "percent", percent: 50 })).toBe(2); // 1.5 → 2
  });
  it("adds and removes amounts", () => {
    expect(applyPriceChange(1000, { kind: "amount", cents: 250 })).toBe(1250);
    expect(applyPriceChange(1000, { kind: "amount", cents: -999 })).toBe(1);
  });
  it("never gives a zero, negative or absurd price", () => {
    expect(applyPriceChange(1000, { kind: "amount", cents: -1000 })).toBeUndefined();
    expect(applyPriceChange(1000, { kind: "percent", percent: -100 })).toBeUndefined();
    expect(applyPriceChange(1000, { kind: "percent", percent: -150 })).toBeUndefined();
    expect(applyPriceChange(1, { kind: "percent", percent: -60 })).toBeUndefined(); // 0.4 → 0
    expect(applyPriceChange(1, { kind: "percent", percent: -40 })).toBe(1); // 0.6 → 1
    expect(applyPriceChange(99_000_000, { kind: "percent", percent: 10 })).toBeUndefined();
  });
});

describe("effectiveSalePrice", () => {
  const from = new Date("2026-12-01T00:00:00Z");
  const to = new Date("2026-12-24T00:00:00Z");
  it("applies inside the window only", () => {
    const sale = { priceCents: 800, from, to };
    expect(effectiveSalePrice(sale, new Date("2026-11-30T23:59:59Z"))).toBeNull();
    expect(effectiveSalePrice(sale, from)).toBe(800);
    expect(effectiveSalePrice(sale, new Date("2026-12-23T23:59:59Z"))).toBe(800);
    expect(effectiveSalePrice(sale, to)).toBeNull();
  });
  it("treats an open end as open and no price as no sale", () => {
    expect(effectiveSalePrice({ priceCents: 800, from: null, to: null }, from)).toBe(800);
    expect(effectiveSalePrice({ priceCents: 800, from, to: null }, new Date("2030-01-01"))).toBe(800);
    expect(effectiveSalePrice({ priceCents: null, from: null, to: null }, from)).toBeNull();
  });
});

describe("form values", () => {
  it("reads datetime-local in German time, summer and winter", async () => {
    const { fromShopLocal, toShopLocal } = await import("./product-form.ts");
    expect(fromShopLocal("2026-12-01T00:00")?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(fromShopLocal("2026-07-01T12:30")?.toISOString()).toBe("2026-07-01T10:30:00.000Z");
    expect(toShopLocal(new Date("2026-07-01T10:30:00Z"))).toBe("2026-07-01T12:30");
    expect(fromShopLocal("2026-02-30T10:00")).toBeUndefined();
    expect(fromShopLocal("gestern")).toBeUndefined();
  });
  it("reads the bulk price field as percent or euros", async () => {
    const { parsePriceChange } = await import("./product-form.ts");
    expect(parsePriceChange("10 %")).toEqual({ kind: "percent", percent: 10 });
    expect(parsePriceChange("-5,5%")).toEqual({ kind: "percent", percent: -5.5 });
    expect(parsePriceChange("2,50")).toEqual({ kind: "amount", cents: 250 });
    expect(parsePriceChange("-1 €")).toEqual({ kind: "amount", cents: -100 });
    expect(parsePriceChange("-100 %")).toBeUndefined();
    expect(parsePriceChange("0")).toBeUndefined();
    expect(parsePriceChange("zehn")).toBeUndefined();
  });
});
