import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { jsonb } from "./jsonb.ts";

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export type ProductImportStatus = "previewed" | "queued" | "running" | "done" | "failed";

/**
 * A product CSV uploaded in the back office (migration 0039, modules/catalog/csv-import/import-job.ts):
 * the file, its dry-run preview, then the job's progress and result (both kept).
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: serial().primaryKey(),
    fileName: text().notNull(),
    file: bytea().notNull(),
    status: text().$type<ProductImportStatus>().notNull().default("previewed"),
    preview: jsonb().notNull(),
    result: jsonb(),
    error: text(),
    progressDone: integer().notNull().default(0),
    progressTotal: integer().notNull().default(0),
    createdBy: integer(),
    /** The audit's name for the owner who uploaded it (the job writes in their name). */
    createdByLabel: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("product_imports_created_idx").on(t.createdAt.desc())],
);
