import { sql } from "drizzle-orm";
import {
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
import type { FieldDef, FormSettings } from "#modules/forms/engine/types.ts";
import { jsonb } from "./jsonb.ts";

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
    status: text().$type<FormStatus>().notNull().default("publish"),
    settings: jsonb().$type<FormSettings>().notNull(),
    fields: jsonb().$type<FieldDef[]>().notNull().default([]),
    actions: jsonb().$type<FormAction[]>().notNull().default([]),
    /** Where it came from: "seed", "nff" (with the file's hash in `key`), "api". */
    source: text().notNull().default("api"),
    /** Import report: settings and field types we do not support (never silently dropped). */
    unsupported: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every owner write (the builder's version check, issue 26). */
    version: integer().notNull().default(1),
    /** The builder's unpublished changes; null when the live definition is all there is. */
    draft: jsonb().$type<FormDraft>(),
    /** The `form_versions` number that is live (0: never published through the builder). */
    publishedVersion: integer().notNull().default(0),
    /** In the trash since (issue 26): closed to visitors; `statusBeforeTrash` is restored. */
    trashedAt: timestamp({ withTimezone: true }),
    statusBeforeTrash: text().$type<FormStatus>(),
  },
  (t) => [index("forms_status_idx").on(t.status)],
);

/** "publish": live; "closed": not shown to visitors; "draft": built but never published. */
export type FormStatus = "publish" | "closed" | "draft";

/** What the builder edits and publishes: the definition without its id. */
export type FormDraft = {
  title: string;
  settings: FormSettings;
  fields: FieldDef[];
  actions: FormAction[];
};

/** Every published definition, so a submission can be read with the fields it was made with. */
export const formVersions = pgTable(
  "form_versions",
  {
    id: serial().primaryKey(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    title: text().notNull(),
    settings: jsonb().$type<FormSettings>().notNull(),
    fields: jsonb().$type<FieldDef[]>().notNull(),
    actions: jsonb().$type<FormAction[]>().notNull(),
    publishedBy: integer(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("form_versions_number_unique").on(t.formId, t.number)],
);

/** One stored value of a submission: the field's key, label and type at the time, and its value. */
export type SubmissionValue = {
  key: string;
  label: string;
  type: string;
  value: unknown;
  /** The value as a person reads it (option labels, checkbox text, formatted totals). */
  text: string;
};

/**
 * Form submissions (issue 7). Every accepted submission gets a row (the ledger for duplicates,
 * the submission limit and resume); `saved` says whether a `save` action kept its values (without
 * one the values are emptied once the actions have run). No IP address is stored.
 * `dedupe_key` = SHA-256 of form id, the form view token and the canonical payload: a second
 * identical post of the same view finds the first row (a unique constraint, not a read).
 * `unique_value` holds the value of the form's unique field (form setting `unique_field`), unique
 * per form.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial().primaryKey(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    /** Field id → key, label, type, value (calculations and totals as computed by the server). */
    values: jsonb().$type<Record<string, SubmissionValue>>().notNull().default({}),
    calculations: jsonb().$type<Record<string, string>>().notNull().default({}),
    saved: boolean().notNull().default(false),
    /** "complete", or "halted" while a halting redirect waits for `nf_resume`. */
    status: text().$type<"complete" | "halted">().notNull().default("complete"),
    /** How many of the form's actions have run (resume continues from here). */
    actionsDone: integer().notNull().default(0),
    dedupeKey: text().unique(),
    uniqueValue: text(),
    userId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The form's `published_version` when it was submitted (null: before the builder). */
    formVersion: integer(),
    /** When an owner first opened it (null: new, counted in the navigation). */
    readAt: timestamp({ withTimezone: true }),
    starred: boolean().notNull().default(false),
    /** In the trash since (restorable; hidden from lists, exports and the counter). */
    trashedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("form_submissions_form_idx").on(t.formId, t.id),
    index("form_submissions_unread_idx")
      .on(t.formId)
      .where(sql`${t.readAt} is null and ${t.trashedAt} is null and ${t.saved}`),
    uniqueIndex("form_submissions_unique_value_idx").on(t.formId, t.uniqueValue),
  ],
);

/**
 * Resume tokens (`nf_resume`): random, stored as SHA-256 only, bound to one halted submission,
 * single-use (taken by one DELETE … RETURNING), expiring.
 */
export const formResumeTokens = pgTable("form_resume_tokens", {
  tokenHash: text().primaryKey(),
  submissionId: integer()
    .notNull()
    .references(() => formSubmissions.id, { onDelete: "cascade" }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Uploaded files of form fields (ADR 011): stored under `{dataDir}/uploads/forms/{storedName}`
 * (a random id + the sniffed extension), `pending` until a submission takes them (then
 * `attached` with its id, in the submission's transaction). The visitor holds a random token
 * (stored as SHA-256 only) and the owner cookie whose hash is `ownerHash`; both must match to
 * attach. Pending rows older than 24 h are swept with their files.
 */
export const formUploads = pgTable(
  "form_uploads",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    fieldId: integer().notNull(),
    ownerHash: text().notNull(),
    status: text().$type<"pending" | "attached">().notNull().default("pending"),
    submissionId: integer().references(() => formSubmissions.id, { onDelete: "cascade" }),
    /** The visitor's file name, sanitised, for display only (never a path). */
    originalName: text().notNull(),
    storedName: text().notNull().unique(),
    size: integer().notNull(),
    mime: text().notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_uploads_submission_idx").on(t.submissionId),
    index("form_uploads_pending_idx").on(t.status, t.createdAt),
  ],
);

/** The columns an owner chose for a form's submissions table (field ids in order), per form and owner. */
export const formSubmissionColumns = pgTable(
  "form_submission_columns",
  {
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    userId: integer().notNull(),
    columns: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.formId, t.userId] })],
);
