import { describe, expect, it } from "vitest";
import { MIGRATED_DEFAULT_CONFIG } from "../shipping/default-config.ts";
import { shippingRates } from "../shipping/zones.ts";
import { chooseShippingRate, isLocalPickup } from "./shipping.ts";

describe("choosing a shipping rate", () => {
  it("keeps an offered choice and replaces a stale or tampered one", () => {
    const rates = shippingRates(MIGRATED_DEFAULT_CONFIG, { country: "DE", postcode: "10115" }, 100);
    expect(chooseShippingRate(rates, "local_pickup:3")).toEqual({ rate: rates[1], chosenValid: true });
    expect(chooseShippingRate(rates, "free_shipping:2")).toEqual({ rate: rates[0], chosenValid: false });
    expect(chooseShippingRate([], "flat_rate:1")).toEqual({ rate: undefined, chosenValid: false });
    expect(isLocalPickup("local_pickup:3")).toBe(true);
    expect(isLocalPickup("flat_rate:1")).toBe(false);
  });
});
