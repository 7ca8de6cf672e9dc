/**
 * `laden import <format> FILE`: imports content exported from WordPress/WooCommerce.
 * Formats: `woocommerce-csv` (products). All-or-nothing, and a second run creates nothing.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import {
  CsvInputError,
  describeRef,
  httpImageFetcher,
  ImportDataError,
  type ImportResult,
  importWooCommerceCsv,
  parseWooCommerceCsv,
} from "#modules/catalog/csv-import/index.ts";
import { createProgress } from "#modules/shared/progress.ts";
import { importNff, NffInputError, parseNff } from "../../importers/ninja-forms/index.ts";
import { importWxr, parseWxr, WXR_TYPES, WxrInputError } from "../../importers/wxr/index.ts";
import { type CliContext, CliError } from "../context.ts";

const USAGE = "Verwendung: laden import woocommerce-csv|wxr|nff DATEI [--json]";

type Importer = (ctx: CliContext, file: string) => Promise<void>;
const FORMATS: Record<string, Importer> = {
  "woocommerce-csv": importWooCommerceCsvCommand,
  nff: importNffCommand,
  wxr: importWxrCommand,
};

export async function importCommand(ctx: CliContext, args: string[]): Promise<void> {
  const [format, file, ...rest] = args;
  const run = format !== undefined && Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
  if (!run) {
    throw new CliError(
      `${format ? `Unbekanntes Importformat „${format}“ (bekannt: ${Object.keys(FORMATS).join(", ")}).\n` : ""}${USAGE}`,
      64,
    );
  }
  if (!file || rest.length) throw new CliError(USAGE, 64);
  await run(ctx, file);
}

/** `LADEN_IMPORT_FETCH=0` turns off fetching images (placeholders instead); default on. */
export function fetchEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.LADEN_IMPORT_FETCH?.trim();
  if (value === undefined || value === "" || value === "1") return true;
  if (value === "0") return false;
  throw new CliError(`LADEN_IMPORT_FETCH muss 0 oder 1 sein, nicht „${value}“.`, 78);
}

async function readInput(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "gibt es nicht"
        : code === "EISDIR"
          ? "ist ein Verzeichnis"
          : code === "EACCES"
            ? "darf nicht gelesen werden"
            : `kann nicht gelesen werden (${code ?? (err as Error).message})`;
    throw new CliError(`Die Datei „${file}“ ${why}.`, 66);
  }
}

async function importWooCommerceCsvCommand(ctx: CliContext, file: string): Promise<void> {
  const fetcher = fetchEnabled() ? httpImageFetcher : null;
  const bytes = await readInput(file);
  let parsed: ReturnType<typeof parseWooCommerceCsv>;
  try {
    parsed = parseWooCommerceCsv(bytes);
  } catch (err) {
    if (err instanceof CsvInputError || err instanceof ImportDataError) {
      throw new CliError(`${basename(file)}: ${err.message}`, 65);
    }
    throw err;
  }
  const { db } = await ctx.database();
  const result = await importWooCommerceCsv(db, parsed, {
    mediaDir: ctx.mediaDir,
    fetcher,
    progress: createProgress(),
  });
  for (const line of summary(basename(file), result)) ctx.say(line);
  ctx.result({
    created: result.created,
    ids: result.ids,
    updated: result.updated,
    unchanged: result.unchanged,
    skipped: result.skipped.map(({ row, id, sku, reason }) => ({ row, id, sku, reason })),
    warnings: result.warnings.map(({ row, id, sku, message }) => ({ row, id, sku, message })),
  });
}

