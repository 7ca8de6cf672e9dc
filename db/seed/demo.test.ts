import "#modules/all-settings.ts";
import { describe, expect, it } from "vitest";
import { legalData } from "#modules/legal/legal-data.ts";
import { expandLegalShortcodes } from "#modules/legal/render.ts";
import { DEMO_LEGAL } from "#modules/legal/sample.ts";
import { defaultSettings } from "#modules/settings/definitions.ts";
import { type DemoProduct, priceRange } from "./demo-catalog.ts";
import {
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_TAGS,
  demoMenus,
  demoPages,
  demoProductImages,
} from "./demo-data.ts";
import { demoCompany } from "./demo-pages-legal-de.ts";

const URL_SAFE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const variable = DEMO_PRODUCTS.filter((p) => p.type === "variable");
const simple = DEMO_PRODUCTS.filter((p) => p.type === "simple");

function combinations(p: DemoProduct): string[] {
  const axes = (p.attributes ?? []).filter((a) => a.variation);
  return axes.reduce<string[]>(
    (acc, a) =>
      acc.flatMap((prefix) => a.options.map((o) => (prefix ? `${prefix}|${a.slug}=${o}` : `${a.slug}=${o}`))),
    [""],
  );
}

describe("demo catalogue", () => {
  it("has about 40 products with unique, URL-safe slugs", () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(35);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(45);
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [...slugs, ...DEMO_CATEGORIES.map((c) => c.slug), ...DEMO_TAGS.map((t) => t.slug)]) {
      expect(slug).toMatch(URL_SAFE);
    }
  });

  it("uses every SKU once, across products and variations", () => {
    const skus = DEMO_PRODUCTS.flatMap((p) => [p.sku, ...(p.variations ?? []).map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it("links every product to existing categories and tags", () => {
    const categories = new Set(DEMO_CATEGORIES.map((c) => c.slug));
    const tags = new Set(DEMO_TAGS.map((t) => t.slug));
    for (const c of DEMO_CATEGORIES) if (c.parent) expect(categories.has(c.parent)).toBe(true);
    for (const p of DEMO_PRODUCTS) {
      expect(p.categories.length, p.slug).toBeGreaterThan(0);
      for (const c of p.categories) expect(categories.has(c), `${p.slug}: ${c}`).toBe(true);
      for (const t of p.tags ?? []) expect(tags.has(t), `${p.slug}: ${t}`).toBe(true);
    }
    // Every category shows something.
    for (const c of categories)
      expect(
        DEMO_PRODUCTS.some((p) => p.categories.includes(c)),
        c,
      ).toBe(true);
  });

  it("gives variable products one priced variation per option combination", () => {
    expect(variable.filter((p) => p.categories.includes("kaffee")).length).toBeGreaterThanOrEqual(8);
    for (const p of variable) {
      expect(p.regularPriceCents, p.slug).toBeUndefined();
      const expected = combinations(p).sort();
      const actual = (p.variations ?? [])
        .map((v) =>
          (p.attributes ?? [])
            .filter((a) => a.variation)
            .map((a) => `${a.slug}=${v.attributes[a.slug]}`)
            .join("|"),
        )
        .sort();
      expect(actual, p.slug).toEqual(expected);
      for (const v of p.variations ?? []) {
        expect(Object.keys(v.attributes).sort()).toEqual((p.attributes ?? []).map((a) => a.slug).sort());
        expect(Number.isInteger(v.regularPriceCents) && v.regularPriceCents > 0, v.sku).toBe(true);
        if (v.salePriceCents !== undefined) expect(v.salePriceCents).toBeLessThan(v.regularPriceCents);
      }
    }
  });

  it("sells coffee by weight with a net quantity for the unit price", () => {
    const kg: Record<string, string> = { "250 g": "0.250", "500 g": "0.500", "1 kg": "1.000" };
    for (const p of variable.filter((p) => p.attributes?.some((a) => a.slug === "groesse"))) {
      expect(p.netUnit).toBe("kg");
      expect(p.unitReference).toBe("1");
      for (const v of p.variations ?? []) expect(v.netQuantity).toBe(kg[v.attributes.groesse!]);
      // Bigger bags cost more.
      const price = (size: string) =>
        p.variations!.find((v) => v.attributes.groesse === size)!.regularPriceCents;
      expect(price("250 g")).toBeLessThan(price("500 g"));
      expect(price("500 g")).toBeLessThan(price("1 kg"));
    }
  });

  it("prices simple products in integer cents, sale below regular", () => {
    for (const p of simple) {
      expect(Number.isInteger(p.regularPriceCents) && p.regularPriceCents! > 0, p.slug).toBe(true);
      if (p.salePriceCents !== undefined) expect(p.salePriceCents).toBeLessThan(p.regularPriceCents!);
      const { min, max } = priceRange(p);
      expect(min).toBe(p.salePriceCents ?? p.regularPriceCents);
      expect(max).toBe(min);
    }
  });

  it("uses the reduced rate for coffee and tea and the standard rate for gear", () => {
    for (const p of DEMO_PRODUCTS) {
      if (
        p.categories.includes("tee") ||
        (p.categories.includes("kaffee") && !p.categories.includes("zubehoer"))
      ) {
        expect(p.taxClass, p.slug).toBe("reduced");
      }
      if (p.categories.includes("zubehoer")) expect(p.taxClass, p.slug).toBe("standard");
    }
  });

  it("covers the shop's edge cases", () => {
    expect(DEMO_PRODUCTS.some((p) => p.stockStatus === "outofstock")).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.manageStock && p.stockQuantity === 3)).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => (p.minQuantity ?? 1) > 1)).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.salePriceCents !== undefined)).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.deliveryTime)).toBe(true);
    const featured = DEMO_PRODUCTS.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(8);
    // Sorting by popularity, rating and date gives different orders.
    expect(new Set(DEMO_PRODUCTS.map((p) => p.totalSales)).size).toBeGreaterThan(30);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.averageRating)).size).toBeGreaterThan(5);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.ageDays)).size).toBeGreaterThan(30);
    for (const p of DEMO_PRODUCTS) expect(p.averageRating).toMatch(/^\d(\.\d{2})?$/);
  });

  it("describes every product and its images in German", () => {
    const files = DEMO_PRODUCTS.flatMap(demoProductImages).map((i) => i.file);
    expect(new Set(files).size).toBe(files.length);
    for (const f of files) expect(f).toMatch(/^\d{4}\/\d{2}\/[a-z0-9-]+\.webp$/);
    for (const p of DEMO_PRODUCTS) {
      expect(p.shortDescription.length, p.slug).toBeGreaterThan(20);
      expect(p.description, p.slug).toMatch(/^<p>/);
      for (const img of demoProductImages(p)) expect(img.image.alt.length, p.slug).toBeGreaterThan(10);
    }
  });
});

