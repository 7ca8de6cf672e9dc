import { describe, expect, it } from "vitest";
import { isStorableJson, isStorableText, parseVisitorJson, UnstorableTextError } from "./text.ts";

describe("storable text", () => {
  it("refuses NUL and lone surrogates, keeps pairs, controls and everything else", () => {
    expect(isStorableText("Kaffee ☕ 😀 \t\n\u0001 ä")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("a\uD800")).toBe(false);
    expect(isStorableText("\uDC00a")).toBe(false);
    expect(isStorableText("\uD83D\uDE00")).toBe(true);
  });
  it("checks every string and key of JSON; parseVisitorJson throws for them", () => {
    expect(isStorableJson({ a: ["x", { b: "y" }], n: 1 })).toBe(true);
    expect(isStorableJson({ a: ["x", { b: "\u0000" }] })).toBe(false);
    expect(isStorableJson({ "\uD800": 1 })).toBe(false);
    expect(parseVisitorJson('{"a":"\\u00e4"}')).toEqual({ a: "ä" });
    expect(() => parseVisitorJson('{"a":"\\u0000"}')).toThrow(UnstorableTextError);
    expect(() => parseVisitorJson('["\\ud800"]')).toThrow(UnstorableTextError);
  });
});
