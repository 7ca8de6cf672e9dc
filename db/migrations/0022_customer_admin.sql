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
--> statement-breakpoint
-- Sorting 100,000 customers by name, order count or total spent must not aggregate every order
-- per request (WooCommerce keeps wc_customer_lookup for the same reason): one row per account,
-- kept by triggers. Order figures change by deltas (race-free under concurrent orders: each
-- UPDATE re-reads the locked row); the sort name is recomputed from the account and its billing
-- address. Total spent counts every order but cancelled, failed and refunded ones.
CREATE TABLE "customer_stats" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "orders_count" integer NOT NULL DEFAULT 0,
  "spent_cents" bigint NOT NULL DEFAULT 0,
  "sort_name" text NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE INDEX "customer_stats_orders_idx" ON "customer_stats" ("orders_count" DESC, "user_id" DESC);
--> statement-breakpoint
CREATE INDEX "customer_stats_spent_idx" ON "customer_stats" ("spent_cents" DESC, "user_id" DESC);
--> statement-breakpoint
CREATE INDEX "customer_stats_name_idx" ON "customer_stats" ("sort_name", "user_id");
--> statement-breakpoint
CREATE FUNCTION laden_customer_sort_name(uid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(coalesce(nullif(b.last_name, ''), nullif(u.display_name, ''), u.email) || ' ' || coalesce(b.first_name, ''))
    FROM users u LEFT JOIN user_addresses b ON b.user_id = u.id AND b.kind = 'billing'
   WHERE u.id = uid
$$;
--> statement-breakpoint
CREATE FUNCTION laden_customer_spent(status text, total integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('cancelled', 'failed', 'refunded') THEN 0 ELSE total END::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION laden_customer_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    UPDATE customer_stats
       SET orders_count = orders_count - 1, spent_cents = spent_cents - laden_customer_spent(OLD.status, OLD.total_cents)
     WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    INSERT INTO customer_stats (user_id, orders_count, spent_cents, sort_name)
    VALUES (NEW.user_id, 1, laden_customer_spent(NEW.status, NEW.total_cents), coalesce(laden_customer_sort_name(NEW.user_id), ''))
    ON CONFLICT (user_id) DO UPDATE
      SET orders_count = customer_stats.orders_count + 1, spent_cents = customer_stats.spent_cents + excluded.spent_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER laden_customer_stats_orders AFTER INSERT OR DELETE OR UPDATE OF user_id, status, total_cents ON orders
  FOR EACH ROW EXECUTE FUNCTION laden_customer_stats_orders();
--> statement-breakpoint
CREATE FUNCTION laden_customer_stats_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_stats (user_id, sort_name) VALUES (NEW.id, coalesce(laden_customer_sort_name(NEW.id), ''))
  ON CONFLICT (user_id) DO UPDATE SET sort_name = excluded.sort_name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER laden_customer_stats_users AFTER INSERT OR UPDATE OF email, display_name ON users
  FOR EACH ROW EXECUTE FUNCTION laden_customer_stats_users();
--> statement-breakpoint
CREATE FUNCTION laden_customer_stats_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  UPDATE customer_stats SET sort_name = coalesce(laden_customer_sort_name(uid), sort_name) WHERE user_id = uid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER laden_customer_stats_addresses AFTER INSERT OR UPDATE OR DELETE ON user_addresses
  FOR EACH ROW EXECUTE FUNCTION laden_customer_stats_addresses();
--> statement-breakpoint
INSERT INTO customer_stats (user_id, orders_count, spent_cents, sort_name)
SELECT u.id,
       (SELECT count(*) FROM orders o WHERE o.user_id = u.id),
       (SELECT coalesce(sum(laden_customer_spent(o.status, o.total_cents)), 0) FROM orders o WHERE o.user_id = u.id),
       coalesce(laden_customer_sort_name(u.id), '')
  FROM users u
ON CONFLICT (user_id) DO NOTHING;