/** [3, 4, 5, 9] → "3–5, 9" */
export function idRanges(ids: number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(", ");
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function summary(fileName: string, r: ImportResult): string[] {
  const c = r.created;
  const lines = [`WooCommerce-Import aus ${fileName}:`];
  lines.push(
    `  angelegt: ${count(c.products, "Produkt", "Produkte")}, ${count(c.variations, "Variante", "Varianten")}, ${count(c.categories, "Kategorie", "Kategorien")}, ${count(c.tags, "Schlagwort", "Schlagwörter")}, ${count(c.media, "Bild", "Bilder")}`,
  );
  if (r.updated.length) {
    lines.push(`  aktualisiert: ${count(r.updated.length, "Produkt", "Produkte")}`);
    for (const u of r.updated)
      lines.push(`    ${describeRef(u)} „${u.name}“ (ID ${u.productId}): ${u.fields.join(", ")}`);
  }
  if (r.unchanged.products || r.unchanged.variations) {
    lines.push(
      `  schon vorhanden, unverändert: ${count(r.unchanged.products, "Produkt", "Produkte")}, ${count(r.unchanged.variations, "Variante", "Varianten")}`,
    );
  }
  const labels: [keyof ImportResult["ids"], string][] = [
    ["products", "Produkte"],
    ["variations", "Varianten"],
    ["categories", "Kategorien"],
    ["tags", "Schlagwörter"],
    ["media", "Bilder"],
  ];
  for (const [key, label] of labels) {
    if (r.ids[key].length) lines.push(`  neue IDs ${label}: ${idRanges(r.ids[key])}`);
  }
  if (c.products + c.variations + c.categories + c.tags + c.media + r.updated.length === 0) {
    lines.push("  Nichts Neues: alles aus der Datei ist schon vorhanden.");
  }
  if (r.skipped.length) {
    lines.push(`Übersprungen (${r.skipped.length}):`);
    for (const s of r.skipped) lines.push(`  ${describeRef(s)}: ${s.reason}`);
  }
  if (r.warnings.length) {
    lines.push(`Hinweise (${r.warnings.length}):`);
    for (const w of r.warnings)
      lines.push(w.row === null ? `  ${w.message}` : `  ${describeRef({ ...w, row: w.row })}: ${w.message}`);
  }
  return lines;
}

/** `laden import nff FILE`: prints `{"forms": [{"id", "title", "fields", "unsupported": [...]}]}`. */
async function importNffCommand(ctx: CliContext, file: string): Promise<void> {
  const bytes = await readInput(file);
  let parsed: ReturnType<typeof parseNff>;
  try {
    parsed = parseNff(bytes);
  } catch (err) {
    if (err instanceof NffInputError) throw new CliError(`${basename(file)}: ${err.message}`, 65);
    throw err;
  }
  const { db } = await ctx.database();
  const result = await importNff(db, parsed);
  ctx.say(`Ninja-Forms-Import aus ${basename(file)}:`);
  for (const f of result.forms) {
    ctx.say(
      `  ${f.created ? "angelegt" : "schon vorhanden, aktualisiert"}: Formular ${f.id} „${f.title}“ mit ${count(f.fields, "Feld", "Feldern")}`,
    );
    if (f.unsupported.length) {
      ctx.say(`  Nicht übernommen oder eingeschränkt (${f.unsupported.length}):`);
      for (const u of f.unsupported) ctx.say(`    ${u}`);
    }
  }
  ctx.result({
    forms: result.forms.map(({ id, title, fields, unsupported }) => ({ id, title, fields, unsupported })),
  });
}

const WXR_LABELS: Record<(typeof WXR_TYPES)[number], string> = {
  authors: "Autoren",
  categories: "Kategorien",
  tags: "Schlagwörter",
  attachments: "Anhänge",
  posts: "Beiträge",
  pages: "Seiten",
  comments: "Kommentare",
  menus: "Menüs",
};

/** `laden import wxr FILE`: a WordPress export (posts, pages, media, terms, comments, menus). */
async function importWxrCommand(ctx: CliContext, file: string): Promise<void> {
  const fetcher = fetchEnabled() ? httpImageFetcher : null;
  const bytes = await readInput(file);
  let parsed: ReturnType<typeof parseWxr>;
  try {
    parsed = parseWxr(bytes);
  } catch (err) {
    if (err instanceof WxrInputError) throw new CliError(`${basename(file)}: ${err.message}`, 65);
    throw err;
  }
  const { db } = await ctx.database();
  const result = await importWxr(db, parsed, { mediaDir: ctx.mediaDir, fetcher, progress: createProgress() });
  ctx.say(`WordPress-Import aus ${basename(file)}:`);
  ctx.say(`  angelegt: ${WXR_TYPES.map((t) => `${result.created[t]} ${WXR_LABELS[t]}`).join(", ")}`);
  ctx.say(
    `  schon vorhanden, unverändert: ${WXR_TYPES.map((t) => `${result.unchanged[t]} ${WXR_LABELS[t]}`).join(", ")}`,
  );
  for (const t of WXR_TYPES)
    if (result.ids[t].length) ctx.say(`  neue IDs ${WXR_LABELS[t]}: ${idRanges(result.ids[t])}`);
  if (result.redirects.added)
    ctx.say(`  Weiterleitungen (301) von WordPress-Adressen angelegt: ${result.redirects.added}`);
  if (result.warnings.length) {
    ctx.say(`Hinweise (${result.warnings.length}):`);
    for (const w of result.warnings) ctx.say(`  ${w}`);
  }
  ctx.result({
    created: result.created,
    ids: result.ids,
    unchanged: result.unchanged,
    redirects: result.redirects,
    warnings: result.warnings,
  });
}
