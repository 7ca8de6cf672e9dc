-- Settings I (issue 21, item 3): shipping zones and their methods as data (modules/shipping).
-- Today's settings become zones without changing what a shop charges: Germany (when sold to)
-- keeps flat_rate:1, free_shipping:2 and local_pickup:3; the other countries share one zone with
-- the abroad flat rate and pickup. A key absent from the settings table had its code default.
-- A method's empty carrier means the shop's carrier (shop.shippingProvider), as before.
CREATE TABLE "shipping_zones" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  "position" integer NOT NULL,
  "countries" text[] NOT NULL,
  "postcodes" text[] DEFAULT '{}'::text[] NOT NULL,
  "hide_paid_when_free" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
  "id" serial PRIMARY KEY,
  "zone_id" integer NOT NULL REFERENCES "shipping_zones"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "position" integer NOT NULL,
  "cost_cents" integer DEFAULT 0 NOT NULL,
  "free_from_cents" integer DEFAULT 0 NOT NULL,
  "carrier" text DEFAULT '' NOT NULL,
  "enabled" boolean DEFAULT true NOT NULL,
  CONSTRAINT "shipping_methods_kind" CHECK ("kind" in ('flat_rate', 'free_shipping', 'local_pickup')),
  CONSTRAINT "shipping_methods_amounts" CHECK ("cost_cents" >= 0 and "free_from_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" ("zone_id", "position");
--> statement-breakpoint
CREATE TABLE "shipping_revision" (
  "id" integer PRIMARY KEY DEFAULT 1,
  "version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "shipping_revision" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
DO $$
DECLARE
  countries text[] := coalesce(
    (SELECT array(SELECT jsonb_array_elements_text("value")) FROM "settings" WHERE "key" = 'shop.countries'),
    ARRAY['DE', 'AT']);
  flat integer := coalesce(
    (SELECT ("value" #>> '{}')::integer FROM "settings" WHERE "key" = 'shop.shippingFlatCents'), 490);
  abroad integer := coalesce(
    (SELECT ("value" #>> '{}')::integer FROM "settings" WHERE "key" = 'shop.shippingFlatCentsAbroad'), 1290);
  free_from integer := coalesce(
    (SELECT ("value" #>> '{}')::integer FROM "settings" WHERE "key" = 'shop.freeShippingFromCents'), 3900);
  hide boolean := coalesce(
    (SELECT ("value" #>> '{}')::boolean FROM "settings" WHERE "key" = 'shop.hideFlatRateWhenFree'), true);
  pickup boolean := coalesce(
    (SELECT ("value" #>> '{}')::boolean FROM "settings" WHERE "key" = 'shop.localPickupEnabled'), true);
  others text[];
BEGIN
  IF 'DE' = ANY(countries) THEN
    INSERT INTO "shipping_zones" ("id", "name", "position", "countries", "hide_paid_when_free")
      VALUES (1, 'Deutschland', 1, ARRAY['DE'], hide);
    -- 0 meant "never free": the method stays, switched off, with the code's former threshold.
    INSERT INTO "shipping_methods" ("id", "zone_id", "kind", "position", "cost_cents", "free_from_cents", "carrier", "enabled")
      VALUES (2, 1, 'free_shipping', 1, 0, CASE WHEN free_from > 0 THEN free_from ELSE 3900 END, '', free_from > 0),
             (1, 1, 'flat_rate', 2, flat, 0, '', true),
             (3, 1, 'local_pickup', 3, 0, 0, '', pickup);
  END IF;
  others := array(SELECT c FROM unnest(countries) AS c WHERE c <> 'DE');
  IF cardinality(others) > 0 THEN
    INSERT INTO "shipping_zones" ("id", "name", "position", "countries", "hide_paid_when_free")
      VALUES (2, 'EU-Ausland', 2, others, hide);
    INSERT INTO "shipping_methods" ("id", "zone_id", "kind", "position", "cost_cents", "free_from_cents", "carrier", "enabled")
      VALUES (4, 2, 'flat_rate', 1, abroad, 0, '', true),
             (5, 2, 'local_pickup', 2, 0, 0, '', pickup);
  END IF;
  PERFORM setval(pg_get_serial_sequence('shipping_zones', 'id'), 2);
  PERFORM setval(pg_get_serial_sequence('shipping_methods', 'id'), 5);
END
$$;
--> statement-breakpoint
-- The zones replace these keys (modules/shipping/retired.ts answers the CLI for them).
DELETE FROM "settings" WHERE "key" IN ('shop.countries', 'shop.shippingFlatCents',
  'shop.shippingFlatCentsAbroad', 'shop.freeShippingFromCents', 'shop.hideFlatRateWhenFree',
  'shop.localPickupEnabled');
--> statement-breakpoint
-- An order keeps the carrier its method named (methods may name their own; mails, documents).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipping_carrier" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Every process caches the zones with the settings: the same channel drops both (migration 0015).
CREATE TRIGGER "shipping_zones_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_settings');
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_settings');
