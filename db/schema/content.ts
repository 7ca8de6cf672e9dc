import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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

export const pages = pgTable(
  "pages",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    lang: text().$type<"de" | "en">().notNull().default("de"),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull().default(""),
    status: text().$type<"publish" | "draft">().notNull().default("publish"),
    menuOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pages_slug_lang_idx").on(t.slug, t.lang)],
);

/** A menu entry; `children` are its submenu (one level deep in the theme). */
export type MenuItem = { label: string; url: string; children?: MenuItem[] };

export const menus = pgTable("menus", {
  id: serial().primaryKey(),
  /** Theme location: "primary", "footer", "legal". */
  location: text().notNull(),
  lang: text().$type<"de" | "en">().notNull().default("de"),
  items: jsonb().$type<MenuItem[]>().notNull().default([]),
});
