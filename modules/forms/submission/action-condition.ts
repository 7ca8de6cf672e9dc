/**
 * An action's condition (issue 26; Ninja Forms keeps it in the action's `settings.conditions`):
 * rows "when field X is/contains/… Y" joined by all/any, and `process` — "1" (default) runs the
 * action only when the rows hold, "0" skips it then. No rows: the action always runs. Evaluated
 * on the submitted values with the engine's own comparison (a hidden field reads as empty). Pure.
 */
import { matches } from "../engine/conditions.ts";
import type { ConditionWhen, FieldDef, FieldValue, FormLocale } from "../engine/types.ts";

export type ActionCondition = {
  /** Run when the rows hold ("1", default) or when they do not ("0"). */
  process?: "1" | "0";
  connector?: "all" | "any";
  when?: ConditionWhen[];
};

/** The condition of an action's settings, or undefined when it has no usable row. */
export function actionCondition(settings: Record<string, unknown>): ActionCondition | undefined {
  const c = settings.conditions;
  if (!c || typeof c !== "object" || Array.isArray(c)) return undefined;
  const raw = c as Record<string, unknown>;
  const when = (Array.isArray(raw.when) ? raw.when : []).filter(
    (w): w is ConditionWhen =>
      !!w &&
      typeof w === "object" &&
      typeof (w as ConditionWhen).key === "string" &&
      (w as ConditionWhen).key !== "",
  );
  if (when.length === 0) return undefined;
  return {
    process: raw.process === "0" || raw.process === 0 || raw.process === false ? "0" : "1",
    connector: raw.connector === "any" ? "any" : "all",
    when,
  };
}

/** Whether the action runs for these values (`valueOfKey` gives a submitted value by field key). */
export function actionRuns(
  settings: Record<string, unknown>,
  fieldByKey: (key: string) => FieldDef | undefined,
  valueOfKey: (key: string) => FieldValue | undefined,
  locale: FormLocale,
): boolean {
  const c = actionCondition(settings);
  if (!c?.when) return true;
  const results = c.when.map((w) => matches(w, fieldByKey(w.key), valueOfKey(w.key), locale));
  const holds = c.connector === "any" ? results.some(Boolean) : results.every(Boolean);
  return c.process === "0" ? !holds : holds;
}
