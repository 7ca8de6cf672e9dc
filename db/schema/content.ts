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
import { jsonb } from "./jsonb.ts";

export type MediaSize = { file: string; width: number; height: number; mime: string };

/** Uploaded or generated files; bytes live under the data dir, never in the web root. */
export const media = pgTable("media", {
  id: serial().primaryKey(),
  /** Stored file name relative to the media dir. */
  file: text().notNull().unique(),
  mime: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  alt: text().notNull().default(""),
  title: text().notNull().default(""),
  /** Resized variants by size name (e.g. "thumbnail", "medium"). */
  sizes: jsonb().$type<Record<string, MediaSize>>().notNull().default({}),
  caption: text().notNull().default(""),
  /** Bumped by every owner edit (docs/back-office/concurrency.md). */
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** In the trash since (restorable for 30 days, then deleted with its files by housekeeping). */
  trashedAt: timestamp({ withTimezone: true }),
});

/** Visitors see "publish" only (without a password); the rest is the owner's. */
export type PageStatus = "publish" | "draft" | "future" | "private" | "pending" | "trash";

export const pages = pgTable(
  "pages",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    lang: text().$type<"de" | "en">().notNull().default("de"),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull().default(""),
    status: text().$type<PageStatus>().notNull().default("publish"),
    menuOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The editor's fields (issue 25, migration 0052); the FK to post_authors is in the SQL.
    version: integer().notNull().default(1),
    excerpt: text().notNull().default(""),
    metaDescription: text().notNull().default(""),
    authorId: integer(),
    featuredMediaId: integer().references(() => media.id, { onDelete: "set null" }),
    /** When it went (or, status "future", goes) live. */
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Password-protected pages are not shown to visitors (no password form yet). */
    hasPassword: boolean().notNull().default(false),
    password: text(),
    translationId: integer().references((): AnyPgColumn => pages.id, { onDelete: "set null" }),
    trashedFrom: text().$type<PageStatus>(),
    /** The social image (og:image; migration 0055); none: the featured image is used. */
    socialMediaId: integer().references(() => media.id, { onDelete: "set null" }),
  },
  (t) => [index("pages_slug_lang_idx").on(t.slug, t.lang)],
);

/** What a menu entry points at (WordPress's object); a custom link when absent. */
export type MenuItemObject = "page" | "post" | "category" | "product" | "product_cat" | "custom";

/**
 * A menu entry; `children` are its submenu (one level deep in the theme). `id` comes from the
 * `menu_item_ids` sequence (wp/v2/menu-items); `object`/`objectId` name the page, post, category
 * or product picked (the URL is resolved when saved); `network` is a social menu's icon.
 */
export type MenuItem = {
  id?: number;
  label: string;
  url: string;
  object?: MenuItemObject;
  objectId?: number;
  network?: string;
  children?: MenuItem[];
};

export const menus = pgTable(
  "menus",
  {
    id: serial().primaryKey(),
    /** Theme location: "primary" (header), "legal" (footer), "social" (the header's icons). */
    location: text().notNull(),
    lang: text().$type<"de" | "en">().notNull().default("de"),
    items: jsonb().$type<MenuItem[]>().notNull().default([]),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex("menus_location_lang_idx").on(t.location, t.lang)],
);

/**
 * A saved state of a post or page (issue 25 item 1; migration 0055): each save of the editor
 * keeps one, the last 20 per item stay (modules/content/editing/revisions.ts).
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial().primaryKey(),
    kind: text().$type<"post" | "page">().notNull(),
    entryId: integer().notNull(),
    /** The item's version this state was saved as. */
    version: integer().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    excerpt: text().notNull().default(""),
    metaDescription: text().notNull().default(""),
    actorLabel: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_entry_idx").on(t.kind, t.entryId, t.id.desc())],
);

/** The editor's fields as the autosave keeps them (strings as posted). */
export type AutosaveFields = Record<string, string>;

/**
 * An owner's autosaved editor state (issue 25 item 1; migration 0055): one row per owner and
 * item (`entryId` 0: a new item not saved yet); the FK to users is in the SQL.
 */
export const contentAutosaves = pgTable(
  "content_autosaves",
  {
    kind: text().$type<"post" | "page">().notNull(),
    entryId: integer().notNull(),
    userId: integer().notNull(),
    fields: jsonb().$type<AutosaveFields>().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.entryId, t.userId] })],
);
