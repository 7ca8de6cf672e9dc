/**
 * The e-invoice of several documents against the official Factur-X/CII XSD (EN 16931) and the
 * EN 16931 arithmetic rules: mixed 19 %/7 % with shipping, odd cents, reverse charge, § 19
 * small business, a credit note, SEPA direct debit — and the XRechnung flavour.
 */
import { AFRelationship } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { en16931Problems, facturXParts, parseCii, xsdProblems } from "../../../tests/setup/en16931.ts";
import { pdfText } from "../../../tests/setup/pdf-text.ts";
import { vatContained } from "../../cart/totals.ts";
import { PAYMENT_METHOD_IDS } from "../../checkout/payment.ts";
import { renderDocumentPdf } from "../pdf.ts";
import type { DocumentSnapshot, SnapshotLine } from "../snapshot.ts";
import { vatBreakdown } from "../vat-breakdown.ts";
import { einvoiceAmounts, linePrice } from "./amounts.ts";
import { einvoiceXml, facturXPdf } from "./generate.ts";

type LineIn = { name: string; quantity: number; unitCents: number; rateBp: number };

function snapshot(
  items: LineIn[],
  shippingCents: number,
  over: Partial<DocumentSnapshot> & { noTax?: boolean } = {},
): DocumentSnapshot {
  const lines: SnapshotLine[] = items.map((l, i) => ({
    position: i + 1,
    itemId: i + 1,
    name: l.name,
    sku: `SKU-${i + 1}`,
    attributes: "",
    quantity: l.quantity,
    unitCents: l.unitCents,
    totalCents: l.unitCents * l.quantity,
    vatRateBp: l.rateBp,
  }));
  // Checkout's rule: tax per rate contained in the rate's gross, shipping split by goods value.
  const provisional = vatBreakdown(lines, shippingCents, []);
  const charged = over.noTax
    ? []
    : provisional.rows.map((r) => ({ rateBp: r.rateBp, cents: vatContained(r.grossCents, r.rateBp) }));
  const { noTax: _, ...rest } = over;
  return {
    kind: "invoice",
    number: "RE-2026-0042",
    issuedAt: "2026-11-20T10:00:00.000Z",
    deliveryDate: "2026-11-19",
    lang: "de",
    order: {
      id: 1234,
      createdAt: "2026-11-18T09:00:00.000Z",
      paymentMethod: PAYMENT_METHOD_IDS.bacs,
      paymentMethodTitle: "Vorkasse",
      shippingTitle: "DHL Paket",
      mandateReference: null,
      ibanMasked: null,
    },
    seller: {
      companyName: "Röstwerk Laden GmbH",
      representative: "Anna Bohne",
      street: "Hafenstraße 12",
      postcode: "20457",
      city: "Hamburg",
      country: "DE",
      email: "rechnung@roestwerk.example",
      phone: "+49 40 123456",
      registerCourt: "Amtsgericht Hamburg",
      registerNumber: "HRB 12345",
      vatId: "DE123456789",
      taxNumber: "22/815/08154",
      smallBusiness: false,
      bank: {
        holder: "Röstwerk Laden GmbH",
        iban: "DE02120300000000202051",
        bic: "BYLADEM1001",
        bank: "DKB",
      },
      creditorId: "DE98ZZZ09999999999",
    },
    buyer: {
      address: ["Kaffee & Co. KG", "Max Müller", "Lindenallee 3", "10115 Berlin"],
      email: "einkauf@kaffee-co.example",
      vatId: null,
      buyerReference: null,
      party: {
        company: "Kaffee & Co. KG",
        firstName: "Max",
        lastName: "Müller",
        address1: "Lindenallee 3",
        postcode: "10115",
        city: "Berlin",
        country: "DE",
        phone: "",
      },
    },
    deliveryAddress: null,
    lines,
    shippingCents,
    vat: vatBreakdown(lines, shippingCents, charged),
    reverseCharge: false,
    smallBusiness: false,
    ...rest,
  };
}

const MIXED = snapshot(
  [
    { name: "Espresso Bohnen 1 kg", quantity: 3, unitCents: 2490, rateBp: 700 },
    { name: "Siebträger-Tamper <Edelstahl>", quantity: 1, unitCents: 3999, rateBp: 1900 },
    { name: "Entkalker", quantity: 2, unitCents: 899, rateBp: 1900 },
  ],
  595,
);

