/**
 * The demo catalogue's shape: categories, tags and the product type the data files fill in,
 * plus the helper that builds a coffee's variations (Größe × Mahlgrad). Data only, no I/O.
 */
import type { ProductAttribute } from "../schema/index.ts";
import type { DemoImage } from "./demo-images.ts";

export type DemoCategory = { slug: string; name: string; description: string; parent?: string };
export type DemoTag = { slug: string; name: string };
export type StockStatus = "instock" | "outofstock" | "onbackorder";

export type DemoVariation = {
  sku: string;
  attributes: Record<string, string>;
  regularPriceCents: number;
  salePriceCents?: number;
  manageStock: boolean;
  stockQuantity?: number;
  stockStatus: StockStatus;
  netQuantity?: string;
};

export type DemoProduct = {
  slug: string;
  name: string;
  sku: string;
  type: "simple" | "variable";
  shortDescription: string;
  description: string;
  categories: string[];
  tags?: string[];
  taxClass: "standard" | "reduced";
  regularPriceCents?: number;
  salePriceCents?: number;
  manageStock?: boolean;
  stockQuantity?: number;
  stockStatus?: StockStatus;
  minQuantity?: number;
  /** A multi-purpose gift voucher (issue 24): sold without VAT, one code per paid unit. */
  giftVoucher?: boolean;
  maxQuantity?: number;
  netQuantity?: string;
  netUnit?: "g" | "kg" | "ml" | "l" | "Stk";
  unitReference?: string;
  deliveryTime?: string;
  featured?: boolean;
  totalSales: number;
  averageRating: string;
  ratingCount: number;
  /** Days before the seed run that the product was "created" (so date sorting differs). */
  ageDays: number;
  attributes?: ProductAttribute[];
  variations?: DemoVariation[];
  image: DemoImage;
  gallery?: DemoImage[];
};

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: "kaffee",
    name: "Kaffee",
    description: "Frisch gerösteter Kaffee aus unserer Hamburger Rösterei, als ganze Bohne oder gemahlen.",
  },
  {
    slug: "espresso",
    name: "Espresso",
    parent: "kaffee",
    description: "Espressoröstungen und Mischungen für Siebträger, Vollautomat und Kocher.",
  },
  {
    slug: "filterkaffee",
    name: "Filterkaffee",
    parent: "kaffee",
    description:
      "Helle bis mittlere Röstungen einzelner Herkünfte für Handfilter, French Press und Maschine.",
  },
  {
    slug: "entkoffeiniert",
    name: "Entkoffeiniert",
    parent: "kaffee",
    description: "Kaffee mit vollem Geschmack und höchstens 0,1 % Koffein, schonend entkoffeiniert.",
  },
  {
    slug: "zubehoer",
    name: "Zubehör",
    description: "Handfilter, Mühlen, Waagen und Tassen, die wir selbst in der Rösterei benutzen.",
  },
  { slug: "tee", name: "Tee", description: "Eine kleine Auswahl an Schwarz-, Grün- und Kräutertees." },
  {
    slug: "geschenke",
    name: "Geschenke",
    description: "Probiersets, Geschenksets und Gutscheine für Menschen, die gern Kaffee trinken.",
  },
];

export const DEMO_TAGS: DemoTag[] = [
  { slug: "bio", name: "Bio" },
  { slug: "fairtrade", name: "Fairtrade" },
  { slug: "neu", name: "Neu" },
  { slug: "limitiert", name: "Limitiert" },
  { slug: "single-origin", name: "Single Origin" },
  { slug: "direkthandel", name: "Direkthandel" },
  { slug: "handfilter", name: "Handfilter" },
  { slug: "siebtraeger", name: "Siebträger" },
  { slug: "geschenkidee", name: "Geschenkidee" },
];

export const SIZES = [
  { label: "250 g", code: "250", kg: "0.250" },
  { label: "500 g", code: "500", kg: "0.500" },
  { label: "1 kg", code: "1000", kg: "1.000" },
] as const;

export const GRINDS = {
  "Ganze Bohne": "GB",
  Filter: "FI",
  Espresso: "ES",
  "French Press": "FP",
} as const;
export type Grind = keyof typeof GRINDS;
export const ALL_GRINDS: Grind[] = ["Ganze Bohne", "Filter", "Espresso", "French Press"];

/**
 * Variations for a coffee: every size with every grind. Prices per size (250 g, 500 g, 1 kg);
 * `sale` maps a size code to its sale price; `soldOut` lists size codes that are out of stock.
 */
export function coffeeVariations(opts: {
  sku: string;
  prices: [number, number, number];
  grinds?: Grind[];
  sale?: Partial<Record<"250" | "500" | "1000", number>>;
  soldOut?: ("250" | "500" | "1000")[];
}): Pick<DemoProduct, "type" | "attributes" | "variations" | "netUnit" | "unitReference"> {
  const grinds = opts.grinds ?? ALL_GRINDS;
  const variations: DemoVariation[] = [];
  SIZES.forEach((size, i) => {
    for (const grind of grinds) {
      const soldOut = opts.soldOut?.includes(size.code) ?? false;
      variations.push({
        sku: `${opts.sku}-${size.code}-${GRINDS[grind]}`,
        attributes: { groesse: size.label, mahlgrad: grind },
        regularPriceCents: opts.prices[i]!,
        salePriceCents: opts.sale?.[size.code],
        manageStock: true,
        // Fewer large bags on the shelf; ground coffee is ground to order, so the same stock.
        stockQuantity: soldOut ? 0 : [36, 18, 8][i]! + (opts.sku.length % 5),
        stockStatus: soldOut ? "outofstock" : "instock",
        netQuantity: size.kg,
      });
    }
  });
  return {
    type: "variable",
    netUnit: "kg",
    unitReference: "1",
    attributes: [
      { name: "Größe", slug: "groesse", options: SIZES.map((s) => s.label), variation: true },
      { name: "Mahlgrad", slug: "mahlgrad", options: [...grinds], variation: true },
    ],
    variations,
  };
}

/** A simple 250 g bag (or another weight in kg, e.g. "1.000"). */
export function bagOf(kg: string): Pick<DemoProduct, "netQuantity" | "netUnit" | "unitReference"> {
  return { netQuantity: kg, netUnit: "kg", unitReference: "1" };
}

/** Current price (sale if set) and the highest price, as the listing sorts by them. */
export function priceRange(p: DemoProduct): { min: number; max: number } {
  const prices = p.variations?.length
    ? p.variations.map((v) => v.salePriceCents ?? v.regularPriceCents)
    : [p.salePriceCents ?? p.regularPriceCents ?? 0];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function html(...blocks: string[]): string {
  return blocks.join("\n");
}

/** A fact list ("Steckbrief") for a description: label → value. */
export function facts(rows: [string, string][], heading = "Steckbrief"): string {
  const items = rows.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join("");
  return `<h3>${heading}</h3>\n<ul>${items}</ul>`;
}
