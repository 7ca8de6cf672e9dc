-- The menus screen and wp/v2/menus (issue 25 item 3): a version per menu (two owners never
-- overwrite each other), one menu per location and language (the last stored one was the one
-- shown; older duplicates go), and one sequence for the items' ids (wp/v2/menu-items).
ALTER TABLE "menus" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
DELETE FROM "menus" m USING "menus" newer
  WHERE newer."location" = m."location" AND newer."lang" = m."lang" AND newer."id" > m."id";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "menus_location_lang_idx" ON "menus" ("location", "lang");
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "menu_item_ids";