const ODD_CENTS = snapshot(
  [
    { name: "Probierset", quantity: 7, unitCents: 333, rateBp: 1900 },
    { name: "Filtertüten", quantity: 3, unitCents: 101, rateBp: 1900 },
    { name: "Tee", quantity: 11, unitCents: 77, rateBp: 700 },
  ],
  499,
);

const REVERSE_CHARGE = snapshot([{ name: "Röstmaschine", quantity: 1, unitCents: 119000, rateBp: 1900 }], 0, {
  noTax: true,
  reverseCharge: true,
  buyer: {
    address: ["Kaffeehaus Wien GmbH", "Eva Huber", "Ring 1", "1010 Wien", "Österreich"],
    email: "office@kaffeehaus.example",
    vatId: "ATU12345678",
    buyerReference: "PO-7781",
    party: {
      company: "Kaffeehaus Wien GmbH",
      firstName: "Eva",
      lastName: "Huber",
      address1: "Ring 1",
      postcode: "1010",
      city: "Wien",
      country: "AT",
      phone: "",
    },
  },
});

const SMALL_BUSINESS = snapshot(
  [
    { name: "Handgemachte Tasse", quantity: 2, unitCents: 1850, rateBp: 1900 },
    { name: "Kaffee 250 g", quantity: 1, unitCents: 790, rateBp: 700 },
  ],
  490,
  { noTax: true, smallBusiness: true },
);

const SEPA = snapshot([{ name: "Abo-Kaffee", quantity: 2, unitCents: 1299, rateBp: 700 }], 0, {
  order: {
    ...MIXED.order,
    paymentMethod: PAYMENT_METHOD_IDS.sepa,
    paymentMethodTitle: "SEPA-Lastschrift",
    mandateReference: "LADEN-1234",
    ibanMasked: "**** 3000",
  },
  buyer: { ...MIXED.buyer, buyerReference: "04011000-12345-34" },
});

const CREDIT_NOTE: DocumentSnapshot = {
  ...snapshot([{ name: "Espresso Bohnen 1 kg", quantity: 1, unitCents: 2490, rateBp: 700 }], 0),
  kind: "credit_note",
  number: "GS-2026-0007",
  refersTo: { number: "RE-2026-0042", issuedAt: "2026-11-20T10:00:00.000Z", cancelsWhole: false },
};

/** 1,03 € at 19 %: checkout charged 0,16 €, the net 0,87 € × 19 % rounds to 0,17 €. */
const CENT_OFF = snapshot([{ name: "Zuckerstange", quantity: 1, unitCents: 103, rateBp: 1900 }], 0);

/** A snapshot stored before the e-invoice: no address fields, no creditor id. */
const OLDER: DocumentSnapshot = (() => {
  const { party: _, ...buyer } = SEPA.buyer;
  const { creditorId: __, ...seller } = SEPA.seller;
  return { ...SEPA, buyer, seller };
})();

const CASES = { MIXED, ODD_CENTS, REVERSE_CHARGE, SMALL_BUSINESS, SEPA, CREDIT_NOTE, CENT_OFF, OLDER };

