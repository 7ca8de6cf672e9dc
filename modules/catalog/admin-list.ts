/**
 * The back office's products list: search (title, SKU, GTIN), filters, sort and paging, all in
 * PostgreSQL (the indexes of migration 0032), so 100,000 products stay fast. Framework-free: the
 * screen and the bulk edit's selection call it.
 */
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import type { ProductStatus } from "#db/schema/catalog.ts";
import { productCategories, productCategoryLinks, products } from "#db/schema/index.ts";
import {
  defaultDir,
  PRODUCT_LIST_PER_PAGE,
  PRODUCT_LIST_SORTS,
  PRODUCT_LIST_STATUSES,
  PRODUCT_STOCK_STATUSES,
  PRODUCT_TYPES,
  type ProductListQuery,
  type ProductListSort,
} from "./admin-list-query.ts";

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const schema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  status: optional(z.enum(PRODUCT_LIST_STATUSES)),
  category: optional(z.coerce.number().int().min(1).max(2_147_483_647)),
  stock: optional(z.enum(PRODUCT_STOCK_STATUSES)),
  type: optional(z.enum(PRODUCT_TYPES)),
  sort: z.enum(PRODUCT_LIST_SORTS).catch("updated").default("updated"),
  dir: optional(z.enum(["asc", "desc"])),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

/** `?q=…&status=…` → the list's query; never throws. */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = schema.parse(raw);
  return { ...parsed, dir: parsed.dir ?? defaultDir(parsed.sort) };
}

/** Must stay the exact expression of the trigram index `products_admin_search_trgm_idx` (0032). */
const PRODUCT_SEARCH_SQL = sql`lower(${products.name} || ' ' || coalesce(${products.sku}, '') || ' ' || coalesce(${products.gtin}, ''))`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each word must occur (title, SKU or GTIN); a number alone also finds the product with that id. */
function searchCondition(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  const text = and(...words.map((w) => sql`${PRODUCT_SEARCH_SQL} like ${`%${likeEscape(w)}%`}`)) as SQL;
  const id = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : undefined;
  return id !== undefined ? sql`(${eq(products.id, id)} or ${text})` : text;
}

type ListFilter = Omit<ProductListQuery, "sort" | "dir" | "page">;

/**
 * A category and its sub-categories (every depth), as the shop lists them. Read first, on its
 * own: with the ids as a literal list PostgreSQL estimates the links right and walks the
 * `category_id` index (a recursive CTE inside the query made it guess half the table and scan
 * all 100,000 links and products: 190 ms instead of a few).
 */
async function categoryTree(db: Db, category: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select ${category}::int
      union
      select c.id from ${productCategories} c join tree on c.parent_id = tree.id)
    select id from tree limit 1000`);
  return rows.rows.map((r) => Number(r.id));
}

async function filterCondition(db: Db, f: ListFilter): Promise<SQL | undefined> {
  const tree = f.category ? await categoryTree(db, f.category) : [];
  return and(
    f.status ? eq(products.status, f.status) : ne(products.status, "trash"),
    searchCondition(f.q),
    f.stock ? eq(products.stockStatus, f.stock) : undefined,
    f.type ? eq(products.type, f.type) : undefined,
    f.category
      ? sql`${products.id} in (select l.product_id from ${productCategoryLinks} l
          where l.category_id = any(${sql.param(tree)}::int[]))`
      : undefined,
  );
}

/** Counted exactly up to here; a bigger result is PostgreSQL's estimate, shown as "ca.". */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * How many products match: exact when at most EXACT_COUNT_LIMIT (then with their ids: counting
 * stops there, so a count never walks 100,000 index entries), else the planner's estimate for
 * the same condition.
 */
async function countMatching(
  db: Db,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean; ids?: number[] }> {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1);
  if (found.length <= EXACT_COUNT_LIMIT)
    return { total: found.length, estimated: false, ids: found.map((r) => r.id) };
  const plan = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) select 1 from ${products} where ${where ?? sql`true`}`,
  );
  const rows = Math.round(plan.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
  return { total: Math.max(rows, EXACT_COUNT_LIMIT + 1), estimated: true };
}

function orderBy(sort: ProductListSort, dir: "asc" | "desc"): SQL[] {
  const d = dir === "asc" ? asc : desc;
  switch (sort) {
    case "name":
      return [d(sql`lower(${products.name})`), d(products.id)];
    // PostgreSQL's default null order (last ascending, first descending) lets one index serve both ways.
    case "sku":
      return [d(products.sku), d(products.id)];
    case "price":
      return [d(products.sortPriceCents), d(products.id)];
    case "stock":
      return [d(products.stockQuantity), d(products.id)];
    default:
      return [d(products.updatedAt), d(products.id)];
  }
}

export type ProductListRow = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  status: ProductStatus;
  sku: string | null;
  gtin: string | null;
  regularPriceCents: number | null;
  salePriceCents: number | null;
  /** Lowest and highest current price (a variable product's range). */
  sortPriceCents: number | null;
  maxPriceCents: number | null;
  stockStatus: "instock" | "outofstock" | "onbackorder";
  manageStock: boolean;
  stockQuantity: number | null;
  categories: string[];
  updatedAt: Date;
  trashedAt: Date | null;
  publishAt: Date | null;
  version: number;
};

