import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it("formats German style with thousands dot, decimal comma and trailing euro sign", () => {
    expect(formatPrice(123456)).toBe("1.234,56\u00a0€");
    expect(formatPrice(0)).toBe("0,00\u00a0€");
    expect(formatPrice(5)).toBe("0,05\u00a0€");
  });
  it("formats English with the sign first", () => {
    expect(formatPrice(123456, "en")).toBe("€1,234.56");
  });
});
