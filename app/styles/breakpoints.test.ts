/**
 * The theme's breakpoints are the spec's five (0–575, 576–767, 768–991, 992–1199, 1200+), kept in
 * one place (BREAKPOINTS in app/lib/shop-timings.ts) plus the search overlay's own 1024 px:
 * every media query of the styles and every `sizes` hint of the components uses only those. The
 * one other width is the live search's (its own spec: the side details panel from 910 px), taken
 * from the constant its script uses.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DETAILS_MIN_WINDOW } from "../lib/live-search-layout.ts";
import { BREAKPOINTS, SEARCH_OVERLAY_MOBILE_BREAKPOINT_PX } from "../lib/shop-timings.ts";

const EDGES = [...Object.values(BREAKPOINTS).filter((px) => px > 0), SEARCH_OVERLAY_MOBILE_BREAKPOINT_PX];
const ALLOWED_MIN = EDGES.map((px) => `${px}px`);
const ALLOWED_MAX = [...EDGES.map((px) => `${px - 1}px`), `${DETAILS_MIN_WINDOW - 0.02}px`];

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => ext.test(f))
    .map((f) => join(dir, f));
}

function widths(text: string): { kind: "min" | "max"; value: string }[] {
  return [...text.matchAll(/\((min|max)-width:\s*([0-9.]+(?:px|em|rem))\)/g)].map((m) => ({
    kind: m[1] as "min" | "max",
    value: m[2]!,
  }));
}

describe("theme breakpoints", () => {
  it("the styles' media queries use only the spec's breakpoints", () => {
    const off: string[] = [];
    // The back office (admin*.css) is not the spec's theme: its own layout widths.
    const storefront = files("app/styles", /\.css$/).filter((f) => !/\/admin[^/]*\.css$/.test(f));
    for (const file of [...storefront, ...files("app/embed", /\.css$/)]) {
      for (const w of widths(readFileSync(file, "utf8"))) {
        const allowed = w.kind === "min" ? ALLOWED_MIN : ALLOWED_MAX;
        if (!allowed.includes(w.value)) off.push(`${file}: ${w.kind}-width ${w.value}`);
      }
    }
    expect(off).toEqual([]);
  });

  it("the images' sizes hints use only the spec's breakpoints", () => {
    const off: string[] = [];
    for (const file of files("app", /\.tsx$/)) {
      for (const hint of readFileSync(file, "utf8").matchAll(
        /sizes[=:]\s*"([^"]*\(m(?:in|ax)-width[^"]*)"/g,
      )) {
        for (const w of widths(hint[1]!)) {
          const allowed = w.kind === "min" ? ALLOWED_MIN : ALLOWED_MAX;
          if (!allowed.includes(w.value)) off.push(`${file}: ${w.kind}-width ${w.value}`);
        }
      }
    }
    expect(off).toEqual([]);
  });
});
