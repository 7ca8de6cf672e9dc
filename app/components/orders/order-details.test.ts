import { describe, expect, it } from "vitest";
import { groupedIban, shippingTitleKey } from "./order-details.tsx";

describe("shippingTitleKey", () => {
  it("names our methods by their id before the instance", () => {
    expect(shippingTitleKey("flat_rate:1")).toBe("shipping.flat_rate");
    expect(shippingTitleKey("free_shipping")).toBe("shipping.free_shipping");
    expect(shippingTitleKey("local_pickup:3")).toBe("shipping.local_pickup");
  });
  it("has none for another method", () => {
    expect(shippingTitleKey("dhl_express:2")).toBeUndefined();
  });
});

describe("groupedIban", () => {
  it("groups the IBAN by four, whatever its spacing", () => {
    expect(groupedIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(groupedIban(" DE89 3704 00440532013000 ")).toBe("DE89 3704 0044 0532 0130 00");
  });
});
