-- The back office's products list at 100,000 products (issue 23, bench/products-list.ts):
-- the category filter reads a category's product ids from the index alone (category, product),
-- which replaces the one-column index; the stock filter gets its own index in the list's
-- default order (stock status alone or with a status: a bitmap AND with the status index).
CREATE INDEX IF NOT EXISTS "product_category_links_category_id_product_id_index"
  ON "product_category_links" ("category_id", "product_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "product_category_links_category_id_index";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_admin_stock_status_idx"
  ON "products" ("stock_status", "updated_at" DESC, "id" DESC);
