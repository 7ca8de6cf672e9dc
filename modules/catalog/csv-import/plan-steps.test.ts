import { describe, expect, it } from "vitest";
import {
  fileWideWarnings,
  findParent,
  type ProductRecord,
  productRowNotes,
  rowNumbersByKey,
  type Skip,
  skuClaimer,
  sortRows,
  type Warning,
} from "./parse.ts";
import type { CsvRow } from "./read.ts";

/** A row from its cells (column names case-insensitive, missing cells empty). */
function row(n: number, cells: Record<string, string>): CsvRow {
  const lower = new Map(Object.entries(cells).map(([k, v]) => [k.toLowerCase(), v]));
  return { row: n, get: (c) => lower.get(c.toLowerCase()) ?? "" };
}

describe("rowNumbersByKey", () => {
  it("keeps each ID's and SKU's first row, SKUs in lower case", () => {
    const { rowById, rowBySku } = rowNumbersByKey([
      row(2, { ID: "1", SKU: "Tee" }),
      row(3, { ID: "1", SKU: "tee" }),
      row(4, { ID: "", SKU: "" }),
    ]);
    expect([...rowById]).toEqual([["1", 2]]);
    expect([...rowBySku]).toEqual([["tee", 2]]);
  });
});

describe("sortRows", () => {
  it("sorts products and variations, keeps the type flags, skips repeated IDs", () => {
    const skipped: Skip[] = [];
    const { products, variations } = sortRows(
      [
        row(2, { ID: "1", Type: "variable" }),
        row(3, { ID: "2", Type: "variation" }),
        row(4, { ID: "1", Type: "simple" }),
        row(5, { ID: "3", Type: "Simple, Downloadable" }),
      ],
      skipped,
    );
    expect(products.map((p) => [p.ref.row, p.type, p.flags])).toEqual([
      [2, "variable", []],
      [5, "simple", ["downloadable"]],
    ]);
    expect(variations.map((v) => v.ref.row)).toEqual([3]);
    expect(skipped.map((s) => [s.row, s.reason])).toEqual([[4, "Die ID 1 steht schon in Zeile 2."]]);
  });

  it("skips a missing, mixed or unknown type", () => {
    const skipped: Skip[] = [];
    sortRows(
      [row(2, { Type: "" }), row(3, { Type: "simple, variable" }), row(4, { Type: "bundle" })],
      skipped,
    );
    expect(skipped.map((s) => s.reason)).toEqual([
      "Der Produkttyp (Spalte „Type“) fehlt.",
      "Produkttyp „simple, variable“ wird nicht unterstützt.",
      "Produkttyp „bundle“ wird nicht unterstützt.",
    ]);
  });
});

describe("skuClaimer", () => {
  it("lets each SKU through once, case-insensitive, and rows without SKU always", () => {
    const skipped: Skip[] = [];
    const claim = skuClaimer(skipped);
    expect(claim({ row: 2, id: "", sku: "A-1" })).toBe(true);
    expect(claim({ row: 3, id: "", sku: "a-1" })).toBe(false);
    expect(claim({ row: 4, id: "", sku: "" })).toBe(true);
    expect(claim({ row: 5, id: "", sku: "" })).toBe(true);
    expect(skipped).toEqual([
      { row: 3, id: "", sku: "a-1", reason: "Die Artikelnummer a-1 steht schon in Zeile 2." },
    ]);
  });
});

describe("productRowNotes", () => {
  const ref = { row: 2, id: "1", sku: "" };
  it("takes a hidden product as it is (the catalogue has the visibility now): no warning", () => {
    const warnings: Warning[] = [];
    const status = productRowNotes(
      row(2, { "Visibility in catalog": "Hidden" }),
      { ref, type: "simple", flags: [] },
      "publish",
      true,
      warnings,
    );
    expect(status).toBe("publish");
    expect(warnings).toEqual([]);
  });

  it("warns about tax statuses, a missing price and both type flags", () => {
    const warnings: Warning[] = [];
    const status = productRowNotes(
      row(2, { "Visibility in catalog": "search", "Tax status": "none" }),
      { ref, type: "simple", flags: ["downloadable", "virtual"] },
      "draft",
      false,
      warnings,
    );
    expect(status).toBe("draft");
    expect(warnings.map((w) => w.message)).toEqual([
      "Steuerstatus „none“ wird nicht unterstützt; der Preis wird als Bruttopreis mit Mehrwertsteuer behandelt.",
      "Kein Preis angegeben: das Produkt ist nicht bestellbar.",
      "Importiert als einfaches Produkt; Download-Dateien und die Eigenschaft „virtuell“ wurden nicht übernommen.",
    ]);
  });

  it("has nothing to say about a visible, taxable variable product", () => {
    const warnings: Warning[] = [];
    productRowNotes(
      row(2, { "Visibility in catalog": "visible", "Tax status": "taxable" }),
      { ref, type: "variable", flags: [] },
      "publish",
      false,
      warnings,
    );
    expect(warnings).toEqual([]);
  });
});

describe("findParent", () => {
  const shirt = { type: "variable" } as ProductRecord;
  const planned = { byId: new Map([["10", shirt]]), bySku: new Map([["shirt", shirt]]) };
  const rows = {
    rowById: new Map([
      ["10", 2],
      ["11", 3],
    ]),
    rowBySku: new Map([["shirt", 2]]),
  };
  it("finds by id:NN only in IDs", () => {
    expect(findParent("id:10", planned, rows)).toEqual({ parent: shirt, parentRow: 2, byIdOnly: true });
    expect(findParent("id:11", planned, rows)).toEqual({ parent: undefined, parentRow: 3, byIdOnly: true });
  });
  it("finds by SKU (any case), else a numeric value as an ID", () => {
    expect(findParent("SHIRT", planned, rows)).toMatchObject({
      parent: shirt,
      parentRow: 2,
      byIdOnly: false,
    });
    expect(findParent("10", planned, rows)).toMatchObject({ parent: shirt, parentRow: 2 });
    expect(findParent("hose", planned, rows)).toEqual({
      parent: undefined,
      parentRow: undefined,
      byIdOnly: false,
    });
  });
});

describe("fileWideWarnings", () => {
  it("counts rows, singular and plural, as file warnings", () => {
    expect(
      fileWideWarnings(
        new Map([
          ["Gewichte", 1],
          ["Upsells", 3],
        ]),
        2,
      ).map((w) => [w.row, w.message]),
    ).toEqual([
      [null, "Gewichte werden nicht übernommen (1 Zeile)."],
      [null, "Upsells werden nicht übernommen (3 Zeilen)."],
      [null, "Beschreibungen von Varianten werden nicht übernommen (2 Zeilen)."],
    ]);
    expect(fileWideWarnings(new Map(), 0)).toEqual([]);
  });
});
