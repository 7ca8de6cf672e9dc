import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings, type Settings } from "../settings/definitions.ts";
import { checkLegalData } from "./checks.ts";

const check = (over: Partial<Settings>, published: number[] = []) =>
  checkLegalData({ ...defaultSettings(), ...over }, { lang: "de", publishedPages: new Set(published) });

describe("checkLegalData (the Rechtliches group's checks across fields)", () => {
  it("accepts the empty defaults and a complete German seller", () => {
    expect(check({})).toEqual({});
    expect(
      check(
        {
          "legal.postcode": "20457",
          "legal.vatId": "DE123456789",
          "legal.registerCourt": "Amtsgericht Hamburg",
          "legal.registerNumber": "HRB 1",
          "legal.page.imprint": 4,
        },
        [4],
      ),
    ).toEqual({});
  });

  it("wants a German postcode of 5 digits and a German VAT id of DE and 9 digits", () => {
    const errors = check({ "legal.postcode": "2045", "legal.vatId": "DE12345678" });
    expect(errors["legal.postcode"]).toBe("Eine deutsche Postleitzahl hat genau 5 Ziffern.");
    expect(errors["legal.vatId"]).toMatch(/DE und 9 Ziffern/);
  });

  it("checks the postcode by the country, and a foreign seller's VAT id only by its own format", () => {
    expect(check({ "legal.country": "AT", "legal.postcode": "1010", "legal.vatId": "ATU12345678" })).toEqual(
      {},
    );
    expect(check({ "legal.country": "AT", "legal.postcode": "10101" })["legal.postcode"]).toMatch(/Land/);
    expect(check({ "legal.country": "US" })["legal.country"]).toMatch(/EU/);
  });

  it("wants the register court and number together", () => {
    expect(check({ "legal.registerCourt": "Amtsgericht Hamburg" })["legal.registerNumber"]).toMatch(
      /Registernummer/,
    );
    expect(check({ "legal.registerNumber": "HRB 1" })["legal.registerCourt"]).toMatch(/Registergericht/);
  });

  it("refuses a chosen page that is not published", () => {
    expect(check({ "legal.page.terms": 99 }, [4])["legal.page.terms"]).toMatch(/nicht veröffentlicht/);
  });
});
