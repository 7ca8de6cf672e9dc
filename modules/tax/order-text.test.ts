import { describe, expect, it } from "vitest";
import { orderTaxLines } from "./order-text.ts";

const none = { vatId: null, buyerReference: null };

describe("an order's tax lines in the e-mails", () => {
  it("names German VAT as before and another country's VAT with its code", () => {
    const vat = [{ rateBp: 1900, cents: 190 }];
    expect(orderTaxLines({ vat, taxCountry: "DE", reverseCharge: false, ...none }, "de")).toEqual([
      "enthält 1,90\u00a0€ MwSt. (19 %)",
    ]);
    expect(
      orderTaxLines(
        { vat: [{ rateBp: 2000, cents: 200 }], taxCountry: "AT", reverseCharge: false, ...none },
        "de",
      ),
    ).toEqual(["enthält 2,00\u00a0€ MwSt. (20 %, AT)"]);
  });

  it("says reverse charge instead of VAT and gives the VAT ID and buyer reference", () => {
    const lines = orderTaxLines(
      { vat: [], taxCountry: "AT", reverseCharge: true, vatId: "ATU12345678", buyerReference: "PO-4711" },
      "de",
    );
    expect(lines[0]).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    expect(lines.slice(1)).toEqual(["USt-IdNr.: ATU12345678", "Käuferreferenz: PO-4711"]);
  });
});
