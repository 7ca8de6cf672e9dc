import { describe, expect, it } from "vitest";
import type { ProductRecord, VariationRecord } from "./parse.ts";
import { type Existing, type ExistingProduct, matchProducts, variationsToAdd } from "./store.ts";

const ref = (row: number, sku = "") => ({ row, id: "", sku });
const product = (row: number, fields: Partial<ProductRecord>): ProductRecord =>
  ({
    ref: ref(row, fields.sku ?? ""),
    type: "simple",
    name: "Tee",
    slug: "tee",
    sku: null,
    variations: [],
    ...fields,
  }) as ProductRecord;
const variation = (row: number, sku: string | null, size: string): VariationRecord =>
  ({
    ref: ref(row, sku ?? ""),
    sku,
    rawAttributes: [{ name: "Größe", value: size }],
    attributes: {},
  }) as VariationRecord;
const existingProduct = (fields: Partial<ExistingProduct>): ExistingProduct => ({
  id: 1,
  sku: null,
  slug: "tee",
  name: "Tee",
  type: "variable",
  attributes: [{ name: "Größe", slug: "groesse", options: ["S", "M"], variation: true }],
  ...fields,
});
const out = () => ({ skipped: [], warnings: [], unchanged: { products: 0, variations: 0 } });

describe("matchProducts", () => {
  it("matches by SKU, gives a new product the next free slug, and skips a SKU that is a variation", () => {
    const shirt = existingProduct({ id: 7, sku: "SHIRT", slug: "shirt", name: "Shirt" });
    const existing: Existing = {
      bySku: new Map([["shirt", shirt]]),
      variationBySku: new Map([["v-1", { id: 9, productId: 7 }]]),
      sameSlug: [existingProduct({ id: 3, sku: "X", slug: "tee" })],
      byId: new Map(),
    };
    const o = out();
    const { newProducts, matched, updates } = matchProducts(
      {
        products: [
          product(2, { sku: "shirt", type: "variable", variations: [variation(3, null, "S")] }),
          product(4, { name: "Tee" }),
          product(5, { sku: "V-1", variations: [variation(6, null, "M")] }),
        ],
        orphanVariations: [{ parentSku: "nope", variation: variation(7, null, "S") }],
      },
      existing,
      o,
    );
    expect(updates.map((u) => u.productId)).toEqual([7]);
    expect([...matched.keys()]).toEqual([7]);
    expect(newProducts.map((p) => p.slug)).toEqual(["tee-2"]);
    expect(o.skipped.map((s: { row: number }) => s.row)).toEqual([5, 6, 7]);
  });

  it("matches a product without SKU to an unclaimed one of the same slug family and name", () => {
    const existing: Existing = {
      bySku: new Map(),
      variationBySku: new Map(),
      sameSlug: [existingProduct({ id: 4, slug: "tee-2" })],
      byId: new Map(),
    };
    const o = out();
    const { newProducts, updates } = matchProducts(
      { products: [product(2, {}), product(3, {})], orphanVariations: [] },
      existing,
      o,
    );
    expect(updates.map((u) => u.productId)).toEqual([4]);
    expect(newProducts.map((p) => p.slug)).toEqual(["tee"]);
  });

  it("matches a row without SKU by its ID to a product without SKU (our own export), not to one with a SKU", () => {
    const existing: Existing = {
      bySku: new Map(),
      variationBySku: new Map(),
      sameSlug: [],
      byId: new Map([[12, existingProduct({ id: 12, slug: "alt", name: "Alter Name" })]]),
    };
    const o = out();
    const renamed = { ...product(2, { name: "Neuer Name" }), ref: { row: 2, id: "12", sku: "" } };
    const other = { ...product(3, { name: "Anderes" }), ref: { row: 3, id: "13", sku: "" } };
    const { newProducts, updates } = matchProducts(
      { products: [renamed, other], orphanVariations: [] },
      existing,
      o,
    );
    expect(updates.map((u) => [u.record.ref.row, u.productId])).toEqual([[2, 12]]);
    expect(newProducts.map((p) => p.record.ref.row)).toEqual([3]);
  });
});

describe("variationsToAdd", () => {
  const lookups = {
    bySku: new Map<string, ExistingProduct>(),
    variationBySku: new Map([["v-s", { id: 1, productId: 1 }]]),
  };
  it("adds what the product lacks, once, and counts what it has", () => {
    const o = out();
    const added = variationsToAdd(
      existingProduct({}),
      [variation(2, "V-S", "S"), variation(3, null, "M"), variation(4, null, "M"), variation(5, null, "XL")],
      new Set(),
      lookups,
      o,
    );
    expect(added.map((v) => [v.ref.row, v.attributes])).toEqual([[3, { groesse: "M" }]]);
    expect(o.unchanged.variations).toBe(1);
    expect(o.skipped.map((s: { row: number }) => s.row)).toEqual([4, 5]);
  });

  it("skips every variation of a product that is not variable", () => {
    const o = out();
    expect(
      variationsToAdd(existingProduct({ type: "simple" }), [variation(2, null, "S")], new Set(), lookups, o),
    ).toEqual([]);
    expect(o.skipped).toHaveLength(1);
  });
});
