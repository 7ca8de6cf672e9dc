CREATE TABLE "captcha_spent" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");