import { describe, expect, it } from "vitest";
import { revenueKind } from "./accounts.ts";
import { parseExportRange } from "./load.ts";

describe("parseExportRange", () => {
  it("takes two Berlin days, both included", () => {
    const parsed = parseExportRange("2026-11-01", "2026-11-30");
    if (!("range" in parsed)) throw new Error("refused");
    expect(parsed.range.start.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(parsed.range.end.toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("names what is wrong", () => {
    expect(parseExportRange("2026-02-30", "2026-03-01")).toEqual({ error: "accounting.range.invalid" });
    expect(parseExportRange("01.11.2026", "2026-11-30")).toEqual({ error: "accounting.range.invalid" });
    expect(parseExportRange(null, "2026-11-30")).toEqual({ error: "accounting.range.invalid" });
    expect(parseExportRange("2026-12-01", "2026-11-30")).toEqual({ error: "accounting.range.order" });
    expect(parseExportRange("2000-01-01", "2026-11-30")).toEqual({ error: "accounting.range.tooLong" });
  });
});

describe("revenueKind", () => {
  const sale = { rateBp: 1900, smallBusiness: false, reverseCharge: false, taxCountry: "DE" };
  it("sorts a VAT row into the account it is booked to", () => {
    expect(revenueKind(sale)).toBe("revenue19");
    expect(revenueKind({ ...sale, rateBp: 700 })).toBe("revenue7");
    expect(revenueKind({ ...sale, smallBusiness: true, rateBp: 0 })).toBe("smallBusiness");
    expect(revenueKind({ ...sale, reverseCharge: true, taxCountry: "FR" })).toBe("reverseCharge");
    expect(revenueKind({ ...sale, rateBp: 2100, taxCountry: "NL" })).toBe("oss");
    expect(revenueKind({ ...sale, rateBp: 0, taxCountry: "CH" })).toBe("export");
  });

  it("has no account for a rate that fits none", () => {
    expect(revenueKind({ ...sale, rateBp: 0 })).toBeNull();
    expect(revenueKind({ ...sale, rateBp: 810, taxCountry: "CH" })).toBeNull();
    expect(revenueKind({ ...sale, rateBp: 0, taxCountry: "AT" })).toBeNull();
  });
});