export type ProductListPage = {
  rows: ProductListRow[];
  total: number;
  /** The total is PostgreSQL's estimate (more than EXACT_COUNT_LIMIT match): the screen says "ca.". */
  estimated: boolean;
  pages: number;
  page: number;
};

/**
 * One page of the filtered, sorted list and the total (a page past the end shows the last one;
 * past an estimated end, the total is counted exactly and the last page shown).
 */
export async function listAdminProducts(db: Db, query: ProductListQuery): Promise<ProductListPage> {
  const where = await filterCondition(db, query);
  const counted = await countMatching(db, where);
  let { total, estimated } = counted;
  let pages = Math.max(1, Math.ceil(total / PRODUCT_LIST_PER_PAGE));
  let page = Math.min(query.page, pages);
  // Few matches: the page is sorted from their ids (the filter ran once, in the count), instead
  // of walking the sort's index over every product and testing each (a search with few or no
  // hits in a category took 270 ms that way at 100,000 products).
  const pageWhere = counted.ids ? sql`${products.id} = any(${sql.param(counted.ids)}::int[])` : where;
  let base = total === 0 ? [] : await pageRows(db, pageWhere, query, page);
  if (estimated && base.length === 0 && page > 1) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
    total = count?.n ?? 0;
    estimated = false;
    pages = Math.max(1, Math.ceil(total / PRODUCT_LIST_PER_PAGE));
    page = Math.min(query.page, pages);
    base = await pageRows(db, where, query, page);
  }
  const categories = await categoryNames(
    db,
    base.map((r) => r.id),
  );
  return {
    rows: base.map((r) => ({ ...r, categories: categories.get(r.id) ?? [] })),
    total,
    estimated,
    pages,
    page,
  };
}

function pageRows(db: Db, where: SQL | undefined, query: ProductListQuery, page: number) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      type: products.type,
      status: products.status,
      sku: products.sku,
      gtin: products.gtin,
      regularPriceCents: products.regularPriceCents,
      salePriceCents: products.salePriceCents,
      sortPriceCents: products.sortPriceCents,
      maxPriceCents: products.maxPriceCents,
      stockStatus: products.stockStatus,
      manageStock: products.manageStock,
      stockQuantity: products.stockQuantity,
      updatedAt: products.updatedAt,
      trashedAt: products.trashedAt,
      publishAt: products.publishAt,
      version: products.version,
    })
    .from(products)
    .where(where)
    .orderBy(...orderBy(query.sort, query.dir))
    .limit(PRODUCT_LIST_PER_PAGE)
    .offset((page - 1) * PRODUCT_LIST_PER_PAGE);
}

/** `wc/v3/products`' list query (the REST route parses WooCommerce's parameters into it). */
export type RestProductQuery = {
  page: number;
  perPage: number;
  search: string;
  /** Exact SKUs (WooCommerce takes a comma-separated list). */
  skus: string[];
  status?: ProductStatus;
  category?: number;
  orderby: "date" | "id" | "title" | "slug" | "price" | "modified" | "menu_order";
  order: "asc" | "desc";
};

const REST_ORDER = {
  date: products.createdAt,
  id: products.id,
  title: products.name,
  slug: products.slug,
  price: products.sortPriceCents,
  modified: products.updatedAt,
  menu_order: products.menuOrder,
} as const;

/** One page of products for REST, whole rows, and the total: the list's own search and filters. */
export async function listRestProducts(
  db: Db,
  q: RestProductQuery,
): Promise<{ rows: (typeof products.$inferSelect)[]; total: number }> {
  const where = and(
    await filterCondition(db, { q: q.search, status: q.status, category: q.category }),
    q.skus.length ? inArray(products.sku, q.skus) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  const d = q.order === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(d(REST_ORDER[q.orderby]), d(products.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { rows, total: count?.n ?? 0 };
}

const EXPORT_BATCH = 500;

/** Every product of the filtered, sorted list (all pages), whole rows, batch by batch (the CSV export). */
export async function* filteredProductBatches(
  db: Db,
  query: ProductListQuery,
): AsyncGenerator<(typeof products.$inferSelect)[]> {
  const where = await filterCondition(db, query);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy(query.sort, query.dir))
      .limit(EXPORT_BATCH)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The most attributes one product of the filtered list has (the export's attribute column groups). */
export async function maxAttributeCount(db: Db, query: ProductListQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(jsonb_array_length(${products.attributes})), 0)::int` })
    .from(products)
    .where(await filterCondition(db, query));
  return Math.min(row?.n ?? 0, 50);
}

async function categoryNames(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const links = await db
    .select({ productId: productCategoryLinks.productId, name: productCategories.name })
    .from(productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
    .where(inArray(productCategoryLinks.productId, ids))
    .orderBy(asc(productCategories.name));
  for (const l of links) map.set(l.productId, [...(map.get(l.productId) ?? []), l.name]);
  return map;
}

/** Every category for the filter and the bulk edit's choice, parents before their children. */
export async function listCategoryChoices(db: Db): Promise<{ id: number; name: string; depth: number }[]> {
  const rows = await db
    .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId })
    .from(productCategories)
    .orderBy(asc(productCategories.menuOrder), asc(productCategories.name));
  const out: { id: number; name: string; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of rows.filter((c) => c.parentId === parent)) {
      out.push({ id: r.id, name: r.name, depth });
      if (depth < 5) walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
