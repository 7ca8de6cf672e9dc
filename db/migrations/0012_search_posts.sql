ALTER TABLE "search_documents" ADD COLUMN "visible_from" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
-- Blog posts in the search index: title (A); categories and tags (B); excerpt (C); content (D).
-- Visible: published and without a password; returned from its publication date on
-- (`visible_from`), so a scheduled post needs no write to appear. Drafts, pending, private,
-- password-protected posts are indexed with visible = false and never returned.
CREATE OR REPLACE FUNCTION laden_search_index_post(pid integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  SELECT p.id, p.lang, p.title, p.excerpt, p.content, p.published_at,
    p.status = 'publish' AND NOT p.has_password AS visible,
    coalesce((SELECT string_agg(t.name, ' ') FROM post_term_links l
      JOIN post_terms t ON t.id = l.term_id WHERE l.post_id = p.id), '') AS terms
  INTO r FROM posts p WHERE p.id = pid;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = 'post' AND ref_id = pid;
    RETURN;
  END IF;
  INSERT INTO search_documents AS d (kind, ref_id, lang, title, codes, title_tsv, tsv, visible, visible_from)
  VALUES ('post', r.id, r.lang, r.title, '{}', laden_search_code_vector(r.title, 'A'),
    laden_search_code_vector(r.title, 'A') || laden_search_code_vector(r.terms, 'B')
      || laden_search_vector(r.excerpt, 'C') || laden_search_vector(r.content, 'D'),
    r.visible, r.published_at)
  ON CONFLICT (kind, ref_id) DO UPDATE SET
    lang = excluded.lang, title = excluded.title, title_tsv = excluded.title_tsv, tsv = excluded.tsv,
    visible = excluded.visible, visible_from = excluded.visible_from;
  IF r.visible THEN PERFORM laden_search_add_terms(r.title); END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION laden_search_posts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'post' AND ref_id = OLD.id;
  ELSE
    PERFORM laden_search_index_post(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_posts
AFTER INSERT OR DELETE OR UPDATE OF title, excerpt, content, status, has_password, published_at, lang
ON posts FOR EACH ROW EXECUTE FUNCTION laden_search_posts_trigger();
--> statement-breakpoint
-- A post's categories and tags are part of its document.
CREATE OR REPLACE FUNCTION laden_search_post_links_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM laden_search_index_post(OLD.post_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.post_id <> OLD.post_id) THEN
    PERFORM laden_search_index_post(NEW.post_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_post_term_links
AFTER INSERT OR DELETE OR UPDATE
ON post_term_links FOR EACH ROW EXECUTE FUNCTION laden_search_post_links_trigger();
--> statement-breakpoint
-- A renamed blog category or tag: the posts that carry it.
CREATE OR REPLACE FUNCTION laden_search_post_terms_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM laden_search_index_post(l.post_id) FROM post_term_links l WHERE l.term_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_post_terms
AFTER UPDATE OF name
ON post_terms FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name)
EXECUTE FUNCTION laden_search_post_terms_trigger();
--> statement-breakpoint
-- The full reindex's second part now includes the posts.
CREATE OR REPLACE FUNCTION laden_search_reindex_rest() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE n integer := 0; r record;
BEGIN
  FOR r IN SELECT id FROM pages LOOP PERFORM laden_search_index_page(r.id); n := n + 1; END LOOP;
  FOR r IN SELECT id FROM posts LOOP PERFORM laden_search_index_post(r.id); n := n + 1; END LOOP;
  FOR r IN SELECT id FROM product_categories LOOP PERFORM laden_search_index_term('product_cat', r.id); n := n + 1; END LOOP;
  FOR r IN SELECT id FROM product_tags LOOP PERFORM laden_search_index_term('product_tag', r.id); n := n + 1; END LOOP;
  DELETE FROM search_documents d WHERE
    (d.kind = 'product' AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = d.ref_id))
    OR (d.kind = 'page' AND NOT EXISTS (SELECT 1 FROM pages p WHERE p.id = d.ref_id))
    OR (d.kind = 'post' AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = d.ref_id))
    OR (d.kind = 'product_cat' AND NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.id = d.ref_id))
    OR (d.kind = 'product_tag' AND NOT EXISTS (SELECT 1 FROM product_tags t WHERE t.id = d.ref_id));
  RETURN n;
END $$;
--> statement-breakpoint
SELECT laden_search_index_post(id) FROM posts;
--> statement-breakpoint
-- Typed prefixes are looked up in the vocabulary (byte order, so a range scan finds the words
-- that start with one) and searched as those whole words: GIN then skips through long posting
-- lists instead of collecting every match of a prefix (ADR 004, docs/benchmarks.md).
CREATE INDEX search_terms_prefix_idx ON search_terms (term text_pattern_ops);
--> statement-breakpoint
-- Page titles join the vocabulary too (so their words complete a typed prefix and correct typos).
CREATE OR REPLACE FUNCTION laden_search_index_page(pid integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  SELECT p.id, p.lang, p.title, p.content, p.status = 'publish' AS visible INTO r FROM pages p WHERE p.id = pid;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = 'page' AND ref_id = pid;
    RETURN;
  END IF;
  INSERT INTO search_documents (kind, ref_id, lang, title, codes, title_tsv, tsv, visible)
  VALUES ('page', r.id, r.lang, r.title, '{}', laden_search_code_vector(r.title, 'A'),
    laden_search_code_vector(r.title, 'A') || laden_search_vector(r.content, 'D'), r.visible)
  ON CONFLICT (kind, ref_id) DO UPDATE SET
    lang = excluded.lang, title = excluded.title, title_tsv = excluded.title_tsv,
    tsv = excluded.tsv, visible = excluded.visible;
  IF r.visible THEN PERFORM laden_search_add_terms(r.title); END IF;
END $$;
--> statement-breakpoint
SELECT laden_search_add_terms(title) FROM pages WHERE status = 'publish';
