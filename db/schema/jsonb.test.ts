import { describe, expect, it } from "vitest";
import { settings } from "./system.ts";

describe("jsonb column", () => {
  it("takes pg's parsed value as it is: no second JSON.parse, no exception, strings stay strings", () => {
    const parse = JSON.parse;
    let parses = 0;
    JSON.parse = ((...args: Parameters<typeof JSON.parse>) => {
      parses++;
      return parse(...args);
    }) as typeof JSON.parse;
    try {
      for (const v of ["Röstwerk Laden", "12", "true", "null", "[1]", ""])
        expect(settings.value.mapFromDriverValue(v)).toBe(v);
      const list = ["DE", "AT"];
      expect(settings.value.mapFromDriverValue(list)).toBe(list);
      expect(settings.value.mapFromDriverValue(12)).toBe(12);
      expect(settings.value.mapFromDriverValue(false)).toBe(false);
    } finally {
      JSON.parse = parse;
    }
    expect(parses).toBe(0);
  });

  it("writes JSON text", () => {
    expect(settings.value.mapToDriverValue("12")).toBe('"12"');
    expect(settings.value.mapToDriverValue({ a: [1] })).toBe('{"a":[1]}');
  });
});
