import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings/definitions.ts";
import { checkSettingValue } from "../settings/store.ts";
import {
  availablePaymentMethods,
  GUEST,
  initialOrderStatus,
  invoiceForbidsOtherAddress,
  type PaymentContext,
} from "./payment.ts";

const settings = {
  ...defaultSettings(),
  "payment.sepaEnabled": true,
  "payment.bacsEnabled": true,
  "payment.bacsAccountHolder": "Röstwerk Laden GmbH",
  "payment.bacsIban": "DE02120300000000202051",
  "payment.codEnabled": true,
  "payment.pickupEnabled": true,
};
const order: PaymentContext = {
  billingCountry: "DE",
  shippingRateId: "flat_rate:1",
  totalCents: 5000,
  buyer: GUEST,
};
const ids = (s: typeof settings, o: Partial<PaymentContext> = {}) =>
  availablePaymentMethods(s, { ...order, ...o });

describe("payment methods", () => {
  it("offers purchase on account for German billing addresses only", () => {
    expect(ids(settings)).toEqual([
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
      "bacs",
      "cod",
    ]);
    expect(ids(settings, { billingCountry: "AT" })).toEqual([
      "german_market_sepa_direct_debit",
      "bacs",
      "cod",
    ]);
    expect(ids({ ...settings, "payment.sepaEnabled": false })).not.toContain(
      "german_market_sepa_direct_debit",
    );
  });
  it("lists the methods in the owner's order; methods the stored order lacks go last", () => {
    expect(ids({ ...settings, "payment.order": ["cod", "bacs"] })).toEqual([
      "cod",
      "bacs",
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
    ]);
  });
  it("offers cash on delivery with a carrier only and pay at pickup with local pickup only", () => {
    const pickup = ids(settings, { shippingRateId: "local_pickup:3" });
    expect(pickup).toContain("pay_at_pickup");
    expect(pickup).not.toContain("cod");
    expect(ids(settings, { shippingRateId: "free_shipping:2" })).toContain("cod");
    expect(ids(settings, { shippingRateId: undefined })).not.toContain("cod");
    expect(
      ids({ ...settings, "payment.pickupEnabled": false }, { shippingRateId: "local_pickup:3" }),
    ).not.toContain("pay_at_pickup");
    expect(ids({ ...settings, "payment.codEnabled": false })).not.toContain("cod");
  });
  it("keeps purchase on account within the order value limits (0: no limit)", () => {
    const limited = { ...settings, "payment.invoiceMinCents": 2000, "payment.invoiceMaxCents": 30000 };
    const invoice = "german_market_purchase_on_account";
    expect(ids(limited, { totalCents: 1999 })).not.toContain(invoice);
    expect(ids(limited, { totalCents: 2000 })).toContain(invoice);
    expect(ids(limited, { totalCents: 30000 })).toContain(invoice);
    expect(ids(limited, { totalCents: 30001 })).not.toContain(invoice);
    expect(ids(settings, { totalCents: 9_999_999 })).toContain(invoice);
  });
  it("offers purchase on account to everyone, to signed-in customers, or to returning customers", () => {
    const invoice = "german_market_purchase_on_account";
    const account = { ...settings, "payment.invoiceAudience": "account" as const };
    const returning = { ...settings, "payment.invoiceAudience": "returning" as const };
    const signedIn = { signedIn: true, completedOrders: 0 };
    const regular = { signedIn: true, completedOrders: 2 };
    expect(ids(settings, { buyer: GUEST })).toContain(invoice);
    expect(ids(account, { buyer: GUEST })).not.toContain(invoice);
    expect(ids(account, { buyer: signedIn })).toContain(invoice);
    expect(ids(returning, { buyer: signedIn })).not.toContain(invoice);
    expect(ids(returning, { buyer: regular })).toContain(invoice);
  });
  it("offers prepayment only with bank details and direct debit only with a creditor id", () => {
    expect(ids({ ...settings, "payment.bacsIban": "" })).not.toContain("bacs");
    expect(ids({ ...settings, "payment.bacsAccountHolder": " " })).not.toContain("bacs");
    expect(ids({ ...settings, "sepa.creditorId": "" })).not.toContain("german_market_sepa_direct_debit");
  });
  it("offers nothing when every method is off", () => {
    const off = {
      ...settings,
      "payment.sepaEnabled": false,
      "payment.invoiceEnabled": false,
      "payment.bacsEnabled": false,
      "payment.codEnabled": false,
      "payment.pickupEnabled": false,
    };
    expect(ids(off)).toEqual([]);
  });
  it("reads the hidden setting as German Market does: 1 or yes", () => {
    for (const v of ["1", "yes"] as const)
      expect(invoiceForbidsOtherAddress({ "payment.invoiceDeactivateShipToDifferentAddress": v })).toBe(true);
    for (const v of ["0", "no"] as const)
      expect(invoiceForbidsOtherAddress({ "payment.invoiceDeactivateShipToDifferentAddress": v })).toBe(
        false,
      );
  });
  it("puts prepayment orders on hold until the money is there; the others can be packed", () => {
    expect(initialOrderStatus("bacs")).toBe("on-hold");
    expect(initialOrderStatus("german_market_sepa_direct_debit")).toBe("processing");
    expect(initialOrderStatus("german_market_purchase_on_account")).toBe("processing");
    expect(initialOrderStatus("cod")).toBe("processing");
    expect(initialOrderStatus("pay_at_pickup")).toBe("processing");
  });
});

describe("payment settings' schemas", () => {
  it("refuses an unknown placeholder in the mandate text by name", () => {
    const bad = checkSettingValue("sepa.mandateText", "Ich ermächtige {creditor} bis {datum}.");
    expect(bad).toMatchObject({ ok: false });
    expect(bad.ok ? "" : bad.message).toContain("{datum}");
    expect(checkSettingValue("sepa.mandateText", "{creditor} ({creditorId}), {days} Tage")).toMatchObject({
      ok: true,
    });
  });
  it("checks the prepayment IBAN's checksum and stores it without spaces", () => {
    expect(checkSettingValue("payment.bacsIban", "DE02 1203 0000 0000 2020 51")).toEqual({
      ok: true,
      value: "DE02120300000000202051",
    });
    expect(checkSettingValue("payment.bacsIban", "DE03120300000000202051")).toMatchObject({ ok: false });
    expect(checkSettingValue("payment.bacsIban", "")).toMatchObject({ ok: true, value: "" });
  });
  it("refuses a method named twice in the order, and unknown ones", () => {
    expect(checkSettingValue("payment.order", ["cod", "cod"])).toMatchObject({ ok: false });
    expect(checkSettingValue("payment.order", ["paypal"])).toMatchObject({ ok: false });
  });
});
