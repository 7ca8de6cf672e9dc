import { describe, expect, it } from "vitest";
import {
  decodeDescription,
  parseBoolean,
  parseCents,
  parseInteger,
  slugify,
  splitList,
  ValueError,
} from "./values.ts";

describe("parseCents", () => {
  it("converts decimal prices to integer cents exactly", () => {
    const cases: [string, number][] = [
      ["18", 1800],
      ["2.5", 250],
      [".5", 50],
      ["11.05", 1105],
      ["0.29", 29], // 0.29 * 100 is 28.999999999999996 in floating point
      ["1.15", 115],
      ["4.35", 435],
      ["19.99", 1999],
      ["2,50", 250],
      ["007", 700],
      ["18.", 1800],
      ["12.500", 1250],
      [" 3.10 ", 310],
    ];
    for (const [raw, cents] of cases) expect(parseCents(raw, "Preis"), raw).toBe(cents);
    expect(parseCents("", "Preis")).toBeUndefined();
    expect(parseCents("  ", "Preis")).toBeUndefined();
  });

  it("refuses what is not an amount, sub-cent amounts, thousands separators and huge values", () => {
    for (const raw of [
      "abc",
      "12 €",
      "-5",
      "1,234.56",
      "1.2.3",
      ".",
      "1e3",
      "2.555",
      "99999999.99",
      "123456789",
    ]) {
      expect(() => parseCents(raw, "Regulärer Preis"), raw).toThrow(ValueError);
    }
    expect(() => parseCents("zwölf", "Regulärer Preis")).toThrow("Regulärer Preis „zwölf“ ist kein Betrag");
    expect(() => parseCents("2.555", "Preis")).toThrow("mehr als zwei Nachkommastellen");
  });
});

describe("parseInteger and parseBoolean", () => {
  it("reads whole numbers", () => {
    expect(parseInteger("12", "Stock")).toBe(12);
    expect(parseInteger("-3", "Stock")).toBe(-3);
    expect(parseInteger("5.0", "Stock")).toBe(5);
    expect(parseInteger("", "Stock")).toBeUndefined();
    for (const raw of ["1.5", "viele", "1e9", "99999999999"])
      expect(() => parseInteger(raw, "Stock"), raw).toThrow(ValueError);
  });
  it("reads 1/0 and yes/no", () => {
    expect(parseBoolean("1", "x")).toBe(true);
    expect(parseBoolean("0", "x")).toBe(false);
    expect(parseBoolean("Yes", "x")).toBe(true);
    expect(parseBoolean("nein", "x")).toBe(false);
    expect(parseBoolean("", "x")).toBeUndefined();
    expect(() => parseBoolean("vielleicht", "„Is featured?“")).toThrow(
      "„Is featured?“ „vielleicht“ ist weder 1 noch 0.",
    );
  });
});

describe("splitList", () => {
  it("splits on commas, trims, drops empties and honours escaped commas", () => {
    expect(splitList("Blue, Green,Red ,")).toEqual(["Blue", "Green", "Red"]);
    expect(splitList("Kaffee\\, Tee & mehr, Zubehör")).toEqual(["Kaffee, Tee & mehr", "Zubehör"]);
    expect(splitList("")).toEqual([]);
  });
});

describe("decodeDescription", () => {
  it("restores line breaks WooCommerce escaped as \\n, and a literal backslash-n", () => {
    expect(decodeDescription("Zeile 1\\nZeile 2\\n\\nAbsatz")).toBe("Zeile 1\nZeile 2\n\nAbsatz");
    expect(decodeDescription("Pfad C:\\\\new")).toBe("Pfad C:\\new");
  });
});

describe("slugify", () => {
  it("is German-safe", () => {
    expect(slugify("Größe")).toBe("groesse");
    expect(slugify("Äpfel & Öl für Übermut")).toBe("aepfel-oel-fuer-uebermut");
    expect(slugify("Straße")).toBe("strasse");
    expect(slugify("Café Crème")).toBe("cafe-creme");
    expect(slugify("T-Shirt  (Bio) – 100 %")).toBe("t-shirt-bio-100");
    expect(slugify("Kaffee &amp; Tee")).toBe("kaffee-tee");
    expect(slugify("!!!", "produkt")).toBe("produkt");
    expect(slugify("a".repeat(300))).toHaveLength(190);
  });
});
