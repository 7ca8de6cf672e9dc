/**
 * Submissions as CSV (`laden submissions export FORM_ID`): one row per saved submission, oldest
 * first; columns id, created (ISO 8601, UTC), one per field of the form (its label, the value as
 * a person reads it), one per calculation (`calc:NAME`), then fields that only older submissions
 * have. RFC 4180 (comma, quotes, CRLF) via csv-stringify; every value with a CR, LF, quote or comma
 * is quoted. A cell line (the first, or any after a line break) starting with = + - @, a tab or a
 * CR gets a leading apostrophe, so a spreadsheet never runs a visitor's text as a formula.
 */
import { stringify } from "csv-stringify/sync";
import type { FieldDef } from "../engine/types.ts";
import { UNLISTED_TYPES } from "./display.ts";
import type { SubmissionRow } from "./store.ts";

/** The start of a line (of the value, or after any CR, LF or CRLF in it) that a spreadsheet reads as a formula. */
const FORMULA_LINE = /(^|\r\n|\r|\n)(?=[=+\-@\t\r])/g;

/** Every line of a cell that starts like a formula gets an apostrophe, not only the first. */
export function safeCell(text: string): string {
  return text.replace(FORMULA_LINE, "$1'");
}

export function submissionsCsv(
  form: { fields: readonly FieldDef[]; calculations?: readonly { name: string }[] },
  rows: readonly SubmissionRow[],
): string {
  const fieldCols = [...form.fields]
    .sort((a, b) => a.order - b.order)
    .filter((f) => !UNLISTED_TYPES.has(f.type))
    .map((f) => ({ id: String(f.id), label: f.label || f.key }));
  const known = new Set(fieldCols.map((c) => c.id));
  for (const r of rows)
    for (const [id, v] of Object.entries(r.values))
      if (!known.has(id) && !UNLISTED_TYPES.has(v.type)) {
        known.add(id);
        fieldCols.push({ id, label: v.label || v.key });
      }
  const calcNames = new Set((form.calculations ?? []).map((c) => c.name));
  for (const r of rows) for (const name of Object.keys(r.calculations)) calcNames.add(name);
  const calcs = [...calcNames];
  const header = ["id", "created", ...fieldCols.map((c) => c.label), ...calcs.map((n) => `calc:${n}`)];
  const records = rows.map((r) => [
    String(r.id),
    r.createdAt,
    ...fieldCols.map((c) => safeCell(r.values[c.id]?.text ?? "")),
    ...calcs.map((n) => safeCell(r.calculations[n] ?? "")),
  ]);
  // csv-stringify quotes a value holding the record delimiter (CRLF), the separator or a quote;
  // a bare CR or LF would end the record in a spreadsheet, so it is quoted too.
  return stringify([header, ...records], { record_delimiter: "windows", quoted_match: /[\r\n]/ });
}
