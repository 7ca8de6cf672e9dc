import { describe, expect, it } from "vitest";
import { taxBasis } from "./calculate.ts";
import { effectiveRates, parsePercent } from "./rate-overrides.ts";

describe("the owner's rates per country", () => {
  it("reads percent as typed in German or English", () => {
    expect(parsePercent("20")).toBe(2000);
    expect(parsePercent("5,5")).toBe(550);
    expect(parsePercent(" 5.5 % ")).toBe(550);
    expect(parsePercent("25,5")).toBe(2550);
    expect(parsePercent("0")).toBe(0);
  });

  it.each(["", "abc", "-5", "31", "5,555", "20 Prozent"])("refuses %j", (text) => {
    expect(parsePercent(text)).toBeUndefined();
  });

  it("takes the owner's rates over the table, in the calculation too", () => {
    const overrides = { IT: { standard: 2200, reduced: 2200 } };
    expect(effectiveRates("IT", overrides)).toEqual({ standard: 2200, reduced: 2200 });
    expect(effectiveRates("AT", overrides)).toEqual({ standard: 2000, reduced: 1000 });
    const rules = { ossEnabled: true, priceMode: "gross-constant" as const, reverseChargeEnabled: true };
    const customer = { deliveryCountry: "IT", billingCountry: "IT", vatId: null };
    expect(taxBasis(customer, rules).rates).toEqual({ standard: 2200, reduced: 1000 });
    expect(taxBasis(customer, { ...rules, rateOverrides: overrides }).rates).toEqual({
      standard: 2200,
      reduced: 2200,
    });
  });
});
