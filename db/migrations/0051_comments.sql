-- Comments (issue 25 item 4): visitors comment under posts, the owner moderates. A comment's
-- state is WordPress's comment_approved as a word: hold (awaiting moderation), approved, spam,
-- trash; `approved` stays as a generated column, so every reader of it (the post page, the feeds,
-- the importer's reports) keeps working. `trashed_from` is what "restore" returns to.
ALTER TABLE "post_comments" ADD COLUMN "status" text DEFAULT 'hold' NOT NULL;
--> statement-breakpoint
UPDATE "post_comments" SET "status" = CASE WHEN "approved" THEN 'approved' ELSE 'hold' END;
--> statement-breakpoint
ALTER TABLE "post_comments" DROP COLUMN "approved";
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "approved" boolean GENERATED ALWAYS AS ("status" = 'approved') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_status_check" CHECK ("status" IN ('hold', 'approved', 'spam', 'trash'));
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "trashed_from" text;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "author_email" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- The queue: one tab (status) newest first.
CREATE INDEX "post_comments_status_idx" ON "post_comments" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The auto-approval: has this address an approved comment?
CREATE INDEX "post_comments_email_idx" ON "post_comments" (lower("author_email")) WHERE "status" = 'approved';
