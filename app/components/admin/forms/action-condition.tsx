/**
 * An action's condition in the builder (issue 26): switched on, the action runs only when (or
 * only unless) its rows hold — "wenn Feld — Vergleich — Wert", joined by and/or — evaluated on the
 * submitted values (modules/forms/submission/action-condition.ts). Stored in `settings.conditions`.
 */
import type { FormAction } from "#db/schema/forms.ts";
import type { Draft } from "#modules/forms/builder/state.ts";
import type { ConditionWhen } from "#modules/forms/engine/types.ts";
import { type ActionCondition, actionCondition } from "#modules/forms/submission/action-condition.ts";
import { useAdminT } from "../use-admin-t.ts";
import { WhenRow } from "./condition-panel.tsx";
import { Check, placeholderFields } from "./panel-fields.tsx";

export function ActionConditionEditor({
  index: i,
  action: a,
  draft,
  onChange,
}: {
  index: number;
  action: FormAction;
  draft: Draft;
  onChange: (a: FormAction) => void;
}) {
  const t = useAdminT();
  const inputs = placeholderFields(draft.fields);
  const raw = a.settings.conditions as ActionCondition | undefined;
  // Rows being edited may be incomplete (no field yet): keep what is stored.
  const c: ActionCondition | undefined = raw && Array.isArray(raw.when) ? raw : actionCondition(a.settings);
  const set = (next: ActionCondition | undefined) => {
    const { conditions: _, ...rest } = a.settings;
    onChange({ ...a, settings: next ? { ...rest, conditions: next } : rest });
  };
  const first = inputs[0]?.key ?? "";
  const newRow = (): ConditionWhen => ({ key: first, comparator: "equal", value: "" });
  const id = `action-${i}-cond`;
  const when = c?.when ?? [];
  return (
    <div className="admin-forms-action-cond">
      <Check
        id={id}
        label={t("adminForms.action.conditional")}
        checked={c !== undefined}
        onChange={(on) => set(on ? { process: "1", connector: "all", when: [newRow()] } : undefined)}
      />
      {c ? (
        <fieldset className="admin-forms-cond">
          <legend>{t("adminForms.action.conditionLegend")}</legend>
          <div className="admin-field">
            <label htmlFor={`${id}-process`}>{t("adminForms.action.process")}</label>
            <select
              id={`${id}-process`}
              value={c.process ?? "1"}
              onChange={(e) => set({ ...c, process: e.target.value === "0" ? "0" : "1" })}
            >
              <option value="1">{t("adminForms.action.processWhen")}</option>
              <option value="0">{t("adminForms.action.processUnless")}</option>
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-connector`}>{t("adminForms.cond.connector")}</label>
            <select
              id={`${id}-connector`}
              value={c.connector ?? "all"}
              onChange={(e) => set({ ...c, connector: e.target.value === "any" ? "any" : "all" })}
            >
              <option value="all">{t("adminForms.cond.all")}</option>
              <option value="any">{t("adminForms.cond.any")}</option>
            </select>
          </div>
          {when.map((w, j) => (
            <WhenRow
              // biome-ignore lint/suspicious/noArrayIndexKey: rows by position
              key={j}
              id={id}
              j={j}
              when={w}
              inputs={inputs}
              onChange={(next) => set({ ...c, when: when.map((x, k) => (k === j ? next : x)) })}
              onRemove={() => set({ ...c, when: when.filter((_, k) => k !== j) })}
            />
          ))}
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => set({ ...c, when: [...when, newRow()] })}
          >
            {t("adminForms.cond.addWhen")}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}
