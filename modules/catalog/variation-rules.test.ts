import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "#db/schema/catalog.ts";
import {
  combinations,
  completeValues,
  MAX_COMBINATIONS,
  planGeneration,
  plannedSalePrice,
  priceRange,
  slugOf,
  splitValues,
} from "./variation-rules.ts";

const size: ProductAttribute = {
  name: "Größe",
  slug: "pa_groesse",
  options: ["250 g", "500 g", "1 kg"],
  variation: true,
};
const grind: ProductAttribute = {
  name: "Mahlgrad",
  slug: "mahlgrad",
  options: ["Bohne", "Filter"],
  variation: true,
};
const origin: ProductAttribute = { name: "Herkunft", slug: "herkunft", options: ["Peru"], variation: false };

describe("the variation generator", () => {
  it("makes every combination, the first attribute varying slowest, ignoring attributes not used for variations", () => {
    const plan = planGeneration([size, origin, grind], []);
    expect(plan).toEqual({
      ok: true,
      skipped: 0,
      create: [
        { pa_groesse: "250 g", mahlgrad: "Bohne" },
        { pa_groesse: "250 g", mahlgrad: "Filter" },
        { pa_groesse: "500 g", mahlgrad: "Bohne" },
        { pa_groesse: "500 g", mahlgrad: "Filter" },
        { pa_groesse: "1 kg", mahlgrad: "Bohne" },
        { pa_groesse: "1 kg", mahlgrad: "Filter" },
      ],
    });
  });

  it("skips combinations a variation has already, also one with an 'any' value", () => {
    const plan = planGeneration(
      [size, grind],
      [
        { pa_groesse: "500 g", mahlgrad: "Filter" },
        { pa_groesse: "1 kg", mahlgrad: "" },
      ],
    );
    expect(plan.ok && plan.create).toEqual([
      { pa_groesse: "250 g", mahlgrad: "Bohne" },
      { pa_groesse: "250 g", mahlgrad: "Filter" },
      { pa_groesse: "500 g", mahlgrad: "Bohne" },
    ]);
    expect(plan.ok && plan.skipped).toBe(3);
    // Run again with everything present: nothing to create.
    const again = planGeneration([size, grind], combinations([size, grind]));
    expect(again).toEqual({ ok: true, create: [], skipped: 6 });
  });

  it(`refuses more than ${MAX_COMBINATIONS} combinations, and a product without variation attributes`, () => {
    const many = (slug: string, n: number): ProductAttribute => ({
      name: slug,
      slug,
      options: Array.from({ length: n }, (_, i) => `${slug}${i}`),
      variation: true,
    });
    expect(planGeneration([many("a", 10), many("b", 10)], [])).toMatchObject({ ok: true });
    expect(planGeneration([many("a", 10), many("b", 11)], [])).toEqual({
      ok: false,
      error: "adminVariations.error.tooMany",
      count: 110,
    });
    expect(planGeneration([origin], [])).toEqual({
      ok: false,
      error: "adminVariations.error.noAxes",
      count: 0,
    });
    expect(planGeneration([], [])).toMatchObject({ ok: false, error: "adminVariations.error.noAxes" });
  });
});

describe("a variation's values", () => {
  it("must name every variation attribute with one of its values, and nothing else", () => {
    const axes = [size, grind];
    expect(completeValues(axes, { pa_groesse: "250 g", mahlgrad: "Filter" })).toBe(true);
    expect(completeValues(axes, { pa_groesse: "250 g" })).toBe(false);
    expect(completeValues(axes, { pa_groesse: "250 g", mahlgrad: "" })).toBe(false);
    expect(completeValues(axes, { pa_groesse: "2 kg", mahlgrad: "Filter" })).toBe(false);
    expect(completeValues(axes, { pa_groesse: "250 g", mahlgrad: "Filter", farbe: "rot" })).toBe(false);
    expect(completeValues([], {})).toBe(false);
  });
});

describe("the price range of a variable product", () => {
  it("is the lowest and highest current price (sale when set) over the enabled variations", () => {
    expect(
      priceRange([
        { regularPriceCents: 1290, salePriceCents: null, enabled: true },
        { regularPriceCents: 2490, salePriceCents: 1990, enabled: true },
        { regularPriceCents: 4490, salePriceCents: null, enabled: true },
        { regularPriceCents: 99999, salePriceCents: null, enabled: false },
        { regularPriceCents: 100, salePriceCents: null, enabled: false },
      ]),
    ).toEqual({ min: 1290, max: 4490 });
    expect(priceRange([{ regularPriceCents: 500, salePriceCents: null, enabled: false }])).toEqual({
      min: null,
      max: null,
    });
  });
});

describe("slugs and typed values", () => {
  it("spells German letters out and splits values on |", () => {
    expect(slugOf("Größe", "x")).toBe("groesse");
    expect(slugOf("Mahlgrad (fein)", "x")).toBe("mahlgrad-fein");
    expect(slugOf("!!!", "merkmal")).toBe("merkmal");
    expect(splitValues(" Rot |Blau|| rot | Blau ")).toEqual(["Rot", "Blau", "rot"]);
  });
});

describe("plannedSalePrice", () => {
  const at = new Date("2099-03-01T00:00:00Z");
  it("is the planned price when there is one, in effect or not", () => {
    expect(
      plannedSalePrice({ plannedSalePriceCents: 500, salePriceCents: null, saleFrom: at, saleTo: null }),
    ).toBe(500);
    expect(
      plannedSalePrice({ plannedSalePriceCents: 500, salePriceCents: 500, saleFrom: null, saleTo: null }),
    ).toBe(500);
  });
  it("takes a sale price written without a plan or window (an import) as the plan", () => {
    expect(
      plannedSalePrice({ plannedSalePriceCents: null, salePriceCents: 700, saleFrom: null, saleTo: null }),
    ).toBe(700);
  });
  it("is none without a plan when a window exists (the job ended or has not started it)", () => {
    expect(
      plannedSalePrice({ plannedSalePriceCents: null, salePriceCents: 700, saleFrom: null, saleTo: at }),
    ).toBeNull();
    expect(
      plannedSalePrice({ plannedSalePriceCents: null, salePriceCents: null, saleFrom: null, saleTo: null }),
    ).toBeNull();
  });
});
