-- Documents (issue 22): invoices, credit notes and their gapless numbers. A counter row per
-- number range, locked and incremented in the issuing transaction (a sequence would skip numbers
-- on rollback). An issued document is never changed or deleted (tax law keeps it 10 years, a GDPR
-- erasure included): a trigger refuses it; only an invoice's cancellation mark may be set, once.
CREATE TABLE "document_counters" (
  "range" text PRIMARY KEY,
  "next_value" bigint NOT NULL CHECK ("next_value" >= 1)
);
--> statement-breakpoint
INSERT INTO "document_counters" ("range", "next_value") VALUES ('invoice', 1), ('credit_note', 1)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "order_documents" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE RESTRICT,
  "kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
  "number" text NOT NULL,
  "sequence" bigint NOT NULL,
  "issued_at" timestamp with time zone NOT NULL DEFAULT now(),
  "refers_to_id" integer REFERENCES "order_documents"("id") ON DELETE RESTRICT,
  "refund_id" integer REFERENCES "order_refunds"("id") ON DELETE RESTRICT,
  "snapshot" jsonb NOT NULL,
  "pdf" bytea NOT NULL,
  "sha256" text NOT NULL,
  "issued_by" text NOT NULL,
  "cancelled_at" timestamp with time zone,
  CHECK (("kind" = 'credit_note') = ("refers_to_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_number_idx" ON "order_documents" ("kind", "number");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_sequence_idx" ON "order_documents" ("kind", "sequence");
--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" ("order_id", "id");
--> statement-breakpoint
CREATE INDEX "order_documents_issued_idx" ON "order_documents" ("issued_at", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_current_invoice_idx" ON "order_documents" ("order_id")
  WHERE "kind" = 'invoice' AND "cancelled_at" IS NULL;
--> statement-breakpoint
-- One credit note per refund, and one that cancels an invoice (the rest of it).
CREATE UNIQUE INDEX "order_documents_refund_idx" ON "order_documents" ("refund_id") WHERE "refund_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_cancellation_idx" ON "order_documents" ("refers_to_id")
  WHERE "kind" = 'credit_note' AND "refund_id" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "order_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued document is never deleted (%)', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD."cancelled_at" IS NOT NULL
     OR (NEW."order_id", NEW."kind", NEW."number", NEW."sequence", NEW."issued_at", NEW."refers_to_id",
         NEW."refund_id", NEW."snapshot", NEW."pdf", NEW."sha256", NEW."issued_by")
        IS DISTINCT FROM
        (OLD."order_id", OLD."kind", OLD."number", OLD."sequence", OLD."issued_at", OLD."refers_to_id",
         OLD."refund_id", OLD."snapshot", OLD."pdf", OLD."sha256", OLD."issued_by") THEN
    RAISE EXCEPTION 'an issued document is never changed (%)', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_documents_immutable" BEFORE UPDATE OR DELETE ON "order_documents"
  FOR EACH ROW EXECUTE FUNCTION "order_documents_immutable"();
