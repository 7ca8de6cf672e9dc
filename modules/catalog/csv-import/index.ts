/**
 * A WooCommerce product CSV export → the catalogue: `laden import woocommerce-csv FILE` and the
 * back office's import (`/admin/products/import/`, as a background job: import-job.ts).
 *
 * read.ts (bytes → rows) → parse.ts (rows → records, skips, warnings, errors) → images.ts (files
 * written before the transaction, to names derived from the URLs) → store.ts (one transaction:
 * new rows inserted) → update.ts (matched products updated through the editor's function).
 * Any error in the file stops the import before anything is written; running it again with the
 * same file creates nothing and changes nothing. `previewWooCommerceCsv` is the dry run: the
 * same steps in a transaction that is rolled back, no image fetched or written.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type Actor, CLI_ACTOR } from "../../audit/log.ts";
import { type Progress, silentProgress } from "../../shared/progress.ts";
import { type ImageFetcher, imageFile, prepareImages, storedFileExists, type WantedImage } from "./images.ts";
import { describeRef, type ImportPlan, planImport, type RowIssue, type Skip, type Warning } from "./parse.ts";
import { readCsv } from "./read.ts";
import {
  type Created,
  type CreatedIds,
  existingMedia,
  type Resolution,
  resolvePlan,
  wantedImageUrls,
  writePlan,
} from "./store.ts";
import { updateFromImport } from "./update.ts";

export { httpImageFetcher, type ImageFetcher } from "./images.ts";
export { describeRef } from "./parse.ts";
export { CsvInputError } from "./read.ts";

/** Two imports at once (two terminals) take turns. */
const IMPORT_LOCK_KEY = 7_310_545_003;
const MAX_LISTED_ERRORS = 20;

/** The file has values that cannot be read; nothing was written. */
export class ImportDataError extends Error {
  readonly errors: RowIssue[];
  constructor(errors: RowIssue[]) {
    const lines = errors.slice(0, MAX_LISTED_ERRORS).map((e) => `  ${describeRef(e)}: ${e.message}`);
    if (errors.length > MAX_LISTED_ERRORS) lines.push(`  … und ${errors.length - MAX_LISTED_ERRORS} weitere`);
    super(
      `Die Datei enthält ${errors.length === 1 ? "einen Fehler" : `${errors.length} Fehler`}; es wurde nichts importiert.\n${lines.join("\n")}`,
    );
    this.errors = errors;
  }
}

/** A product of the file that was (or, in a dry run, would be) updated, with the fields that change. */
export type UpdatedProduct = {
  row: number;
  id: string;
  sku: string;
  productId: number;
  name: string;
  fields: string[];
};

export type ImportResult = {
  created: Created;
  ids: CreatedIds;
  updated: UpdatedProduct[];
  /** Found in the database already and left as they are. */
  unchanged: { products: number; variations: number };
  skipped: Skip[];
  warnings: Warning[];
};

export type ImportOptions = {
  mediaDir: string;
  /** null: fetch nothing, every image becomes a placeholder. */
  fetcher: ImageFetcher | null;
  progress?: Progress;
  fetchTimeoutMs?: number;
  /** Who the audit names for updates (the CLI by default). */
  actor?: Actor;
};

const byRow = (a: { row: number | null }, b: { row: number | null }) =>
  (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER);

export type ParsedFile = { rows: number; columns: string[]; plan: ImportPlan; now: Date };

/**
 * Reads and checks the file without touching the database: throws `CsvInputError` for a file
 * that is no WooCommerce CSV and `ImportDataError` for values that cannot be read.
 */
export function parseWooCommerceCsv(bytes: Uint8Array, opts: { now?: Date } = {}): ParsedFile {
  const now = opts.now ?? new Date();
  const table = readCsv(bytes);
  const plan = planImport(table, { now });
  if (plan.errors.length) throw new ImportDataError(plan.errors);
  return { rows: table.rows.length, columns: table.columns, plan, now };
}

