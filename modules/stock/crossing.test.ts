import { describe, expect, it } from "vitest";
import { stockCrossing } from "./crossing.ts";

describe("stockCrossing", () => {
  it("names the step from above the threshold to at or below it", () => {
    expect(stockCrossing(5, 2, 2)).toBe("low");
    expect(stockCrossing(3, 1, 2)).toBe("low");
  });
  it("is nothing while the level stays on one side of the line", () => {
    expect(stockCrossing(2, 1, 2)).toBeNull();
    expect(stockCrossing(9, 3, 2)).toBeNull();
    expect(stockCrossing(1, 1, 2)).toBeNull();
  });
  it("is nothing for a rise, even back above the threshold", () => {
    expect(stockCrossing(1, 5, 2)).toBeNull();
    expect(stockCrossing(0, 3, 2)).toBeNull();
  });
  it("counts again after the level was above the line once more", () => {
    const levels = [5, 2, 1, 4, 2];
    const crossings = levels.slice(1).map((after, i) => stockCrossing(levels[i]!, after, 2));
    expect(crossings).toEqual(["low", null, null, "low"]);
  });
  it("reports out of stock (not low) when both lines are crossed at once", () => {
    expect(stockCrossing(5, 0, 2)).toBe("out");
    expect(stockCrossing(1, 0, 2)).toBe("out");
    expect(stockCrossing(3, -1, 2)).toBe("out");
  });
  it("is nothing below zero already (backorders)", () => {
    expect(stockCrossing(0, -2, 2)).toBeNull();
    expect(stockCrossing(-1, -3, 2)).toBeNull();
  });
  it("treats threshold 0 as out of stock only", () => {
    expect(stockCrossing(1, 0, 0)).toBe("out");
    expect(stockCrossing(3, 1, 0)).toBeNull();
  });
});
