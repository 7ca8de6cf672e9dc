/** The catalogue as the owner sees it (`laden/v1/products`): every product incl. drafts, by id. */
import { asc, count } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { products } from "#db/schema/index.ts";

export type OwnerProductRow = Pick<
  typeof products.$inferSelect,
  "id" | "slug" | "name" | "type" | "status" | "sku" | "regularPriceCents" | "salePriceCents" | "stockStatus"
>;

export async function listOwnerProducts(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: OwnerProductRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        type: products.type,
        status: products.status,
        sku: products.sku,
        regularPriceCents: products.regularPriceCents,
        salePriceCents: products.salePriceCents,
        stockStatus: products.stockStatus,
      })
      .from(products)
      .orderBy(asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products),
  ]);
  return { rows, total: total?.n ?? 0 };
}
