/**
 * The back office's product CSV import (issue 23 item 8, `/admin/products/import/`): an upload is
 * read and checked, dry-run against the database (`previewWooCommerceCsv`) and kept with its
 * preview in `product_imports`; "Importieren" queues the background job `catalog.product-import`
 * once (a second click finds it queued), which runs the same import as `laden import
 * woocommerce-csv`, writes its progress to the row as it goes and keeps the result. Framework-free.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { productImports } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../../audit/log.ts";
import { defineJob } from "../../jobs/define.ts";
import { enqueueJob } from "../../jobs/enqueue.ts";
import type { Progress } from "../../shared/progress.ts";
import { PRODUCT_CSV_COLUMNS } from "../csv-export.ts";
import {
  CsvInputError,
  httpImageFetcher,
  ImportDataError,
  type ImportPreview,
  type ImportResult,
  importWooCommerceCsv,
  parseWooCommerceCsv,
  previewWooCommerceCsv,
} from "./index.ts";
import { MAX_IMPORT_BYTES } from "./limits.ts";
import type { RowIssue } from "./parse.ts";

/** Why an upload was refused: a stable code and the German message. */
export type ImportFileProblem = {
  code:
    | "laden_import_no_file"
    | "laden_import_too_large"
    | "laden_import_not_csv"
    | "laden_import_bad_values";
  message: string;
  /** For bad values: the rows and what is wrong with each. */
  errors?: RowIssue[];
};

/**
 * WooCommerce's fixed columns: the ones our export writes (PRODUCT_CSV_COLUMNS, the one list of
 * names) and those only WooCommerce's export has (read or reported as not taken over by parse.ts).
 */
const WOOCOMMERCE_ONLY_COLUMNS = [
  "Allow customer reviews?",
  "Purchase note",
  "Shipping class",
  "Download limit",
  "Download expiry days",
  "Grouped products",
  "Upsells",
  "Cross-sells",
  "External URL",
  "Button text",
  "Brands",
];
const KNOWN_COLUMNS = new Set(
  [...PRODUCT_CSV_COLUMNS, ...WOOCOMMERCE_ONLY_COLUMNS].map((c) => c.toLowerCase()),
);
/** Numbered and plugin columns WooCommerce writes ("Attribute 1 name", "Meta: _x", "Weight (kg)"). */
const KNOWN_PATTERNS = [
  /^attribute \d+ (name|value\(s\)|visible|global|default)$/i,
  /^download \d+ (id|name|url)$/i,
  /^meta: /i,
  /^(weight|length|width|height) \(.+\)$/i,
];

/** Columns a WooCommerce export never has: a German or hand-made file would lose them silently. */
export function unknownColumns(columns: readonly string[]): string[] {
  return columns.filter(
    (c) => c !== "" && !KNOWN_COLUMNS.has(c.toLowerCase()) && !KNOWN_PATTERNS.some((p) => p.test(c)),
  );
}

/**
 * Reads an upload and dry-runs it: the kept import's id, or the problem (nothing kept). The
 * preview says per row what would be created, updated (which fields) or skipped (why).
 */
export async function previewUpload(
  db: Db,
  upload: { fileName: string; bytes: Uint8Array },
  actor: Actor,
): Promise<{ id: number } | { problem: ImportFileProblem }> {
  const { bytes } = upload;
  if (bytes.length === 0 && upload.fileName === "")
    return { problem: { code: "laden_import_no_file", message: "Bitte eine CSV-Datei auswählen." } };
  if (bytes.length > MAX_IMPORT_BYTES)
    return {
      problem: {
        code: "laden_import_too_large",
        message: `Die Datei ist zu groß (höchstens ${MAX_IMPORT_BYTES / 1024 / 1024} MB). Bitte in mehrere Dateien teilen.`,
      },
    };
  let parsed: ReturnType<typeof parseWooCommerceCsv>;
  try {
    parsed = parseWooCommerceCsv(bytes);
  } catch (err) {
    if (err instanceof CsvInputError)
      return { problem: { code: "laden_import_not_csv", message: err.message } };
    if (err instanceof ImportDataError)
      return {
        problem: {
          code: "laden_import_bad_values",
          message: `Die Datei enthält ${err.errors.length === 1 ? "einen Wert" : `${err.errors.length} Werte`}, die nicht gelesen werden können; es wird nichts importiert.`,
          errors: err.errors.slice(0, 50),
        },
      };
    throw err;
  }
  const unknown = unknownColumns(parsed.columns);
  if (unknown.length)
    return {
      problem: {
        code: "laden_import_not_csv",
        message: `Unbekannte ${unknown.length === 1 ? "Spalte" : "Spalten"}: ${unknown.map((c) => `„${c}“`).join(", ")}. Erwartet wird die CSV-Datei aus WooCommerce → Produkte → Exportieren (mit englischen Spaltennamen) oder der Export dieser Verwaltung.`,
      },
    };
  const preview = await previewWooCommerceCsv(db, parsed, { actor });
  const [row] = await db
    .insert(productImports)
    .values({
      fileName: upload.fileName.slice(0, 200) || "import.csv",
      file: bytes,
      preview,
      createdBy: actor.id,
      createdByLabel: actor.label,
    })
    .returning({ id: productImports.id });
  return { id: row!.id };
}

