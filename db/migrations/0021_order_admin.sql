-- The owner's order page (issue 20, item 4): shipment tracking shown in the completed mail, the
-- moment the owner handled a customer's withdrawal, and refunds (whole order or chosen lines,
-- each line restocked or not). `idempotency_key` makes a double-submitted refund act once.
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_handled_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "order_refunds" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "reason" text NOT NULL DEFAULT '',
  "idempotency_key" text NOT NULL UNIQUE,
  "actor_label" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" ("order_id");
--> statement-breakpoint
CREATE TABLE "order_refund_lines" (
  "id" serial PRIMARY KEY,
  "refund_id" integer NOT NULL REFERENCES "order_refunds"("id") ON DELETE CASCADE,
  "order_item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
  "quantity" integer NOT NULL CHECK ("quantity" >= 0),
  "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
  "restock" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX "order_refund_lines_refund_idx" ON "order_refund_lines" ("refund_id");
