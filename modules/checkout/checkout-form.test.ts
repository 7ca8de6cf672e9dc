import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { DEMO_LEGAL } from "../legal/sample.ts";
import { defaultSettings } from "../settings/definitions.ts";
import { MIGRATED_DEFAULT_CONFIG as zones } from "../shipping/default-config.ts";
import { shippingCountries, shippingRates } from "../shipping/zones.ts";
import { deliveryAddress, readCheckoutInput, validateCheckout } from "./checkout-form.ts";
import { availablePaymentMethods, GUEST } from "./payment.ts";

// Direct debit and prepayment are off by default (they need a creditor id and bank details).
const settings = {
  ...defaultSettings(),
  "payment.sepaEnabled": true,
  // The demo's test creditor id: the code's default is empty (issue 21, legal data).
  "sepa.creditorId": DEMO_LEGAL["sepa.creditorId"],
  "payment.bacsEnabled": true,
  "payment.bacsAccountHolder": "Röstwerk Laden GmbH",
  "payment.bacsIban": "DE02120300000000202051",
};
const base = {
  billing_first_name: " Erika ",
  billing_last_name: "Mustermann",
  billing_country: "de",
  billing_address_1: "Lindenstraße\t12",
  billing_postcode: "10115",
  billing_city: "Berlin",
  billing_email: "erika@example.com",
  "shipping_method[0]": "flat_rate:1",
  payment_method: "bacs",
  terms: "on",
};

function errors(fields: Record<string, string>) {
  const input = readCheckoutInput(fields);
  return validateCheckout(input, {
    settings,
    lang: "de",
    rates: shippingRates(zones, deliveryAddress(input, settings), 1000),
    paymentMethods: availablePaymentMethods(settings, {
      billingCountry: input.billing.country,
      shippingRateId: input.shippingMethod,
      totalCents: 1000,
      buyer: GUEST,
    }),
    countries: shippingCountries(zones),
  });
}

describe("reading the checkout form", () => {
  it("trims, collapses whitespace, upper-cases the country and reads checkboxes", () => {
    const input = readCheckoutInput({
      ...base,
      ship_to_different_address: "1",
      "german-market-sepa-checkbox": "0",
    });
    expect(input.billing).toMatchObject({ firstName: "Erika", address1: "Lindenstraße 12", country: "DE" });
    expect(input.shipToDifferentAddress).toBe(true);
    expect(input.terms).toBe(true);
    expect(input.sepa.consent).toBe(false);
    expect(readCheckoutInput({ order_comments: "a\r\nb\u0007c" }).note).toBe("a\nb c");
    // Repeated fields: the last one counts, as in PHP.
    expect(readCheckoutInput({ payment_method: ["cod", "bacs"] } as never).paymentMethod).toBe("bacs");
  });
});

describe("validating the checkout form", () => {
  it("accepts a complete form", () => {
    expect(errors(base)).toEqual([]);
  });
  it("names every missing required field, in form order, in German", () => {
    const result = errors({});
    expect(result.map((e) => e.field)).toEqual([
      "billing_first_name",
      "billing_last_name",
      "billing_country",
      "billing_address_1",
      "billing_postcode",
      "billing_city",
      "billing_email",
      "shipping_method[0]",
      "payment_method",
      "terms",
    ]);
    expect(result[0]!.message).toBe("Rechnungsadresse: Vorname ist ein Pflichtfeld.");
  });
  it("checks the shipping address only when the parcel goes there", () => {
    expect(errors({ ...base, ship_to_different_address: "1" }).map((e) => e.field)).toContain(
      "shipping_first_name",
    );
    // B8: purchase on account with the hidden setting ignores the other address.
    expect(
      errors({
        ...base,
        ship_to_different_address: "1",
        payment_method: "german_market_purchase_on_account",
      }),
    ).toEqual([]);
  });
  it("checks SEPA fields, BIC optional by default, and the mandate consent", () => {
    const sepa = {
      ...base,
      payment_method: "german_market_sepa_direct_debit",
      "german-market-sepa-holder": "Erika",
      "german-market-sepa-iban": "DE89 3704 0044 0532 0130 00",
      "german-market-sepa-checkbox": "1",
    };
    expect(errors(sepa)).toEqual([]);
    expect(errors({ ...sepa, "german-market-sepa-checkbox": "" }).map((e) => e.code)).toEqual([
      "laden_sepa_consent_required",
    ]);
    expect(errors({ ...sepa, "german-market-sepa-bic": "COBADEFF" })).toEqual([]);
    expect(errors({ ...sepa, "german-market-sepa-bic": "12345678" }).map((e) => e.code)).toEqual([
      "laden_bic_invalid",
    ]);
    expect(errors({ ...sepa, "german-market-sepa-iban": "" }).map((e) => e.code)).toEqual([
      "laden_iban_required",
    ]);
  });
  it("requires the carrier consent only when the setting says so and the carrier delivers", () => {
    const strict = { ...settings, "checkout.carrierConsentRequired": true };
    const run = (fields: Record<string, string>) => {
      const input = readCheckoutInput(fields);
      return validateCheckout(input, {
        settings: strict,
        lang: "de",
        rates: shippingRates(zones, { country: "DE", postcode: "10115" }, 1000),
        paymentMethods: availablePaymentMethods(strict, {
          billingCountry: "DE",
          shippingRateId: input.shippingMethod,
          totalCents: 1000,
          buyer: GUEST,
        }),
        countries: shippingCountries(zones),
      }).map((e) => e.code);
    };
    expect(run(base)).toEqual(["laden_carrier_consent_required"]);
    expect(run({ ...base, "shipping-service-provider": "1" })).toEqual([]);
    expect(run({ ...base, "shipping_method[0]": "local_pickup:3" })).toEqual([]);
  });
  it("rejects an overlong note and bad contact data", () => {
    expect(errors({ ...base, order_comments: "x".repeat(2001) }).map((e) => e.code)).toEqual([
      "laden_field_too_long",
    ]);
    expect(errors({ ...base, billing_email: "a@b" }).map((e) => e.code)).toEqual(["laden_invalid_email"]);
    expect(errors({ ...base, billing_phone: "+49 (30) 123-4567" })).toEqual([]);
    expect(errors({ ...base, billing_postcode: "1011" }).map((e) => e.code)).toEqual([
      "laden_invalid_postcode",
    ]);
  });
});
