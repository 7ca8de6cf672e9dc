/**
 * What publishing a form refuses (issue 26 "Bad input"): each problem with a stable code, a
 * catalogue key for the German message and the place it points at (`field:<id>`, `calc:<n>`,
 * `condition:<n>`, `action:<n>` or `form`), so the builder shows it at that field. A draft may
 * hold any of these; only the live form must be whole. Pure and browser-safe: the builder shows
 * the same list before the owner presses "Veröffentlichen".
 */
import { compileCalculation } from "../engine/calc.ts";
import type { FieldDef } from "../engine/types.ts";
import { actionCondition } from "../submission/action-condition.ts";
import { DISPLAY_TYPES, type Draft } from "./state.ts";

export type PublishProblemCode =
  | "title_missing"
  | "no_fields"
  | "no_submit"
  | "key_invalid"
  | "key_duplicate"
  | "label_missing"
  | "options_missing"
  | "option_value_duplicate"
  | "number_range"
  | "calc_name_invalid"
  | "calc_name_duplicate"
  | "calc_parse"
  | "calc_unknown_placeholder"
  | "condition_unknown_field"
  | "condition_incomplete"
  | "email_no_recipient"
  | "redirect_no_url"
  | "analytics_no_event"
  | "repeater_empty"
  | "merge_tag_unknown";

export type PublishProblem = {
  code: PublishProblemCode;
  target: string;
  /** Values for the message (`{key}`, `{name}`, `{tag}`, `{detail}`). */
  params: Record<string, string>;
};

export const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}$/;
const CALC_NAME = /^[a-zA-Z0-9_-]{1,80}$/;

/** Merge tags an owner may write (modules/forms/submission/merge-tags.ts reads them). */
const SIMPLE_TAGS = new Set([
  "all_fields_table",
  "fields_table",
  "all_fields",
  "system:admin_email",
  "wp:admin_email",
  "wp:site_title",
  "form:title",
  "submission:id",
]);
const TAG_LIKE = /\{([a-z_]+(?::[^{}\s]+)*)\}/g;

/** The tags a template uses that the form cannot fill. */
export function unknownMergeTags(template: string, draft: Draft): string[] {
  const keys = new Set(draft.fields.flatMap((f) => [f.key, String(f.id)]));
  const calcs = new Set((draft.settings.calculations ?? []).map((c) => c.name));
  const unknown: string[] = [];
  for (const m of template.matchAll(TAG_LIKE)) {
    const body = m[1] as string;
    if (SIMPLE_TAGS.has(body)) continue;
    const [family, name, extra] = body.split(":");
    if (family === "field" && name && keys.has(name) && (extra === undefined || extra === "label")) continue;
    if (family === "calc" && name && calcs.has(name) && (extra === undefined || /^\d{1,2}$/.test(extra)))
      continue;
    unknown.push(m[0]);
  }
  return unknown;
}

const num = (v: string | undefined) =>
  v === undefined || v.trim() === "" ? undefined : Number(v.replace(",", "."));

/** `target`: where the problem is shown (a sub-field's problems in its repeater's panel). */
function fieldProblems(
  f: FieldDef,
  seen: Map<string, number>,
  out: PublishProblem[],
  target = `field:${f.id}`,
): void {
  if (!KEY_PATTERN.test(f.key)) out.push({ code: "key_invalid", target, params: { key: f.key } });
  else if (seen.has(f.key)) out.push({ code: "key_duplicate", target, params: { key: f.key } });
  seen.set(f.key, f.id);
  if (!DISPLAY_TYPES.includes(f.type) && f.type !== "hidden" && f.label.trim() === "")
    out.push({ code: "label_missing", target, params: { key: f.key } });
  const options = f.type === "listimage" ? f.image_options : f.options;
  if (f.type.startsWith("list") || f.type === "terms") {
    if (!options || options.length === 0)
      out.push({ code: "options_missing", target, params: { key: f.key } });
    const values = new Set<string>();
    for (const o of options ?? []) {
      if (values.has(o.value)) {
        out.push({ code: "option_value_duplicate", target, params: { key: f.key, detail: o.value } });
        break;
      }
      values.add(o.value);
    }
  }
  const [min, max] = [num(f.num_min), num(f.num_max)];
  if (
    (min !== undefined && Number.isNaN(min)) ||
    (max !== undefined && Number.isNaN(max)) ||
    (min !== undefined && max !== undefined && min > max)
  )
    out.push({ code: "number_range", target, params: { key: f.key } });
}

