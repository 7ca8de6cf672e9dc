import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpus } from "../../../tests/setup/corpora.ts";
import { planImport, priceRange, resolveVariationAttributes } from "./parse.ts";
import { readCsv } from "./read.ts";

const CORPUS = corpus("woocommerce/sample_products.csv");
const NOW = new Date(2026, 5, 15, 12, 0, 0);

/** A CSV from a header and rows given as objects (missing cells empty). */
function csv(rows: Record<string, string>[], extraColumns: string[] = []) {
  const columns = [
    ...new Set([
      "ID",
      "Type",
      "SKU",
      "Name",
      "Published",
      "Regular price",
      "Sale price",
      "Parent",
      ...extraColumns,
      ...rows.flatMap(Object.keys),
    ]),
  ];
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const text = [columns.join(","), ...rows.map((r) => columns.map((c) => quote(r[c] ?? "")).join(","))].join(
    "\n",
  );
  return planImport(readCsv(new TextEncoder().encode(text)), { now: NOW });
}

describe("planImport with the WooCommerce sample export", () => {
  const plan = planImport(readCsv(readFileSync(CORPUS)), { now: NOW });

  it("finds 16 products with 7 variations and skips the grouped and the external product", () => {
    expect(plan.errors).toEqual([]);
    expect(plan.products).toHaveLength(16);
    expect(plan.products.filter((p) => p.type === "variable").map((p) => p.sku)).toEqual([
      "woo-vneck-tee",
      "woo-hoodie",
    ]);
    expect(plan.products.reduce((n, p) => n + p.variations.length, 0)).toBe(7);
    expect(plan.orphanVariations).toEqual([]);
    expect(plan.skipped.map((s) => [s.row, s.id, s.sku, s.reason])).toEqual([
      [24, "87", "logo-collection", "Gruppierte Produkte werden nicht unterstützt."],
      [25, "89", "wp-pennant", "Externe/Affiliate-Produkte werden nicht unterstützt."],
    ]);
  });

  it("reads a variable product: attributes, variations, prices in cents, images", () => {
    const hoodie = plan.products.find((p) => p.sku === "woo-hoodie")!;
    expect(hoodie).toMatchObject({
      type: "variable",
      name: "Hoodie",
      slug: "hoodie",
      status: "publish",
      regularPriceCents: null,
      categories: [["Clothing", "Hoodies"]],
      taxClass: "standard",
    });
    expect(hoodie.images).toHaveLength(4);
    expect(hoodie.images[0]).toMatch(/hoodie-2\.jpg$/);
    expect(hoodie.attributes).toEqual([
      { name: "Color", slug: "pa_color", options: ["Blue", "Green", "Red"], variation: true },
      { name: "Logo", slug: "logo", options: ["Yes", "No"], variation: true },
    ]);
    expect(
      hoodie.variations.map((v) => [v.sku, v.attributes, v.regularPriceCents, v.salePriceCents, v.menuOrder]),
    ).toEqual([
      ["woo-hoodie-red", { pa_color: "Red", logo: "No" }, 4500, 4200, 1],
      ["woo-hoodie-green", { pa_color: "Green", logo: "No" }, 4500, null, 2],
      ["woo-hoodie-blue", { pa_color: "Blue", logo: "No" }, 4500, null, 3],
      ["woo-hoodie-blue-logo", { pa_color: "Blue", logo: "Yes" }, 4500, null, 0],
    ]);
    expect(priceRange(hoodie)).toEqual({ min: 4200, max: 4500 });
    const vneck = plan.products.find((p) => p.sku === "woo-vneck-tee")!;
    expect(vneck.featured).toBe(true);
    expect(vneck.variations.map((v) => v.attributes)).toEqual([
      { pa_color: "Red", pa_size: "" },
      { pa_color: "Green", pa_size: "" },
      { pa_color: "Blue", pa_size: "" },
    ]);
    expect(priceRange(vneck)).toEqual({ min: 1500, max: 2000 });
  });

  it("reads simple products: prices, sale prices, hidden kept, downloadable → simple with a warning", () => {
    const bySku = new Map(plan.products.map((p) => [p.sku, p]));
    expect(bySku.get("woo-beanie")).toMatchObject({
      regularPriceCents: 2000,
      salePriceCents: 1800,
      type: "simple",
    });
    expect(bySku.get("woo-single")).toMatchObject({
      regularPriceCents: 300,
      salePriceCents: 200,
      type: "simple",
    });
    expect(bySku.get("woo-hoodie-with-pocket")).toMatchObject({
      status: "publish",
      catalogVisibility: "hidden",
    });
    expect(bySku.get("woo-tshirt")!.attributes).toEqual([
      { name: "Color", slug: "pa_color", options: ["Gray"], variation: false },
    ]);
    expect(bySku.get("woo-album")!.description).toMatch(/^<p>Lorem ipsum/);
    const albumWarnings = plan.warnings.filter((w) => w.sku === "woo-album").map((w) => w.message);
    expect(albumWarnings).toEqual([
      "Importiert als einfaches Produkt; Download-Dateien und die Eigenschaft „virtuell“ wurden nicht übernommen.",
    ]);
    expect(plan.warnings.filter((w) => w.row === null).map((w) => w.message)).toEqual([
      "Gewicht und Maße werden nicht übernommen (14 Zeilen).",
      "Beschreibungen von Varianten werden nicht übernommen (7 Zeilen).",
    ]);
  });
});

