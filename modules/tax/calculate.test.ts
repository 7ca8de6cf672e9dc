import { describe, expect, it } from "vitest";
import { cartTotals, vatContained } from "../cart/totals.ts";
import {
  chargedGross,
  type TaxCustomer,
  type TaxLine,
  type TaxRules,
  taxBasis,
  taxedTotals,
} from "./calculate.ts";

const OSS: TaxRules = { ossEnabled: true, priceMode: "gross-constant", reverseChargeEnabled: true };
const NO_OSS: TaxRules = { ...OSS, ossEnabled: false };
const NET: TaxRules = { ...OSS, priceMode: "net-constant" };
const b2c = (country: string): TaxCustomer => ({
  deliveryCountry: country,
  billingCountry: country,
  vatId: null,
});
const b2b = (country: string, vatId: string): TaxCustomer => ({ ...b2c(country), vatId });

function totals(lines: TaxLine[], shipping: number, customer: TaxCustomer, rules: TaxRules) {
  return taxedTotals(lines, shipping, taxBasis(customer, rules), rules.priceMode);
}
const coffee = (unitCents: number, quantity = 1): TaxLine => ({ unitCents, quantity, taxClass: "reduced" });
const mug = (unitCents: number, quantity = 1): TaxLine => ({ unitCents, quantity, taxClass: "standard" });

describe("taxBasis", () => {
  it("charges German VAT within Germany, whatever the settings", () => {
    for (const rules of [OSS, NO_OSS, NET]) {
      expect(taxBasis(b2c("DE"), rules)).toEqual({
        country: "DE",
        reverseCharge: false,
        rates: { standard: 1900, reduced: 700 },
      });
    }
  });

  it("charges German VAT to Austria without the one-stop shop and Austrian VAT with it", () => {
    expect(taxBasis(b2c("AT"), NO_OSS)).toMatchObject({ country: "DE", rates: { standard: 1900 } });
    expect(taxBasis(b2c("AT"), OSS)).toEqual({
      country: "AT",
      reverseCharge: false,
      rates: { standard: 2000, reduced: 1000 },
    });
  });

  it("applies reverse charge to a business in another member state with a VAT ID of its billing country", () => {
    expect(taxBasis(b2b("AT", "ATU12345678"), NO_OSS)).toEqual({
      country: "AT",
      reverseCharge: true,
      rates: { standard: 0, reduced: 0 },
    });
    expect(taxBasis(b2b("AT", "ATU12345678"), OSS).reverseCharge).toBe(true);
  });

  it("does not apply reverse charge when a condition is missing", () => {
    // switched off: B2C rules apply
    expect(taxBasis(b2b("AT", "ATU12345678"), { ...OSS, reverseChargeEnabled: false })).toMatchObject({
      country: "AT",
      reverseCharge: false,
    });
    // a German VAT ID, a delivery within Germany, an ID of another country, a malformed ID
    expect(taxBasis(b2b("AT", "DE123456789"), OSS).reverseCharge).toBe(false);
    expect(
      taxBasis({ deliveryCountry: "DE", billingCountry: "AT", vatId: "ATU12345678" }, OSS),
    ).toMatchObject({
      country: "DE",
      reverseCharge: false,
    });
    expect(
      taxBasis({ deliveryCountry: "AT", billingCountry: "FR", vatId: "ATU12345678" }, OSS).reverseCharge,
    ).toBe(false);
    expect(taxBasis(b2b("AT", "ATU1234567"), OSS).reverseCharge).toBe(false);
  });
});

