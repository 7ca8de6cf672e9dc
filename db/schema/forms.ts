import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { FieldDef, FormSettings } from "../../modules/forms/engine/types.ts";

/** A form action (save, email, success message, redirect, …); run by the submission flow (issue 7). */
export type FormAction = { type: string; label?: string; active: boolean; settings: Record<string, unknown> };

/**
 * Form definitions: settings (incl. calculations, conditions, layout) and fields in order, as the
 * engine reads them; one row per form. `key` is stable (seed and import use it to stay idempotent).
 */
export const forms = pgTable(
  "forms",
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    title: text().notNull(),
    /** "publish": open on its own URL and in content; "closed": not shown to visitors. */
    status: text().$type<"publish" | "closed">().notNull().default("publish"),
    settings: jsonb().$type<FormSettings>().notNull(),
    fields: jsonb().$type<FieldDef[]>().notNull().default([]),
    actions: jsonb().$type<FormAction[]>().notNull().default([]),
    /** Where it came from: "seed", "nff" (with the file's hash in `key`), "api". */
    source: text().notNull().default("api"),
    /** Import report: settings and field types we do not support (never silently dropped). */
    unsupported: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("forms_status_idx").on(t.status)],
);
