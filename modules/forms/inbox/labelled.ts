/**
 * A submission's values in the order and with the labels of the form version it was submitted
 * with (issue 26 item 6/7): the version's fields first (their labels then, even when the field has
 * been renamed or removed since), then values that version does not name (the stored label).
 * Secrets, captchas and layout fields are left out. Pure.
 */
import type { SubmissionValue } from "#db/schema/index.ts";
import type { FieldDef } from "../engine/types.ts";
import { UNLISTED_TYPES } from "../submission/display.ts";

export type LabelledValue = { id: string; key: string; label: string; type: string; text: string };

export function labelledValues(
  values: Record<string, SubmissionValue>,
  versionFields: readonly FieldDef[] | undefined,
): LabelledValue[] {
  const out: LabelledValue[] = [];
  const seen = new Set<string>();
  for (const f of [...(versionFields ?? [])].sort((a, b) => a.order - b.order)) {
    const id = String(f.id);
    if (UNLISTED_TYPES.has(f.type) || seen.has(id)) continue;
    seen.add(id);
    const v = values[id];
    out.push({ id, key: f.key, label: f.label || f.key, type: f.type, text: v?.text ?? "" });
  }
  for (const [id, v] of Object.entries(values)) {
    if (seen.has(id) || UNLISTED_TYPES.has(v.type)) continue;
    seen.add(id);
    out.push({ id, key: v.key, label: v.label || v.key, type: v.type, text: v.text ?? "" });
  }
  return out;
}

export type ColumnChoice = { id: string; label: string };

/** The fields a table column can show: the live definition's listed fields, in order. */
export function columnChoices(fields: readonly FieldDef[]): ColumnChoice[] {
  return [...fields]
    .sort((a, b) => a.order - b.order)
    .filter((f) => !UNLISTED_TYPES.has(f.type) && f.type !== "repeater")
    .map((f) => ({ id: String(f.id), label: f.label || f.key }));
}

/** The owner's chosen columns that still exist; none (or none left): the first three fields. */
export function effectiveColumns(chosen: readonly string[] | undefined, choices: readonly ColumnChoice[]) {
  const known = new Map(choices.map((c) => [c.id, c]));
  const picked = (chosen ?? []).map((id) => known.get(id)).filter((c): c is ColumnChoice => !!c);
  return picked.length > 0 ? picked : choices.slice(0, 3);
}
