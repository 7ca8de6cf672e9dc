/**
 * Reads the bytes of a WooCommerce product CSV into rows of named cells (pure). Accepts UTF-8
 * (with or without BOM) and, as a fallback, Windows-1252 (a file saved by Excel); the delimiter
 * is a comma, or a semicolon or tab when the header uses one. Bad input throws
 * `CsvInputError` with a German message. A cell's formula defusing (a leading apostrophe before
 * = + - @, tab or CR, as our CSV writer and WooCommerce's exporter write it) is undone.
 */
import { parse } from "csv-parse/sync";
import { restoreFormula } from "../../shared/csv.ts";

export class CsvInputError extends Error {}

export type CsvRow = {
  /** The row as a spreadsheet numbers it: the header is row 1, the first product row 2. */
  row: number;
  /** A cell by its column name (case-insensitive); "" when the column or the cell is missing. */
  get(column: string): string;
};

export type CsvTable = {
  /** Column names as written in the header. */
  columns: string[];
  rows: CsvRow[];
  /** Notes about the file itself (encoding). */
  notes: string[];
};

export const REQUIRED_COLUMNS = ["Type", "Name"] as const;

function decode(bytes: Uint8Array, notes: string[]): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    notes.push("Die Datei ist nicht UTF-8-kodiert; sie wurde als Windows-1252 gelesen.");
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The delimiter the header line uses most (outside quotes). */
function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && c in counts) counts[c] = (counts[c] ?? 0) + 1;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

export function readCsv(bytes: Uint8Array): CsvTable {
  if (bytes.length === 0) throw new CsvInputError("Die Datei ist leer.");
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new CsvInputError(
      "Die Datei ist UTF-16-kodiert (Excel: „Unicode-Text“). Bitte als „CSV UTF-8“ speichern und erneut hochladen.",
    );
  }
  if (bytes.subarray(0, 8192).includes(0)) {
    throw new CsvInputError("Die Datei ist keine CSV-Datei (sie enthält Binärdaten).");
  }
  const notes: string[] = [];
  const text = decode(bytes, notes).replace(/^\uFEFF/, "");
  if (text.trim() === "") throw new CsvInputError("Die Datei ist leer.");
  if (/^\s*<(\?xml|rss|!doctype|html)/i.test(text)) {
    throw new CsvInputError(
      "Die Datei ist keine CSV-Datei, sondern XML/HTML (für WordPress-Exporte: laden import wxr).",
    );
  }

  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
    }) as string[][];
  } catch (err) {
    const e = err as Error & { lines?: number };
    throw new CsvInputError(
      `Die Datei ist keine gültige CSV-Datei${e.lines ? ` (Zeile ${e.lines})` : ""}: ${e.message}`,
    );
  }
  const [header, ...body] = records;
  if (!header) throw new CsvInputError("Die Datei ist leer.");
  const columns = header.map((h) => h.trim());
  const index = new Map<string, number>();
  columns.forEach((name, i) => {
    const key = name.toLowerCase();
    if (key && !index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c.toLowerCase()));
  if (missing.length) {
    throw new CsvInputError(
      `Das ist kein WooCommerce-Produktexport: ${missing.length === 1 ? "die Spalte" : "die Spalten"} ${missing
        .map((c) => `„${c}“`)
        .join(
          " und ",
        )} ${missing.length === 1 ? "fehlt" : "fehlen"}. Erwartet wird die CSV-Datei aus WooCommerce → Produkte → Exportieren (mit englischen Spaltennamen).`,
    );
  }

  const rows: CsvRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === "")) return; // a blank line keeps its number but is no row
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== "")) {
      throw new CsvInputError(
        `Zeile ${i + 2} hat ${cells.length} Felder, die Kopfzeile aber nur ${columns.length} Spalten.`,
      );
    }
    rows.push({
      row: i + 2,
      get(column) {
        const at = index.get(column.toLowerCase());
        // Our exports (and WooCommerce's) defuse formula starts with an apostrophe: strip it again.
        return at === undefined ? "" : restoreFormula(cells[at] ?? "");
      },
    });
  });
  if (rows.length === 0) throw new CsvInputError("Die Datei enthält nur die Kopfzeile, keine Produkte.");
  return { columns, rows, notes };
}
