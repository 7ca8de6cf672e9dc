import { describe, expect, it } from "vitest";
import { pageWindow, parseOrderby, parsePage } from "./listing.ts";

describe("parseOrderby", () => {
  it("accepts the known keys and falls back to menu_order", () => {
    expect(parseOrderby("price-desc")).toBe("price-desc");
    expect(parseOrderby("popularity")).toBe("popularity");
    expect(parseOrderby("title")).toBe("menu_order");
    expect(parseOrderby(null)).toBe("menu_order");
    expect(parseOrderby("__proto__")).toBe("menu_order");
  });
});

describe("parsePage", () => {
  it("parses positive integers and rejects the rest", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBeUndefined();
    expect(parsePage("-1")).toBeUndefined();
    expect(parsePage("2.5")).toBeUndefined();
    expect(parsePage("abc")).toBeUndefined();
    expect(parsePage("99999999")).toBeUndefined();
  });
});

describe("pageWindow", () => {
  it("computes the shown range", () => {
    expect(pageWindow(2, 12, 40)).toEqual({ page: 2, perPage: 12, total: 40, pages: 4, from: 13, to: 24 });
    expect(pageWindow(4, 12, 40)).toMatchObject({ from: 37, to: 40 });
    expect(pageWindow(1, 12, 0)).toMatchObject({ pages: 1, from: 0, to: 0 });
  });
});
