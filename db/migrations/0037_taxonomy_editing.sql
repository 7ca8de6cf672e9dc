-- Categories and tags in the back office (issue 23 item 3): a version for the owner's edits (two
-- owners, one category), the parent as a real reference (a dangling parent from an old import
-- becomes a top-level category first; deleting a parent is done by the module, which moves its
-- children up, so the reference refuses a bare delete), no category its own parent, and an index
-- for the tree's children lookups.
ALTER TABLE "product_categories" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "product_tags" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
UPDATE "product_categories" c SET "parent_id" = NULL
  WHERE "parent_id" IS NOT NULL
    AND ("parent_id" = c."id" OR NOT EXISTS (SELECT 1 FROM "product_categories" p WHERE p."id" = c."parent_id"));
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_fk"
  FOREIGN KEY ("parent_id") REFERENCES "product_categories" ("id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_not_own_parent" CHECK ("parent_id" <> "id");
--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" ("parent_id", "menu_order");