describe("taxedTotals", () => {
  it("is cartTotals for Germany (and for Austria without the one-stop shop)", () => {
    const lines = [mug(1190), coffee(890, 2)];
    const cart = cartTotals(lines, { flatCents: 490, freeFromCents: null });
    for (const customer of [b2c("DE"), b2c("AT")]) {
      const t = totals(lines, 490, customer, NO_OSS);
      expect(t).toMatchObject(cart);
      expect(t).toMatchObject({ taxCountry: "DE", reverseCharge: false });
      expect(t.lines).toEqual([
        { unitCents: 1190, totalCents: 1190, rateBp: 1900 },
        { unitCents: 890, totalCents: 1780, rateBp: 700 },
      ]);
    }
  });

  it("splits shipping over a mixed 19/7 cart by value (German VAT)", () => {
    const t = totals([mug(1190), coffee(890, 2)], 490, b2c("DE"), OSS);
    // shipping: 294 with the coffee (1780 of 2970), 196 with the mug
    expect(t.vat).toEqual([
      { rateBp: 1900, cents: vatContained(1190 + 196, 1900) },
      { rateBp: 700, cents: vatContained(1780 + 294, 700) },
    ]);
    expect(t.vat).toEqual([
      { rateBp: 1900, cents: 221 },
      { rateBp: 700, cents: 136 },
    ]);
    expect(t.totalCents).toBe(3460);
  });

  it("keeps the gross and charges Austrian VAT under the one-stop shop (gross-constant)", () => {
    const t = totals([mug(1190), coffee(1070)], 490, b2c("AT"), OSS);
    expect(t).toMatchObject({ subtotalCents: 2260, shippingCents: 490, totalCents: 2750, taxCountry: "AT" });
    expect(t.lines.map((l) => l.rateBp)).toEqual([2000, 1000]);
    // shipping split 258 / 232 (1190 : 1070)
    expect(t.vat).toEqual([
      { rateBp: 2000, cents: vatContained(1190 + 258, 2000) },
      { rateBp: 1000, cents: vatContained(1070 + 232, 1000) },
    ]);
  });

  it("keeps the German net and adds the Austrian rate (net-constant)", () => {
    const t = totals([mug(1190), coffee(890, 2)], 490, b2c("AT"), NET);
    // 11.90 € gross = 10.00 € net → 12.00 €; 8.90 € gross at 7 % → 8.317757 € net → 9.15 € at 10 %
    expect(t.lines).toEqual([
      { unitCents: 1200, totalCents: 1200, rateBp: 2000 },
      { unitCents: 915, totalCents: 1830, rateBp: 1000 },
    ]);
    // shipping 196 (19 %) → 198, 294 (7 %) → 302
    expect(t).toMatchObject({ subtotalCents: 3030, shippingCents: 500, totalCents: 3530 });
    expect(t.vat).toEqual([
      { rateBp: 2000, cents: 233 },
      { rateBp: 1000, cents: 194 },
    ]);
  });

  it("charges the German net without VAT under reverse charge", () => {
    const t = totals([mug(1190), coffee(1070)], 490, b2b("AT", "ATU12345678"), OSS);
    expect(t.lines).toEqual([
      { unitCents: 1000, totalCents: 1000, rateBp: 0 },
      { unitCents: 1000, totalCents: 1000, rateBp: 0 },
    ]);
    // shipping 258 (19 %) → 217, 232 (7 %) → 217
    expect(t).toMatchObject({ subtotalCents: 2000, shippingCents: 434, totalCents: 2434, vat: [] });
    expect(t).toMatchObject({ taxCountry: "AT", reverseCharge: true });
  });

  it("merges the classes of a country without a reduced rate into one VAT line", () => {
    const t = totals([mug(1190), coffee(1070)], 0, b2c("DK"), OSS);
    expect(t.vat).toEqual([{ rateBp: 2500, cents: vatContained(2260, 2500) }]);
  });

  it("charges no shipping for an empty cart", () => {
    expect(totals([], 490, b2c("AT"), NET)).toMatchObject({ totalCents: 0, shippingCents: 0, vat: [] });
  });

  it("keeps every total consistent, whatever the cart (total = subtotal + shipping, line = unit × quantity)", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + next(4) }, () =>
        next(2) ? mug(1 + next(20_000), 1 + next(5)) : coffee(1 + next(20_000), 1 + next(5)),
      );
      const shipping = next(1500);
      const country = ["DE", "AT", "FR", "DK", "HU", "FI"][next(6)]!;
      for (const rules of [OSS, NET, NO_OSS]) {
        const t = totals(lines, shipping, next(3) ? b2c(country) : b2b(country, "FR40303265045"), rules);
        expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents);
        expect(t.subtotalCents).toBe(t.lines.reduce((s, l) => s + l.totalCents, 0));
        for (const [i, line] of lines.entries()) {
          expect(t.lines[i]!.totalCents).toBe(t.lines[i]!.unitCents * line.quantity);
        }
        expect(t.vat.reduce((s, v) => s + v.cents, 0)).toBeLessThan(t.totalCents);
        if (rules.priceMode === "gross-constant" && !t.reverseCharge) {
          expect(t.totalCents).toBe(lines.reduce((s, l) => s + l.unitCents * l.quantity, 0) + shipping);
        }
      }
    }
  });
});

describe("chargedGross", () => {
  const fr = taxBasis(b2c("FR"), NET);

  it("rounds half a cent up (22 577 ct at 7 % → 5.5 % is 22 260.5 ct)", () => {
    expect(chargedGross(22_577, "reduced", fr, "net-constant")).toBe(22_261);
  });

  it("rounds to the nearest cent otherwise", () => {
    const reverse = taxBasis(b2b("AT", "ATU12345678"), OSS);
    expect(chargedGross(1, "standard", reverse, "gross-constant")).toBe(1); // 0.84
    expect(chargedGross(100, "standard", reverse, "gross-constant")).toBe(84); // 84.03
    expect(chargedGross(999, "reduced", fr, "net-constant")).toBe(985); // 984.997
  });

  it("leaves the gross alone when the rate does not change", () => {
    expect(chargedGross(1234, "standard", taxBasis(b2c("DE"), NET), "net-constant")).toBe(1234);
  });
});
