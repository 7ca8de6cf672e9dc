/** The listing sort options, in the order the sort dropdown shows them (WooCommerce's keys). */
export const ORDERBY_OPTIONS = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type Orderby = (typeof ORDERBY_OPTIONS)[number];
export const DEFAULT_ORDERBY: Orderby = "menu_order";

/** VAT rates in basis points per tax class (Germany). */
export const VAT_RATE_BP = { standard: 1900, reduced: 700 } as const;
export type TaxClass = keyof typeof VAT_RATE_BP;
