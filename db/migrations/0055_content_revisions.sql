-- The posts and pages editor's missing parts (issue 25 item 1): revisions (each save keeps one,
-- the last 20 per item stay), the owner's autosave (one row per owner and item, or per owner for
-- a new item not saved yet: entry_id 0) and the social image (og:image) of a post or page.
CREATE TABLE "content_revisions" (
  "id" serial PRIMARY KEY,
  "kind" text NOT NULL CHECK ("kind" IN ('post', 'page')),
  "entry_id" integer NOT NULL,
  "version" integer NOT NULL,
  "title" text NOT NULL,
  "content" text NOT NULL,
  "excerpt" text NOT NULL DEFAULT '',
  "meta_description" text NOT NULL DEFAULT '',
  "actor_label" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "content_revisions_entry_idx" ON "content_revisions" ("kind", "entry_id", "id" DESC);
--> statement-breakpoint
CREATE TABLE "content_autosaves" (
  "kind" text NOT NULL CHECK ("kind" IN ('post', 'page')),
  "entry_id" integer NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "fields" jsonb NOT NULL,
  "saved_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("kind", "entry_id", "user_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "social_media_id" integer REFERENCES "media"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "social_media_id" integer REFERENCES "media"("id") ON DELETE SET NULL;
