-- Stock history (issue 23 item 7): every change of a product's or variation's managed stock —
-- orders, cancellations, refunds, the owner's edits, bulk edit, REST, CSV import — one row,
-- written in the transaction of the change by modules/stock/history.ts. Kept with the product
-- (deleted with it); the order id is a plain number (orders are anonymised, never deleted).
CREATE TABLE "stock_changes" (
  "id" bigserial PRIMARY KEY,
  "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
  "variation_id" integer REFERENCES "product_variations" ("id") ON DELETE CASCADE,
  "delta" integer NOT NULL,
  "quantity_after" integer NOT NULL,
  "reason" text NOT NULL CHECK ("reason" IN ('order', 'cancel', 'refund', 'edit', 'bulk', 'rest', 'import')),
  "order_id" integer,
  "actor_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "stock_changes_product_idx" ON "stock_changes" ("product_id", "at" DESC, "id" DESC);
--> statement-breakpoint
-- The redirects screen (issue 23 item 6): an id to address a row by, where it came from (a
-- product's slug change, the owner by hand, an import), a version against concurrent edits.
-- Existing rows all came from slug changes.
ALTER TABLE "redirects"
  ADD COLUMN "id" bigserial NOT NULL,
  ADD COLUMN "source" text NOT NULL DEFAULT 'slug' CHECK ("source" IN ('slug', 'manual', 'import')),
  ADD COLUMN "version" integer NOT NULL DEFAULT 1,
  ADD COLUMN "updated_at" timestamp with time zone NOT NULL DEFAULT now();
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_id_idx" ON "redirects" ("id");
--> statement-breakpoint
-- Collapsing a chain looks rows up by their target.
CREATE INDEX "redirects_to_idx" ON "redirects" ("to_path");
