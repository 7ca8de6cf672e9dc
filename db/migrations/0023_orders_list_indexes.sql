-- The back office's orders list (modules/orders/admin-list.ts) at 100,000 orders: a trigram
-- index on the search text (name, e-mail, postcode, company: the same expression as
-- ORDER_SEARCH_SQL), and btree indexes for each sortable column so a page is an index scan.
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin ((lower(coalesce("billing"->>'firstName', '') || ' ' || coalesce("billing"->>'lastName', '') || ' ' || "email" || ' ' || coalesce("billing"->>'postcode', '') || ' ' || coalesce("billing"->>'company', ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_total_idx" ON "orders" ("total_cents", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_name_idx" ON "orders" (lower(coalesce("billing"->>'lastName', '')), lower(coalesce("billing"->>'firstName', '')), "id");
--> statement-breakpoint
-- The tab counts read status and the withdrawal flag from this index alone (index-only scan).
CREATE INDEX IF NOT EXISTS "orders_status_withdrawn_idx" ON "orders" ("status", "withdrawn_at");
--> statement-breakpoint
-- Sorting by status shows the newest orders of each status first.
CREATE INDEX IF NOT EXISTS "orders_status_newest_idx" ON "orders" ("status", "created_at" DESC, "id" DESC);
