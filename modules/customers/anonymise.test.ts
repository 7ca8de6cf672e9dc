import { describe, expect, it } from "vitest";
import {
  anonymisedOrder,
  ERASED_NAME,
  ERASED_TEXT,
  erasedEmail,
  personalTerms,
  scrubText,
} from "./anonymise.ts";

const address = {
  firstName: "Erika",
  lastName: "Mustermann",
  company: "Rösterei GmbH",
  address1: "Heidestraße 17",
  postcode: "51147",
  city: "Köln",
  country: "AT",
  phone: "0221 1234567",
};

describe("order anonymisation", () => {
  it("replaces every personal field and keeps the country (it decides the VAT)", () => {
    const out = anonymisedOrder({
      id: 42,
      email: "erika@example.de",
      billing: address,
      shipping: { ...address, city: "Wien" },
      customerNote: "Bitte beim Nachbarn abgeben",
      sepaHolder: "Erika Mustermann",
      sepaIbanEncrypted: "v1:abc",
      sepaBic: "COBADEFFXXX",
    });
    expect(out.email).toBe(erasedEmail(42));
    expect(out.email).toMatch(/\.invalid$/);
    expect(out.billing).toEqual({
      firstName: ERASED_NAME,
      lastName: "",
      company: "",
      address1: "",
      postcode: "",
      city: "",
      country: "AT",
      phone: "",
    });
    expect(out.shipping?.city).toBe("");
    expect(out.customerNote).toBe(ERASED_TEXT);
    expect(out.sepaHolder).toBe(ERASED_NAME);
    expect(out.sepaIbanEncrypted).toBeNull();
    expect(out.sepaBic).toBeNull();
    expect(JSON.stringify(out)).not.toMatch(/Erika|Mustermann|Heidestraße|51147|Köln|1234567|example\.de/);
  });

  it("keeps what was empty empty (no shipping address, no note, no SEPA)", () => {
    const out = anonymisedOrder({
      id: 1,
      email: "a@example.de",
      billing: address,
      shipping: null,
      customerNote: "",
      sepaHolder: null,
      sepaIbanEncrypted: null,
      sepaBic: null,
    });
    expect(out.shipping).toBeNull();
    expect(out.customerNote).toBe("");
    expect(out.sepaHolder).toBeNull();
  });

  it("scrubs names and the e-mail address from free text, longest first, ignoring case", () => {
    const terms = personalTerms(["Erika", "Erika Mustermann", "erika.m@example.de", "Li", "", null]);
    expect(terms).toEqual(["erika.m@example.de", "Erika Mustermann", "Erika"]);
    expect(scrubText("Widerruf von ERIKA MUSTERMANN (erika.m@example.de), Erika bat um Rückruf", terms)).toBe(
      `Widerruf von ${ERASED_TEXT} (${ERASED_TEXT}), ${ERASED_TEXT} bat um Rückruf`,
    );
  });
});
