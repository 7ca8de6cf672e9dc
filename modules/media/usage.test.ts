import { describe, expect, it } from "vitest";
import { altTextMissing, whyNotUsable } from "./usable.ts";
import { countUsage, describeUsageCounts, describeUses, type UsageRef } from "./usage.ts";

const refs: UsageRef[] = [
  { kind: "post", id: 4, title: "Ernte 2026" },
  { kind: "product", id: 1, title: "Kenia AA" },
  { kind: "product", id: 2, title: "Brasil" },
  { kind: "product", id: 3, title: "Peru" },
];

describe("usage counting", () => {
  it("counts per kind in the owner's order, leaving out kinds without a use", () => {
    expect(countUsage(refs)).toEqual([
      ["product", 3],
      ["post", 1],
    ]);
    expect(countUsage([])).toEqual([]);
  });

  it("says it in German with the dative plural and singular, and in English", () => {
    expect(describeUsageCounts("de", refs)).toBe("3 Produkten, 1 Beitrag");
    expect(
      describeUsageCounts("de", [
        { kind: "page", id: 9, title: "Über uns" },
        { kind: "category", id: 2, title: "Kaffee" },
      ]),
    ).toBe("1 Kategorie, 1 Seite");
    expect(describeUsageCounts("en", refs)).toBe("3 products, 1 post");
  });

  it("names each use for a refusal", () => {
    expect(describeUses("de", refs.slice(0, 2))).toBe("Beitrag „Ernte 2026“, Produkt „Kenia AA“");
  });
});

describe("the alt-text rule", () => {
  const item = { id: 7, alt: "Röstmaschine", trashedAt: null };

  it("lets an image with alt text into content", () => {
    expect(whyNotUsable(item)).toBeUndefined();
    expect(altTextMissing(item)).toBe(false);
  });

  it("refuses a missing or blank alt text, a trashed image and one that does not exist", () => {
    expect(whyNotUsable({ ...item, alt: "" })).toBe("media.notUsable.noAlt");
    expect(whyNotUsable({ ...item, alt: "  \n " })).toBe("media.notUsable.noAlt");
    expect(altTextMissing({ alt: " " })).toBe(true);
    expect(whyNotUsable({ ...item, trashedAt: new Date() })).toBe("media.notUsable.trashed");
    expect(whyNotUsable(undefined)).toBe("media.notUsable.missing");
  });
});
