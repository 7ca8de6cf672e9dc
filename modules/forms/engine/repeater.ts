/**
 * Repeaters (spec §3/§4, glossary F13): a template of sub-fields and numbered sets of copies.
 * Sets are numbered from 1 (brief decision), in labels and in sub-field ids
 * `{repeaterId}.{subFieldId}_{setIndex}`. Adding appends a copy of the template and renumbers;
 * removing drops the set (its values and errors with it) and renumbers the rest. Pure helpers:
 * the engine keeps the state, the server uses the same parsing and validation.
 */
import type { FieldDef, FieldError, FieldValue } from "./types.ts";

/** A repeater's value as submitted (glossary F13): sub-field id → {id, value}. */
export type RepeaterValue = Record<string, { id: string; value: FieldValue }>;

/** A value as posted for any field: a plain value or, for a repeater, its sets. */
export type SubmittedValue = FieldValue | RepeaterValue;

export type SubFieldState = Readonly<{
  /** `{repeaterId}.{subFieldId}_{setIndex}`. */
  id: string;
  sub: number;
  value: FieldValue;
  clean: boolean;
  errors: readonly FieldError[];
}>;

export type RepeaterSetState = Readonly<{
  /** Stable for the set's lifetime (React key, focus after renumbering); not its number. */
  key: number;
  /** Its number, from 1. */
  index: number;
  fields: readonly SubFieldState[];
}>;

/** At most this many sets per repeater (a visitor cannot grow a submission without bound). */
export const MAX_REPEATER_SETS = 50;

/** Sub-field types never shown in a repeater's display (§4; glossary F13b). */
export const REPEATER_DISPLAY_EXCLUDED = new Set([
  "submit",
  "html",
  "hidden",
  "password",
  "passwordconfirm",
  "divider",
  "hr",
  "note",
  "unknown",
  "button",
  "confirm",
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
  "proofofwork",
]);

/** Credit card types (`creditcard`, `creditcardnumber`, …) are excluded as a family. */
export function isExcludedFromRepeaterDisplay(type: string): boolean {
  return REPEATER_DISPLAY_EXCLUDED.has(type) || type.startsWith("creditcard");
}

/** Sub-field types that take no visitor input inside a set (never rendered as inputs, never submitted). */
export function isRepeaterInput(sub: FieldDef): boolean {
  return !isExcludedFromRepeaterDisplay(sub.type) || sub.type === "hidden" || sub.type === "password";
}

/** A repeater's fewest sets: its `min_sets` (0 allowed), 1 when unset, never above the limit. */
export function minSets(repeater: FieldDef): number {
  const n = Number(repeater.min_sets ?? 1);
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_REPEATER_SETS, Math.trunc(n))) : 1;
}

export function subFieldId(repeaterId: number, subId: number, setIndex: number): string {
  return `${repeaterId}.${subId}_${setIndex}`;
}

/** `{repeaterId}.{subFieldId}_{setIndex}` → its parts, or null. */
export function parseSubFieldId(id: string): { repeater: number; sub: number; index: number } | null {
  const m = /^(\d+)\.(\d+)_(\d+)$/.exec(id);
  if (!m) return null;
  return { repeater: Number(m[1]), sub: Number(m[2]), index: Number(m[3]) };
}

/** The template's sub-fields that take input, in order. */
export function templateOf(repeater: FieldDef): FieldDef[] {
  return [...(repeater.fields ?? [])].filter(isRepeaterInput).sort((a, b) => a.order - b.order);
}

/** Sets numbered 1..n again (ids follow the numbers); sets whose number is right keep identity. */
export function renumber(repeaterId: number, sets: readonly RepeaterSetState[]): RepeaterSetState[] {
  return sets.map((set, i) => {
    const index = i + 1;
    if (set.index === index) return set;
    return {
      ...set,
      index,
      fields: set.fields.map((f) => ({ ...f, id: subFieldId(repeaterId, f.sub, index) })),
    };
  });
}

/**
 * The sets a posted repeater value describes: entries grouped by their set number, ordered by it
 * and renumbered from 1 (gaps from removed sets close). Unknown sub-fields and malformed ids are
 * ignored; more than MAX_REPEATER_SETS sets → `tooMany` (the server refuses the submission).
 */
