/**
 * The search index in PostgreSQL: queries and the full reindex. The documents themselves are
 * written by SQL triggers (see the search migration), so every change is searchable on commit.
 */
import { sql } from "drizzle-orm";
import type { Pool, QueryResultRow } from "pg";
import type { Db } from "#db/client.ts";
import type { SearchKind } from "#db/schema/index.ts";
import type { Lang } from "../i18n/index.ts";
import { queryWords, tsQueryText, wantsPrefixExpansion, wantsTypoAlternatives } from "./query.ts";

/**
 * At most this many documents are ranked per query, taken from the title matches first and then
 * from the text matches (ranking every match of a common word in a million products is too slow:
 * the brief measured 322 ms). Counts above it are shown as "more than".
 */
export const CANDIDATE_LIMIT = 500;
/** Vocabulary words at least this similar (pg_trgm) to a typed word count as its spelling. */
export const TYPO_SIMILARITY = 0.4;
/** Close spellings tried per word. */
export const TYPO_ALTERNATIVES = 2;
/** Categories and tags listed above the results. */
export const TERM_MATCHES = 5;

export type ItemKind = Extract<SearchKind, "product" | "page" | "post">;
export type TermKind = Extract<SearchKind, "product_cat" | "product_tag">;

export type SearchRequest = {
  query: string;
  lang: Lang;
  /** Which kinds of items (products, pages, posts) to return. */
  kinds: readonly ItemKind[];
  page: number;
  perPage: number;
  /** Categories and tags too (page 1 only). */
  withTerms: boolean;
  /** The shop is in coming-soon mode: no products, categories or tags for visitors. */
  shopHidden: boolean;
};

export type SearchHit = { kind: ItemKind; id: number; exactCode: boolean };
export type TermHit = { kind: TermKind; id: number; title: string };

export type SearchResult = {
  /** The folded query words and their close spellings, for highlighting. */
  words: string[];
  hits: SearchHit[];
  /** Matches found (at most about CANDIDATE_LIMIT; `capped` when there were more). */
  total: number;
  capped: boolean;
  terms: TermHit[];
};

const EMPTY = (words: string[]): SearchResult => ({ words, hits: [], total: 0, capped: false, terms: [] });

/** Close spellings of the words that are not the start of any indexed word (typos). */
export async function typoAlternatives(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter(wantsTypoAlternatives);
  const map = new Map<string, string[]>();
  if (candidates.length === 0) return map;
  const result = await db.execute<{ word: string; term: string }>(sql`
    select w.word, t.term
    from unnest(${sql.param(candidates)}::text[]) as w(word)
    cross join lateral (
      select term, similarity(term, w.word) as s from search_terms
      where term % w.word and term <> w.word
      order by s desc, term limit ${TYPO_ALTERNATIVES}
    ) t
    where t.s >= ${TYPO_SIMILARITY}
      and not exists (select 1 from search_terms k where k.term like w.word || '%')`);
  for (const row of result.rows) map.set(row.word, [...(map.get(row.word) ?? []), row.term]);
  return map;
}

/** At most this many vocabulary words stand for a typed prefix; with more, it stays a prefix. */
export const MAX_PREFIX_EXPANSIONS = 40;

/**
 * The vocabulary's words that start with each word (letters only, 3+), for the words that have at
 * most MAX_PREFIX_EXPANSIONS of them. Uses the vocabulary's `text_pattern_ops` index (0012).
 */
export async function prefixExpansions(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.filter(wantsPrefixExpansion))];
  const map = new Map<string, string[]>();
  if (candidates.length === 0) return map;
  const result = await prepared<{ word: string; terms: string[] }>(
    db,
    "laden_search_prefixes",
    `select w.word, array(
      select t.term from search_terms t
      where t.term ~>=~ w.word and t.term ~<~ (w.word || chr(1114111))
      order by t.term limit ${MAX_PREFIX_EXPANSIONS + 1}) as terms
    from unnest($1::text[]) as w(word)`,
    [candidates],
  );
  for (const row of result.rows) if (row.terms.length <= MAX_PREFIX_EXPANSIONS) map.set(row.word, row.terms);
  return map;
}