/** Imports a parsed file: image files first, then every row in one transaction. */
export async function importWooCommerceCsv(
  db: Db,
  file: ParsedFile,
  opts: ImportOptions,
): Promise<ImportResult> {
  const { plan, now } = file;
  const progress = opts.progress ?? silentProgress;
  const variationCount =
    plan.products.reduce((n, p) => n + p.variations.length, 0) + plan.orphanVariations.length;
  progress.note(
    `Datei gelesen: ${file.rows} Zeilen, ${plan.products.length} Produkte, ${variationCount} Varianten, ${plan.skipped.length} übersprungen.`,
  );

  // Before the transaction: write the image files the new rows will need.
  const preview = await resolvePlan(db, plan);
  const wanted = wantedImageUrls(preview).map((w) => ({ ...w, ...imageFile(w.url, now) }));
  const known = await existingMedia(
    db,
    wanted.map((w) => w.suffix),
  );
  const toWrite: WantedImage[] = [];
  for (const w of wanted) {
    const row = known.get(w.suffix);
    if (!row) toWrite.push(w);
    else if (!(await storedFileExists(opts.mediaDir, row.file))) toWrite.push({ ...w, file: row.file });
  }
  const prepared = await prepareImages({
    wanted: toWrite,
    mediaDir: opts.mediaDir,
    fetcher: opts.fetcher,
    timeoutMs: opts.fetchTimeoutMs,
    progress,
  });
  const { resolution, written, updates } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const resolution = await resolvePlan(tx, plan);
    const written = await writePlan(tx, resolution, {
      imageFileOf: (url) => imageFile(url, now),
      images: prepared.images,
      progress,
    });
    const updates = await applyUpdates(tx, resolution, { actor: opts.actor ?? CLI_ACTOR, now, progress });
    return { resolution, written, updates };
  });

  const created: Created = {
    products: written.ids.products.length,
    variations: written.ids.variations.length,
    categories: written.ids.categories.length,
    tags: written.ids.tags.length,
    media: written.ids.media.length,
  };
  // Row warnings describe how a row was turned into a new record: only those of created rows count.
  const createdRows = new Set([
    ...resolution.newProducts.flatMap((p) => [p.record.ref.row, ...p.variations.map((v) => v.ref.row)]),
    ...resolution.additions.flatMap((a) => a.variations.map((v) => v.ref.row)),
  ]);
  const anythingCreated = created.products + created.variations > 0;
  // Image notes only for media rows this run created (a concurrent run may have made the others).
  const createdMedia = new Set(written.mediaUrls);
  const imageWarnings: Warning[] = prepared.warnings
    .filter((w) => createdMedia.has(w.url))
    .map(({ message }) => ({ row: null, id: "", sku: "", message }));
  const placeholders = written.mediaUrls.filter((url) => prepared.images.get(url)?.placeholder).length;
  if (!opts.fetcher && placeholders) {
    imageWarnings.unshift({
      row: null,
      id: "",
      sku: "",
      message: `Bilder werden nicht heruntergeladen (LADEN_IMPORT_FETCH=0): ${placeholders} Platzhalter angelegt.`,
    });
  }
  const warnings = [...plan.warnings, ...resolution.warnings, ...written.warnings]
    .filter((w) => (w.row === null ? anythingCreated : createdRows.has(w.row)))
    .concat(imageWarnings)
    .sort(byRow);
  const skipped = [...plan.skipped, ...resolution.skipped, ...updates.refused].sort(byRow);
  const unchanged = { ...resolution.unchanged, products: updates.unchanged };
  return { created, ids: written.ids, updated: updates.updated, unchanged, skipped, warnings };
}

/** The matched products' rows applied through the editor's function: updated, unchanged, refused. */
async function applyUpdates(
  tx: Db,
  resolution: Resolution,
  opts: { actor: Actor; now: Date; progress: Progress },
): Promise<{ updated: UpdatedProduct[]; unchanged: number; refused: Skip[] }> {
  const out = { updated: [] as UpdatedProduct[], unchanged: 0, refused: [] as Skip[] };
  if (resolution.updates.length === 0) return out;
  const step = opts.progress.step("Aktualisiert", resolution.updates.length);
  for (const { record, productId, name } of resolution.updates) {
    const outcome = await updateFromImport(tx, productId, record.update, opts);
    if (outcome.kind === "updated")
      out.updated.push({ ...record.ref, productId, name, fields: outcome.fields });
    else if (outcome.kind === "unchanged") out.unchanged++;
    else out.refused.push({ ...record.ref, reason: outcome.reason });
    step.tick();
  }
  step.done();
  return out;
}

/** The dry run's answer: what an import of the file would do, per row; nothing was written. */
export type ImportPreview = {
  rows: number;
  created: { row: number; id: string; sku: string; name: string; variations: number }[];
  updated: UpdatedProduct[];
  unchanged: { products: number; variations: number };
  addedVariations: number;
  skipped: Skip[];
  warnings: Warning[];
};

class DryRun extends Error {}

/**
 * The dry run: resolves the file against the database and applies every update in a transaction
 * that is rolled back, so the preview names the fields that change and the rows the editor's
 * rules refuse; writes no image file and nothing in the database.
 */
export async function previewWooCommerceCsv(
  db: Db,
  file: ParsedFile,
  opts: { actor: Actor },
): Promise<ImportPreview> {
  const { plan, now } = file;
  let preview: ImportPreview | undefined;
  try {
    await db.transaction(async (tx) => {
      const resolution = await resolvePlan(tx, plan);
      const updates = await applyUpdates(tx, resolution, {
        actor: opts.actor,
        now,
        progress: silentProgress,
      });
      preview = {
        rows: file.rows,
        created: resolution.newProducts.map(({ record, variations }) => ({
          ...record.ref,
          name: record.name,
          variations: variations.length,
        })),
        updated: updates.updated,
        unchanged: { ...resolution.unchanged, products: updates.unchanged },
        addedVariations: resolution.additions.reduce((n, a) => n + a.variations.length, 0),
        skipped: [...plan.skipped, ...resolution.skipped, ...updates.refused].sort(byRow),
        warnings: [...plan.warnings, ...resolution.warnings].sort(byRow),
      };
      throw new DryRun("rolled back");
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
  return preview!;
}
