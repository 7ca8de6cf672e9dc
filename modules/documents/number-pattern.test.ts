import { describe, expect, it } from "vitest";
import { formatDocumentNumber, numberPatternProblem } from "./number-pattern.ts";

describe("document number patterns", () => {
  it("fills year, month and the padded running number in Berlin time", () => {
    // 31 Dec 23:30 UTC is already New Year in Berlin.
    const newYear = new Date("2026-12-31T23:30:00Z");
    expect(formatDocumentNumber("RE-{YYYY}-{NNNNN}", 42, newYear)).toBe("RE-2027-00042");
    expect(formatDocumentNumber("{YY}{MM}/{N}", 7, new Date("2026-03-05T10:00:00Z"))).toBe("2603/7");
    expect(formatDocumentNumber("GS {NNN}", 12345, newYear)).toBe("GS 12345");
  });

  it("accepts patterns with exactly one counter and plain characters", () => {
    expect(numberPatternProblem("RE-{YYYY}-{NNNNN}")).toBeNull();
    expect(numberPatternProblem("{N}")).toBeNull();
  });

  it("refuses patterns without a counter, with two, unknown tokens or odd characters", () => {
    expect(numberPatternProblem("RE-{YYYY}")).toMatch(/genau einen Zähler/);
    expect(numberPatternProblem("{NN}-{NNN}")).toMatch(/genau einen Zähler/);
    expect(numberPatternProblem("RE-{DD}-{NNN}")).toMatch(/Unbekannter Platzhalter/);
    expect(numberPatternProblem("RE<{NNN}>")).toMatch(/Erlaubt sind/);
    expect(numberPatternProblem("")).toMatch(/1 bis 40/);
    expect(numberPatternProblem(`${"R".repeat(40)}{N}`)).toMatch(/1 bis 40/);
  });
});
