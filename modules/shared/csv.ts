/**
 * The one CSV writer of the project (issue 23 item 8): every export — products, orders, documents,
 * form submissions — writes through here, over csv-stringify. Framework-free and browser-safe.
 *
 * - RFC 4180: CRLF between records; a value holding the separator, a quote, a CR or an LF is
 *   quoted (a bare CR or LF too: it would end the record in a spreadsheet).
 * - **Formula starts defused** (CSV injection): a line of a cell (the first, or any after a line
 *   break) that starts with `=`, `+`, `-`, `@`, a tab or a CR gets a leading apostrophe, so a
 *   spreadsheet shows it as text. A value that already starts with apostrophes before such a
 *   character gets one more, so `restoreFormula` (the importer's side) can strip exactly one and
 *   export → import is lossless.
 * - **Plain numbers are left alone**: `-5`, `+3`, `-12,90`, `-0.5` cannot run as a formula and a
 *   spreadsheet should sum them (credit notes, negative stock), so a value that is entirely a
 *   number is written as it is; `restoreFormula` leaves it as it is too.
 */
import { stringify } from "csv-stringify/sync";

export type CsvCell = string | number | boolean | null | undefined;

export type CsvFormat = {
  /** `,` (WooCommerce, RFC 4180, the default) or `;` (what a German Excel opens by double click). */
  delimiter?: "," | ";";
};

/** The byte-order mark that makes a spreadsheet read the file as UTF-8 (umlauts). */
export const CSV_BOM = "\uFEFF";

const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** A line start (of the value, or after a CR, LF or CRLF) with apostrophes, then a formula character. */
const FORMULA_LINE = /(^|\r\n|\r|\n)(?='*[=+\-@\t\r])/g;
const DEFUSED_LINE = /(^|\r\n|\r|\n)'(?='*[=+\-@\t\r])/g;

/** Text a spreadsheet would evaluate gets an apostrophe in front of each line that starts like a formula. */
export function defuseFormula(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return text.replace(FORMULA_LINE, "$1'");
}

/** The importer's inverse of defuseFormula: one apostrophe off each defused line start. */
export function restoreFormula(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return text.replace(DEFUSED_LINE, "$1");
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "boolean") return cell ? "1" : "0";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  return defuseFormula(cell);
}

/**
 * Records → CSV text (every record ends with CRLF). Call it per batch to stream a long export;
 * put `CSV_BOM` before the first chunk where a spreadsheet is the reader.
 */
export function csvRecords(records: readonly (readonly CsvCell[])[], format: CsvFormat = {}): string {
  return stringify(
    records.map((r) => r.map(cellText)),
    { delimiter: format.delimiter ?? ",", record_delimiter: "\r\n", quoted_match: /[\r\n]/ },
  );
}
