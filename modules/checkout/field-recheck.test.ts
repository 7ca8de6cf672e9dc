import { describe, expect, it } from "vitest";
import { errorResolved, fixedField } from "./field-recheck.ts";

const required = { field: "billing_city", code: "laden_required_field", message: "Ort ist ein Pflichtfeld." };

describe("a checkout field's error between two submits", () => {
  it("is resolved once a required field is filled (not by blanks)", () => {
    expect(fixedField([required], "billing_city", "Berlin")).toBe(true);
    expect(fixedField([required], "billing_city", "   ")).toBe(false);
    // Another field's error is not touched.
    expect(fixedField([required], "billing_postcode", "10115")).toBe(false);
  });

  it("keeps a required field's error while the value it got breaks the field's format", () => {
    const email = { field: "billing_email", code: "laden_required_field", message: "" };
    expect(fixedField([email], "billing_email", "erika@")).toBe(false);
    expect(fixedField([email], "billing_email", "erika@example.com")).toBe(true);
    const phone = { field: "billing_phone", code: "laden_required_field", message: "" };
    expect(fixedField([phone], "billing_phone", "12")).toBe(false);
    expect(fixedField([phone], "billing_phone", "030 1234567")).toBe(true);
  });

  it("uses the server's rules for e-mail and phone", () => {
    expect(errorResolved({ code: "laden_invalid_email" }, "erika@example")).toBe(false);
    expect(errorResolved({ code: "laden_invalid_email" }, "erika@example.com")).toBe(true);
    expect(errorResolved({ code: "laden_invalid_phone" }, "123")).toBe(false);
    expect(errorResolved({ code: "laden_invalid_phone" }, "030 1234567")).toBe(true);
    // A missing IBAN is there once typed; whether it is a valid one the next submit says.
    expect(errorResolved({ code: "laden_iban_required" }, "DE89")).toBe(true);
  });

  it("keeps errors the browser cannot decide until the next submit", () => {
    expect(errorResolved({ code: "laden_field_too_long" }, "x")).toBe(false);
    // A wrong postcode's country rules are the server's (their table stays off the page).
    expect(errorResolved({ code: "laden_invalid_postcode" }, "10115")).toBe(false);
    expect(errorResolved({ code: "laden_invalid_shipping_method" }, "flat_rate:1")).toBe(false);
    expect(errorResolved({ code: "laden_iban_checksum" }, "DE89370400440532013000")).toBe(false);
  });
});