describe("demo pages and menus", () => {
  const company = demoCompany(defaultSettings()["site.name"]);
  const pages = demoPages(company);
  const key = (slug: string, lang: string) => pages.find((p) => p.slug === slug && p.lang === lang);

  it("has the legal and info pages in German and the key ones in English", () => {
    for (const slug of [
      "impressum",
      "datenschutz",
      "agb",
      "widerrufsbelehrung",
      "versand-und-zahlung",
      "ueber-uns",
      "kontakt",
    ]) {
      expect(key(slug, "de"), slug).toBeDefined();
    }
    for (const slug of ["impressum", "versand-und-zahlung"]) expect(key(slug, "en"), slug).toBeDefined();
    expect(new Set(pages.map((p) => `${p.lang}:${p.slug}`)).size).toBe(pages.length);
    for (const p of pages) expect(p.content).not.toMatch(/undefined|NaN|\$\{/);
  });

  it("prints the seller's data from the legal settings, no placeholder", () => {
    const legal = legalData({ ...defaultSettings(), ...DEMO_LEGAL });
    for (const p of pages) {
      const html = expandLegalShortcodes(p.content, legal, p.lang);
      expect(html, p.slug).not.toMatch(/\[legal_data|HRB 000000/);
    }
    const impressum = expandLegalShortcodes(key("impressum", "de")!.content, legal, "de");
    for (const part of [
      "Röstwerk Laden GmbH",
      "Hafenstraße 12",
      "20457 Hamburg",
      "DE123456789",
      "HRB 123456",
    ]) {
      expect(impressum).toContain(part);
    }
    expect(key("widerrufsbelehrung", "de")!.content).toContain("Muster-Widerrufsformular");
    expect(key("widerrufsbelehrung", "de")!.content).toContain("Vertrag widerrufen");
    // The prices come from the shipping zones, rendered where the page places the table.
    expect(key("versand-und-zahlung", "de")!.content).toContain("[laden_versandkosten]");
  });

  it("links menus to pages that exist", () => {
    const menus = demoMenus(pages);
    expect(menus.map((m) => `${m.lang}:${m.location}`).sort()).toEqual([
      "de:legal",
      "de:primary",
      "en:legal",
      "en:primary",
    ]);
    for (const m of menus) {
      for (const item of m.items.flatMap((i) => [i, ...(i.children ?? [])])) {
        expect(item.url).toMatch(/^\/.*\/$/);
        const page = item.url.match(/^\/(en\/)?([a-z-]+)\/$/);
        if (page && page[2] !== "shop" && page[2] !== "blog")
          expect(key(page[2]!, page[1] ? "en" : "de"), item.url).toBeDefined();
      }
    }
    // The primary menus have submenus (the theme's dropdowns and the mobile menu's expandable items).
    for (const lang of ["de", "en"])
      expect(
        menus.find((m) => m.lang === lang && m.location === "primary")!.items.some((i) => i.children?.length),
      ).toBe(true);
    const enLegal = menus.find((m) => m.lang === "en" && m.location === "legal")!;
    expect(enLegal.items.map((i) => i.url)).toContain("/en/impressum/");
    expect(enLegal.items.map((i) => i.url)).toContain("/agb/");
  });
});
