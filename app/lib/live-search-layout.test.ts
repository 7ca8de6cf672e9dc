import { describe, expect, it } from "vitest";
import {
  DETAILS_MIN_WINDOW,
  detailsBox,
  keyStartsSearch,
  maxHeightOf,
  resultsBox,
} from "./live-search-layout.ts";

const rect = (left: number, top: number, width: number, height = 40) => ({
  left,
  top,
  width,
  bottom: top + height,
});

describe("resultsBox", () => {
  it("is max(form width, 500) − 10 wide, under the input", () => {
    const view = { width: 1280, scrollX: 0, scrollY: 100 };
    expect(resultsBox(rect(100, 20, 300), rect(110, 20, 250), view)).toEqual({
      top: 160,
      left: 110,
      width: 490,
    });
    expect(resultsBox(rect(100, 20, 700), rect(100, 20, 650), view).width).toBe(690);
  });
  it("moves left to stay in the window and never gets wider than it", () => {
    expect(
      resultsBox(rect(1000, 0, 250), rect(1000, 0, 250), { width: 1280, scrollX: 0, scrollY: 0 }).left,
    ).toBe(782);
    const narrow = resultsBox(rect(10, 0, 300), rect(10, 0, 300), { width: 375, scrollX: 0, scrollY: 0 });
    expect(narrow).toEqual({ top: 40, left: 8, width: 359 });
    expect(
      resultsBox(rect(-50, 0, 300), rect(-40, 0, 280), { width: 1280, scrollX: 0, scrollY: 0 }).left,
    ).toBe(8);
  });
});

describe("detailsBox", () => {
  it("shows only on windows of 910 px or more, right of the results, else left", () => {
    const results = { top: 60, left: 80, width: 490 };
    expect(detailsBox(results, { width: 909, scrollX: 0 })).toBeNull();
    expect(detailsBox(results, { width: 910, scrollX: 0 })).toEqual({ top: 60, left: 570, width: 320 });
    expect(detailsBox({ top: 60, left: 600, width: 490 }, { width: 1100, scrollX: 0 })).toEqual({
      top: 60,
      left: 280,
      width: 320,
    });
    expect(detailsBox({ top: 60, left: 200, width: 600 }, { width: 920, scrollX: 0 })).toBeNull();
  });
});

describe("maxHeightOf and keys", () => {
  it("reads the attribute, 400 by default", () => {
    expect(maxHeightOf("250")).toBe(250);
    expect(maxHeightOf(undefined)).toBe(400);
    expect(maxHeightOf("abc")).toBe(400);
  });
  it("ignores the space key and navigation keys", () => {
    expect(keyStartsSearch(" ")).toBe(false);
    expect(keyStartsSearch("ArrowDown")).toBe(false);
    expect(keyStartsSearch("a")).toBe(true);
    expect(keyStartsSearch("Backspace")).toBe(true);
  });
});

describe("the stylesheet", () => {
  it("hides the details panel below DETAILS_MIN_WINDOW with the same number", async () => {
    const { readFile } = await import("node:fs/promises");
    const css = await readFile(new URL("../styles/search.css", import.meta.url), "utf8");
    expect(css).toContain(
      `@media (max-width: ${DETAILS_MIN_WINDOW - 0.02}px) {\n  .is-ajax-search-details {`,
    );
  });
});
