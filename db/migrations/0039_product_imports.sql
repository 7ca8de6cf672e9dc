-- The back office's product CSV imports (issue 23 item 8): the uploaded file, its dry-run preview,
-- the background job's progress and the result, kept for the owner to read later.
CREATE TABLE "product_imports" (
  "id" serial PRIMARY KEY,
  "file_name" text NOT NULL,
  "file" bytea NOT NULL,
  "status" text NOT NULL DEFAULT 'previewed',
  "preview" jsonb NOT NULL,
  "result" jsonb,
  "error" text,
  "progress_done" integer NOT NULL DEFAULT 0,
  "progress_total" integer NOT NULL DEFAULT 0,
  "created_by" integer,
  "created_by_label" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "started_at" timestamp with time zone,
  "finished_at" timestamp with time zone,
  CONSTRAINT "product_imports_status_check" CHECK ("status" IN ('previewed', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "product_imports_created_idx" ON "product_imports" ("created_at" DESC);
