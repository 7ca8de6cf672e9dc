/**
 * The products list's query-string contract (`/admin/products/?q=…&category=…`): the constants,
 * the query type and the links built from it. Pure and browser-safe (no zod: the screen's
 * bundle stays small); the parsing and the SQL are in admin-list.ts.
 */
export const PRODUCT_LIST_STATUSES = ["publish", "future", "draft", "private", "trash"] as const;
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

/** The direction a sort starts with: names A–Z, the rest newest/highest first. */
export const defaultDir = (sort: ProductListSort): "asc" | "desc" =>
  sort === "name" || sort === "sku" ? "asc" : "desc";

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