/**
 * The kinds a visitor may get: no products, categories or tags while the shop is in coming-soon
 * mode. With `visible` below, the one place that says what visitors are shown.
 */
export function visitorKinds<K extends SearchKind>(kinds: readonly K[], shopHidden: boolean): K[] {
  return kinds.filter(
    (k) => !(shopHidden && (k === "product" || k === "product_cat" || k === "product_tag")),
  );
}

/**
 * What visitors are shown (the index's visibility rule, by parameter number): published
 * documents (`visible`: no drafts, private or password-protected posts) whose time has come
 * (`visible_from`: a scheduled post), of the wanted kinds (see `visitorKinds`), in the visitor's
 * language or in none. `loadResults` re-checks the live rows with the same rule.
 */
const visible = (kinds: number, lang: number) =>
  `d.visible and d.visible_from <= now() and d.kind = any($${kinds}::text[]) and d.lang in ('', $${lang})`;
const FILTER = visible(4, 8);

/**
 * A named prepared statement (planned once per connection): the search queries are large and
 * their planning cost as much as running them.
 */
async function prepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<{ rows: T[] }> {
  const pool = (db as unknown as { $client: Pool }).$client;
  return pool.query<T & QueryResultRow>({ name, text, values });
}

export async function search(db: Db, req: SearchRequest): Promise<SearchResult> {
  const query = req.query.trim();
  const words = queryWords(query);
  const kinds = visitorKinds(req.kinds, req.shopHidden);
  if (query === "" || kinds.length === 0) return EMPTY(words);

  const alternatives = await typoAlternatives(db, words);
  const expansions = await prefixExpansions(db, [...words, ...[...alternatives.values()].flat()]);
  const expanded = tsQueryText(words, alternatives, expansions);
  const original = tsQueryText(words, new Map(), expansions);
  const highlightWords = [...words, ...[...alternatives.values()].flat()];
  const offset = (req.page - 1) * req.perPage;

  // Exact code (SKU, EAN) first; then title matches of what was typed, title matches with close
  // spellings, text matches of what was typed, then by weighted rank (title A over text D).
  // Candidates: title matches first; the text is searched only when they do not fill the limit
  // (a GIN bitmap scan costs in proportion to the matches, so a common word costs one scan).
  const rows = await prepared<{ kind: ItemKind; ref_id: number; exact: boolean; total: number }>(
    db,
    "laden_search_items",
    `with q as materialized (
      select to_tsquery('laden_german', $1) as q, to_tsquery('laden_german', $2) as qo,
        laden_search_fold($3) as code
    ),
    by_code as (
      select d.id from search_documents d
      where d.codes @> array[laden_search_fold($3)] and ${FILTER}
    ),
    by_title as (
      select d.id from search_documents d, q where d.title_tsv @@ q.q and ${FILTER} limit $7
    ),
    by_text as (
      select d.id from search_documents d, q
      where (select count(*) from by_title) < $7 and d.tsv @@ q.q and ${FILTER} limit $7
    ),
    cand as (select id from by_code union select id from by_title union select id from by_text)
    select d.kind, d.ref_id, d.codes @> array[q.code] as exact, count(*) over () as total
    from cand join search_documents d on d.id = cand.id, q
    order by d.codes @> array[q.code] desc,
      d.title_tsv @@ q.qo desc, d.title_tsv @@ q.q desc, d.tsv @@ q.qo desc,
      ts_rank('{0.1, 0.2, 0.4, 1.0}', d.tsv, q.q) desc, d.kind, d.ref_id
    limit $5 offset $6`,
    [expanded, original, query, kinds, req.perPage, offset, CANDIDATE_LIMIT, req.lang],
  );

  let total = rows.rows[0]?.total ?? 0;
  if (rows.rows.length === 0 && req.page > 1) {
    const count = await prepared<{ total: number }>(
      db,
      "laden_search_count",
      `with q as materialized (select to_tsquery('laden_german', $1) as q)
      select count(*) as total from (
        select d.id from search_documents d where d.codes @> array[laden_search_fold($2)] and ${visible(3, 5)}
        union
        (select d.id from search_documents d, q where d.tsv @@ q.q and ${visible(3, 5)} limit $4)
      ) c`,
      [expanded, query, kinds, CANDIDATE_LIMIT, req.lang],
    );
    total = count.rows[0]?.total ?? 0;
  }

  let terms: TermHit[] = [];
  const termKinds = visitorKinds<TermKind>(["product_cat", "product_tag"], req.shopHidden);
  if (req.withTerms && req.page === 1 && termKinds.length > 0 && expanded !== "") {
    const termRows = await prepared<{ kind: TermKind; ref_id: number; title: string }>(
      db,
      "laden_search_terms",
      `with q as materialized (
        select to_tsquery('laden_german', $1) as q, to_tsquery('laden_german', $2) as qo
      )
      select d.kind, d.ref_id, d.title from search_documents d, q
      where d.title_tsv @@ q.q and ${visible(3, 4)}
        and d.kind in ('product_cat', 'product_tag')
      order by d.title_tsv @@ q.qo desc, ts_rank(d.title_tsv, q.q) desc, d.title
      limit ${TERM_MATCHES}`,
      [expanded, original, termKinds, req.lang],
    );
    terms = termRows.rows.map((r) => ({ kind: r.kind, id: r.ref_id, title: r.title }));
  }

  return {
    words: highlightWords,
    hits: rows.rows.map((r) => ({ kind: r.kind, id: r.ref_id, exactCode: r.exact })),
    total,
    capped: total >= CANDIDATE_LIMIT,
    terms,
  };
}

