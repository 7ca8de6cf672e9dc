-- Uploaded files of form fields (ADR 011): pending until a submission attaches them.
CREATE TABLE "form_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"form_id" integer NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
	"field_id" integer NOT NULL,
	"owner_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submission_id" integer REFERENCES "form_submissions"("id") ON DELETE CASCADE,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL UNIQUE,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_uploads_submission_idx" ON "form_uploads" USING btree ("submission_id");
--> statement-breakpoint
CREATE INDEX "form_uploads_pending_idx" ON "form_uploads" USING btree ("status", "created_at");
