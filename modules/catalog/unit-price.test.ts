import { describe, expect, it } from "vitest";
import { unitPrice, unitPriceRange } from "./unit-price.ts";

describe("unitPrice", () => {
  it("scales the price to the reference quantity", () => {
    expect(unitPrice(890, "0.250", "kg", "1")).toEqual({ cents: 3560, reference: "kg" });
    expect(unitPrice(1990, "1", "kg", "1")).toEqual({ cents: 1990, reference: "kg" });
    expect(unitPrice(399, "250", "g", "100")).toEqual({ cents: 160, reference: "100 g" });
  });
  it("is undefined without a usable net quantity", () => {
    expect(unitPrice(890, null, "kg", "1")).toBeUndefined();
    expect(unitPrice(890, "0", "kg", "1")).toBeUndefined();
    expect(unitPrice(890, "0.25", null, "1")).toBeUndefined();
  });
});

describe("unitPriceRange (variable products in listings)", () => {
  it("is the lowest unit price, marked 'from' when the variations differ", () => {
    expect(unitPriceRange(2980, 3560, "kg", "1")).toEqual({ cents: 2980, reference: "kg", from: true });
    expect(unitPriceRange(160, 160, "g", "100")).toEqual({ cents: 160, reference: "100 g", from: false });
  });
  it("is undefined without a unit or without variations that have a net quantity", () => {
    expect(unitPriceRange(2980, 3560, null, "1")).toBeUndefined();
    expect(unitPriceRange(null, null, "kg", "1")).toBeUndefined();
  });
});
