-- Global product attributes and their terms (issue 23 items 2 and 3: WooCommerce's `pa_*`, e.g.
-- Größe, Mahlgrad), and an enabled flag per variation (a disabled one is neither shown nor sold).
-- A product still lists its attributes in `products.attributes` (the storefront reads them
-- there); an entry whose slug names a row here is that global attribute.
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_attributes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_attribute_terms_slug_unique" UNIQUE("attribute_id", "slug")
);
--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_attribute_id_product_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."product_attributes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The global attributes the WooCommerce import left on products (slug `pa_…`): one row each,
-- named as the first product names it; its terms are the options in the order first seen.
INSERT INTO "product_attributes" ("name", "slug", "menu_order")
SELECT DISTINCT ON (a ->> 'slug') a ->> 'name', a ->> 'slug', 0
FROM "products" p CROSS JOIN LATERAL jsonb_array_elements(p."attributes") a
WHERE a ->> 'slug' LIKE 'pa\_%' AND coalesce(a ->> 'name', '') <> ''
ORDER BY a ->> 'slug', p."id"
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_attribute_terms" ("attribute_id", "name", "slug", "menu_order")
SELECT t.attribute_id, t.name, t.slug, (row_number() OVER (PARTITION BY t.attribute_id ORDER BY t.first_seen))::int - 1
FROM (
	SELECT DISTINCT ON (pa."id", s.slug) pa."id" AS attribute_id, o.name, s.slug, (p."id" * 1000 + o.n) AS first_seen
	FROM "products" p
	CROSS JOIN LATERAL jsonb_array_elements(p."attributes") a
	JOIN "product_attributes" pa ON pa."slug" = a ->> 'slug'
	CROSS JOIN LATERAL jsonb_array_elements_text(a -> 'options') WITH ORDINALITY o(name, n)
	CROSS JOIN LATERAL (SELECT coalesce(nullif(trim(both '-' FROM regexp_replace(
		replace(replace(replace(replace(lower(o.name), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
		'[^a-z0-9]+', '-', 'g')), ''), md5(o.name)) AS slug) s
	WHERE o.name <> ''
	ORDER BY pa."id", s.slug, p."id", o.n
) t
ON CONFLICT ("attribute_id", "slug") DO NOTHING;
