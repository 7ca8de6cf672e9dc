CREATE TABLE "media_sources" (
	"source_key" text PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"url" text NOT NULL,
	"placeholder" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_tree" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"source_key" text
);
--> statement-breakpoint
CREATE TABLE "post_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "post_authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_name" text NOT NULL,
	"author_url" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_term_links" (
	"post_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "post_term_links_post_id_term_id_pk" PRIMARY KEY("post_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "post_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text DEFAULT 'de' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"format" text DEFAULT 'standard' NOT NULL,
	"sticky" boolean DEFAULT false NOT NULL,
	"has_password" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"featured_media_id" integer,
	"comments_open" boolean DEFAULT true NOT NULL,
	"source_key" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_sources" ADD CONSTRAINT "media_sources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tree" ADD CONSTRAINT "page_tree_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tree" ADD CONSTRAINT "page_tree_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_term_links" ADD CONSTRAINT "post_term_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_term_links" ADD CONSTRAINT "post_term_links_term_id_post_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."post_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_terms" ADD CONSTRAINT "post_terms_parent_id_post_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_post_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."post_authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_featured_media_id_media_id_fk" FOREIGN KEY ("featured_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_tree_source_key_idx" ON "page_tree" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_comments_source_key_idx" ON "post_comments" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "post_term_links_term_idx" ON "post_term_links" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_terms_taxonomy_slug_idx" ON "post_terms" USING btree ("taxonomy","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_lang_idx" ON "posts" USING btree ("slug","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_source_key_idx" ON "posts" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("status","published_at");