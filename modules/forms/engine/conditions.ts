/**
 * Conditional logic: show or hide fields, or make them required or optional, when other fields'
 * values match. Evaluated in order by the engine on both sides; the result is each field's
 * `visible` flag and, for the fields a required rule names, whether it is required now.
 */
import { isChecked } from "./calc.ts";
import { parseLocaleNumber } from "./number.ts";
import type { Condition, ConditionWhen, FieldDef, FieldValue, FormLocale } from "./types.ts";

function list(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === "boolean") return value ? ["1"] : [];
  if (typeof value === "object") return value.date ? [value.date] : [];
  return value === "" ? [] : [value];
}

export function matches(
  when: ConditionWhen,
  field: FieldDef | undefined,
  value: FieldValue | undefined,
  locale: FormLocale,
): boolean {
  const target = String(when.value ?? "");
  const values = list(value);
  const joined = values.join(",");
  const numeric = (t: string) => parseLocaleNumber(t, locale);
  switch (when.comparator) {
    case "equal":
      if (field?.type === "checkbox")
        return isChecked(value ?? "") === (target === "1" || target === "checked");
      return values.length > 1 ? values.includes(target) : joined === target;
    case "notequal":
      if (field?.type === "checkbox")
        return isChecked(value ?? "") !== (target === "1" || target === "checked");
      return values.length > 1 ? !values.includes(target) : joined !== target;
    case "contains":
      return joined.toLowerCase().includes(target.toLowerCase());
    case "notcontains":
      return !joined.toLowerCase().includes(target.toLowerCase());
    case "greater":
      return numeric(joined) > numeric(target);
    case "less":
      return numeric(joined) < numeric(target);
    case "empty":
      return values.every((v) => v.trim() === "") || (field?.type === "checkbox" && !isChecked(value ?? ""));
    case "notempty":
      return !(
        values.every((v) => v.trim() === "") ||
        (field?.type === "checkbox" && !isChecked(value ?? ""))
      );
    case "checked":
      return isChecked(value ?? "");
    case "unchecked":
      return !isChecked(value ?? "");
  }
  return false;
}

/** What the conditions decide: visibility by key, and required by key (for the fields a rule names). */
export type ConditionResult = { visible: Map<string, boolean>; required: Map<string, boolean> };

/**
 * Applies every condition to the initial visibility and required flags. `fieldByKey` and
 * `valueOfKey` read the current state. A field no required rule names keeps its own setting.
 */
export function evaluateRules(
  conditions: Condition[],
  initial: Map<string, boolean>,
  fieldByKey: (key: string) => FieldDef | undefined,
  valueOfKey: (key: string) => FieldValue | undefined,
  locale: FormLocale,
): ConditionResult {
  const visible = new Map(initial);
  const required = new Map<string, boolean>();
  for (const c of conditions) {
    const results = c.when.map((w) => matches(w, fieldByKey(w.key), valueOfKey(w.key), locale));
    const ok = c.connector === "any" ? results.some(Boolean) : results.every(Boolean);
    for (const action of (ok ? c.actions : c.otherwise) ?? []) {
      if (!visible.has(action.key)) continue;
      if (action.trigger === "set_required" || action.trigger === "unset_required")
        required.set(action.key, action.trigger === "set_required");
      else visible.set(action.key, action.trigger === "show_field");
    }
  }
  return { visible, required };
}
