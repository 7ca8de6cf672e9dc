CREATE TABLE "form_resume_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"calculations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"actions_done" integer DEFAULT 0 NOT NULL,
	"dedupe_key" text,
	"unique_value" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "form_resume_tokens" ADD CONSTRAINT "form_resume_tokens_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_unique_value_idx" ON "form_submissions" USING btree ("form_id","unique_value");