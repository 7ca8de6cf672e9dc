import { describe, expect, it } from "vitest";
import { excerpt, foldText, highlightSegments, plainText, queryWords, tsQueryText } from "./query.ts";

describe("foldText", () => {
  it("folds umlauts to their two-letter spelling, ß to ss, other accents away", () => {
    expect(foldText("Müßiggang")).toBe("muessiggang");
    expect(foldText("ÄRGER Öl Übung")).toBe("aerger oel uebung");
    expect(foldText("Caffè Crème brûlée")).toBe("caffe creme brulee");
    expect(foldText("STRAẞE")).toBe("strasse");
  });
});

describe("queryWords", () => {
  it("splits on everything but letters and digits, folds, drops repeats, keeps eight", () => {
    expect(queryWords("  Kaffee-Mühle, Kaffee!  ")).toEqual(["kaffee", "muehle"]);
    expect(queryWords("RW-ETH-YIR")).toEqual(["rw", "eth", "yir"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
    expect(queryWords("<script>alert(1)</script>")).toEqual(["script", "alert", "1"]);
    expect(queryWords("'\"&|!:*()")).toEqual([]);
  });
});

describe("tsQueryText", () => {
  it("matches a word with known completions as those whole words, else as a prefix", () => {
    const expansions = new Map([
      ["kaffee", ["kaffee", "kaffeebohnen", "kaffeemuehle"]],
      ["jemen", []],
    ]);
    expect(tsQueryText(["kaffee", "jemen", "tee", "100"], new Map(), expansions)).toBe(
      "(kaffee | kaffeebohnen | kaffeemuehle) & jemen & tee:* & 100:*",
    );
    expect(tsQueryText(["kafee"], new Map([["kafee", ["kaffee"]]]), expansions)).toBe(
      "(kafee:* | (kaffee | kaffeebohnen | kaffeemuehle))",
    );
  });
  it("ANDs prefix operands, whole words under three letters, typo alternatives ORed", () => {
    expect(tsQueryText(["kaffee", "bio"])).toBe("kaffee:* & bio:*");
    expect(tsQueryText(["rw", "eth"])).toBe("rw & eth:*");
    expect(tsQueryText(["kafee"], new Map([["kafee", ["kaffee"]]]))).toBe("(kafee:* | kaffee:*)");
  });
  it("never lets tsquery syntax through an alternative", () => {
    expect(tsQueryText(["kafee"], new Map([["kafee", ["a|b", "kaffee"]]]))).toBe("(kafee:* | kaffee:*)");
  });
});

describe("highlightSegments", () => {
  it("marks whole words whose folded form starts with a query word", () => {
    expect(highlightSegments("Äthiopien & Kaffeebohnen", ["aethiopien", "kaffee"])).toEqual([
      { text: "Äthiopien", mark: true },
      { text: " & ", mark: false },
      { text: "Kaffeebohnen", mark: true },
    ]);
  });
  it("marks a shorter form of a longer query word (Bohne for bohnen)", () => {
    expect(highlightSegments("Ganze Bohne", ["bohnen"])).toEqual([
      { text: "Ganze ", mark: false },
      { text: "Bohne", mark: true },
    ]);
  });
  it("leaves text without matches as one plain segment", () => {
    expect(highlightSegments("Tee", ["kaffee"])).toEqual([{ text: "Tee", mark: false }]);
  });
});

describe("plainText and excerpt", () => {
  it("drops markup and decodes entities", () => {
    expect(plainText("<p>Kaffee &amp; <b>Tee</b></p><script>x()</script>")).toBe("Kaffee & Tee");
  });
  it("starts shortly before the first match in a long text", () => {
    const text = `${"wort ".repeat(30)}Espresso danach ${"mehr ".repeat(30)}`.trim();
    const cut = excerpt(text, ["espresso"], 10);
    expect(cut.startsWith("… wort wort wort Espresso")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
  });
});
