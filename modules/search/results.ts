/**
 * What a result shows: the hits of `search()` joined with the live catalogue and content (prices,
 * sale, stock, image, category, date), and for categories and tags their product count and the
 * first products for the details panel. Everything visible is re-checked here (published only).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type media, posts } from "#db/schema/index.ts";
import { visible as visiblePosts } from "../blog/store.ts";
import { toImageRef } from "../catalog/store.ts";
import type { ImageRef, StockStatus } from "../catalog/types.ts";
import type { Lang } from "../i18n/index.ts";
import { plainText } from "./query.ts";
import type { SearchHit, SearchResult, TermHit, TermKind } from "./store.ts";

/** Products shown per category or tag in the details panel. */
export const DETAILS_PRODUCTS_PER_TERM = 4;

export type ProductResult = {
  kind: "product";
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  sku: string | null;
  text: string;
  regularPriceCents: number | null;
  salePriceCents: number | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  manageStock: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  date: string;
  category: { name: string; slug: string } | null;
  image: ImageRef | null;
};

export type PageResult = {
  kind: "page" | "post";
  id: number;
  slug: string;
  lang: Lang;
  title: string;
  text: string;
  date: string;
  /** A post's first category (none for pages). */
  category: { name: string; slug: string } | null;
};

export type ItemResult = ProductResult | PageResult;

export type TermResult = {
  kind: TermKind;
  id: number;
  slug: string;
  name: string;
  count: number;
  /** More products than TERM_COUNT_CAP: `count` is the cap. */
  countCapped: boolean;
  products: ProductResult[];
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  sku: string | null;
  short_description: string;
  description: string;
  regular_price_cents: number | null;
  sale_price_cents: number | null;
  sort_price_cents: number | null;
  max_price_cents: number | null;
  stock_status: StockStatus;
  stock_quantity: number | null;
  manage_stock: boolean;
  min_quantity: number;
  max_quantity: number | null;
  created_at: string | Date;
  category_name: string | null;
  category_slug: string | null;
  image: (Omit<typeof media.$inferSelect, "createdAt"> & { created_at?: string }) | null;
};

const PRODUCT_COLUMNS = sql.raw(`p.id, p.slug, p.name, p.type, p.sku, p.short_description, p.description,
  p.regular_price_cents, p.sale_price_cents, p.sort_price_cents, p.max_price_cents, p.stock_status,
  p.stock_quantity, p.manage_stock, p.min_quantity, p.max_quantity, p.created_at,
  (select c.name from product_category_links l join product_categories c on c.id = l.category_id
    where l.product_id = p.id order by c.parent_id nulls first, c.name limit 1) as category_name,
  (select c.slug from product_category_links l join product_categories c on c.id = l.category_id
    where l.product_id = p.id order by c.parent_id nulls first, c.name limit 1) as category_slug,
  (select json_build_object('id', m.id, 'file', m.file, 'mime', m.mime, 'width', m.width,
    'height', m.height, 'alt', m.alt, 'title', m.title, 'sizes', m.sizes)
    from media m where m.id = p.image_id) as image`);

function iso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toProduct(r: ProductRow): ProductResult {
  return {
    kind: "product",
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    sku: r.sku,
    text: plainText(r.short_description || r.description),
    // A variable product's own price is not its price (WooCommerce ignores it too): its variations' range is.
    regularPriceCents: r.type === "variable" ? null : r.regular_price_cents,
    salePriceCents: r.type === "variable" ? null : r.sale_price_cents,
    minPriceCents: r.sort_price_cents,
    maxPriceCents: r.max_price_cents,
    stockStatus: r.stock_status,
    stockQuantity: r.stock_quantity,
    manageStock: r.manage_stock,
    minQuantity: r.min_quantity,
    maxQuantity: r.max_quantity,
    date: iso(r.created_at),
    category: r.category_name && r.category_slug ? { name: r.category_name, slug: r.category_slug } : null,
    image: r.image ? toImageRef({ ...r.image, createdAt: new Date(0) }) : null,
  };
}

async function loadProducts(db: Db, ids: number[]): Promise<Map<number, ProductResult>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<ProductRow>(sql`
    select ${PRODUCT_COLUMNS} from products p
    where p.id = any(${sql.param(ids)}::int[]) and p.status = 'publish'`);
  return new Map(rows.rows.map((r) => [r.id, toProduct(r)]));
}

async function loadPages(db: Db, ids: number[]): Promise<Map<number, PageResult>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<{
    id: number;
    slug: string;
    lang: Lang;
    title: string;
    content: string;
    updated_at: string | Date;
  }>(sql`
    select id, slug, lang, title, content, updated_at from pages
    where id = any(${sql.param(ids)}::int[]) and status = 'publish'`);
  return new Map(
    rows.rows.map((r) => [
      r.id,
      {
        kind: "page" as const,
        id: r.id,
        slug: r.slug,
        lang: r.lang,
        title: r.title,
        // The seller's data shortcode is rendered on the page itself, never shown as code here.
        text: plainText(r.content.replace(/\[legal_data\b[^\]]*\]/g, " ")),
        date: iso(r.updated_at),
        category: null,
      },
    ]),
  );
}

