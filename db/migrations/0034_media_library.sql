-- The media library (issue 23 item 4): a caption, a version for the owner's edits (two owners,
-- one image), the trash (restorable for 30 days, then deleted with its files by housekeeping) and
-- a trigram index for the library's search over title, file name and alt text.
ALTER TABLE "media" ADD COLUMN "caption" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "trashed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "media_trashed_idx" ON "media" ("trashed_at") WHERE "trashed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "media_search_trgm_idx" ON "media" USING gin ((lower("title" || ' ' || "file" || ' ' || "alt")) gin_trgm_ops);
