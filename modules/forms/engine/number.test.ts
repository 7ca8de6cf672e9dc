import { describe, expect, it } from "vitest";
import { formatLocaleNumber, formatMoney, parseLocaleNumber } from "./number.ts";
import { DE, EN } from "./test-form.ts";

describe("parseLocaleNumber (§5)", () => {
  it.each([
    ["1234", 1234],
    ["1.234", 1234],
    ["1.234,56", 1234.56],
    ["1,5", 1.5],
    ["0,25", 0.25],
    ["12.50", 12.5],
    ["1.5", 1.5],
    ["1.234.567", 1234567],
    ["1.234.567,891", 1234567.891],
    ["-12,5", -12.5],
    ["−3", -3],
    [" 1 234,5 ", 1234.5],
    ["1\u00a0234,5", 1234.5],
    ["1\u202f234", 1234],
    ["1&nbsp;234", 1234],
    ["1,234.56", 1234.56],
    ["1'234", 1234],
    [",5", 0.5],
  ])("de: %j → %d", (text, expected) => {
    expect(parseLocaleNumber(text, DE)).toBe(expected);
  });

  it.each([
    ["1,234", 1234],
    ["1,234.5", 1234.5],
    ["1.5", 1.5],
    ["-1,000,000", -1000000],
  ])("en: %j → %d", (text, expected) => {
    expect(parseLocaleNumber(text, EN)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "-",
    "abc",
    "12a",
    "1.234,5.6",
    "1,2,3",
    "1.2.3",
    "1.234'567,8",
    "1,2.3'4",
    "1..2",
    "1,",
    "1-2",
    "--1",
    "1e5",
  ])("de: %j → NaN", (text) => {
    expect(parseLocaleNumber(text, DE)).toBeNaN();
  });

  it("more than two distinct separators gives NaN", () => {
    expect(parseLocaleNumber("1'234.567,8", DE)).toBeNaN();
  });

  it("numbers pass through; other types are NaN", () => {
    expect(parseLocaleNumber(3.5, DE)).toBe(3.5);
    expect(parseLocaleNumber(null, DE)).toBeNaN();
  });
});

describe("formatting", () => {
  it("groups and uses the locale's separators", () => {
    expect(formatLocaleNumber(1234567.891, 2, DE)).toBe("1.234.567,89");
    expect(formatLocaleNumber(-0.001, 2, DE)).toBe("0,00");
    expect(formatLocaleNumber(-1500, 0, EN)).toBe("-1,500");
  });
  it("money has 2 decimals and the symbol", () => {
    expect(formatMoney(1234.5, DE)).toBe("1.234,50\u00a0€");
    expect(formatMoney(9, EN)).toBe("$9.00");
  });
});
