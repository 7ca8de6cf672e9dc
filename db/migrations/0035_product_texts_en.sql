-- English product descriptions (issue 23 item 2): the `/en/` storefront shows them and falls back
-- to the German ones where they are empty. Both default to "", so every existing row stays valid.
ALTER TABLE "products"
  ADD COLUMN "short_description_en" text NOT NULL DEFAULT '',
  ADD COLUMN "description_en" text NOT NULL DEFAULT '';
--> statement-breakpoint
-- The media items the descriptions show (kept by every product write from the images' addresses),
-- so the media library counts them as used and refuses to trash them.
ALTER TABLE "products" ADD COLUMN "content_media_ids" integer[] NOT NULL DEFAULT '{}'::integer[];
