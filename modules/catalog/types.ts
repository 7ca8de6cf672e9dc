import type { ProductAttribute } from "#db/schema/index.ts";
import type { TaxClass } from "./constants.ts";

export type StockStatus = "instock" | "outofstock" | "onbackorder";

export type ImageRef = {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `srcset` candidates, smallest first. */
  srcset: { url: string; width: number }[];
};

export type ProductCard = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  shortDescription: string;
  regularPriceCents: number | null;
  salePriceCents: number | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  manageStock: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  taxClass: TaxClass;
  netQuantity: string | null;
  netUnit: string | null;
  unitReference: string | null;
  deliveryTime: string | null;
  /** Variable products: the lowest and highest unit price over the variations (Grundpreis), in cents. */
  minUnitPriceCents: number | null;
  maxUnitPriceCents: number | null;
  averageRating: number;
  ratingCount: number;
  image: ImageRef | null;
};

export type Variation = {
  id: number;
  sku: string | null;
  attributes: Record<string, string>;
  regularPriceCents: number;
  salePriceCents: number | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  manageStock: boolean;
  netQuantity: string | null;
  image: ImageRef | null;
};

export type TermRef = { id: number; slug: string; name: string };

export type ProductDetail = ProductCard & {
  sku: string | null;
  /** Weight in kg as a decimal string ("0.25"), null when none. */
  weight: string | null;
  description: string;
  attributes: ProductAttribute[];
  gallery: ImageRef[];
  variations: Variation[];
  categories: TermRef[];
  tags: TermRef[];
};
