-- The posts and pages editor (issue 25 items 1–2): a version per record for the conflict check,
-- the meta description, the password of a protected item, the link to its translation and the
-- status an item had before the trash (restore puts it back). Pages gain what posts had:
-- excerpt, author, featured image, publication date (for "Geplant") and the password flag.
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "password" text;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_id" integer REFERENCES "posts"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "trashed_from" text;
--> statement-breakpoint
CREATE INDEX "posts_future_idx" ON "posts" ("published_at") WHERE "status" = 'future';
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "excerpt" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "author_id" integer REFERENCES "post_authors"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "featured_media_id" integer REFERENCES "media"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "has_password" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "password" text;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_id" integer REFERENCES "pages"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "trashed_from" text;
--> statement-breakpoint
CREATE INDEX "pages_future_idx" ON "pages" ("published_at") WHERE "status" = 'future';
