-- The form builder (issue 26): a version for the owner's edits (two owners, one form), the
-- builder's unpublished draft (title, settings, fields, actions) beside the live definition, a
-- snapshot of every published definition, and on each submission the published version it was
-- made against, so earlier submissions stay readable with the fields they had.
ALTER TABLE "forms" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "draft" jsonb;
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "published_version" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TABLE "form_versions" (
  "id" serial PRIMARY KEY,
  "form_id" integer NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "number" integer NOT NULL,
  "title" text NOT NULL,
  "settings" jsonb NOT NULL,
  "fields" jsonb NOT NULL,
  "actions" jsonb NOT NULL,
  "published_by" integer,
  "published_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "form_versions_number_unique" UNIQUE ("form_id", "number")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "form_version" integer;
