/**
 * The pure rules of variable products (issue 23 item 2): attribute and term slugs, the variation
 * generator's combinations (every combination of the "used for variations" attributes' values
 * that no variation has yet, at most MAX_COMBINATIONS in all) and a variable product's price range
 * over its enabled variations. Framework-free and browser-safe.
 */
import type { ProductAttribute } from "#db/schema/catalog.ts";
import type { MessageKey } from "../i18n/index.ts";

/** The generator refuses a product whose attributes would make more variations than this. */
export const MAX_COMBINATIONS = 100;
/** A per-product attribute's values, typed as a list separated by "|" (WooCommerce's separator). */
export const VALUE_SEPARATOR = "|";
/** Global attributes are stored on products as WooCommerce names them: `pa_<slug>`. */
export const GLOBAL_PREFIX = "pa_";

const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue" };

/** A slug in lower-case ASCII (ä → ae, ß → ss), words joined by "-"; `fallback` when nothing is left. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .replace(/[äöüÄÖÜß]/g, (c) => GERMAN[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** A refused input: a stable code per field with its German message key; nothing was saved. */
export class CatalogInputError extends Error {
  readonly errors: Record<string, MessageKey>;
  constructor(errors: Record<string, MessageKey>) {
    super(`invalid input: ${Object.keys(errors).join(", ")}`);
    this.name = "CatalogInputError";
    this.errors = errors;
  }
}

/** The values of a per-product attribute as typed ("250 g | 500 g"): trimmed, blanks and repeats dropped. */
export function splitValues(raw: string): string[] {
  const out: string[] = [];
  for (const part of raw.split(VALUE_SEPARATOR)) {
    const v = part.trim().replace(/\s+/g, " ");
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/** The attributes a product's variations are made of, in the product's order. */
export function variationAxes(attributes: readonly ProductAttribute[]): ProductAttribute[] {
  return attributes.filter((a) => a.variation && a.options.length > 0);
}

/** How many variations the axes make (1 for none: the empty product). */
export function combinationCount(axes: readonly ProductAttribute[]): number {
  return axes.reduce((n, a) => n * a.options.length, axes.length === 0 ? 0 : 1);
}

/** Every combination of the axes' values, the first axis varying slowest (WooCommerce's order). */
export function combinations(axes: readonly ProductAttribute[]): Record<string, string>[] {
  if (axes.length === 0) return [];
  let out: Record<string, string>[] = [{}];
  for (const axis of axes) {
    const next: Record<string, string>[] = [];
    for (const partial of out)
      for (const value of axis.options) next.push({ ...partial, [axis.slug]: value });
    out = next;
  }
  return out;
}

/** The key of a variation's values over the axes (a value of "" means "any" and matches every value). */
const keyOf = (axes: readonly ProductAttribute[], values: Record<string, string>) =>
  JSON.stringify(axes.map((a) => values[a.slug] ?? ""));

/** Whether an existing variation already stands for a combination (an "any" value covers all). */
function covers(existing: Record<string, string>, combo: Record<string, string>): boolean {
  return Object.entries(combo).every(([slug, value]) => {
    const have = existing[slug];
    return have === undefined || have === "" || have === value;
  });
}

export type GeneratorPlan =
  | { ok: true; create: Record<string, string>[]; skipped: number }
  | { ok: false; error: MessageKey; count: number };

/**
 * What the generator creates: the combinations no existing variation stands for yet. Refused with
 * a message when there are no variation attributes or more than MAX_COMBINATIONS combinations.
 */
export function planGeneration(
  attributes: readonly ProductAttribute[],
  existing: readonly Record<string, string>[],
): GeneratorPlan {
  const axes = variationAxes(attributes);
  const count = combinationCount(axes);
  if (count === 0) return { ok: false, error: "adminVariations.error.noAxes", count };
  if (count > MAX_COMBINATIONS) return { ok: false, error: "adminVariations.error.tooMany", count };
  const all = combinations(axes);
  const seen = new Set(existing.map((e) => keyOf(axes, e)));
  const create = all.filter((c) => !seen.has(keyOf(axes, c)) && !existing.some((e) => covers(e, c)));
  return { ok: true, create, skipped: all.length - create.length };
}

/** Whether a variation's values name every axis with one of its values (none left empty). */
export function completeValues(axes: readonly ProductAttribute[], values: Record<string, string>): boolean {
  if (axes.length === 0) return false;
  return (
    axes.every((a) => a.options.includes(values[a.slug] ?? "")) &&
    Object.keys(values).every((slug) => axes.some((a) => a.slug === slug))
  );
}

type Priced = { regularPriceCents: number; salePriceCents: number | null; enabled: boolean };

/** The lowest and highest current price (sale price when set) over the enabled variations; null without any. */
export function priceRange(variations: readonly Priced[]): { min: number | null; max: number | null } {
  const prices = variations.filter((v) => v.enabled).map((v) => v.salePriceCents ?? v.regularPriceCents);
  if (prices.length === 0) return { min: null, max: null };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * The sale price the owner set. A sale price written without a plan and without a window (an
 * import, a row from before migration 0048) is taken as the plan itself, so an edit keeps it.
 */
export function plannedSalePrice(row: {
  plannedSalePriceCents: number | null;
  salePriceCents: number | null;
  saleFrom: Date | null;
  saleTo: Date | null;
}): number | null {
  return row.plannedSalePriceCents ?? (row.saleFrom || row.saleTo ? null : row.salePriceCents);
}
