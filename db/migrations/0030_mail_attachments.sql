-- Documents in the mails (issue 22 item 5). An outbox mail names its attachments (a stored
-- document or a stored legal text, by reference: the bytes stay in their own table) and the worker
-- loads them when it sends; it may wait for another mail to go first. The AGB and the Widerrufsbelehrung as they were when an order was
-- placed are stored with it as PDFs (§ 312f BGB, a durable medium): never changed, never deleted.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
--> statement-breakpoint
-- A mail that must not overtake another (an invoice mail waits for the order's confirmation).
ALTER TABLE "mail_outbox" ADD COLUMN "after_key" text;
--> statement-breakpoint
CREATE TABLE "order_legal_texts" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE RESTRICT,
  "kind" text NOT NULL CHECK ("kind" IN ('terms', 'withdrawal')),
  "title" text NOT NULL,
  "pdf" bytea NOT NULL,
  "sha256" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_legal_texts_order_kind_idx" ON "order_legal_texts" ("order_id", "kind");
--> statement-breakpoint
CREATE FUNCTION "order_legal_texts_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a legal text stored with an order is never changed or deleted (order %)', OLD."order_id"
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_legal_texts_immutable" BEFORE UPDATE OR DELETE ON "order_legal_texts"
  FOR EACH ROW EXECUTE FUNCTION "order_legal_texts_immutable"();
