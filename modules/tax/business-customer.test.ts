import { describe, expect, it } from "vitest";
import { businessDetails, taxCustomer, validateBusinessFields } from "./business-customer.ts";

const ON = { "tax.businessFields": "optional" } as const;
const OFF = { "tax.businessFields": "off" } as const;
const austrian = {
  company: "Kaffeehaus GmbH",
  billingCountry: "AT",
  vatId: "atu 12345678",
  buyerReference: "",
};

describe("business customers at checkout", () => {
  it("accepts a VAT ID of valid format from the billing country, normalised", () => {
    expect(validateBusinessFields(austrian, ON, "de")).toEqual([]);
    expect(businessDetails(austrian, ON)).toEqual({ vatId: "ATU12345678", buyerReference: null });
    expect(taxCustomer(austrian, "AT", ON)).toEqual({
      deliveryCountry: "AT",
      billingCountry: "AT",
      vatId: "ATU12345678",
    });
  });

  it("refuses a malformed VAT ID, one of another country and one without a company, in German", () => {
    const codes = (input: typeof austrian) => validateBusinessFields(input, ON, "de").map((e) => e.code);
    expect(codes({ ...austrian, vatId: "ATU1234" })).toEqual(["laden_invalid_vat_id"]);
    expect(codes({ ...austrian, billingCountry: "DE" })).toEqual(["laden_vat_id_country_mismatch"]);
    expect(codes({ ...austrian, company: "" })).toEqual(["laden_company_required"]);
    expect(validateBusinessFields({ ...austrian, vatId: "ATU1234" }, ON, "de")[0]).toMatchObject({
      field: "billing_vat_id",
      message: expect.stringContaining("kein gültiges Format"),
    });
  });

  it("limits the buyer reference", () => {
    const long = { ...austrian, buyerReference: "9".repeat(101) };
    expect(validateBusinessFields(long, ON, "de")).toMatchObject([
      { field: "billing_buyer_reference", code: "laden_field_too_long" },
    ]);
    expect(businessDetails({ ...austrian, buyerReference: "04011000-12345-34" }, ON).buyerReference).toBe(
      "04011000-12345-34",
    );
  });

  it("ignores the fields while the setting hides them", () => {
    expect(validateBusinessFields({ ...austrian, vatId: "nonsense" }, OFF, "de")).toEqual([]);
    expect(businessDetails(austrian, OFF)).toEqual({ vatId: null, buyerReference: null });
    expect(taxCustomer(austrian, "AT", OFF).vatId).toBeNull();
  });
});
