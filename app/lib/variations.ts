/**
 * Choosing a variation of a variable product (WooCommerce's variation form): which variation a
 * complete choice selects, and which options are still possible given the others. A variation
 * attribute left empty stands for "any".
 */
import type { StockStatus } from "#modules/catalog/types.ts";

export type VariationChoice = { id: number; attributes: Record<string, string>; stockStatus: StockStatus };
/** Attribute slug → chosen option ("" or missing = not chosen). */
export type Selection = Record<string, string>;

function fits(variation: VariationChoice, slug: string, option: string): boolean {
  const value = variation.attributes[slug];
  return !value || value === option;
}

/** Variations that fit every chosen option. */
export function matchingVariations<V extends VariationChoice>(variations: V[], selection: Selection): V[] {
  const chosen = Object.entries(selection).filter(([, option]) => option);
  return variations.filter((v) => chosen.every(([slug, option]) => fits(v, slug, option)));
}

/** The variation a complete choice (one option for each of `slugs`) selects, or undefined. */
export function findVariation<V extends VariationChoice>(
  variations: V[],
  slugs: string[],
  selection: Selection,
): V | undefined {
  if (slugs.length === 0 || !slugs.every((slug) => selection[slug])) return undefined;
  return matchingVariations(variations, selection)[0];
}

export function isCompleteSelection(slugs: string[], selection: Selection): boolean {
  return slugs.length > 0 && slugs.every((slug) => !!selection[slug]);
}

export type OptionState = "available" | "outofstock" | "none";

/**
 * Whether choosing `option` for `slug`, with the other current choices, leads to a variation in
 * stock ("available"), only to variations out of stock ("outofstock"), or to none ("none").
 */
export function optionState(
  variations: VariationChoice[],
  slug: string,
  option: string,
  selection: Selection,
): OptionState {
  const matches = matchingVariations(variations, { ...selection, [slug]: option });
  if (matches.length === 0) return "none";
  return matches.some((v) => v.stockStatus !== "outofstock") ? "available" : "outofstock";
}

type StockLimit = { manageStock: boolean; stockQuantity: number | null };

/**
 * The quantity field's max: the product's own limit (sold individually), else the chosen
 * variation's stock or, without a choice, the product's, when they manage stock; else none.
 */
export function maxQuantityOf(
  product: StockLimit & { maxQuantity: number | null },
  variation: StockLimit | undefined,
): number | undefined {
  const stock = variation ?? product;
  return product.maxQuantity ?? (stock.manageStock ? (stock.stockQuantity ?? undefined) : undefined);
}
