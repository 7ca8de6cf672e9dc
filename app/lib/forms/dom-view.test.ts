import { describe, expect, it } from "vitest";
import { noticeScrollTarget } from "../notices-a11y.ts";
import { fullyVisible } from "./dom-view.ts";
import { SUCCESS_SCROLL_MS, SUCCESS_SCROLL_OFFSET_PX } from "./form-timings.ts";

describe("success scroll (§9)", () => {
  it("uses the spec's numbers", () => {
    expect(SUCCESS_SCROLL_MS).toBe(300);
    expect(SUCCESS_SCROLL_OFFSET_PX).toBe(50);
  });

  it("scrolls only when the message is not fully inside the window", () => {
    expect(fullyVisible({ top: 0, bottom: 800 }, 800)).toBe(true);
    expect(fullyVisible({ top: 120, bottom: 180 }, 800)).toBe(true);
    expect(fullyVisible({ top: -1, bottom: 60 }, 800)).toBe(false);
    expect(fullyVisible({ top: 760, bottom: 801 }, 800)).toBe(false);
  });

  it("aims 50 px above the message, within the page", () => {
    expect(noticeScrollTarget(600, SUCCESS_SCROLL_OFFSET_PX, 5000)).toBe(550);
    expect(noticeScrollTarget(30, SUCCESS_SCROLL_OFFSET_PX, 5000)).toBe(0);
  });
});
