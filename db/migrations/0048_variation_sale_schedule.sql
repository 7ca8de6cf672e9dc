-- Per-variation sale dates (issue 23 item 2, variable products): as on products, the sale price
-- the owner set and its window; sale_price_cents stays the one in effect now (what the shop shows
-- and charges), kept in step by the same job (modules/catalog/sale-schedule.ts). Existing sale
-- prices become the planned ones without a window, so nothing changes for them.
ALTER TABLE "product_variations"
  ADD COLUMN "planned_sale_price_cents" integer,
  ADD COLUMN "sale_from" timestamp with time zone,
  ADD COLUMN "sale_to" timestamp with time zone;
--> statement-breakpoint
UPDATE "product_variations" SET "planned_sale_price_cents" = "sale_price_cents" WHERE "sale_price_cents" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_variations_sale_schedule_idx" ON "product_variations" ("sale_from", "sale_to")
  WHERE "sale_from" IS NOT NULL OR "sale_to" IS NOT NULL;
