import { describe, expect, it } from "vitest";
import { CartError } from "./errors.ts";
import { parseQuantity } from "./quantity.ts";

describe("parseQuantity", () => {
  it("accepts whole numbers from 1 to 9999 and defaults when empty", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity(" 12 ")).toBe(12);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity("", 2)).toBe(2);
    expect(parseQuantity("9999")).toBe(9999);
  });

  it.each(["0", "-1", "1.5", "1e3", "abc", "10000", "99999999", "0x10", "½"])("rejects %s", (raw) => {
    expect(() => parseQuantity(raw)).toThrow(CartError);
  });
});
