-- Every process keeps anonymous pages for at most a second (server/http/page-cache.ts) and drops
-- them all when this channel says something a page shows changed: the catalogue (products and
-- variations with their prices and stock, categories, tags), content (pages, posts, their terms,
-- authors and comments, menus, media) and forms. The settings have their own channel (0015).
CREATE TRIGGER "products_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "product_variations_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variations"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "product_categories_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "product_category_links_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "product_tags_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "product_tag_links_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tag_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "pages_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "page_tree_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_tree"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "posts_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "post_terms_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "post_term_links_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_term_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "post_authors_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_authors"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "post_comments_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "menus_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "media_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
--> statement-breakpoint
CREATE TRIGGER "forms_notify_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_content');
