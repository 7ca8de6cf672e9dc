import { describe, expect, it } from "vitest";
import { linear, swing, tweenValue } from "./tween.ts";

describe("tween values", () => {
  it("eases like jQuery's swing", () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.25)).toBeLessThan(0.25);
  });

  it("goes from start to end over the duration", () => {
    expect(tweenValue(1, 0.6, 0, 400)).toBe(1);
    expect(tweenValue(1, 0.6, 200, 400)).toBeCloseTo(0.8);
    expect(tweenValue(1, 0.6, 400, 400)).toBe(0.6);
    expect(tweenValue(1, 0.6, 900, 400)).toBe(0.6);
    expect(tweenValue(0, 100, 250, 1000, linear)).toBe(25);
  });

  it("jumps to the end without a duration", () => {
    expect(tweenValue(0, 50, 0, 0)).toBe(50);
  });
});
