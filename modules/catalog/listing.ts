import { DEFAULT_ORDERBY, ORDERBY_OPTIONS, type Orderby } from "./constants.ts";
import type { ImageRef, ProductCard } from "./types.ts";

export function parseOrderby(value: string | null | undefined): Orderby {
  return (ORDERBY_OPTIONS as readonly string[]).includes(value ?? "") ? (value as Orderby) : DEFAULT_ORDERBY;
}

/** A page number from the URL: 1 for anything that is not a positive integer. */
export function parsePage(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export type PageWindow = {
  page: number;
  perPage: number;
  total: number;
  pages: number;
  from: number;
  to: number;
};

export function pageWindow(page: number, perPage: number, total: number): PageWindow {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return { page, perPage, total, pages, from, to };
}

/**
 * A product as a listing's card renders it (name, link, image, price block, add-to-cart button):
 * what a listing page's loader sends to the browser. The loader data is serialised into every
 * page (React Router's turbo-stream) and decoded again when the page hydrates, so fields the card
 * does not show (short description, stock figures, rating, tax class, delivery time) stay out.
 */
export type ListedProduct = Pick<
  ProductCard,
  | "id"
  | "slug"
  | "name"
  | "type"
  | "regularPriceCents"
  | "salePriceCents"
  | "minPriceCents"
  | "maxPriceCents"
  | "stockStatus"
  | "minQuantity"
  | "netQuantity"
  | "netUnit"
  | "unitReference"
  | "minUnitPriceCents"
  | "maxUnitPriceCents"
> & { image: Omit<ImageRef, "id"> | null };

export function listedProduct(p: ProductCard): ListedProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type,
    regularPriceCents: p.regularPriceCents,
    salePriceCents: p.salePriceCents,
    minPriceCents: p.minPriceCents,
    maxPriceCents: p.maxPriceCents,
    stockStatus: p.stockStatus,
    minQuantity: p.minQuantity,
    netQuantity: p.netQuantity,
    netUnit: p.netUnit,
    unitReference: p.unitReference,
    minUnitPriceCents: p.minUnitPriceCents,
    maxUnitPriceCents: p.maxUnitPriceCents,
    image: p.image && {
      url: p.image.url,
      alt: p.image.alt,
      width: p.image.width,
      height: p.image.height,
      srcset: p.image.srcset,
    },
  };
}
