import { describe, expect, it } from "vitest";
import { raisedToMin } from "./quantity-clamp.ts";

describe("quantity clamp", () => {
  it("raises a value below min to min", () => {
    expect(raisedToMin("0", "1")).toBe("1");
    expect(raisedToMin("-3", "2")).toBe("2");
    expect(raisedToMin("1", "2")).toBe("2");
  });

  it("leaves values at or above min, and fields without a usable min", () => {
    expect(raisedToMin("2", "2")).toBeNull();
    expect(raisedToMin("7", "1")).toBeNull();
    expect(raisedToMin("0", null)).toBeNull();
    expect(raisedToMin("0", "")).toBeNull();
    expect(raisedToMin("-5", "-1")).toBeNull();
  });

  it("leaves an empty or non-numeric value to the browser's validation", () => {
    expect(raisedToMin("", "1")).toBeNull();
    expect(raisedToMin("abc", "1")).toBeNull();
  });
});
