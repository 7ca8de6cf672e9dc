import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { media, pages } from "./content.ts";
import { users } from "./system.ts";

/** Authors of posts (imported WordPress authors or the owner); `slug` is the /author/SLUG/ part. */
export const postAuthors = pgTable("post_authors", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  displayName: text().notNull(),
});

export type PostStatus = "publish" | "draft" | "future" | "private" | "pending" | "trash";
export type PostFormat =
  | "standard"
  | "aside"
  | "gallery"
  | "link"
  | "image"
  | "quote"
  | "status"
  | "video"
  | "audio"
  | "chat";

export const posts = pgTable(
  "posts",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    lang: text().$type<"de" | "en">().notNull().default("de"),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull().default(""),
    /** Plain text; empty: the list shows the start of the content. */
    excerpt: text().notNull().default(""),
    /** Only "publish" with publishedAt in the past is ever shown to visitors. */
    status: text().$type<PostStatus>().notNull().default("publish"),
    format: text().$type<PostFormat>().notNull().default("standard"),
    sticky: boolean().notNull().default(false),
    /** Password-protected posts are not shown (no password form yet). */
    hasPassword: boolean().notNull().default(false),
    authorId: integer().references(() => postAuthors.id, { onDelete: "set null" }),
    featuredMediaId: integer().references(() => media.id, { onDelete: "set null" }),
    commentsOpen: boolean().notNull().default(true),
    /** Where the post came from (e.g. "wxr:<site>:<post_id>"); makes imports idempotent. */
    sourceKey: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every owner write (docs/back-office/concurrency.md; migration 0052). */
    version: integer().notNull().default(1),
    metaDescription: text().notNull().default(""),
    /** The password of a protected post (`hasPassword`); visitors never see such a post yet. */
    password: text(),
    /** The same post in the other language (a German post links its English translation). */
    translationId: integer().references((): AnyPgColumn => posts.id, { onDelete: "set null" }),
    /** The status before the trash; restore puts it back. */
    trashedFrom: text().$type<PostStatus>(),
    /** The social image (og:image; migration 0055); none: the featured image is used. */
    socialMediaId: integer().references(() => media.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("posts_slug_lang_idx").on(t.slug, t.lang),
    uniqueIndex("posts_source_key_idx").on(t.sourceKey),
    index("posts_published_idx").on(t.status, t.publishedAt),
  ],
);

/** Blog categories and tags (one table, `taxonomy` tells them apart). */
export const postTerms = pgTable(
  "post_terms",
  {
    id: serial().primaryKey(),
    taxonomy: text().$type<"category" | "tag">().notNull(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    parentId: integer().references((): AnyPgColumn => postTerms.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("post_terms_taxonomy_slug_idx").on(t.taxonomy, t.slug)],
);

export const postTermLinks = pgTable(
  "post_term_links",
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    termId: integer()
      .notNull()
      .references(() => postTerms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index("post_term_links_term_idx").on(t.termId)],
);

/** WordPress's comment_approved as a word: awaiting moderation, approved, spam, in the trash. */
export type CommentStatus = "hold" | "approved" | "spam" | "trash";

/** Comments on posts, threaded by `parentId`; visitors only ever see approved ones. */
export const postComments = pgTable(
  "post_comments",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    parentId: integer().references((): AnyPgColumn => postComments.id, { onDelete: "cascade" }),
    authorName: text().notNull(),
    authorUrl: text().notNull().default(""),
    /** Never shown to visitors; matches a commenter for the auto-approval. */
    authorEmail: text().notNull().default(""),
    /** The owner who replied from the back office, else null. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Sanitised HTML. */
    content: text().notNull(),
    status: text().$type<CommentStatus>().notNull().default("hold"),
    /** Generated: status = 'approved' (what the post page and the feeds read). */
    approved: boolean().notNull().generatedAlwaysAs(sql`"status" = 'approved'`),
    /** The status a trashed comment had (what "restore" returns to). */
    trashedFrom: text().$type<CommentStatus>(),
    sourceKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("post_comments_post_idx").on(t.postId),
    index("post_comments_status_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("post_comments_source_key_idx").on(t.sourceKey),
  ],
);

/**
 * Page hierarchy and import origin, beside `pages` (owned by the content module) so this area
 * keeps its DDL in its own migration: parent page, order, and the WXR key.
 */
export const pageTree = pgTable(
  "page_tree",
  {
    pageId: integer()
      .primaryKey()
      .references(() => pages.id, { onDelete: "cascade" }),
    parentId: integer().references(() => pages.id, { onDelete: "set null" }),
    menuOrder: integer().notNull().default(0),
    sourceKey: text(),
  },
  (t) => [uniqueIndex("page_tree_source_key_idx").on(t.sourceKey)],
);

/** Media rows that came from an import: the WXR attachment key → media row. */
export const mediaSources = pgTable("media_sources", {
  sourceKey: text().primaryKey(),
  mediaId: integer()
    .notNull()
    .references(() => media.id, { onDelete: "cascade" }),
  /** The original URL (kept for the report; the file may be a placeholder). */
  url: text().notNull(),
  placeholder: boolean().notNull().default(false),
});
