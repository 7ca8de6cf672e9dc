import { describe, expect, it } from "vitest";
import { EU_VAT_RATES } from "./eu-rates.ts";
import { normaliseVatId, vatIdCountry } from "./vat-id.ts";

describe("VAT IDs", () => {
  it("normalises spaces, dots, dashes and case", () => {
    expect(normaliseVatId(" atu 123.456-78 ")).toBe("ATU12345678");
  });

  it.each([
    ["ATU12345678", "AT"],
    ["DE123456789", "DE"],
    ["EL123456789", "GR"],
    ["NL123456789B01", "NL"],
    ["FR40303265045", "FR"],
    ["IE1234567WA", "IE"],
    ["IE1A23456B", "IE"],
    ["ESX1234567Z", "ES"],
    ["SE123456789001", "SE"],
    ["BE0123456789", "BE"],
  ])("knows %s as a VAT ID of %s", (id, country) => {
    expect(vatIdCountry(id)).toBe(country);
  });

  it.each([
    "ATU1234567",
    "AT12345678",
    "DE12345678",
    "GR123456789",
    "NL123456789A01",
    "SE123456789002",
    "XX123456789",
    "",
  ])("refuses %s", (id) => {
    expect(vatIdCountry(id)).toBeUndefined();
  });

  it("has a format and rates for each of the 27 member states", () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    for (const [country, rates] of Object.entries(EU_VAT_RATES)) {
      expect(rates.standard, country).toBeGreaterThanOrEqual(1500);
      expect(rates.reduced, country).toBeLessThanOrEqual(rates.standard);
    }
  });
});
