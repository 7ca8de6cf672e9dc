-- Gift vouchers (issue 24 item 3): multi-purpose vouchers (Mehrzweck-Gutscheine, § 3 (15) UStG).
-- Selling one is not taxed; the goods bought with it are. A product flag marks the voucher
-- product, order lines remember that they sold vouchers, each paid unit becomes one code, and a
-- voucher pays part of an order's amount due: it is a payment, not a discount, so the totals rule
-- stays total = subtotal + shipping − discount and the amount due is total − voucher_cents.
ALTER TABLE "products" ADD COLUMN "gift_voucher" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_voucher" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Every existing order paid nothing with a voucher (0), so the new check holds for old rows.
ALTER TABLE "orders"
  ADD COLUMN "voucher_cents" integer NOT NULL DEFAULT 0 CHECK ("voucher_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_within_total"
  CHECK ("voucher_cents" <= "total_cents");
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
  "id" serial PRIMARY KEY,
  -- XXXX-XXXX-XXXX in an unambiguous upper-case alphabet; compared upper-cased and trimmed.
  "code" text NOT NULL CHECK ("code" = upper(btrim("code")) AND "code" <> ''),
  "initial_cents" integer NOT NULL CHECK ("initial_cents" > 0),
  "balance_cents" integer NOT NULL CHECK ("balance_cents" >= 0),
  "currency" text NOT NULL DEFAULT 'EUR',
  "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'void')),
  -- The order and line that sold it (null: issued by hand or the line was deleted with its order).
  "order_id" integer REFERENCES "orders" ("id") ON DELETE SET NULL,
  "order_item_id" integer REFERENCES "order_items" ("id") ON DELETE SET NULL,
  "unit" integer NOT NULL DEFAULT 1,
  -- § 195/§ 199 BGB: three years to the end of the year of purchase by default; null: no expiry.
  "expires_at" timestamp with time zone,
  "voided_at" timestamp with time zone,
  "void_reason" text,
  -- What the void took away (the unused balance then).
  "voided_cents" integer NOT NULL DEFAULT 0 CHECK ("voided_cents" >= 0),
  "version" integer NOT NULL DEFAULT 1,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("balance_cents" <= "initial_cents"),
  CHECK (("status" = 'void') = ("voided_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_unique" ON "gift_vouchers" ("code");
--> statement-breakpoint
-- One code per unit of a paid line: issuing twice (a retried status change) creates nothing new.
CREATE UNIQUE INDEX "gift_vouchers_item_unit_unique" ON "gift_vouchers" ("order_item_id", "unit");
--> statement-breakpoint
CREATE INDEX "gift_vouchers_order_idx" ON "gift_vouchers" ("order_id");
--> statement-breakpoint
CREATE INDEX "gift_vouchers_created_idx" ON "gift_vouchers" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Each payment with a voucher; restored_cents: what a cancellation or refund gave back.
CREATE TABLE "voucher_redemptions" (
  "id" serial PRIMARY KEY,
  "voucher_id" integer NOT NULL REFERENCES "gift_vouchers" ("id") ON DELETE CASCADE,
  "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "code" text NOT NULL,
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "restored_cents" integer NOT NULL DEFAULT 0 CHECK ("restored_cents" >= 0),
  "restored_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("restored_cents" <= "amount_cents"),
  UNIQUE ("voucher_id", "order_id")
);
--> statement-breakpoint
CREATE INDEX "voucher_redemptions_order_idx" ON "voucher_redemptions" ("order_id");
--> statement-breakpoint
-- The vouchers a cart holds, in the order applied.
CREATE TABLE "cart_vouchers" (
  "cart_id" integer NOT NULL REFERENCES "carts" ("id") ON DELETE CASCADE,
  "voucher_id" integer NOT NULL REFERENCES "gift_vouchers" ("id") ON DELETE CASCADE,
  "applied_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("cart_id", "voucher_id")
);
--> statement-breakpoint
UPDATE "products" SET "gift_voucher" = true WHERE "slug" = 'geschenkgutschein';
