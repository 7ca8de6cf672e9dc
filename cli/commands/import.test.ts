import { describe, expect, it } from "vitest";
import { CliError } from "../context.ts";
import { fetchEnabled, idRanges, summary } from "./import.ts";

describe("laden import helpers", () => {
  it("compresses id lists into ranges", () => {
    expect(idRanges([])).toBe("");
    expect(idRanges([9, 3, 4, 5, 11, 12])).toBe("3–5, 9, 11–12");
  });

  it("reads LADEN_IMPORT_FETCH (default on, 0 off, anything else a configuration error)", () => {
    expect(fetchEnabled({})).toBe(true);
    expect(fetchEnabled({ LADEN_IMPORT_FETCH: "1" })).toBe(true);
    expect(fetchEnabled({ LADEN_IMPORT_FETCH: "0" })).toBe(false);
    expect(() => fetchEnabled({ LADEN_IMPORT_FETCH: "nein" })).toThrow(CliError);
  });

  it("summarises counts, ids, skipped rows and warnings in German", () => {
    const lines = summary("produkte.csv", {
      created: { products: 2, variations: 1, categories: 1, tags: 0, media: 1 },
      ids: { products: [10, 12], variations: [11], categories: [4], tags: [], media: [7] },
      updated: [],
      unchanged: { products: 1, variations: 0 },
      skipped: [{ row: 5, id: "87", sku: "g", reason: "Gruppierte Produkte werden nicht unterstützt." }],
      warnings: [
        { row: 3, id: "", sku: "a", message: "Kein Preis angegeben: das Produkt ist nicht bestellbar." },
        { row: null, id: "", sku: "", message: "Gewicht und Maße werden nicht übernommen (2 Zeilen)." },
      ],
    });
    expect(lines).toEqual([
      "WooCommerce-Import aus produkte.csv:",
      "  angelegt: 2 Produkte, 1 Variante, 1 Kategorie, 0 Schlagwörter, 1 Bild",
      "  schon vorhanden, unverändert: 1 Produkt, 0 Varianten",
      "  neue IDs Produkte: 10, 12",
      "  neue IDs Varianten: 11",
      "  neue IDs Kategorien: 4",
      "  neue IDs Bilder: 7",
      "Übersprungen (1):",
      "  Zeile 5 (ID 87, SKU g): Gruppierte Produkte werden nicht unterstützt.",
      "Hinweise (2):",
      "  Zeile 3 (SKU a): Kein Preis angegeben: das Produkt ist nicht bestellbar.",
      "  Gewicht und Maße werden nicht übernommen (2 Zeilen).",
    ]);
  });
});