export type ProductImportView = {
  id: number;
  fileName: string;
  status: (typeof productImports.$inferSelect)["status"];
  preview: ImportPreview;
  result: StoredResult | null;
  error: string | null;
  progressDone: number;
  progressTotal: number;
  createdAt: Date;
  finishedAt: Date | null;
};

/** What the job keeps of an ImportResult (the ids are left out: the counts and per-row lines stay). */
export type StoredResult = Pick<ImportResult, "created" | "updated" | "unchanged" | "skipped" | "warnings">;

const viewColumns = {
  id: productImports.id,
  fileName: productImports.fileName,
  status: productImports.status,
  preview: productImports.preview,
  result: productImports.result,
  error: productImports.error,
  progressDone: productImports.progressDone,
  progressTotal: productImports.progressTotal,
  createdAt: productImports.createdAt,
  finishedAt: productImports.finishedAt,
};

export async function getProductImport(db: Db, id: number): Promise<ProductImportView | undefined> {
  const [row] = await db.select(viewColumns).from(productImports).where(eq(productImports.id, id));
  return row as ProductImportView | undefined;
}

/** The latest imports, newest first (the screen lists them with their outcome). */
export async function listProductImports(
  db: Db,
  limit = 10,
): Promise<Pick<ProductImportView, "id" | "fileName" | "status" | "createdAt">[]> {
  return db
    .select({
      id: productImports.id,
      fileName: productImports.fileName,
      status: productImports.status,
      createdAt: productImports.createdAt,
    })
    .from(productImports)
    .orderBy(desc(productImports.createdAt), desc(productImports.id))
    .limit(limit);
}

/**
 * "Importieren": queues the job for a previewed import, once (the status moves on in the same
 * transaction, so a second click finds it queued), audited. False when it is not (or no longer)
 * waiting for that.
 */
export async function startProductImport(db: Db, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productImports)
      .set({ status: "queued" })
      .where(and(eq(productImports.id, id), eq(productImports.status, "previewed")))
      .returning({ fileName: productImports.fileName });
    if (!row) return false;
    await enqueueJob(tx, productImportJob, { importId: id }, { jobKey: `product-import:${id}` });
    await recordAudit(tx, {
      actor,
      entity: "product_import",
      entityId: id,
      action: "start",
      changes: { fileName: { from: null, to: row.fileName } },
    });
    return true;
  });
}

/** The job's progress, written to the row (outside the import's transaction, so the screen sees it). */
function rowProgress(db: Db, id: number): Progress {
  let done = 0;
  let total = 0;
  let last = 0;
  const write = (force: boolean) => {
    const now = Date.now();
    if (!force && now - last < 250) return;
    last = now;
    void db
      .update(productImports)
      .set({ progressDone: done, progressTotal: total })
      .where(eq(productImports.id, id))
      .catch(() => {});
  };
  return {
    note() {},
    step(_label, stepTotal) {
      done = 0;
      total = stepTotal;
      write(true);
      return {
        tick(n = 1) {
          done += n;
          write(false);
        },
        done() {
          done = total;
          write(true);
        },
      };
    },
  };
}

/** Images are fetched unless `LADEN_IMPORT_FETCH=0` (as for the CLI): placeholders then. */
const fetchImages = () => process.env.LADEN_IMPORT_FETCH?.trim() !== "0";

export const productImportJob = defineJob(
  "catalog.product-import",
  z.object({ importId: z.number().int().positive() }),
  async ({ importId }, { db, mediaDir }) => {
    const [row] = await db
      .update(productImports)
      .set({ status: "running", startedAt: new Date() })
      .where(and(eq(productImports.id, importId), sql`${productImports.status} in ('queued', 'running')`))
      .returning();
    if (!row) return; // done already (a retry after it finished) or never queued
    const actor: Actor = { id: row.createdBy, label: row.createdByLabel || "import" };
    try {
      const parsed = parseWooCommerceCsv(row.file);
      const result = await importWooCommerceCsv(db, parsed, {
        mediaDir: mediaDir ?? "",
        fetcher: fetchImages() ? httpImageFetcher : null,
        progress: rowProgress(db, importId),
        actor,
      });
      const kept: StoredResult = {
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
        skipped: result.skipped,
        warnings: result.warnings,
      };
      await db
        .update(productImports)
        .set({ status: "done", result: kept, finishedAt: new Date() })
        .where(eq(productImports.id, importId));
    } catch (err) {
      await db
        .update(productImports)
        .set({
          status: "failed",
          error: err instanceof Error ? err.message : String(err),
          finishedAt: new Date(),
        })
        .where(eq(productImports.id, importId));
      throw err;
    }
  },
  { maxAttempts: 1 },
);