export function publishProblems(draft: Draft): PublishProblem[] {
  const out: PublishProblem[] = [];
  if (draft.title.trim() === "") out.push({ code: "title_missing", target: "form", params: {} });
  if (draft.fields.length === 0) out.push({ code: "no_fields", target: "form", params: {} });
  else if (!draft.fields.some((f) => f.type === "submit"))
    out.push({ code: "no_submit", target: "form", params: {} });
  const seen = new Map<string, number>();
  for (const f of [...draft.fields].sort((a, b) => a.order - b.order)) {
    fieldProblems(f, seen, out);
    if (f.type !== "repeater") continue;
    // A set's fields: keys unique within the repeater (they post as `{repeater}.{sub}_{set}`).
    if (!f.fields?.length)
      out.push({ code: "repeater_empty", target: `field:${f.id}`, params: { key: f.key } });
    const inner = new Map<string, number>();
    for (const s of [...(f.fields ?? [])].sort((a, b) => a.order - b.order))
      fieldProblems(s, inner, out, `field:${f.id}`);
  }
  const keys = new Set(draft.fields.map((f) => f.key));

  const calcs = draft.settings.calculations ?? [];
  const names = new Set<string>();
  calcs.forEach((c, i) => {
    const target = `calc:${i}`;
    if (!CALC_NAME.test(c.name)) out.push({ code: "calc_name_invalid", target, params: { name: c.name } });
    else if (names.has(c.name)) out.push({ code: "calc_name_duplicate", target, params: { name: c.name } });
    names.add(c.name);
  });
  calcs.forEach((c, i) => {
    const target = `calc:${i}`;
    const compiled = compileCalculation(c);
    if (compiled.error) {
      out.push({ code: "calc_parse", target, params: { name: c.name, detail: compiled.error.message } });
      return;
    }
    const missing = [
      ...[...compiled.fieldKeys].filter((k) => !keys.has(k)).map((k) => `{field:${k}}`),
      ...[...compiled.calcNames].filter((n) => !names.has(n)).map((n) => `{calc:${n}}`),
    ];
    if (missing.length)
      out.push({
        code: "calc_unknown_placeholder",
        target,
        params: { name: c.name, tag: missing.join(", ") },
      });
  });

  (draft.settings.conditions ?? []).forEach((c, i) => {
    const target = `condition:${i}`;
    if (c.when.length === 0 || c.actions.length === 0)
      out.push({ code: "condition_incomplete", target, params: {} });
    const used = [
      ...c.when.map((w) => w.key),
      ...c.actions.map((a) => a.key),
      ...(c.otherwise ?? []).map((a) => a.key),
    ];
    const gone = used.filter((k) => !keys.has(k));
    if (gone.length)
      out.push({ code: "condition_unknown_field", target, params: { key: [...new Set(gone)].join(", ") } });
  });

  draft.actions.forEach((a, i) => {
    if (!a.active) return;
    const target = `action:${i}`;
    const text = (k: string) => (typeof a.settings[k] === "string" ? (a.settings[k] as string) : "");
    if (a.type === "email" && text("to").trim() === "")
      out.push({ code: "email_no_recipient", target, params: {} });
    if (a.type === "redirect" && text("redirect_url").trim() === "")
      out.push({ code: "redirect_no_url", target, params: {} });
    // Without an event name the browser would send nothing (and only warn in its console).
    if (a.type === "googleanalytics" && text("event_name").trim() === "")
      out.push({ code: "analytics_no_event", target, params: {} });
    const gone = (actionCondition(a.settings)?.when ?? []).map((w) => w.key).filter((k) => !keys.has(k));
    if (gone.length)
      out.push({ code: "condition_unknown_field", target, params: { key: [...new Set(gone)].join(", ") } });
    const templates = Object.values(a.settings).filter((v): v is string => typeof v === "string");
    const unknown = [...new Set(templates.flatMap((t) => unknownMergeTags(t, draft)))];
    if (unknown.length) out.push({ code: "merge_tag_unknown", target, params: { tag: unknown.join(", ") } });
  });
  return out;
}
