import { describe, expect, it } from "vitest";
import { grants, isConsentCategory, parseConsent, serializeConsent } from "./index.ts";

describe("consent cookie", () => {
  it("round-trips every choice", () => {
    for (const statistics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(parseConsent(serializeConsent({ statistics, marketing }))).toEqual({ statistics, marketing });
      }
    }
    expect(serializeConsent({ statistics: true, marketing: false })).toBe("v1.s1.m0");
  });

  it("another version or garbage is no choice", () => {
    for (const raw of [undefined, "", "v2.s1.m1", "v1.s1", "v1.s2.m0", "v1.s1.m1;x"]) {
      expect(parseConsent(raw), String(raw)).toBeUndefined();
    }
  });

  it("necessary is always granted, the others only by choice", () => {
    expect(grants(undefined, "necessary")).toBe(true);
    expect(grants(undefined, "statistics")).toBe(false);
    expect(grants({ statistics: true, marketing: false }, "statistics")).toBe(true);
    expect(grants({ statistics: true, marketing: false }, "marketing")).toBe(false);
    expect(isConsentCategory("marketing")).toBe(true);
    expect(isConsentCategory("preferences")).toBe(false);
  });
});