describe("the e-invoice XML", () => {
  for (const [name, s] of Object.entries(CASES)) {
    it(`${name}: valid against the EN 16931 XSD, EN 16931 arithmetic holds, totals equal the PDF's`, async () => {
      for (const flavour of ["en16931", "xrechnung"] as const) {
        const xml = await einvoiceXml(s, flavour);
        expect(await xsdProblems(xml)).toEqual([]);
        expect(en16931Problems(xml)).toEqual([]);
        const { totals } = parseCii(xml);
        expect(totals.grand).toBe(s.vat.grossCents);
        expect(totals.tax).toBe(s.vat.vatCents);
        const prepaid = s.kind === "invoice" && s.order.paymentMethod === PAYMENT_METHOD_IDS.bacs;
        expect(totals.prepaid).toBe(prepaid ? s.vat.grossCents : 0);
        expect(totals.due).toBe(prepaid ? 0 : s.vat.grossCents);
      }
    });
  }

  it("names the profile: EN 16931, or XRechnung 3.0 for the download", async () => {
    expect(parseCii(await einvoiceXml(MIXED, "en16931")).guideline).toBe("urn:cen.eu:en16931:2017");
    expect(parseCii(await einvoiceXml(MIXED, "xrechnung")).guideline).toBe(
      "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
    );
  });

  it("writes the invoice (380) and the credit note (381) referring to its invoice (BT-25)", async () => {
    expect(parseCii(await einvoiceXml(MIXED, "en16931")).typeCode).toBe("380");
    const credit = parseCii(await einvoiceXml(CREDIT_NOTE, "en16931"));
    expect(credit.typeCode).toBe("381");
    expect(credit.settlement.InvoiceReferencedDocument.IssuerAssignedID).toBe("RE-2026-0042");
  });

  it("splits mixed rates into S 19 % and S 7 % with the shipping charge per rate", async () => {
    const inv = parseCii(await einvoiceXml(MIXED, "en16931"));
    expect(inv.breakdown.map((b) => `${b.category} ${b.rate}`).sort()).toEqual(["S 19", "S 7"]);
    expect(inv.allowanceCharges.every((c: { charge: boolean }) => c.charge)).toBe(true);
    expect(inv.allowanceCharges.reduce((a: number, c: { amount: number }) => a + c.amount, 0)).toBe(
      inv.totals.charges,
    );
    expect(inv.totals.charges).toBeGreaterThan(0);
  });

  it("writes reverse charge as AE with its reason and both VAT ids, § 19 as E with its reason", async () => {
    const rc = parseCii(await einvoiceXml(REVERSE_CHARGE, "en16931"));
    expect(rc.breakdown).toEqual([
      expect.objectContaining({
        category: "AE",
        tax: 0,
        reason: expect.stringContaining("Steuerschuldnerschaft"),
      }),
    ]);
    expect(rc.agreement.BuyerReference).toBe("PO-7781");
    const sb = parseCii(await einvoiceXml(SMALL_BUSINESS, "en16931"));
    expect(sb.breakdown).toEqual([
      expect.objectContaining({ category: "E", tax: 0, reason: expect.stringContaining("§ 19 UStG") }),
    ]);
    expect(sb.totals.grand).toBe(SMALL_BUSINESS.vat.grossCents);
  });

  it("writes SEPA direct debit as 59 with mandate (BT-89), creditor id (BT-90) and account (BT-91)", async () => {
    const xml = await einvoiceXml(SEPA, "xrechnung");
    const inv = parseCii(xml);
    expect(String(inv.settlement.SpecifiedTradeSettlementPaymentMeans.TypeCode)).toBe("59");
    expect(inv.settlement.SpecifiedTradePaymentTerms.DirectDebitMandateID).toBe("LADEN-1234");
    expect(inv.settlement.CreditorReferenceID).toBe("DE98ZZZ09999999999");
    expect(
      String(inv.settlement.SpecifiedTradeSettlementPaymentMeans.PayerPartyDebtorFinancialAccount.IBANID),
    ).toBe("3000");
    expect(inv.agreement.BuyerReference).toBe("04011000-12345-34");
  });

  it("writes prepayment as 58 with the shop's IBAN, and falls back to the order number as BT-10", async () => {
    const inv = parseCii(await einvoiceXml(MIXED, "en16931"));
    const means = inv.settlement.SpecifiedTradeSettlementPaymentMeans;
    expect(String(means.TypeCode)).toBe("58");
    expect(means.PayeePartyCreditorFinancialAccount.IBANID).toBe("DE02120300000000202051");
    expect(String(inv.agreement.BuyerReference)).toBe("1234");
    expect(inv.delivery.ActualDeliverySupplyChainEvent.OccurrenceDateTime.DateTimeString["#text"]).toBe(
      "20261119",
    );
  });

  it("the checks catch a broken document: a line total that does not add up, an unknown element", async () => {
    const xml = await einvoiceXml(MIXED, "en16931");
    const first = /<ram:LineTotalAmount>([\d.]+)<\/ram:LineTotalAmount>/.exec(xml)!;
    const off = xml.replace(
      first[0],
      `<ram:LineTotalAmount>${(Number(first[1]) + 0.01).toFixed(2)}</ram:LineTotalAmount>`,
    );
    expect(en16931Problems(off)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^BR-CO-10/), expect.stringMatching(/^BR-S-08/)]),
    );
    const tax = xml.replace("<ram:CalculatedAmount>", "<ram:CalculatedAmount>1");
    expect(en16931Problems(tax)).toEqual(expect.arrayContaining([expect.stringMatching(/^BR-CO-17/)]));
    const unknown = xml.replace(
      "<ram:InvoiceCurrencyCode>",
      "<ram:Currency>EUR</ram:Currency><ram:InvoiceCurrencyCode>",
    );
    expect(await xsdProblems(unknown)).not.toEqual([]);
  });

  it("validates its data before writing: a country that is no ISO code is refused, naming the field", async () => {
    const party = { ...MIXED.buyer.party!, country: "Deutschland" };
    await expect(einvoiceXml({ ...MIXED, buyer: { ...MIXED.buyer, party } }, "xrechnung")).rejects.toThrow(
      /RE-2026-0042.*IdentificationCode/,
    );
  });

  it("keeps the tax checkout charged when net × rate rounds a cent away (within BR-CO-17)", async () => {
    const inv = parseCii(await einvoiceXml(CENT_OFF, "en16931"));
    expect(inv.breakdown).toEqual([expect.objectContaining({ category: "S", basis: 87, tax: 16 })]);
    expect(inv.totals.grand).toBe(103);
  });

  it("reads an older snapshot's buyer from its printed address block", async () => {
    const inv = parseCii(await einvoiceXml(OLDER, "en16931"));
    expect(inv.agreement.BuyerTradeParty.Name).toBe("Kaffee & Co. KG");
    expect(inv.agreement.BuyerTradeParty.PostalTradeAddress).toMatchObject({
      LineOne: "Lindenallee 3",
      PostcodeCode: "10115",
      CityName: "Berlin",
      CountryID: "DE",
    });
    expect(inv.settlement.CreditorReferenceID).toBeUndefined();
  });

  it("does not refuse an order without billing data (issuing an invoice must not fail on it)", async () => {
    const party = {
      company: "",
      firstName: "",
      lastName: "",
      address1: "",
      postcode: "",
      city: "",
      country: "DE",
      phone: "",
    };
    const bare = { ...MIXED, buyer: { ...MIXED.buyer, address: [], email: "", party } };
    const xml = await einvoiceXml(bare, "xrechnung");
    expect(await xsdProblems(xml)).toEqual([]);
    expect(en16931Problems(xml)).toEqual([]);
    expect(
      (await facturXParts(await facturXPdf(bare, await renderDocumentPdf(bare)))).attachments,
    ).toHaveLength(1);
  });

  it("escapes what customers type", async () => {
    const xml = await einvoiceXml(MIXED, "en16931");
    expect(xml).toContain("Siebträger-Tamper &lt;Edelstahl&gt;");
    expect(xml).toContain("Kaffee &amp; Co. KG");
  });

  it("is the same every time it is made from the same snapshot", async () => {
    expect(await einvoiceXml(SEPA, "xrechnung")).toBe(await einvoiceXml(SEPA, "xrechnung"));
  });
});

