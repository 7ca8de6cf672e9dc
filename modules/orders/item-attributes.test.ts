import { describe, expect, it } from "vitest";
import { attributeText, labelAttributes } from "./item-attributes.ts";

const coffee = [
  { name: "Größe", slug: "groesse", options: ["250 g", "500 g"], variation: true },
  { name: "Mahlgrad", slug: "mahlgrad", options: ["Filter"], variation: true },
];

describe("an order line's attributes", () => {
  it("are shown by the product's attribute labels, not by their keys", () => {
    const list = labelAttributes({ groesse: "500 g", mahlgrad: "Filter" }, coffee);
    expect(list).toEqual([
      { label: "Größe", value: "500 g" },
      { label: "Mahlgrad", value: "Filter" },
    ]);
    expect(attributeText(list)).toBe("Größe: 500 g, Mahlgrad: Filter");
  });

  it("read WooCommerce's attribute_pa_ keys, and keep a readable key without a definition", () => {
    expect(labelAttributes({ attribute_pa_groesse: "250 g" }, coffee)).toEqual([
      { label: "Größe", value: "250 g" },
    ]);
    expect(labelAttributes({ "roest-grad": "hell" }, null)).toEqual([{ label: "Roest grad", value: "hell" }]);
  });
});
