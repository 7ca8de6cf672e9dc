import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings/definitions.ts";
import { availableShippingRates, chooseShippingRate, isLocalPickup } from "./shipping.ts";

const settings = defaultSettings();

describe("shipping rates", () => {
  it("offers flat rate and pickup in Germany below the free-shipping threshold", () => {
    expect(availableShippingRates(settings, "DE", 3899)).toEqual([
      { id: "flat_rate:1", costCents: 490, usesCarrier: true },
      { id: "local_pickup:3", costCents: 0, usesCarrier: false },
    ]);
  });
  it("offers free shipping instead of the paid flat rate from the threshold, in Germany only", () => {
    expect(availableShippingRates(settings, "DE", 3900).map((r) => r.id)).toEqual([
      "free_shipping:2",
      "local_pickup:3",
    ]);
    expect(availableShippingRates(settings, "AT", 10_000).map((r) => [r.id, r.costCents])).toEqual([
      ["flat_rate:1", 1290],
      ["local_pickup:3", 0],
    ]);
  });
  it("keeps the paid flat rate next to free shipping when the owner turns shop.hideFlatRateWhenFree off", () => {
    expect(settings["shop.hideFlatRateWhenFree"]).toBe(true);
    expect(
      availableShippingRates({ ...settings, "shop.hideFlatRateWhenFree": false }, "DE", 3900).map(
        (r) => r.id,
      ),
    ).toEqual(["free_shipping:2", "flat_rate:1", "local_pickup:3"]);
  });
  it("offers nothing where the shop does not sell, and no pickup when it is off", () => {
    expect(availableShippingRates(settings, "FR", 5000)).toEqual([]);
    expect(
      availableShippingRates({ ...settings, "shop.localPickupEnabled": false }, "DE", 100).map((r) => r.id),
    ).toEqual(["flat_rate:1"]);
    // A threshold of 0 means "never free".
    expect(
      availableShippingRates({ ...settings, "shop.freeShippingFromCents": 0 }, "DE", 99_999).map((r) => r.id),
    ).not.toContain("free_shipping:2");
  });
  it("keeps an offered choice and replaces a stale or tampered one", () => {
    const rates = availableShippingRates(settings, "DE", 100);
    expect(chooseShippingRate(rates, "local_pickup:3")).toEqual({ rate: rates[1], chosenValid: true });
    expect(chooseShippingRate(rates, "free_shipping:2")).toEqual({ rate: rates[0], chosenValid: false });
    expect(chooseShippingRate([], "flat_rate:1")).toEqual({ rate: undefined, chosenValid: false });
    expect(isLocalPickup("local_pickup:3")).toBe(true);
    expect(isLocalPickup("flat_rate:1")).toBe(false);
  });
});
