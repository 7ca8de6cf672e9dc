-- Product editing (issue 23 items 1, 2, 6): the fields the simple editor and the bulk edit write,
-- a version per product against concurrent saves, the trash (WordPress's post_status 'trash' with
-- the status to restore), the sale schedule, the redirect table for changed slugs, and the indexes
-- of the back office's products list (search by title, SKU, GTIN with 100,000 products).
ALTER TABLE "products"
  ADD COLUMN "name_en" text,
  ADD COLUMN "gtin" text,
  ADD COLUMN "version" integer NOT NULL DEFAULT 1,
  ADD COLUMN "backorders" text NOT NULL DEFAULT 'no' CHECK ("backorders" IN ('no', 'notify', 'yes')),
  ADD COLUMN "low_stock_amount" integer CHECK ("low_stock_amount" >= 0),
  ADD COLUMN "catalog_visibility" text NOT NULL DEFAULT 'visible'
    CHECK ("catalog_visibility" IN ('visible', 'catalog', 'search', 'hidden')),
  -- The sale price the owner set; sale_price_cents is the one in effect now (the job applies the schedule).
  ADD COLUMN "planned_sale_price_cents" integer,
  ADD COLUMN "sale_from" timestamp with time zone,
  ADD COLUMN "sale_to" timestamp with time zone,
  ADD COLUMN "trashed_at" timestamp with time zone,
  ADD COLUMN "status_before_trash" text;
--> statement-breakpoint
UPDATE "products" SET "planned_sale_price_cents" = "sale_price_cents" WHERE "sale_price_cents" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_unique" ON "products" ("gtin") WHERE "gtin" IS NOT NULL;
--> statement-breakpoint
-- Must stay the exact expression of PRODUCT_SEARCH_SQL in modules/catalog/admin-list.ts.
CREATE INDEX "products_admin_search_trgm_idx" ON "products"
  USING gin ((lower("name" || ' ' || coalesce("sku", '') || ' ' || coalesce("gtin", ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" ("updated_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" (lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "products_admin_sku_idx" ON "products" ("sku", "id");
--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" ("sort_price_cents", "id");
--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" ("stock_quantity", "id");
--> statement-breakpoint
CREATE INDEX "products_admin_status_idx" ON "products" ("status", "updated_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "products_admin_trashed_idx" ON "products" ("trashed_at") WHERE "trashed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_sale_schedule_idx" ON "products" ("sale_from", "sale_to")
  WHERE "sale_from" IS NOT NULL OR "sale_to" IS NOT NULL;
--> statement-breakpoint
-- One table of 301s (issue 23 item 6): a path no route answers is looked up here before the 404.
CREATE TABLE "redirects" (
  "from_path" text PRIMARY KEY,
  "to_path" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("from_path" <> "to_path")
);
