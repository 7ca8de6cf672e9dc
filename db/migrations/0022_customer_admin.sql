-- The back office's customers list (issue 20, item 5) stays fast at 100,000 accounts: search by
-- name, e-mail, postcode and city through trigram indexes (ILIKE '%…%'), the default sort (newest
-- first) and the e-mail sort per role through b-tree indexes. Orders per customer already have
-- orders_user_idx; guest orders with the same e-mail (GDPR export and erasure) need lower(email).
CREATE INDEX IF NOT EXISTS "users_role_created_idx" ON "users" ("role", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_display_name_trgm_idx" ON "users" USING gin (lower("display_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_addresses_search_trgm_idx" ON "user_addresses" USING gin (
  lower("first_name" || ' ' || "last_name" || ' ' || "postcode" || ' ' || "city") gin_trgm_ops
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_idx" ON "orders" (lower("email"));
