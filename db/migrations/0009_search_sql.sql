-- Search: German text search with umlaut/ß folding, the documents' sources, their upkeep by
-- triggers, and the full reindex. Needs pg_trgm and unaccent (0000_extensions).
--
-- Folding: ä→ae, ö→oe, ü→ue, ß→ss (so "Müller" and "Mueller" are one word), then every other
-- accent removed (unaccent: é→e), then lower case. Documents and queries are folded the same way
-- before the German Snowball stemmer sees them.
CREATE OR REPLACE FUNCTION laden_search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(replace(replace(replace(t,
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss'), 'ẞ', 'SS')))
$$;
--> statement-breakpoint
-- Text for the index: HTML tags and entities dropped, folded, everything but letters and digits
-- turned into spaces (so "KAF-001" is indexed as "kaf 001", like a query for it is split).
CREATE OR REPLACE FUNCTION laden_search_text(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    laden_search_fold(regexp_replace(regexp_replace(t, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')),
    '[^[:alnum:]]+', ' ', 'g')
$$;
--> statement-breakpoint
-- German stemming; unaccent before the stemmer for any text that reaches it unfolded.
CREATE TEXT SEARCH CONFIGURATION laden_german (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION laden_german
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH public.unaccent, german_stem;
--> statement-breakpoint
-- Prose (descriptions, page content): folded only; the parser itself skips HTML tags and entities.
CREATE OR REPLACE FUNCTION laden_search_vector(t text, w "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('laden_german'::regconfig, laden_search_fold(coalesce(t, ''))), w)
$$;
--> statement-breakpoint
-- Titles, codes and attribute values ("Set QX-100", "250 g"): split into letters and digits like
-- a query (the parser would read "-100" as a negative number).
CREATE OR REPLACE FUNCTION laden_search_code_vector(t text, w "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('laden_german'::regconfig, laden_search_text(coalesce(t, ''))), w)
$$;
--> statement-breakpoint
-- What a product's document is made of: title (A); SKUs, EANs, attributes, categories, tags (B);
-- short description (C); description (D). EANs come from an attribute with the slug ean or gtin.
CREATE OR REPLACE VIEW laden_search_product_source AS
SELECT
  p.id AS ref_id,
  p.name AS title,
  p.status = 'publish' AS visible,
  s.codes,
  v.title_tsv,
  v.title_tsv
    || laden_search_code_vector(array_to_string(s.codes, ' ') || ' ' || s.attrs || ' ' || s.terms, 'B')
    || laden_search_vector(p.short_description, 'C')
    || laden_search_vector(p.description, 'D') AS tsv,
  p.name || ' ' || s.attrs || ' ' || s.terms AS vocab
FROM products p
CROSS JOIN LATERAL (
  SELECT
    ARRAY(
      SELECT DISTINCT laden_search_fold(btrim(c))
      FROM unnest(
        ARRAY[p.sku]
        || ARRAY(SELECT v.sku FROM product_variations v WHERE v.product_id = p.id)
        || ARRAY(
          SELECT o FROM jsonb_array_elements(p.attributes) a, jsonb_array_elements_text(a -> 'options') o
          WHERE lower(a ->> 'slug') IN ('ean', 'gtin', 'pa_ean', 'pa_gtin'))
      ) c
      WHERE c IS NOT NULL AND btrim(c) <> ''
    ) AS codes,
    coalesce((
      SELECT string_agg(coalesce(a ->> 'name', '') || ' '
        || coalesce((SELECT string_agg(o, ' ') FROM jsonb_array_elements_text(a -> 'options') o), ''), ' ')
      FROM jsonb_array_elements(p.attributes) a
      WHERE lower(a ->> 'slug') NOT IN ('ean', 'gtin', 'pa_ean', 'pa_gtin')), '') AS attrs,
    coalesce((
      SELECT string_agg(c.name, ' ') FROM product_category_links l
      JOIN product_categories c ON c.id = l.category_id WHERE l.product_id = p.id), '')
    || ' ' || coalesce((
      SELECT string_agg(t.name, ' ') FROM product_tag_links l
      JOIN product_tags t ON t.id = l.tag_id WHERE l.product_id = p.id), '') AS terms
) s
CROSS JOIN LATERAL (SELECT laden_search_code_vector(p.name, 'A') AS title_tsv) v;
--> statement-breakpoint
-- The vocabulary for typo tolerance: folded words of four letters or more, without digits.
CREATE OR REPLACE FUNCTION laden_search_add_terms(t text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM regexp_split_to_table(laden_search_text(t), '\s+') w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Products with ids in [from_id, to_id]: upsert their documents and vocabulary. Returns the count.
CREATE OR REPLACE FUNCTION laden_search_index_products(from_id integer, to_id integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  -- One pass over the sources: the documents and the vocabulary from the same rows.
  WITH src AS MATERIALIZED (
    SELECT * FROM laden_search_product_source WHERE ref_id BETWEEN from_id AND to_id
  ),
  docs AS (
    INSERT INTO search_documents AS d (kind, ref_id, lang, title, codes, title_tsv, tsv, visible)
    SELECT 'product', ref_id, '', title, codes, title_tsv, tsv, visible FROM src
    ON CONFLICT (kind, ref_id) DO UPDATE SET
      title = excluded.title, codes = excluded.codes, title_tsv = excluded.title_tsv,
      tsv = excluded.tsv, visible = excluded.visible
    RETURNING 1
  ),
  words AS (
    INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM src, regexp_split_to_table(laden_search_text(src.vocab), '\s+') w
    WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*) INTO n FROM docs;
  -- Documents of products that no longer exist in the range.
  DELETE FROM search_documents d
  WHERE d.kind = 'product' AND d.ref_id BETWEEN from_id AND to_id
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = d.ref_id);
  RETURN n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION laden_search_index_product(pid integer) RETURNS void
LANGUAGE sql AS $$ SELECT laden_search_index_products(pid, pid) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION laden_search_index_page(pid integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_documents (kind, ref_id, lang, title, codes, title_tsv, tsv, visible)
  SELECT 'page', p.id, p.lang, p.title, '{}', laden_search_code_vector(p.title, 'A'),
    laden_search_code_vector(p.title, 'A') || laden_search_vector(p.content, 'D'), p.status = 'publish'
  FROM pages p WHERE p.id = pid
  ON CONFLICT (kind, ref_id) DO UPDATE SET
    lang = excluded.lang, title = excluded.title, title_tsv = excluded.title_tsv,
    tsv = excluded.tsv, visible = excluded.visible;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = 'page' AND ref_id = pid;
  END IF;
END $$;
--> statement-breakpoint
-- A product category ('product_cat') or tag ('product_tag').
CREATE OR REPLACE FUNCTION laden_search_index_term(k text, tid integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF k = 'product_cat' THEN
    SELECT c.name, c.description INTO r FROM product_categories c WHERE c.id = tid;
  ELSE
    SELECT t.name, '' AS description INTO r FROM product_tags t WHERE t.id = tid;
  END IF;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = k AND ref_id = tid;
    RETURN;
  END IF;
  INSERT INTO search_documents (kind, ref_id, lang, title, codes, title_tsv, tsv, visible)
  VALUES (k, tid, '', r.name, '{}', laden_search_code_vector(r.name, 'A'),
    laden_search_code_vector(r.name, 'A') || laden_search_vector(r.description, 'D'), true)
  ON CONFLICT (kind, ref_id) DO UPDATE SET
    title = excluded.title, title_tsv = excluded.title_tsv, tsv = excluded.tsv;
  PERFORM laden_search_add_terms(r.name);
END $$;
--> statement-breakpoint
-- Everything but the products (those are reindexed in id ranges by the caller, with progress).
CREATE OR REPLACE FUNCTION laden_search_reindex_rest() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE n integer := 0; r record;
BEGIN
  FOR r IN SELECT id FROM pages LOOP PERFORM laden_search_index_page(r.id); n := n + 1; END LOOP;
  FOR r IN SELECT id FROM product_categories LOOP PERFORM laden_search_index_term('product_cat', r.id); n := n + 1; END LOOP;
  FOR r IN SELECT id FROM product_tags LOOP PERFORM laden_search_index_term('product_tag', r.id); n := n + 1; END LOOP;
  DELETE FROM search_documents d WHERE
    (d.kind = 'product' AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = d.ref_id))
    OR (d.kind = 'page' AND NOT EXISTS (SELECT 1 FROM pages p WHERE p.id = d.ref_id))
    OR (d.kind = 'product_cat' AND NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.id = d.ref_id))
    OR (d.kind = 'product_tag' AND NOT EXISTS (SELECT 1 FROM product_tags t WHERE t.id = d.ref_id));
  RETURN n;
END $$;
--> statement-breakpoint
-- Triggers: every change to what a document is made of rewrites it in the same transaction,
-- so a changed product is searchable as soon as the change is committed.
CREATE OR REPLACE FUNCTION laden_search_products_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'product' AND ref_id = OLD.id;
  ELSE
    PERFORM laden_search_index_product(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_products
AFTER INSERT OR DELETE OR UPDATE OF name, sku, status, short_description, description, attributes
ON products FOR EACH ROW EXECUTE FUNCTION laden_search_products_trigger();
--> statement-breakpoint
-- Variations and term links: the product they belong to.
CREATE OR REPLACE FUNCTION laden_search_product_part_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM laden_search_index_product(OLD.product_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM laden_search_index_product(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_variations
AFTER INSERT OR DELETE OR UPDATE OF sku, product_id
ON product_variations FOR EACH ROW EXECUTE FUNCTION laden_search_product_part_trigger();
--> statement-breakpoint
CREATE TRIGGER laden_search_category_links
AFTER INSERT OR DELETE OR UPDATE
ON product_category_links FOR EACH ROW EXECUTE FUNCTION laden_search_product_part_trigger();
--> statement-breakpoint
CREATE TRIGGER laden_search_tag_links
AFTER INSERT OR DELETE OR UPDATE
ON product_tag_links FOR EACH ROW EXECUTE FUNCTION laden_search_product_part_trigger();
--> statement-breakpoint
-- Categories and tags: their own document, and (on a rename) the products that carry them.
CREATE OR REPLACE FUNCTION laden_search_terms_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE k text := CASE WHEN TG_TABLE_NAME = 'product_categories' THEN 'product_cat' ELSE 'product_tag' END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = k AND ref_id = OLD.id;
    RETURN NULL;
  END IF;
  PERFORM laden_search_index_term(k, NEW.id);
  IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
    IF k = 'product_cat' THEN
      PERFORM laden_search_index_product(l.product_id) FROM product_category_links l WHERE l.category_id = NEW.id;
    ELSE
      PERFORM laden_search_index_product(l.product_id) FROM product_tag_links l WHERE l.tag_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_categories
AFTER INSERT OR DELETE OR UPDATE OF name, description
ON product_categories FOR EACH ROW EXECUTE FUNCTION laden_search_terms_trigger();
--> statement-breakpoint
CREATE TRIGGER laden_search_tags
AFTER INSERT OR DELETE OR UPDATE OF name
ON product_tags FOR EACH ROW EXECUTE FUNCTION laden_search_terms_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION laden_search_pages_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'page' AND ref_id = OLD.id;
  ELSE
    PERFORM laden_search_index_page(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER laden_search_pages
AFTER INSERT OR DELETE OR UPDATE OF title, content, status, lang
ON pages FOR EACH ROW EXECUTE FUNCTION laden_search_pages_trigger();
--> statement-breakpoint
-- Categories and tags are looked up by title on every search: their own small index.
CREATE INDEX search_documents_terms_title_idx ON search_documents USING gin (title_tsv)
  WHERE kind IN ('product_cat', 'product_tag');
--> statement-breakpoint
-- Index whatever exists already (a database migrated before search existed).
SELECT laden_search_index_products(min(id), max(id)) FROM products HAVING count(*) > 0;
--> statement-breakpoint
SELECT laden_search_reindex_rest();
