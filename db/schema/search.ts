import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type SearchKind = "product" | "page" | "post" | "product_cat" | "product_tag";

/**
 * The search index: one row per searchable thing (product, page, post, product category or tag).
 * Rows are written only by the SQL functions of the search migration (triggers on the catalogue
 * and content tables, and `laden_search_reindex_all()`), never by application code.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial().primaryKey(),
    kind: text().$type<SearchKind>().notNull(),
    refId: integer().notNull(),
    /** "de" or "en" for pages and posts; "" for what every language shows (catalogue). */
    lang: text().notNull().default(""),
    title: text().notNull(),
    /** Folded SKUs and EANs (product and variations) for the exact-code match. */
    codes: text().array().notNull().default(sql`'{}'::text[]`),
    /** The folded title alone: the first tier of candidates. */
    titleTsv: tsvector().notNull(),
    /** Title (A), codes/attributes/terms (B), short text (C), long text (D). */
    tsv: tsvector().notNull(),
    /** Published (hidden and draft content is indexed but never returned). */
    visible: boolean().notNull(),
    /**
     * Returned only from this moment (a post's publication date; `-infinity` for everything
     * else): a scheduled post becomes searchable when its time comes, without a write.
     */
    visibleFrom: timestamp({ withTimezone: true }).notNull().default(sql`'-infinity'`),
  },
  (t) => [
    unique("search_documents_kind_ref_unique").on(t.kind, t.refId),
    index("search_documents_tsv_idx").using("gin", t.tsv),
    index("search_documents_title_tsv_idx").using("gin", t.titleTsv),
    index("search_documents_codes_idx").using("gin", t.codes),
  ],
);

/** The vocabulary of titles and terms (folded words), for typo tolerance with pg_trgm. */
export const searchTerms = pgTable("search_terms", { term: text().primaryKey() }, (t) => [
  index("search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops")),
]);
