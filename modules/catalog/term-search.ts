/**
 * Product categories and tags by name, for a searchable form dropdown (`dropdown_source`, REST
 * `laden/v1/form-terms`): `q` matched case-insensitively anywhere in the name (LIKE wildcards
 * escaped), by name, 20 per page; published taxonomy names only.
 */
import { asc, ilike } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { productCategories, productTags } from "#db/schema/index.ts";

export const TERM_SEARCH_PAGE_SIZE = 20;
export type ProductTaxonomy = "product_cat" | "product_tag";

export function isProductTaxonomy(value: string): value is ProductTaxonomy {
  return value === "product_cat" || value === "product_tag";
}

/** One page of `{value: slug, label: name}`, and whether another page follows. */
export async function searchProductTerms(
  db: Db,
  taxonomy: ProductTaxonomy,
  q: string,
  page: number,
): Promise<{ results: { value: string; label: string }[]; more: boolean }> {
  const table = taxonomy === "product_cat" ? productCategories : productTags;
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db
    .select({ value: table.slug, label: table.name })
    .from(table)
    .where(q ? ilike(table.name, pattern) : undefined)
    .orderBy(asc(table.name), asc(table.id))
    .limit(TERM_SEARCH_PAGE_SIZE + 1)
    .offset((page - 1) * TERM_SEARCH_PAGE_SIZE);
  return { results: rows.slice(0, TERM_SEARCH_PAGE_SIZE), more: rows.length > TERM_SEARCH_PAGE_SIZE };
}
