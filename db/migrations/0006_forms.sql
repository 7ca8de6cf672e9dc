CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"settings" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'api' NOT NULL,
	"unsupported" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "forms_status_idx" ON "forms" USING btree ("status");