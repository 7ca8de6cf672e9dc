import { describe, expect, it } from "vitest";
import { MalformedAddRequest, readAddRequest } from "./add-request.ts";

describe("readAddRequest", () => {
  it("reads WooCommerce's button data and form fields", () => {
    expect(
      readAddRequest({
        product_id: "12",
        quantity: "2",
        product_sku: "X",
        success_message: "ok",
        attribute_groesse: "500 g",
      }),
    ).toEqual({ productId: 12, variationId: undefined, quantityText: "2", attributes: { groesse: "500 g" } });
    expect(readAddRequest({ "add-to-cart": "7", variation_id: "9" })).toMatchObject({
      productId: 7,
      variationId: 9,
    });
  });

  it.each([
    {},
    { product_id: "" },
    { product_id: "abc" },
    { product_id: "-3" },
    { product_id: "1.5" },
    { product_id: "0" },
    { product_id: "12", variation_id: "x" },
  ])("treats %o as malformed", (fields) => {
    expect(() => readAddRequest(fields)).toThrow(MalformedAddRequest);
  });
});
