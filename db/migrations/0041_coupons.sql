-- Coupons (issue 24 items 1, 4): WooCommerce's coupon model (percent, fixed cart, fixed product;
-- free shipping a flag as in WooCommerce), the coupons a cart holds, each use by an order, and the
-- order's coupon lines with the discount per VAT rate. The orders' totals rule gains the discount;
-- every existing order has discount_cents 0, so it stays valid.
CREATE TABLE "coupons" (
  "id" serial PRIMARY KEY,
  -- Stored lower-cased and trimmed (WooCommerce's wc_format_coupon_code): compared so.
  "code" text NOT NULL CHECK ("code" = lower(btrim("code")) AND "code" <> ''),
  "description" text NOT NULL DEFAULT '',
  "discount_type" text NOT NULL CHECK ("discount_type" IN ('percent', 'fixed_cart', 'fixed_product')),
  -- Cents for fixed_cart/fixed_product, hundredths of a percent for percent (1000 = 10 %).
  "amount" integer NOT NULL DEFAULT 0 CHECK ("amount" >= 0),
  "free_shipping" boolean NOT NULL DEFAULT false,
  "minimum_cents" integer CHECK ("minimum_cents" >= 0),
  "maximum_cents" integer CHECK ("maximum_cents" >= 0),
  "product_ids" integer[] NOT NULL DEFAULT '{}',
  "excluded_product_ids" integer[] NOT NULL DEFAULT '{}',
  "category_ids" integer[] NOT NULL DEFAULT '{}',
  "excluded_category_ids" integer[] NOT NULL DEFAULT '{}',
  "usage_limit" integer CHECK ("usage_limit" > 0),
  "usage_limit_per_user" integer CHECK ("usage_limit_per_user" > 0),
  -- Counted in the order's transaction by a conditional UPDATE (never past usage_limit).
  "usage_count" integer NOT NULL DEFAULT 0 CHECK ("usage_count" >= 0),
  "valid_from" timestamp with time zone,
  "expires_at" timestamp with time zone,
  "individual_use" boolean NOT NULL DEFAULT false,
  "status" text NOT NULL DEFAULT 'publish' CHECK ("status" IN ('publish', 'draft', 'trash')),
  "status_before_trash" text CHECK ("status_before_trash" IN ('publish', 'draft')),
  "trashed_at" timestamp with time zone,
  "version" integer NOT NULL DEFAULT 1,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("discount_type" <> 'percent' OR "amount" <= 10000),
  CHECK ("minimum_cents" IS NULL OR "maximum_cents" IS NULL OR "minimum_cents" <= "maximum_cents"),
  CHECK ("usage_limit" IS NULL OR "usage_count" <= "usage_limit"),
  CHECK (("status" = 'trash') = ("trashed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" ("code");
--> statement-breakpoint
CREATE INDEX "coupons_admin_updated_idx" ON "coupons" ("updated_at" DESC, "id" DESC);
--> statement-breakpoint
-- The coupons a cart holds, in the order applied; checked again whenever the cart is shown.
CREATE TABLE "cart_coupons" (
  "cart_id" integer NOT NULL REFERENCES "carts" ("id") ON DELETE CASCADE,
  "coupon_id" integer NOT NULL REFERENCES "coupons" ("id") ON DELETE CASCADE,
  "applied_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("cart_id", "coupon_id")
);
--> statement-breakpoint
ALTER TABLE "orders"
  ADD COLUMN "discount_cents" integer NOT NULL DEFAULT 0 CHECK ("discount_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals"
  CHECK ("total_cents" = "subtotal_cents" + "shipping_cents" - "discount_cents");
--> statement-breakpoint
-- A coupon as the order used it: the code kept even when the coupon is deleted later.
CREATE TABLE "order_coupons" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "coupon_id" integer REFERENCES "coupons" ("id") ON DELETE SET NULL,
  "code" text NOT NULL,
  "discount_cents" integer NOT NULL CHECK ("discount_cents" >= 0),
  -- [{rateBp, grossCents, vatCents}]: the discount per VAT rate, gross and the VAT it contains.
  "by_rate" jsonb NOT NULL DEFAULT '[]',
  "free_shipping" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX "order_coupons_order_idx" ON "order_coupons" ("order_id");
--> statement-breakpoint
-- Each use of a coupon by an order, for the per-customer limit (account or e-mail) and the list.
CREATE TABLE "coupon_usages" (
  "id" serial PRIMARY KEY,
  "coupon_id" integer NOT NULL REFERENCES "coupons" ("id") ON DELETE CASCADE,
  "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "email" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE ("coupon_id", "order_id")
);
--> statement-breakpoint
CREATE INDEX "coupon_usages_customer_idx" ON "coupon_usages" ("coupon_id", lower("email"));
