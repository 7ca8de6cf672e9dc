-- The form builder's submissions screen and REST writes (issue 26 items 7, 8): a form goes to the
-- trash (closed to visitors at once, its status before kept to restore); a submission is read or
-- unread (the navigation's counter of new ones counts the unread through a partial index),
-- starred, and lies in the trash before it is gone; the columns an owner chose for a form's table.
ALTER TABLE "forms" ADD COLUMN "trashed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "status_before_trash" text CHECK ("status_before_trash" IN ('publish', 'closed', 'draft'));
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "read_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "starred" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "trashed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "form_submissions_unread_idx" ON "form_submissions" ("form_id")
  WHERE "read_at" IS NULL AND "trashed_at" IS NULL AND "saved";
--> statement-breakpoint
CREATE TABLE "form_submission_columns" (
  "form_id" integer NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- Field ids (as text) in the order chosen, at most 12.
  "columns" jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY ("form_id", "user_id")
);