/** Posts a visitor may read (the blog's own rule: published, no password, date come, language). */
async function loadPosts(db: Db, ids: number[], lang: Lang): Promise<Map<number, PageResult>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<{
    id: number;
    slug: string;
    lang: Lang;
    title: string;
    excerpt: string;
    content: string;
    published_at: string | Date;
    category_name: string | null;
    category_slug: string | null;
  }>(sql`
    select ${posts.id}, ${posts.slug}, ${posts.lang}, ${posts.title}, ${posts.excerpt}, ${posts.content},
      ${posts.publishedAt}, c.name as category_name, c.slug as category_slug
    from ${posts}
    left join lateral (
      select t.name, t.slug from post_term_links l join post_terms t on t.id = l.term_id
      where l.post_id = ${posts.id} and t.taxonomy = 'category' order by t.name limit 1
    ) c on true
    where ${posts.id} = any(${sql.param(ids)}::int[]) and ${visiblePosts(lang)}`);
  return new Map(
    rows.rows.map((r) => [
      r.id,
      {
        kind: "post" as const,
        id: r.id,
        slug: r.slug,
        lang: r.lang,
        title: r.title,
        text: plainText(r.excerpt || r.content),
        date: iso(r.published_at),
        category:
          r.category_name && r.category_slug ? { name: r.category_name, slug: r.category_slug } : null,
      },
    ]),
  );
}

/** Product counts of categories and tags are counted up to this (shown as "100+" from there). */
export const TERM_COUNT_CAP = 100;

async function loadTerms(db: Db, terms: TermHit[], withProducts: boolean): Promise<TermResult[]> {
  if (terms.length === 0) return [];
  const kinds = sql.param(terms.map((t) => t.kind));
  const ids = sql.param(terms.map((t) => t.id));
  const heads = await db.execute<{
    kind: TermKind;
    term_id: number;
    slug: string;
    name: string;
    count: number;
  }>(sql`
      select t.kind, t.term_id, coalesce(c.slug, g.slug) as slug, coalesce(c.name, g.name) as name,
        case when t.kind = 'product_cat' then (
          select count(*) from (select 1 from product_category_links l
            join products p on p.id = l.product_id and p.status = 'publish'
            where l.category_id = t.term_id limit ${TERM_COUNT_CAP}) x)
        else (
          select count(*) from (select 1 from product_tag_links l
            join products p on p.id = l.product_id and p.status = 'publish'
            where l.tag_id = t.term_id limit ${TERM_COUNT_CAP}) x)
        end as count
      from unnest(${kinds}::text[], ${ids}::int[]) as t(kind, term_id)
      left join product_categories c on t.kind = 'product_cat' and c.id = t.term_id
      left join product_tags g on t.kind = 'product_tag' and g.id = t.term_id`);
  // The first products of each term in catalogue order. A term with fewer than TERM_COUNT_CAP
  // products is read from its links (at most that many rows to sort); a bigger one by walking the
  // catalogue in order until four of its products come up (quick, as they are frequent). Walking
  // the catalogue for a small term would read every product (64 ms of CPU at 100,000 products).
  const shown = heads.rows.filter((h) => h.count > 0);
  const small = sql.param(shown.map((h) => h.count < TERM_COUNT_CAP));
  const products =
    withProducts && shown.length > 0
      ? await db.execute<ProductRow & { term_kind: TermKind; term_id: number }>(sql`
          select t.kind as term_kind, t.term_id, x.* from unnest(${sql.param(shown.map((h) => h.kind))}::text[],
            ${sql.param(shown.map((h) => h.term_id))}::int[], ${small}::boolean[]) as t(kind, term_id, small)
          cross join lateral (
            (select ${PRODUCT_COLUMNS} from products p
              where t.small and p.status = 'publish' and p.id in (
                select l.product_id from product_category_links l where t.kind = 'product_cat' and l.category_id = t.term_id
                union all
                select l.product_id from product_tag_links l where t.kind = 'product_tag' and l.tag_id = t.term_id)
              order by p.menu_order, p.name limit ${DETAILS_PRODUCTS_PER_TERM})
            union all
            (select ${PRODUCT_COLUMNS} from products p
              where not t.small and p.status = 'publish' and case when t.kind = 'product_cat'
                then exists (select 1 from product_category_links l where l.product_id = p.id and l.category_id = t.term_id)
                else exists (select 1 from product_tag_links l where l.product_id = p.id and l.tag_id = t.term_id) end
              order by p.menu_order, p.name limit ${DETAILS_PRODUCTS_PER_TERM})
          ) x`)
      : { rows: [] as (ProductRow & { term_kind: TermKind; term_id: number })[] };
  const out: TermResult[] = [];
  for (const term of terms) {
    const head = heads.rows.find((h) => h.kind === term.kind && h.term_id === term.id);
    if (!head?.name || head.count === 0) continue;
    out.push({
      kind: term.kind,
      id: term.id,
      slug: head.slug,
      name: head.name,
      count: head.count,
      countCapped: head.count >= TERM_COUNT_CAP,
      products: products.rows
        .filter((p) => p.term_kind === term.kind && p.term_id === term.id)
        .map(toProduct),
    });
  }
  return out;
}

export type LoadedResults = { items: ItemResult[]; terms: TermResult[] };

/** The hits in their order, with what the result list and the details panel show. */
export async function loadResults(
  db: Db,
  result: Pick<SearchResult, "hits" | "terms">,
  opts: { details: boolean; lang: Lang },
): Promise<LoadedResults> {
  const ids = (kind: SearchHit["kind"]) => result.hits.filter((h) => h.kind === kind).map((h) => h.id);
  const [productsById, pagesById, postsById, terms] = await Promise.all([
    loadProducts(db, ids("product")),
    loadPages(db, ids("page")),
    loadPosts(db, ids("post"), opts.lang),
    loadTerms(db, result.terms, opts.details),
  ]);
  const items: ItemResult[] = [];
  for (const hit of result.hits) {
    const item =
      hit.kind === "product"
        ? productsById.get(hit.id)
        : hit.kind === "post"
          ? postsById.get(hit.id)
          : pagesById.get(hit.id);
    if (item) items.push(item);
  }
  return { items, terms };
}