describe("the Factur-X PDF", () => {
  it("carries the EN 16931 XML as factur-x.xml (Alternative), with PDF/A-3 XMP naming the profile", async () => {
    for (const s of [MIXED, CREDIT_NOTE]) {
      const drawn = await renderDocumentPdf(s);
      const parts = await facturXParts(await facturXPdf(s, drawn));
      expect(parts.attachments).toEqual([
        {
          name: "factur-x.xml",
          relationship: AFRelationship.Alternative,
          mimeType: "text/xml",
          text: await einvoiceXml(s, "en16931"),
        },
      ]);
      expect(parts.catalogAf).toBe(1);
      expect(parts.outputIntents).toBe(1);
      expect(parts.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(parts.xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
      expect(parts.xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
      expect(parts.xmp).toContain("urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#");
      // Still the document we drew: its text is there.
      expect((await pdfText(await facturXPdf(s, drawn))).join(" ")).toContain(s.number!);
    }
  });
});

describe("net amounts worked back from gross prices", () => {
  it("add up per rate to the category's taxable amount, to the cent, on odd amounts", () => {
    for (const s of Object.values(CASES)) {
      const a = einvoiceAmounts(s);
      expect(a.netCents + a.vatCents).toBe(s.vat.grossCents);
      for (const row of a.vat) {
        const parts = [...a.lines, ...a.charges].filter(
          (p) => p.category === row.category && p.ratePercent === row.ratePercent,
        );
        expect(parts.reduce((sum, p) => sum + p.netCents, 0)).toBe(row.netCents);
      }
    }
  });

  it("gives the unit price per piece, or per 100 pieces when the net does not divide", () => {
    expect(linePrice(840, 2)).toEqual({ cents: 420, per: 1 });
    expect(linePrice(1000, 3)).toEqual({ cents: 33333, per: 100 });
    for (const s of Object.values(CASES)) {
      for (const l of einvoiceAmounts(s).lines) {
        const back = (l.price.cents * l.quantity) / l.price.per;
        expect(Math.abs(back - l.netCents)).toBeLessThanOrEqual(l.quantity / 200);
      }
    }
  });
});
