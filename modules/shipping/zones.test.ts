import { describe, expect, it } from "vitest";
import { MIGRATED_DEFAULT_CONFIG as migrated } from "./default-config.ts";
import {
  cartShippingEstimate,
  configProblems,
  isPostcodePattern,
  matchZone,
  postcodeMatches,
  type ShippingConfig,
  type ShippingZone,
  shippingCountries,
  shippingRates,
} from "./zones.ts";

const rates = (config: ShippingConfig, country: string, postcode: string, subtotal: number) =>
  shippingRates(config, { country, postcode }, subtotal).map((r) => [r.id, r.costCents]);

const zone = (over: Partial<ShippingZone>): ShippingZone => ({
  id: 9,
  name: "Hamburg",
  countries: ["DE"],
  postcodes: ["20*"],
  hidePaidWhenFree: true,
  methods: [{ id: 7, kind: "flat_rate", costCents: 290, freeFromCents: 0, carrier: "Kurier", enabled: true }],
  ...over,
});

describe("postcode patterns", () => {
  it("matches exact codes, prefixes and ranges, ignoring spaces and case", () => {
    expect(postcodeMatches("20095", "20095")).toBe(true);
    expect(postcodeMatches("20095", "20096")).toBe(false);
    expect(postcodeMatches("20*", "20457")).toBe(true);
    expect(postcodeMatches("20*", "21073")).toBe(false);
    expect(postcodeMatches("20000...21999", "21073")).toBe(true);
    expect(postcodeMatches("20000...21999", "22000")).toBe(false);
    // Numeric ranges compare numbers, not text: 9999 is below 10000.
    expect(postcodeMatches("1000...10000", "9999")).toBe(true);
    expect(postcodeMatches("1011*", "1011 ab")).toBe(true);
    expect(postcodeMatches("20*", "")).toBe(false);
  });
  it("accepts only the three pattern forms", () => {
    for (const ok of ["20095", "20*", "20000...21999", "1011 AB"]) expect(isPostcodePattern(ok)).toBe(true);
    for (const bad of ["", "2*0", "20..21", "20095;", "ä"]) expect(isPostcodePattern(bad)).toBe(false);
  });
});

describe("zones", () => {
  it("the first matching zone wins: a postcode zone before the whole country", () => {
    const config = { version: 1, zones: [zone({}), ...migrated.zones] };
    expect(matchZone(config, "DE", "20095")?.name).toBe("Hamburg");
    expect(matchZone(config, "DE", "10115")?.name).toBe("Deutschland");
    expect(matchZone(config, "DE", "")?.name).toBe("Deutschland");
    expect(rates(config, "DE", "20095", 1000)).toEqual([["flat_rate:7", 290]]);
    // Behind the country-wide zone the postcode zone is never reached.
    const late = { version: 1, zones: [...migrated.zones, zone({})] };
    expect(matchZone(late, "DE", "20095")?.name).toBe("Deutschland");
    expect(matchZone(late, "FR", "75001")).toBeUndefined();
  });
  it("the migrated default charges what the old settings did", () => {
    expect(rates(migrated, "DE", "10115", 3899)).toEqual([
      ["flat_rate:1", 490],
      ["local_pickup:3", 0],
    ]);
    expect(rates(migrated, "DE", "10115", 3900)).toEqual([
      ["free_shipping:2", 0],
      ["local_pickup:3", 0],
    ]);
    expect(rates(migrated, "AT", "1010", 10_000)).toEqual([
      ["flat_rate:4", 1290],
      ["local_pickup:5", 0],
    ]);
    expect(rates(migrated, "FR", "75001", 5000)).toEqual([]);
    expect(shippingCountries(migrated)).toEqual(["DE", "AT"]);
  });
  it("hides paid methods once free shipping applies, unless the zone says otherwise", () => {
    const [de] = migrated.zones;
    const shown = { version: 1, zones: [{ ...de!, hidePaidWhenFree: false }] };
    expect(rates(shown, "DE", "10115", 3900).map(([id]) => id)).toEqual([
      "free_shipping:2",
      "flat_rate:1",
      "local_pickup:3",
    ]);
    // Free from 0: always free, so the flat rate is never offered next to it.
    const always = {
      version: 1,
      zones: [{ ...de!, methods: de!.methods.map((m) => ({ ...m, freeFromCents: 0 })) }],
    };
    expect(rates(always, "DE", "10115", 1).map(([id]) => id)).toEqual(["free_shipping:2", "local_pickup:3"]);
  });
  it("leaves disabled methods out and carries each method's carrier", () => {
    const [de] = migrated.zones;
    const config = {
      version: 1,
      zones: [
        {
          ...de!,
          methods: de!.methods.map((m) =>
            m.kind === "local_pickup" ? { ...m, enabled: false } : { ...m, carrier: "DPD" },
          ),
        },
      ],
    };
    expect(shippingRates(config, { country: "DE", postcode: "10115" }, 100)).toEqual([
      { id: "flat_rate:1", costCents: 490, usesCarrier: true, carrier: "DPD" },
    ]);
  });
  it("estimates the cart's shipping from the home zone", () => {
    expect(cartShippingEstimate(migrated)).toEqual({ flatCents: 490, freeFromCents: 3900 });
    const [de] = migrated.zones;
    const noFree = { version: 1, zones: [{ ...de!, methods: de!.methods.filter((m) => m.id !== 2) }] };
    expect(cartShippingEstimate(noFree)).toEqual({ flatCents: 490, freeFromCents: null });
  });
});

describe("the configuration check", () => {
  it("refuses no zone, a zone without an enabled method and a country only partly served", () => {
    expect(configProblems(migrated.zones)).toEqual([]);
    expect(configProblems([])).toEqual([{ code: "no_zone" }]);
    const off = zone({ postcodes: [], methods: [{ ...zone({}).methods[0]!, enabled: false }] });
    expect(configProblems([off])).toEqual([{ code: "zone_without_method", zone: "Hamburg" }]);
    expect(configProblems([zone({ countries: ["FR"], postcodes: ["75*"] })])).toEqual([
      { code: "country_uncovered", country: "FR", zone: "Hamburg" },
    ]);
    expect(configProblems([zone({}), ...migrated.zones])).toEqual([]);
  });
});
