import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { parseSettingValue } from "../settings/store.ts";

describe("theme settings", () => {
  it("accept the spec's header styles and overlay modes only", () => {
    for (const v of ["sticky", "transparent", "shrinking"])
      expect(parseSettingValue("theme.headerStyle", v)).toBe(v);
    for (const v of ["dropdown", "sliding", "full-width", "popup"])
      expect(parseSettingValue("theme.searchOverlay", v)).toBe(v);
    expect(() => parseSettingValue("theme.headerStyle", "fixed")).toThrow();
    expect(() => parseSettingValue("theme.searchOverlay", "default")).toThrow();
  });

  it("check slider height, slides and social links", () => {
    expect(parseSettingValue("theme.sliderHeight", 0)).toBe(0);
    expect(() => parseSettingValue("theme.sliderHeight", -1)).toThrow();
    expect(parseSettingValue("theme.slides", [{ title: "A", url: "/shop/", linkText: "Los" }])).toEqual([
      { title: "A", text: "", url: "/shop/", linkText: "Los" },
    ]);
    expect(() => parseSettingValue("theme.slides", [{ title: "A", url: "javascript:alert(1)" }])).toThrow();
    expect(() =>
      parseSettingValue(
        "theme.slides",
        Array.from({ length: 11 }, () => ({ title: "A" })),
      ),
    ).toThrow();
    expect(parseSettingValue("theme.socialLinks", [{ network: "rss", url: "/feed/" }])).toHaveLength(1);
    expect(() =>
      parseSettingValue("theme.socialLinks", [{ network: "myspace", url: "https://x.example/" }]),
    ).toThrow();
    expect(() =>
      parseSettingValue("theme.socialLinks", [{ network: "x", url: "javascript:alert(1)" }]),
    ).toThrow();
  });
});