export type ReindexProgress = (done: number, total: number) => void;

/**
 * Rebuilds the whole index: products in id ranges (each range one statement, so visitors keep
 * searching the old documents of a range until its new ones are committed), then pages,
 * categories and tags, then the vocabulary. Returns the number of documents written.
 */
export async function reindexAll(db: Db, onProgress?: ReindexProgress, batch = 5000): Promise<number> {
  const bounds = await db.execute<{ min: number | null; max: number | null; n: number }>(
    sql`select min(id) as min, max(id) as max, count(*) as n from products`,
  );
  const { min, max, n } = bounds.rows[0] ?? { min: null, max: null, n: 0 };
  await db.execute(sql`delete from search_terms`);
  let written = 0;
  if (min !== null && max !== null) {
    // Two ranges at a time (two connections): the work is CPU-bound inside PostgreSQL.
    let next = min;
    const worker = async () => {
      while (next <= max) {
        const from = next;
        const to = Math.min(from + batch - 1, max);
        next = to + 1;
        const r = await db.execute<{ n: number }>(
          sql`select laden_search_index_products(${from}, ${to}) as n`,
        );
        written += r.rows[0]?.n ?? 0;
        onProgress?.(written, n);
      }
    };
    await Promise.all([worker(), worker()]);
  }
  const rest = await db.execute<{ n: number }>(sql`select laden_search_reindex_rest() as n`);
  // Move the GIN indexes' pending entries into the index proper (every search would scan them
  // otherwise until autovacuum comes by) and refresh the planner's statistics.
  await db.execute(sql`select gin_clean_pending_list(c.oid) from pg_class c
    join pg_index i on i.indexrelid = c.oid join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and i.indrelid in ('search_documents'::regclass, 'search_terms'::regclass)`);
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_terms`);
  return written + (rest.rows[0]?.n ?? 0);
}
