import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings/definitions.ts";
import { MIGRATED_DEFAULT_CONFIG } from "../shipping/default-config.ts";
import { shippingRates } from "../shipping/zones.ts";
import { availablePaymentMethods, initialOrderStatus, invoiceForbidsOtherAddress } from "./payment.ts";
import { chooseShippingRate, isLocalPickup } from "./shipping.ts";

const settings = defaultSettings();

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

describe("payment methods", () => {
  it("offers purchase on account for German billing addresses only", () => {
    expect(availablePaymentMethods(settings, "DE")).toEqual([
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
      "bacs",
    ]);
    expect(availablePaymentMethods(settings, "AT")).toEqual(["german_market_sepa_direct_debit", "bacs"]);
    expect(availablePaymentMethods({ ...settings, "payment.sepaEnabled": false }, "DE")).not.toContain(
      "german_market_sepa_direct_debit",
    );
  });
  it("reads the hidden setting as German Market does: 1 or yes", () => {
    for (const v of ["1", "yes"] as const)
      expect(invoiceForbidsOtherAddress({ "payment.invoiceDeactivateShipToDifferentAddress": v })).toBe(true);
    for (const v of ["0", "no"] as const)
      expect(invoiceForbidsOtherAddress({ "payment.invoiceDeactivateShipToDifferentAddress": v })).toBe(
        false,
      );
  });
  it("puts prepayment orders on hold until the money is there", () => {
    expect(initialOrderStatus("bacs")).toBe("on-hold");
    expect(initialOrderStatus("german_market_sepa_direct_debit")).toBe("processing");
    expect(initialOrderStatus("german_market_purchase_on_account")).toBe("processing");
  });
});
