-- Product editor extras (issue 23 item 2): the weight in kg (WooCommerce's `weight`, shown under
-- "Zusätzliche Informationen"); empty for every existing product. Bounded as the editor is.
ALTER TABLE "products" ADD COLUMN "weight" numeric(8, 3);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("weight" IS NULL OR ("weight" >= 0 AND "weight" <= 1000));
--> statement-breakpoint
-- The status "Geplant" (WordPress's `future`): published by the job runner at `publish_at`.
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "products_publish_at_idx" ON "products" ("publish_at") WHERE "status" = 'future';
