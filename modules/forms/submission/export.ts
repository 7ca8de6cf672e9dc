/**
 * Submissions as CSV (`laden submissions export FORM_ID`): one row per saved submission, oldest
 * first; columns id, created (ISO 8601, UTC), one per field of the form (its label, the value as
 * a person reads it), one per calculation (`calc:NAME`), then fields that only older submissions
 * have. RFC 4180 (comma, quotes, CRLF) through the one CSV writer (`modules/shared/csv.ts`): every
 * value with a CR, LF, quote or comma is quoted, and a cell line (the first, or any after a line
 * break) starting with = + - @, a tab or a CR gets a leading apostrophe, so a spreadsheet never
 * runs a visitor's text as a formula.
 */
import { csvRecords } from "../../shared/csv.ts";
import type { FieldDef } from "../engine/types.ts";
import { UNLISTED_TYPES } from "./display.ts";
import type { SubmissionRow } from "./store.ts";

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
    ...fieldCols.map((c) => r.values[c.id]?.text ?? ""),
    ...calcs.map((n) => r.calculations[n] ?? ""),
  ]);
  return csvRecords([header, ...records]);
}
