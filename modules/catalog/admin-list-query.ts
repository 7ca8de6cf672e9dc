/**
 * The products list's query-string contract (`/admin/products/?q=…&category=…`): parsed with zod,
 * each bad value falling back to its default, and the links built from it. Pure and
 * browser-safe; the SQL is in admin-list.ts.
 */
import { z } from "zod";

export const PRODUCT_LIST_STATUSES = ["publish", "draft", "private", "trash"] as const;
export type ProductListStatus = (typeof PRODUCT_LIST_STATUSES)[number];
export const PRODUCT_STOCK_STATUSES = ["instock", "outofstock", "onbackorder"] as const;
export const PRODUCT_TYPES = ["simple", "variable"] as const;
export const PRODUCT_LIST_SORTS = ["updated", "name", "sku", "price", "stock"] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];
export const PRODUCT_LIST_PER_PAGE = 20;

/** What the list shows; without a status every product but the trashed ones. */
export type ProductListQuery = {
  q: string;
  status?: ProductListStatus;
  category?: number;
  stock?: (typeof PRODUCT_STOCK_STATUSES)[number];
  type?: (typeof PRODUCT_TYPES)[number];
  sort: ProductListSort;
  dir: "asc" | "desc";
  page: number;
};

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

/** The direction a sort starts with: names A–Z, the rest newest/highest first. */
export const defaultDir = (sort: ProductListSort): "asc" | "desc" =>
  sort === "name" || sort === "sku" ? "asc" : "desc";

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

/** The query string for a list query (defaults left out), for the filter, sort and page links. */
export function productListSearch(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.category) params.set("category", String(query.category));
  if (query.stock) params.set("stock", query.stock);
  if (query.type) params.set("type", query.type);
  const sort = query.sort ?? "updated";
  if (sort !== "updated") params.set("sort", sort);
  if (query.dir && query.dir !== defaultDir(sort)) params.set("dir", query.dir);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
