import { describe, expect, it } from "vitest";
import {
  findVariation,
  isCompleteSelection,
  matchingVariations,
  maxQuantityOf,
  optionState,
} from "./variations.ts";

const v = (id: number, groesse: string, mahlgrad: string, stock: "instock" | "outofstock" = "instock") => ({
  id,
  attributes: { groesse, mahlgrad },
  stockStatus: stock,
});

// Kenia-like: 1 kg sold out; "French Press" only in 250 g; a 500 g variation for any grind.
const variations = [
  v(1, "250 g", "Filter"),
  v(2, "250 g", "Espresso"),
  v(3, "250 g", "French Press"),
  v(4, "500 g", ""),
  v(5, "1 kg", "Filter", "outofstock"),
  v(6, "1 kg", "Espresso", "outofstock"),
];
const slugs = ["groesse", "mahlgrad"];

describe("variation choice", () => {
  it("finds the variation of a complete choice", () => {
    expect(findVariation(variations, slugs, { groesse: "250 g", mahlgrad: "Espresso" })?.id).toBe(2);
    expect(findVariation(variations, slugs, { groesse: "1 kg", mahlgrad: "Filter" })?.id).toBe(5);
  });

  it("treats an empty variation attribute as any option", () => {
    expect(findVariation(variations, slugs, { groesse: "500 g", mahlgrad: "French Press" })?.id).toBe(4);
  });

  it("finds nothing for an incomplete or impossible choice", () => {
    expect(findVariation(variations, slugs, { groesse: "250 g" })).toBeUndefined();
    expect(findVariation(variations, slugs, { groesse: "250 g", mahlgrad: "" })).toBeUndefined();
    expect(findVariation(variations, slugs, { groesse: "1 kg", mahlgrad: "French Press" })).toBeUndefined();
    expect(findVariation(variations, [], {})).toBeUndefined();
  });

  it("says which options are possible given the other choices", () => {
    expect(optionState(variations, "groesse", "1 kg", {})).toBe("outofstock");
    expect(optionState(variations, "groesse", "250 g", {})).toBe("available");
    expect(optionState(variations, "mahlgrad", "French Press", { groesse: "1 kg" })).toBe("none");
    expect(optionState(variations, "mahlgrad", "Filter", { groesse: "1 kg" })).toBe("outofstock");
    expect(optionState(variations, "mahlgrad", "Filter", { groesse: "500 g" })).toBe("available");
    // The option's own current choice does not restrict it.
    expect(optionState(variations, "groesse", "500 g", { groesse: "250 g", mahlgrad: "Filter" })).toBe(
      "available",
    );
  });

  it("filters by the chosen options only", () => {
    expect(matchingVariations(variations, { groesse: "", mahlgrad: "Filter" }).map((x) => x.id)).toEqual([
      1, 4, 5,
    ]);
    expect(isCompleteSelection(slugs, { groesse: "250 g", mahlgrad: "Filter" })).toBe(true);
    expect(isCompleteSelection(slugs, { groesse: "250 g" })).toBe(false);
  });
});

describe("maxQuantityOf", () => {
  const managed = { manageStock: true, stockQuantity: 4 };
  const unmanaged = { manageStock: false, stockQuantity: 9 };
  it("is the product's own limit first", () => {
    expect(maxQuantityOf({ ...managed, maxQuantity: 1 }, managed)).toBe(1);
  });
  it("is the chosen variation's stock, else the product's, when they manage stock", () => {
    expect(maxQuantityOf({ ...unmanaged, maxQuantity: null }, { manageStock: true, stockQuantity: 2 })).toBe(
      2,
    );
    expect(maxQuantityOf({ ...managed, maxQuantity: null }, unmanaged)).toBeUndefined();
    expect(maxQuantityOf({ ...managed, maxQuantity: null }, undefined)).toBe(4);
    expect(maxQuantityOf({ ...unmanaged, maxQuantity: null }, undefined)).toBeUndefined();
    expect(
      maxQuantityOf({ manageStock: true, stockQuantity: null, maxQuantity: null }, undefined),
    ).toBeUndefined();
  });
});
