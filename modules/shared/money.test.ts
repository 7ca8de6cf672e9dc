import { describe, expect, it } from "vitest";
import { formatPrice, splitByValue } from "./money.ts";

describe("formatPrice", () => {
  it("formats German style with thousands dot, decimal comma and trailing euro sign", () => {
    expect(formatPrice(123456)).toBe("1.234,56\u00a0€");
    expect(formatPrice(0)).toBe("0,00\u00a0€");
    expect(formatPrice(5)).toBe("0,05\u00a0€");
  });
  it("formats English with the sign first", () => {
    expect(formatPrice(123456, "en")).toBe("€1,234.56");
  });
  it("gives Intl's euro text in both languages, without creating Intl's formatter", () => {
    const intl = (cents: number, locale: string) =>
      new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" })
        .format(cents / 100)
        .replace(/\u202f/g, "\u00a0");
    const amounts = [0, 1, 5, 10, 99, 100, 999, 1000, 99999, 100000, 123456, 100000000, 123456789012];
    for (const cents of [...amounts, ...amounts.map((c) => -c).filter((c) => c !== 0), 2 ** 40 + 7]) {
      expect(formatPrice(cents, "de")).toBe(intl(cents, "de-DE"));
      expect(formatPrice(cents, "en")).toBe(intl(cents, "en-GB"));
    }
    expect(formatPrice(-5)).toBe("-0,05\u00a0€");
    // A fraction of a cent rounds half away from zero, as Intl does.
    for (const cents of [12.5, -12.5, 12.4, 99.5, 0.4]) expect(formatPrice(cents)).toBe(intl(cents, "de-DE"));
  });
});

describe("splitByValue", () => {
  it("splits in proportion, largest group first, the remainder to the largest", () => {
    expect(
      splitByValue(
        490,
        new Map([
          [700, 2580],
          [1900, 4900],
        ]),
      ),
    ).toEqual([
      [1900, 321],
      [700, 169],
    ]);
    const shares = splitByValue(
      100,
      new Map([
        ["a", 1],
        ["b", 1],
        ["c", 1],
      ]),
    );
    expect(shares.reduce((sum, [, s]) => sum + s, 0)).toBe(100);
    expect(shares[0]).toEqual(["a", 34]);
  });

  it("gives nothing to split over no groups", () => {
    expect(splitByValue(490, new Map())).toEqual([]);
  });
});
