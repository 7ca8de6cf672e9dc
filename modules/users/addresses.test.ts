import { describe, expect, it } from "vitest";
import { EU_COUNTRIES, isValidPhone, isValidPostcode, validateAddress } from "./addresses.ts";

const billing = {
  billing_first_name: "Erika",
  billing_last_name: "Musterfrau",
  billing_company: "",
  billing_address_1: "Lindenstraße 12",
  billing_postcode: "10115",
  billing_city: "Berlin",
  billing_country: "DE",
  billing_phone: "",
};

describe("address validation", () => {
  it("accepts a German address and normalises it", () => {
    const r = validateAddress("billing", {
      ...billing,
      billing_city: "  Berlin ",
      billing_phone: "030 1234567",
    });
    expect(r).toEqual({
      ok: true,
      data: {
        firstName: "Erika",
        lastName: "Musterfrau",
        company: "",
        address1: "Lindenstraße 12",
        postcode: "10115",
        city: "Berlin",
        country: "DE",
        phone: "030 1234567",
      },
    });
  });

  it("defaults the country to Germany", () => {
    const r = validateAddress("billing", { ...billing, billing_country: "" });
    expect(r.ok && r.data.country).toBe("DE");
  });

  it("needs 5 digits for a German postcode", () => {
    for (const postcode of ["1011", "101155", "1O115", "D-10115"]) {
      const r = validateAddress("billing", { ...billing, billing_postcode: postcode });
      expect(r, postcode).toEqual({
        ok: false,
        errors: [{ field: "billing_postcode", key: "account.error.postcodeDE" }],
      });
    }
  });

  it("checks other EU postcodes by their country's format", () => {
    expect(validateAddress("shipping", prefixed("shipping", { country: "AT", postcode: "1010" })).ok).toBe(
      true,
    );
    expect(validateAddress("shipping", prefixed("shipping", { country: "NL", postcode: "1012 ab" })).ok).toBe(
      true,
    );
    const r = validateAddress("shipping", prefixed("shipping", { country: "AT", postcode: "10115" }));
    expect(r).toEqual({ ok: false, errors: [{ field: "shipping_postcode", key: "account.error.postcode" }] });
  });

  it("accepts EU countries only", () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(EU_COUNTRIES).toContain("DE");
    const r = validateAddress("billing", { ...billing, billing_country: "US", billing_postcode: "90210" });
    expect(r).toEqual({ ok: false, errors: [{ field: "billing_country", key: "account.error.country" }] });
  });

  it("needs a house number in a German street address", () => {
    const r = validateAddress("billing", { ...billing, billing_address_1: "Lindenstraße" });
    expect(r).toEqual({
      ok: false,
      errors: [{ field: "billing_address_1", key: "account.error.houseNumber" }],
    });
  });

  it("reports every missing required field under the form's field names", () => {
    const r = validateAddress("shipping", {});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual([
        { field: "shipping_first_name", key: "account.error.required" },
        { field: "shipping_last_name", key: "account.error.required" },
        { field: "shipping_address_1", key: "account.error.required" },
        { field: "shipping_postcode", key: "account.error.required" },
        { field: "shipping_city", key: "account.error.required" },
      ]);
    }
  });

  it("checks an optional phone number when one is given", () => {
    const r = validateAddress("billing", { ...billing, billing_phone: "12345" });
    expect(r).toEqual({ ok: false, errors: [{ field: "billing_phone", key: "account.error.phone" }] });
  });
});

describe("helpers", () => {
  it("phone numbers have 6 to 15 digits", () => {
    expect(isValidPhone("+49 (30) 123-456")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
    expect(isValidPhone("1234567890123456")).toBe(false);
    expect(isValidPhone("030 123456 ext")).toBe(false);
  });

  it("postcodes by country", () => {
    expect(isValidPostcode("DE", "01067")).toBe(true);
    expect(isValidPostcode("PL", "00-950")).toBe(true);
    expect(isValidPostcode("LV", "lv-1010")).toBe(true);
    expect(isValidPostcode("XX", "12345")).toBe(false);
  });
});

function prefixed(kind: string, over: Record<string, string>): Record<string, string> {
  const base = {
    first_name: "Max",
    last_name: "Muster",
    address_1: "Ringstraße 1",
    postcode: "",
    city: "Wien",
    country: "AT",
    ...over,
  };
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [`${kind}_${k}`, v]));
}
