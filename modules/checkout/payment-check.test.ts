import "../all-settings.ts";
import "../i18n/all.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings/definitions.ts";
import { checkPaymentSettings } from "./payment-check.ts";

const shop = {
  ...defaultSettings(),
  "payment.sepaEnabled": true,
  "payment.bacsEnabled": true,
  "payment.bacsAccountHolder": "Röstwerk Laden GmbH",
  "payment.bacsIban": "DE02120300000000202051",
};
const off = {
  "payment.sepaEnabled": false,
  "payment.invoiceEnabled": false,
  "payment.bacsEnabled": false,
  "payment.codEnabled": false,
  "payment.pickupEnabled": false,
};

describe("the payment settings' check across the group", () => {
  it("accepts the code's defaults and a shop with bank details", () => {
    expect(checkPaymentSettings(defaultSettings(), "de")).toEqual({});
    expect(checkPaymentSettings(shop, "de")).toEqual({});
  });
  it("refuses SEPA without a creditor id, with the reason", () => {
    expect(checkPaymentSettings({ ...shop, "sepa.creditorId": "" }, "de").refuse).toContain(
      "SEPA-Lastschrift braucht Ihre Gläubiger-ID",
    );
    expect(
      checkPaymentSettings({ ...shop, "sepa.creditorId": "", "payment.sepaEnabled": false }, "de"),
    ).toEqual({});
  });
  it("refuses prepayment without bank details and no method at all", () => {
    expect(checkPaymentSettings({ ...shop, "payment.bacsIban": "" }, "de").refuse).toContain(
      "Bankverbindung",
    );
    expect(checkPaymentSettings({ ...shop, ...off }, "de").refuse).toContain("Mindestens eine Zahlungsart");
  });
  it("refuses a minimum above the maximum, but not a minimum without a maximum", () => {
    expect(
      checkPaymentSettings({ ...shop, "payment.invoiceMinCents": 500, "payment.invoiceMaxCents": 100 }, "de")
        .refuse,
    ).toBeDefined();
    expect(checkPaymentSettings({ ...shop, "payment.invoiceMinCents": 500 }, "de")).toEqual({});
  });
  it("warns when only pay at pickup is on, or invoice has no country", () => {
    expect(checkPaymentSettings({ ...shop, ...off, "payment.pickupEnabled": true }, "de").warnings).toEqual([
      expect.stringContaining("Zahlung bei Abholung"),
    ]);
    expect(checkPaymentSettings({ ...shop, "payment.invoiceCountries": [] }, "de").warnings).toEqual([
      expect.stringContaining("für kein Land freigegeben"),
    ]);
  });
});
