-- Settings I (issue 21) and Documents (issue 22): what an order's taxes were based on, kept with
-- the order so invoices print what checkout charged. A business customer's VAT ID and buyer
-- reference (Leitweg-ID) as entered at checkout; the country whose VAT was charged (DE, or the
-- customer's country under the one-stop shop); EU reverse charge; the owner's flag on a VAT ID
-- that turned out invalid. Existing orders: German VAT, no reverse charge.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "vat_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_reference" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tax_country" text NOT NULL DEFAULT 'DE';
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "reverse_charge" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "vat_id_flagged_at" timestamp with time zone;
