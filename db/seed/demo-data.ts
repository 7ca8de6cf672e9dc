/** The whole demo data set: products in catalogue order, pages and menus. Data only, no I/O. */
import type { MenuItem } from "../schema/index.ts";
import type { DemoProduct } from "./demo-catalog.ts";
import type { DemoImage } from "./demo-images.ts";
import { kontaktDe, ueberUnsDe, versandDe } from "./demo-pages-de.ts";
import { impressumEn, kontaktEn, ueberUnsEn, versandEn } from "./demo-pages-en.ts";
import { type Company, type DemoPage, datenschutzDe, impressumDe } from "./demo-pages-legal-de.ts";
import { agbDe, widerrufDe } from "./demo-pages-terms-de.ts";
import { COFFEE_PRODUCTS } from "./demo-products-coffee.ts";
import { ESPRESSO_PRODUCTS } from "./demo-products-espresso.ts";
import { GEAR_PRODUCTS } from "./demo-products-gear.ts";
import { LOT_PRODUCTS } from "./demo-products-lots.ts";
import { TABLEWARE_PRODUCTS } from "./demo-products-tableware.ts";
import { GIFT_PRODUCTS, TEA_PRODUCTS } from "./demo-products-tea.ts";

export { DEMO_CATEGORIES, DEMO_TAGS } from "./demo-catalog.ts";

export const DEMO_PRODUCTS: DemoProduct[] = [
  ...COFFEE_PRODUCTS,
  ...ESPRESSO_PRODUCTS,
  ...LOT_PRODUCTS,
  ...TEA_PRODUCTS,
  ...GEAR_PRODUCTS,
  ...TABLEWARE_PRODUCTS,
  ...GIFT_PRODUCTS,
];

/** Demo images live in one fixed folder, so every run computes the same file names. */
export const DEMO_MEDIA_FOLDER = "2026/01";

export type PlannedImage = { file: string; image: DemoImage; title: string; seed: string };

/** A product's images: the main one first, then its gallery. */
export function demoProductImages(p: DemoProduct): PlannedImage[] {
  const main = { file: `${DEMO_MEDIA_FOLDER}/${p.slug}.webp`, image: p.image, title: p.name, seed: p.slug };
  const gallery = (p.gallery ?? []).map((image, i) => ({
    file: `${DEMO_MEDIA_FOLDER}/${p.slug}-${i + 2}.webp`,
    image,
    title: p.name,
    seed: `${p.slug}-${i + 2}`,
  }));
  return [main, ...gallery];
}

export function demoPages(c: Company): DemoPage[] {
  return [
    impressumDe(),
    datenschutzDe(),
    agbDe(c),
    widerrufDe(c),
    versandDe(),
    ueberUnsDe(),
    kontaktDe(c),
    impressumEn(),
    versandEn(),
    ueberUnsEn(),
    kontaktEn(c),
  ];
}

export type DemoMenu = { location: "primary" | "legal"; lang: "de" | "en"; items: MenuItem[] };

const LEGAL_SLUGS = ["impressum", "datenschutz", "agb", "widerrufsbelehrung", "versand-und-zahlung"];

/** Menus per language; English items link to the English page where one exists, else the German one. */
export function demoMenus(pages: DemoPage[]): DemoMenu[] {
  const hasEn = new Set(pages.filter((p) => p.lang === "en").map((p) => p.slug));
  const en = (slug: string) => (hasEn.has(slug) ? `/en/${slug}/` : `/${slug}/`);
  const enLegal: Record<string, string> = {
    impressum: "Legal notice",
    datenschutz: "Privacy policy (German)",
    agb: "Terms and conditions (German)",
    widerrufsbelehrung: "Cancellation policy (German)",
    "versand-und-zahlung": "Shipping and payment",
  };
  const deLegal: Record<string, string> = {
    impressum: "Impressum",
    datenschutz: "Datenschutz",
    agb: "AGB",
    widerrufsbelehrung: "Widerrufsbelehrung",
    "versand-und-zahlung": "Versand und Zahlung",
  };
  return [
    {
      location: "primary",
      lang: "de",
      items: [
        {
          label: "Shop",
          url: "/shop/",
          children: [
            { label: "Kaffee", url: "/product-category/kaffee/" },
            { label: "Zubehör", url: "/product-category/zubehoer/" },
            { label: "Tee", url: "/product-category/tee/" },
          ],
        },
        // The demo's posts are German; the English menu gets the blog with its first post.
        { label: "Blog", url: "/blog/" },
        {
          label: "Über uns",
          url: "/ueber-uns/",
          children: [{ label: "Versand und Zahlung", url: "/versand-und-zahlung/" }],
        },
        { label: "Kontakt", url: "/kontakt/" },
      ],
    },
    {
      location: "legal",
      lang: "de",
      items: LEGAL_SLUGS.map((slug) => ({ label: deLegal[slug]!, url: `/${slug}/` })),
    },
    {
      location: "primary",
      lang: "en",
      items: [
        {
          label: "Shop",
          url: "/en/shop/",
          children: [
            { label: "Coffee", url: "/en/product-category/kaffee/" },
            { label: "Accessories", url: "/en/product-category/zubehoer/" },
            { label: "Tea", url: "/en/product-category/tee/" },
          ],
        },
        {
          label: "About us",
          url: en("ueber-uns"),
          children: [{ label: "Shipping and payment", url: en("versand-und-zahlung") }],
        },
        { label: "Contact", url: en("kontakt") },
      ],
    },
    {
      location: "legal",
      lang: "en",
      items: LEGAL_SLUGS.map((slug) => ({ label: enLegal[slug]!, url: en(slug) })),
    },
  ];
}
