import { describe, expect, it } from "vitest";
import { diffForAudit, isPersonalField, REDACTED } from "./redact.ts";

describe("isPersonalField", () => {
  it("names, addresses, e-mails and IBANs are personal; a product's name is not", () => {
    for (const f of [
      "billing.firstName",
      "billingEmail",
      "shipping.postcode",
      "sepa.iban",
      "phone",
      "customerNote",
    ]) {
      expect(isPersonalField(f), f).toBe(true);
    }
    for (const f of ["status", "total", "productName", "trackingNumber", "stockQuantity"]) {
      expect(isPersonalField(f), f).toBe(false);
    }
  });
});

describe("diffForAudit", () => {
  it("keeps changed plain fields with their values and drops unchanged ones", () => {
    expect(
      diffForAudit({ status: "processing", total: "10.00" }, { status: "completed", total: "10.00" }),
    ).toEqual({
      status: { from: "processing", to: "completed" },
    });
  });

  it("redacts personal fields but records that they changed, nested fields flattened", () => {
    const changes = diffForAudit(
      { billing: { city: "Berlin", country: "DE" } },
      { billing: { city: "Wien", country: "AT" } },
    );
    expect(changes).toEqual({
      "billing.city": { from: REDACTED, to: REDACTED },
      "billing.country": { from: "DE", to: "AT" },
    });
    expect(JSON.stringify(changes)).not.toMatch(/Berlin|Wien/);
  });

  it("a created record lists every field; an emptied personal field reads as null", () => {
    expect(diffForAudit(undefined, { sku: "K-1", email: "a@b.de" })).toEqual({
      sku: { from: null, to: "K-1" },
      email: { from: null, to: REDACTED },
    });
    expect(diffForAudit({ email: "a@b.de" }, { email: "" })).toEqual({ email: { from: REDACTED, to: null } });
  });

  it("dates compare by instant", () => {
    const d = new Date("2026-01-01T00:00:00Z");
    expect(diffForAudit({ at: d }, { at: new Date(d.getTime()) })).toEqual({});
  });
});