describe("planImport with inline files", () => {
  it("skips unsupported types with German reasons", () => {
    const plan = csv([
      { ID: "1", Type: "grouped", SKU: "g", Name: "Gruppe" },
      { ID: "2", Type: "external", SKU: "e", Name: "Extern", "Regular price": "5" },
      { ID: "3", Type: "subscription", SKU: "s", Name: "Abo" },
      { ID: "4", Type: "", SKU: "x", Name: "Ohne Typ" },
      { ID: "5", Type: "simple, virtual", SKU: "v", Name: "Virtuell", "Regular price": "1" },
    ]);
    expect(plan.skipped.map((s) => [s.row, s.reason])).toEqual([
      [2, "Gruppierte Produkte werden nicht unterstützt."],
      [3, "Externe/Affiliate-Produkte werden nicht unterstützt."],
      [4, "Produkttyp „subscription“ wird nicht unterstützt."],
      [5, "Der Produkttyp (Spalte „Type“) fehlt."],
    ]);
    expect(plan.products.map((p) => p.sku)).toEqual(["v"]);
    expect(plan.warnings.map((w) => w.message)).toEqual([
      "Importiert als einfaches Produkt; die Eigenschaft „virtuell“ wurde nicht übernommen.",
    ]);
  });

  it("collects every unreadable value as an error (the import must not run)", () => {
    const plan = csv(
      [
        { ID: "1", Type: "simple", SKU: "a", Name: "A", "Regular price": "zwölf" },
        { ID: "2", Type: "simple", SKU: "b", Name: "B", "Regular price": "1", Stock: "viele" },
        { ID: "3", Type: "simple", SKU: "c", Name: "", "Regular price": "1" },
        { ID: "4", Type: "simple", SKU: "d", Name: "D", Published: "ja bitte" },
        { ID: "5", Type: "variation", SKU: "e", Parent: "id:9", "Regular price": "-1" },
        { ID: "6", Type: "simple", SKU: "f", Name: "F", "Regular price": "1.999" },
      ],
      ["Stock"],
    );
    expect(plan.errors.map((e) => [e.row, e.message])).toEqual([
      [2, "Regulärer Preis („Regular price“) „zwölf“ ist kein Betrag (erwartet z. B. 18 oder 2.50)."],
      [3, "Lagerbestand („Stock“) „viele“ ist keine ganze Zahl."],
      [4, "Der Name fehlt."],
      [5, "„Published“ ist „ja bitte“ (erwartet 1, 0 oder -1)."],
      [6, "Regulärer Preis („Regular price“) „-1“ ist kein Betrag (erwartet z. B. 18 oder 2.50)."],
      [7, "Regulärer Preis („Regular price“) „1.999“ hat mehr als zwei Nachkommastellen."],
    ]);
  });

  it("finds the parent by id:NN or SKU (in any order), else leaves it to the database", () => {
    const plan = csv(
      [
        {
          ID: "11",
          Type: "variation",
          SKU: "k-250",
          Parent: "id:10",
          "Regular price": "8.9",
          "Attribute 1 name": "Größe",
          "Attribute 1 value(s)": "250 g",
        },
        {
          ID: "10",
          Type: "variable",
          SKU: "kaffee",
          Name: "Kaffee Äthiopien",
          "Attribute 1 name": "Größe",
          "Attribute 1 value(s)": "250 g, 1 kg",
          "Attribute 1 global": "0",
        },
        {
          ID: "12",
          Type: "variation",
          SKU: "k-1000",
          Parent: "kaffee",
          "Regular price": "29,90",
          "Sale price": "27",
          "Attribute 1 name": "größe",
          "Attribute 1 value(s)": "1 KG",
        },
        {
          ID: "13",
          Type: "variation",
          SKU: "t-1",
          Parent: "tee-aus-der-db",
          "Regular price": "5",
          "Attribute 1 name": "Sorte",
          "Attribute 1 value(s)": "Grün",
        },
        { ID: "14", Type: "variation", SKU: "x-1", Parent: "id:99", "Regular price": "5" },
      ],
      ["Attribute 1 name", "Attribute 1 value(s)", "Attribute 1 global"],
    );
    expect(plan.errors).toEqual([]);
    const [kaffee] = plan.products;
    expect(kaffee).toMatchObject({ slug: "kaffee-aethiopien", type: "variable" });
    expect(kaffee!.attributes).toEqual([
      { name: "Größe", slug: "groesse", options: ["250 g", "1 kg"], variation: true },
    ]);
    expect(
      kaffee!.variations.map((v) => [v.sku, v.attributes, v.regularPriceCents, v.salePriceCents]),
    ).toEqual([
      ["k-250", { groesse: "250 g" }, 890, null],
      ["k-1000", { groesse: "1 kg" }, 2990, 2700],
    ]);
    expect(priceRange(kaffee!)).toEqual({ min: 890, max: 2700 });
    expect(plan.orphanVariations.map((o) => [o.parentSku, o.variation.sku])).toEqual([
      ["tee-aus-der-db", "t-1"],
    ]);
    expect(plan.skipped.map((s) => [s.row, s.reason])).toEqual([
      [
        6,
        "Das Elternprodukt id:99 steht nicht in der Datei (ein Elternprodukt in der Datenbank wird nur über seine Artikelnummer gefunden).",
      ],
    ]);
  });

  it("skips variations it cannot use, each with its reason", () => {
    const plan = csv(
      [
        {
          ID: "1",
          Type: "variable",
          SKU: "p",
          Name: "P",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Rot, Blau",
        },
        {
          ID: "2",
          Type: "variation",
          SKU: "p-rot",
          Parent: "id:1",
          "Regular price": "5",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Rot",
        },
        {
          ID: "3",
          Type: "variation",
          SKU: "p-rot-2",
          Parent: "id:1",
          "Regular price": "6",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "rot",
        },
        {
          ID: "4",
          Type: "variation",
          SKU: "p-blau",
          Parent: "id:1",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Blau",
        },
        {
          ID: "5",
          Type: "variation",
          SKU: "p-aus",
          Parent: "id:1",
          Published: "-1",
          "Regular price": "5",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Blau",
        },
        {
          ID: "6",
          Type: "variation",
          SKU: "p-rot",
          Parent: "id:1",
          "Regular price": "5",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Blau",
        },
        {
          ID: "7",
          Type: "variation",
          SKU: "p-gruen",
          Parent: "id:1",
          "Regular price": "5",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Grün",
        },
        { ID: "8", Type: "variation", SKU: "p-ohne", Parent: "", "Regular price": "5" },
        { ID: "9", Type: "grouped", SKU: "g", Name: "G" },
        { ID: "10", Type: "variation", SKU: "g-1", Parent: "id:9", "Regular price": "5" },
        { ID: "11", Type: "simple", SKU: "s", Name: "S", "Regular price": "5" },
        { ID: "12", Type: "variation", SKU: "s-1", Parent: "s", "Regular price": "5" },
        { ID: "1", Type: "simple", SKU: "dup-id", Name: "Doppelt", "Regular price": "5" },
      ],
      ["Attribute 1 name", "Attribute 1 value(s)"],
    );
    expect(plan.errors).toEqual([]);
    expect(plan.skipped.map((s) => [s.row, s.reason])).toEqual([
      [4, "Eine Variante mit denselben Merkmalen steht schon in Zeile 3."],
      [5, "Variante ohne Preis (in WooCommerce nicht bestellbar)."],
      [7, "Die Artikelnummer p-rot steht schon in Zeile 3."],
      [9, "Variante ohne Elternprodukt (Spalte „Parent“ ist leer)."],
      [10, "Gruppierte Produkte werden nicht unterstützt."],
      [11, "Das Elternprodukt id:9 (Zeile 10) wurde übersprungen."],
      [13, "Das Elternprodukt s ist kein variables Produkt."],
      [14, "Die ID 1 steht schon in Zeile 2."],
    ]);
    const p = plan.products.find((x) => x.sku === "p")!;
    // "Grün" was not among the parent's options: added, with a warning.
    expect(p.attributes[0]!.options).toEqual(["Rot", "Blau", "Grün"]);
    // A disabled variation (Published -1 or 0) is kept, disabled (our export writes 0 for it).
    expect(p.variations.map((v) => [v.attributes.farbe, v.enabled])).toEqual([
      ["Rot", true],
      ["Blau", false],
      ["Grün", true],
    ]);
    expect(plan.warnings.map((w) => [w.row, w.message])).toContainEqual([
      8,
      "Wert „Grün“ fehlte in den Optionen von „Farbe“ beim Elternprodukt und wurde ergänzt.",
    ]);
  });

  it("reads stock, backorders, visibility, tax class, sold individually, position and featured", () => {
    const plan = csv(
      [
        {
          Type: "simple",
          SKU: "a",
          Name: "A",
          "Regular price": "1",
          "In stock?": "1",
          Stock: "5",
          "Tax class": "reduced-rate",
          "Sold individually?": "1",
          Position: "3",
          "Is featured?": "1",
        },
        {
          Type: "simple",
          SKU: "b",
          Name: "B",
          "Regular price": "1",
          "In stock?": "1",
          Stock: "0",
          "Backorders allowed?": "notify",
        },
        {
          Type: "simple",
          SKU: "c",
          Name: "C",
          "Regular price": "1",
          "In stock?": "1",
          Stock: "-2",
          "Backorders allowed?": "0",
        },
        {
          Type: "simple",
          SKU: "d",
          Name: "D",
          "Regular price": "1",
          "In stock?": "0",
          "Tax class": "Ermäßigter Satz",
        },
        {
          Type: "simple",
          SKU: "e",
          Name: "E",
          "Regular price": "1",
          "In stock?": "backorder",
          "Tax class": "zero-rate",
          "Tax status": "none",
          "Visibility in catalog": "search",
        },
        { Type: "simple", SKU: "f", Name: "F", Published: "0", "Visibility in catalog": "hidden" },
      ],
      [
        "In stock?",
        "Stock",
        "Backorders allowed?",
        "Tax class",
        "Tax status",
        "Sold individually?",
        "Position",
        "Is featured?",
        "Visibility in catalog",
      ],
    );
    expect(plan.errors).toEqual([]);
    expect(
      plan.products.map((p) => [
        p.sku,
        p.stockStatus,
        p.manageStock,
        p.stockQuantity,
        p.taxClass,
        p.maxQuantity,
        p.menuOrder,
        p.featured,
        p.status,
      ]),
    ).toEqual([
      ["a", "instock", true, 5, "reduced", 1, 3, true, "publish"],
      ["b", "onbackorder", true, 0, "standard", null, 0, false, "publish"],
      ["c", "outofstock", true, -2, "standard", null, 0, false, "publish"],
      ["d", "outofstock", false, null, "reduced", null, 0, false, "publish"],
      ["e", "onbackorder", false, null, "standard", null, 0, false, "publish"],
      ["f", "instock", false, null, "standard", null, 0, false, "private"],
    ]);
    expect(plan.warnings.filter((w) => w.sku === "e").map((w) => w.message)).toEqual([
      "Steuerklasse „zero-rate“ gibt es nicht (nur Standard und ermäßigt); der Standardsatz gilt.",
      "Steuerstatus „none“ wird nicht unterstützt; der Preis wird als Bruttopreis mit Mehrwertsteuer behandelt.",
    ]);
    expect(plan.warnings.filter((w) => w.sku === "f").map((w) => w.message)).toEqual([
      "Kein Preis angegeben: das Produkt ist nicht bestellbar.",
    ]);
  });

  it("applies WooCommerce's sale price rules", () => {
    const plan = csv(
      [
        { Type: "simple", SKU: "a", Name: "A", "Regular price": "10", "Sale price": "12" },
        { Type: "simple", SKU: "b", Name: "B", "Sale price": "7" },
        {
          Type: "simple",
          SKU: "c",
          Name: "C",
          "Regular price": "10",
          "Sale price": "8",
          "Date sale price ends": "2026-01-31 23:59:59",
        },
        {
          Type: "simple",
          SKU: "d",
          Name: "D",
          "Regular price": "10",
          "Sale price": "8",
          "Date sale price starts": "2026-12-01",
        },
        {
          Type: "simple",
          SKU: "e",
          Name: "E",
          "Regular price": "10",
          "Sale price": "8",
          "Date sale price ends": "2026-12-31",
        },
      ],
      ["Date sale price starts", "Date sale price ends"],
    );
    expect(plan.products.map((p) => [p.sku, p.regularPriceCents, p.salePriceCents])).toEqual([
      ["a", 1000, null],
      ["b", 700, null],
      ["c", 1000, null],
      ["d", 1000, null],
      ["e", 1000, 800],
    ]);
    expect(plan.warnings.map((w) => `${w.sku}: ${w.message}`)).toEqual([
      "a: Angebotspreis ist nicht niedriger als der reguläre Preis und wird ignoriert.",
      "b: Angebotspreis ohne regulären Preis: er wird als regulärer Preis übernommen.",
      "c: Das Angebot endete am 2026-01-31 23:59:59; der Angebotspreis wird nicht übernommen.",
      "d: Das Angebot beginnt erst am 2026-12-01; geplante Angebote werden nicht unterstützt, der Angebotspreis wird nicht übernommen.",
      "e: Angebotszeitraum wird nicht übernommen; der Angebotspreis gilt ohne Enddatum.",
    ]);
  });

  it("sanitises descriptions, restores line breaks and reads categories, tags and names with entities", () => {
    const plan = csv(
      [
        {
          Type: "simple",
          SKU: "a",
          Name: "Kaffee &amp; Kuchen",
          "Regular price": "1",
          "Short description": "Erste Zeile\\nzweite Zeile\\n\\nNeuer Absatz",
          Description:
            '<h2 onclick="x()">Herkunft</h2><script>steal()</script><p style="color:red">Brasilien <a href="javascript:alert(1)">mehr</a></p>',
          Categories: "Kaffee > Espresso, Geschenke\\, Sets & mehr, Kaffee > Filter",
          Tags: "Bio, Fair &amp; direkt",
          Images: "https://example.de/wp-content/uploads/2024/03/a.jpg, https://example.de/b.png",
        },
      ],
      ["Short description", "Description", "Categories", "Tags", "Images"],
    );
    const [p] = plan.products;
    expect(p!.name).toBe("Kaffee & Kuchen");
    expect(p!.slug).toBe("kaffee-kuchen");
    expect(p!.shortDescription).toBe("<p>Erste Zeile<br />\nzweite Zeile</p>\n<p>Neuer Absatz</p>");
    expect(p!.description).toBe("<h2>Herkunft</h2><p>Brasilien <a>mehr</a></p>");
    expect(plan.warnings.map((w) => w.message)).toEqual([
      "Beschreibung: unerlaubtes HTML entfernt (attr:on*, attr:style, script, url:javascript).",
    ]);
    expect(p!.categories).toEqual([["Kaffee", "Espresso"], ["Geschenke, Sets & mehr"], ["Kaffee", "Filter"]]);
    expect(p!.tags).toEqual(["Bio", "Fair & direkt"]);
    expect(p!.images).toEqual([
      "https://example.de/wp-content/uploads/2024/03/a.jpg",
      "https://example.de/b.png",
    ]);
  });

  it("treats every attribute of a variable product without variations as a variation attribute, with a warning", () => {
    const plan = csv(
      [
        {
          Type: "variable",
          SKU: "v",
          Name: "V",
          "Attribute 1 name": "Farbe",
          "Attribute 1 value(s)": "Rot, Blau",
          "Attribute 1 global": "1",
        },
      ],
      ["Attribute 1 name", "Attribute 1 value(s)", "Attribute 1 global"],
    );
    expect(plan.products[0]!.attributes).toEqual([
      { name: "Farbe", slug: "pa_farbe", options: ["Rot", "Blau"], variation: true },
    ]);
    expect(plan.warnings[0]!.message).toContain("Variables Produkt ohne Varianten");
    expect(priceRange(plan.products[0]!)).toEqual({ min: null, max: null });
  });
});

describe("resolveVariationAttributes", () => {
  const parent = [
    { name: "Größe", slug: "groesse", options: ["250 g", "1 kg"], variation: true },
    { name: "Color", slug: "pa_color", options: ["Red"], variation: true },
    { name: "Material", slug: "material", options: ["Baumwolle"], variation: false },
  ];
  it("maps names (case-insensitive, or by slug) to the parent's slugs; missing ones mean any", () => {
    expect(resolveVariationAttributes(parent, [{ name: "color", value: "red" }], false)).toEqual({
      attributes: { groesse: "", pa_color: "Red" },
      notes: [],
    });
    expect(resolveVariationAttributes(parent, [{ name: "Material", value: "Baumwolle" }], false)).toEqual({
      attributes: { groesse: "", pa_color: "" },
      notes: ["Merkmal „Material“ gibt es beim Elternprodukt nicht als Variantenmerkmal; ignoriert."],
    });
    expect(resolveVariationAttributes(parent, [{ name: "Größe", value: "500 g" }], false)).toEqual({
      error: "Das Elternprodukt bietet für „Größe“ den Wert „500 g“ nicht an.",
    });
  });
});
