import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvRecords, defuseFormula, restoreFormula } from "./csv.ts";

describe("defuseFormula", () => {
  it("puts an apostrophe before what a spreadsheet would evaluate", () => {
    for (const v of ["=1+1", "+49 30", "-2+3", "@SUM(A1)", "\tx", "\rx", "-", "=", "- Punkt"])
      expect(defuseFormula(v)).toBe(`'${v}`);
    for (const v of ["Müller", "12,50", "", "a=b", "a - b"]) expect(defuseFormula(v)).toBe(v);
  });

  it("leaves plain numbers alone (a negative stock, a credit note's amount)", () => {
    for (const v of ["-5", "+3", "-12,90", "-0.5", "42"]) expect(defuseFormula(v)).toBe(v);
  });

  it("defuses every line of a value, after CR, LF or CRLF", () => {
    expect(defuseFormula("a\n=cmd")).toBe("a\n'=cmd");
    expect(defuseFormula("a\r+1\r\n-2\n@x")).toBe("a\r'+1\r\n'-2\n'@x");
    expect(defuseFormula("\t=x")).toBe("'\t=x");
    expect(defuseFormula("a - b\nc = d")).toBe("a - b\nc = d");
  });

  it("gives a value that already starts with an apostrophe before a formula one more", () => {
    expect(defuseFormula("'=x")).toBe("''=x");
    expect(defuseFormula("'plain")).toBe("'plain");
  });

  it("is undone exactly by restoreFormula", () => {
    const values = [
      "=1+1",
      "+49 30 1234",
      "-5",
      "-2+3",
      "@home",
      "\tTab",
      "\rCR",
      "'=schon",
      "''+zwei",
      "'kein Problem",
      "Zeile\n=zwei\r\n-drei",
      "a=b",
      "",
      "-12,90",
    ];
    for (const v of values) expect(restoreFormula(defuseFormula(v))).toBe(v);
  });
});

describe("csvRecords", () => {
  it("quotes values with the separator, quotes, CR or LF; CRLF between records", () => {
    const text = csvRecords([
      ["a,b", 'sagt "hi"', "eins\nzwei", "eins\rzwei", "plain"],
      [1, -5, true, false, null],
    ]);
    expect(text).toBe('"a,b","sagt ""hi""","eins\nzwei","eins\rzwei",plain\r\n1,-5,1,0,\r\n');
  });

  it("takes a semicolon for a German spreadsheet", () => {
    expect(csvRecords([["a;b", "12,50"]], { delimiter: ";" })).toBe('"a;b";12,50\r\n');
  });

  it("writes formula starts defused, numbers as they are", () => {
    expect(csvRecords([["=HYPERLINK(1)", -5, "-5", "@x"]])).toBe("'=HYPERLINK(1),-5,-5,'@x\r\n");
  });

  it("round trip: a parser reads every record back, and restoreFormula gives the values", () => {
    const hostile = ["=1+1", "+x", "-y", "@z", "-5", "a,b", 'q"q', "l1\nl2", "l1\r\n=l2", "\tt", "Müller €"];
    const text = CSV_BOM + csvRecords([hostile, hostile.slice().reverse()]);
    const back = parse(text, { bom: true }) as string[][];
    expect(back.map((r) => r.map(restoreFormula))).toEqual([hostile, hostile.slice().reverse()]);
    for (const cell of back.flat()) expect(cell).not.toMatch(/(^|[\r\n])[=+@\t]/);
  });
});
