CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"title_tsv" "tsvector" NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"visible" boolean NOT NULL,
	CONSTRAINT "search_documents_kind_ref_unique" UNIQUE("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_title_tsv_idx" ON "search_documents" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "search_documents_codes_idx" ON "search_documents" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);