export function setsFromSubmitted(
  repeater: FieldDef,
  posted: unknown,
): { sets: Map<number, FieldValue>[]; tooMany: boolean } {
  const known = new Set(templateOf(repeater).map((s) => s.id));
  const byIndex = new Map<number, Map<number, FieldValue>>();
  if (posted && typeof posted === "object" && !Array.isArray(posted)) {
    for (const [id, entry] of Object.entries(posted as Record<string, unknown>)) {
      const parts = parseSubFieldId(id);
      if (!parts || parts.repeater !== repeater.id || !known.has(parts.sub) || parts.index < 1) continue;
      const value =
        entry && typeof entry === "object" && !Array.isArray(entry) && "value" in entry
          ? (entry as { value: unknown }).value
          : entry;
      if (!isFieldValue(value)) continue;
      let set = byIndex.get(parts.index);
      if (!set) {
        if (byIndex.size >= MAX_REPEATER_SETS) return { sets: [], tooMany: true };
        set = new Map();
        byIndex.set(parts.index, set);
      }
      set.set(parts.sub, value);
    }
  }
  const sets = [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  return { sets, tooMany: false };
}

function isFieldValue(v: unknown): v is FieldValue {
  if (typeof v === "string" || typeof v === "boolean") return true;
  if (Array.isArray(v)) return v.every((x) => typeof x === "string");
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return (
      typeof o.date === "string" &&
      ["hour", "minute", "ampm"].every((k) => o[k] === undefined || typeof o[k] === "string")
    );
  }
  return false;
}

/**
 * Values posted by a plain HTML form (no JavaScript): `nf-field-{repeaterId}.{subId}_{setIndex}`
 * names (lists and multi-selects with `[]`). The no-JS page renders set 1 only.
 */
export function repeaterValueFromForm(
  repeater: FieldDef,
  entries: Iterable<[string, string]>,
): RepeaterValue {
  const out: RepeaterValue = {};
  const multi = new Map(templateOf(repeater).map((s) => [s.id, isMultiValue(s)]));
  const checkbox = new Map(templateOf(repeater).map((s) => [s.id, s.type === "checkbox"]));
  for (const [rawName, text] of entries) {
    const name = rawName.replace(/^nf-field-/, "").replace(/\[\]$/, "");
    const parts = parseSubFieldId(name);
    if (!parts || parts.repeater !== repeater.id || !multi.has(parts.sub)) continue;
    if (multi.get(parts.sub)) {
      const prev = out[name]?.value;
      out[name] = { id: name, value: [...(Array.isArray(prev) ? prev : []), text] };
    } else out[name] = { id: name, value: checkbox.get(parts.sub) ? text !== "" : text };
  }
  return out;
}

export function isMultiValue(f: FieldDef): boolean {
  return (
    f.type === "listcheckbox" ||
    f.type === "listmultiselect" ||
    f.type === "terms" ||
    (f.type === "listimage" && !!f.allow_multi_select)
  );
}

/** The submitted shape of sets (glossary F13). */
export function repeaterValueOf(sets: readonly RepeaterSetState[]): RepeaterValue {
  const out: RepeaterValue = {};
  for (const set of sets) for (const f of set.fields) out[f.id] = { id: f.id, value: f.value };
  return out;
}

export type RepeaterDisplaySet = { index: number; fields: { key: string; label: string; text: string }[] };

/**
 * What e-mails, exports and display tags show of a repeater: each set (numbered from 1) with its
 * sub-fields' label and text, skipping the excluded types and empty values (§4, F13b).
 */
export function repeaterDisplay(
  repeater: FieldDef,
  value: unknown,
  textOfValue: (sub: FieldDef, value: FieldValue) => string,
): RepeaterDisplaySet[] {
  const subs = new Map((repeater.fields ?? []).map((s) => [s.id, s]));
  const { sets } = setsFromSubmitted(repeater, value);
  return sets.map((values, i) => ({
    index: i + 1,
    fields: [...values.entries()]
      .map(([subId, v]) => ({ sub: subs.get(subId) as FieldDef, v }))
      .filter(({ sub }) => !isExcludedFromRepeaterDisplay(sub.type))
      .sort((a, b) => a.sub.order - b.sub.order)
      .map(({ sub, v }) => ({ key: sub.key, label: sub.label, text: textOfValue(sub, v) }))
      .filter((f) => f.text.trim() !== ""),
  }));
}
