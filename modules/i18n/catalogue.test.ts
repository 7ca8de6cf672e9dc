import { describe, expect, it } from "vitest";
import "./all.ts";
import { coreDe } from "./de.ts";
import { translate } from "./index.ts";
import { catalogues } from "./registry.ts";

describe("the English catalogue", () => {
  it("has every core text (shown on every page: product cards, prices, pagination)", () => {
    const missing = Object.keys(coreDe).filter((key) => catalogues.en[key] === undefined);
    expect(missing).toEqual([]);
  });

  it("says the product cards' texts in English", () => {
    expect(translate("en", "shop.sale")).toBe("Sale!");
    expect(translate("en", "shop.priceRange", { min: "€8.90", max: "€29.90" })).toBe(
      "Price range: €8.90 to €29.90",
    );
    expect(translate("en", "shop.unitPriceFrom", { price: "€29.80", unit: "kg" })).toBe("from €29.80 / kg");
    expect(translate("de", "shop.unitPriceFrom", { price: "29,80 €", unit: "kg" })).toBe("ab 29,80 € / kg");
  });
});
