import { describe, expect, it } from "vitest";
import { checkContrast, contrastErrors, contrastRatio, formatRatio, relativeLuminance } from "./contrast.ts";

const base = {
  "theme.textColor": "#1f1a17",
  "theme.backgroundColor": "#fffdf9",
  "theme.accentColor": "#8a3b12",
  "theme.accentInkColor": "#ffffff",
};

describe("contrast check (WCAG 2.x)", () => {
  it("computes the reference ratios", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // Order does not matter; #777777 on white is the well-known 4.48:1 just below AA.
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.478, 3);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.542, 3);
    expect(contrastRatio("red", "#ffffff")).toBeUndefined();
  });

  it("rounds the shown ratio down, in German with a comma", () => {
    expect(formatRatio(4.4999)).toBe("4,49:1");
    expect(formatRatio(21)).toBe("21,00:1");
    expect(formatRatio(4.478, "en")).toBe("4.47:1");
  });

  it("accepts the default theme", () => {
    expect(checkContrast(base).every((r) => r.ok)).toBe(true);
    expect(contrastErrors(base)).toEqual({});
  });

  it("refuses a text colour below AA, naming the pair, colours and ratio", () => {
    const errors = contrastErrors({
      ...base,
      "theme.textColor": "#777777",
      "theme.backgroundColor": "#ffffff",
    });
    expect(Object.keys(errors)).toEqual(["theme.textColor"]);
    expect(errors["theme.textColor"]).toBe(
      "Zu wenig Kontrast: Textfarbe auf Hintergrundfarbe (#777777 auf #ffffff) hat 4,47:1, nötig sind mindestens 4,5:1 (WCAG AA).",
    );
  });

  it("checks links on the background and button text on the accent", () => {
    const errors = contrastErrors({ ...base, "theme.accentColor": "#f4a261" });
    expect(Object.keys(errors).sort()).toEqual(["theme.accentColor", "theme.accentInkColor"]);
    expect(errors["theme.accentInkColor"]).toMatch(/^Zu wenig Kontrast: Schaltflächentext auf Akzentfarbe/);
    // #767676 on white (4.54:1) is just enough.
    const results = checkContrast({
      ...base,
      "theme.textColor": "#767676",
      "theme.backgroundColor": "#ffffff",
    });
    expect(results[0]?.ok).toBe(true);
  });

  it("leaves a malformed colour to the field's own check", () => {
    expect(contrastErrors({ ...base, "theme.textColor": "blau" })).toEqual({});
  });
});
