import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings, type Settings } from "../settings/definitions.ts";
import { type CompletenessSettings, missingLegalData } from "./completeness.ts";
import { DEMO_LEGAL } from "./sample.ts";

const PAGES = {
  "legal.page.imprint": 11,
  "legal.page.privacy": 12,
  "legal.page.terms": 13,
  "legal.page.withdrawal": 14,
  "legal.page.shipping": 15,
};
const PUBLISHED = new Set([11, 12, 13, 14, 15]);

const OWN: Partial<Settings> = {
  "payment.sepaEnabled": true,
  "legal.companyName": "Kaffee Nord GmbH",
  "legal.representative": "Erika Muster",
  "legal.street": "Am Deich 3",
  "legal.postcode": "25813",
  "legal.city": "Husum",
  "legal.email": "info@kaffee-nord.example",
  "legal.vatId": "DE811907980",
  "sepa.creditorId": "DE79ZZZ01234567890",
  ...PAGES,
};

function gaps(over: Partial<Settings>, context = { demo: false, publishedPages: PUBLISHED }) {
  const settings = { ...defaultSettings(), ...OWN, ...over } as CompletenessSettings;
  return missingLegalData(settings, context).map((g) => g.key);
}

describe("missingLegalData (the completeness rule)", () => {
  it("finds nothing missing in a filled record", () => {
    expect(gaps({})).toEqual([]);
  });

  it("names every required field of the empty defaults, in the form's order", () => {
    const empty = missingLegalData(
      { ...defaultSettings(), "payment.sepaEnabled": true },
      { demo: false, publishedPages: new Set() },
    );
    expect(empty.map((g) => g.key)).toEqual([
      "legal.companyName",
      "legal.representative",
      "legal.street",
      "legal.postcode",
      "legal.city",
      "legal.email",
      "legal.vatId",
      "sepa.creditorId",
      "legal.page.imprint",
      "legal.page.privacy",
      "legal.page.terms",
      "legal.page.withdrawal",
      "legal.page.shipping",
    ]);
  });

  it("takes the tax number in place of a VAT id, and needs one of them", () => {
    expect(gaps({ "legal.vatId": "", "legal.taxNumber": "22/815/08150" })).toEqual([]);
    expect(gaps({ "legal.vatId": "", "legal.taxNumber": "" })).toEqual(["legal.vatId"]);
  });

  it("needs the creditor id only while SEPA direct debit is offered", () => {
    expect(gaps({ "sepa.creditorId": "" })).toEqual(["sepa.creditorId"]);
    expect(gaps({ "sepa.creditorId": "", "payment.sepaEnabled": false })).toEqual([]);
  });

  it("counts a chosen page that is not published as missing", () => {
    const context = { demo: false, publishedPages: new Set([11, 12, 13, 14]) };
    expect(gaps({}, context)).toEqual(["legal.page.shipping"]);
  });

  it("counts the demo's sample values as missing outside the demo, as filled in it", () => {
    const sample = { ...DEMO_LEGAL, "legal.companyName": "Kaffee Nord GmbH" };
    const outside = gaps(sample);
    expect(outside).toContain("legal.street");
    expect(outside).toContain("legal.vatId");
    expect(outside).toContain("sepa.creditorId");
    expect(outside).not.toContain("legal.companyName");
    // Optional, but not to be printed as the demo's: the sample phone and register count too.
    expect(outside).toEqual(
      expect.arrayContaining(["legal.phone", "legal.registerCourt", "legal.registerNumber"]),
    );
    expect(gaps({ "legal.phone": "" })).toEqual([]);
    expect(gaps(sample, { demo: true, publishedPages: PUBLISHED })).toEqual([]);
  });
});
