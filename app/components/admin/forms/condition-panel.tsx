/**
 * The builder's conditions panel: per condition its connector, the "when" rows (field, comparator,
 * value) and the "then" rows (show, hide, make required or optional a field); "otherwise" is kept
 * the opposite.
 */
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { Draft } from "#modules/forms/builder/state.ts";
import type {
  Condition,
  ConditionComparator,
  ConditionTrigger,
  FieldDef,
} from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";
import { FieldPicker, Problems, placeholderFields, Text } from "./panel-fields.tsx";

const COMPARATORS: ConditionComparator[] = [
  "equal",
  "notequal",
  "contains",
  "notcontains",
  "greater",
  "less",
  "empty",
  "notempty",
  "checked",
  "unchecked",
];

const TRIGGERS: ConditionTrigger[] = ["show_field", "hide_field", "set_required", "unset_required"];
const OPPOSITE: Record<ConditionTrigger, ConditionTrigger> = {
  show_field: "hide_field",
  hide_field: "show_field",
  set_required: "unset_required",
  unset_required: "set_required",
};

/**
 * "Otherwise" undoes "then": a field shown when the rule holds is hidden when it does not, a field
 * made required is optional again.
 */
function opposites(actions: Condition["actions"]): Condition["actions"] {
  return actions.map((a) => ({ key: a.key, trigger: OPPOSITE[a.trigger] }));
}

type When = Condition["when"][number];
type Then = Condition["actions"][number];

/** One "when" row: the field, the comparator and the value it is compared with. */
export function WhenRow({
  id,
  j,
  when: w,
  inputs,
  onChange,
  onRemove,
}: {
  id: string;
  j: number;
  when: When;
  inputs: FieldDef[];
  onChange: (w: When) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  return (
    <div className="admin-forms-cond__row">
      <FieldPicker
        id={`${id}-when-${j}-key`}
        label={t("adminForms.cond.whenField", { n: j + 1 })}
        value={w.key}
        fields={inputs}
        missing={(key) => t("adminForms.cond.deleted", { key })}
        onChange={(key) => onChange({ ...w, key })}
      />
      <div className="admin-field">
        <label htmlFor={`${id}-when-${j}-cmp`}>{t("adminForms.cond.comparator")}</label>
        <select
          id={`${id}-when-${j}-cmp`}
          value={w.comparator}
          onChange={(e) => onChange({ ...w, comparator: e.target.value as ConditionComparator })}
        >
          {COMPARATORS.map((cmp) => (
            <option key={cmp} value={cmp}>
              {t(`adminForms.cond.cmp.${cmp}` as MessageKey)}
            </option>
          ))}
        </select>
      </div>
      <Text
        id={`${id}-when-${j}-value`}
        label={t("adminForms.cond.value")}
        value={w.value ?? ""}
        onChange={(v) => onChange({ ...w, value: v })}
      />
      <button type="button" className="admin-button admin-button--quiet" onClick={onRemove}>
        {t("adminForms.cond.removeWhen", { n: j + 1 })}
      </button>
    </div>
  );
}

/** One "then" row: show or hide which field. */
function ThenRow({
  id,
  j,
  action: a,
  fields,
  onChange,
  onRemove,
}: {
  id: string;
  j: number;
  action: Then;
  fields: FieldDef[];
  onChange: (a: Then) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  return (
    <div className="admin-forms-cond__row">
      <div className="admin-field">
        <label htmlFor={`${id}-then-${j}-trigger`}>{t("adminForms.cond.then", { n: j + 1 })}</label>
        <select
          id={`${id}-then-${j}-trigger`}
          value={a.trigger}
          onChange={(e) => {
            const trigger = TRIGGERS.find((x) => x === e.target.value) ?? "show_field";
            onChange({ ...a, trigger });
          }}
        >
          {TRIGGERS.map((x) => (
            <option key={x} value={x}>
              {t(`adminForms.cond.trigger.${x}` as MessageKey)}
            </option>
          ))}
        </select>
      </div>
      <FieldPicker
        id={`${id}-then-${j}-key`}
        label={t("adminForms.cond.thenField", { n: j + 1 })}
        value={a.key}
        fields={fields}
        missing={(key) => t("adminForms.cond.deleted", { key })}
        onChange={(key) => onChange({ ...a, key })}
      />
      <button type="button" className="admin-button admin-button--quiet" onClick={onRemove}>
        {t("adminForms.cond.removeThen", { n: j + 1 })}
      </button>
    </div>
  );
}

/** One condition: its connector, its "when" rows and its "then" rows. */
function ConditionEditor({
  condition: c,
  index: i,
  draft,
  inputs,
  problems,
  onChange,
  onRemove,
}: {
  condition: Condition;
  index: number;
  draft: Draft;
  inputs: FieldDef[];
  problems: PublishProblem[];
  onChange: (c: Condition) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const id = `cond-${i}`;
  const first = inputs[0]?.key ?? "";
  const setActions = (actions: Condition["actions"]) =>
    onChange({ ...c, actions, otherwise: opposites(actions) });
  return (
    <fieldset className="admin-forms-cond">
      <legend>{t("adminForms.cond.legend", { n: i + 1 })}</legend>
      <Problems problems={problems} target={`condition:${i}`} />
      <div className="admin-field">
        <label htmlFor={`${id}-connector`}>{t("adminForms.cond.connector")}</label>
        <select
          id={`${id}-connector`}
          value={c.connector}
          onChange={(e) => onChange({ ...c, connector: e.target.value === "any" ? "any" : "all" })}
        >
          <option value="all">{t("adminForms.cond.all")}</option>
          <option value="any">{t("adminForms.cond.any")}</option>
        </select>
      </div>
      {c.when.map((w, j) => (
        <WhenRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows by position
          key={j}
          id={id}
          j={j}
          when={w}
          inputs={inputs}
          onChange={(next) => onChange({ ...c, when: c.when.map((x, k) => (k === j ? next : x)) })}
          onRemove={() => onChange({ ...c, when: c.when.filter((_, k) => k !== j) })}
        />
      ))}
      <button
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() => onChange({ ...c, when: [...c.when, { key: first, comparator: "equal", value: "" }] })}
      >
        {t("adminForms.cond.addWhen")}
      </button>
      {c.actions.map((a, j) => (
        <ThenRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows by position
          key={j}
          id={id}
          j={j}
          action={a}
          fields={draft.fields}
          onChange={(next) => setActions(c.actions.map((x, k) => (k === j ? next : x)))}
          onRemove={() => setActions(c.actions.filter((_, k) => k !== j))}
        />
      ))}
      <button
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() => setActions([...c.actions, { key: first, trigger: "show_field" as const }])}
      >
        {t("adminForms.cond.addThen")}
      </button>
      <button type="button" className="admin-button admin-button--quiet" onClick={onRemove}>
        {t("adminForms.cond.remove", { n: i + 1 })}
      </button>
    </fieldset>
  );
}

export function ConditionPanel({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: PublishProblem[];
  onChange: (d: Draft) => void;
}) {
  const t = useAdminT();
  const conditions = draft.settings.conditions ?? [];
  const set = (next: Condition[]) =>
    onChange({ ...draft, settings: { ...draft.settings, conditions: next } });
  const inputs = placeholderFields(draft.fields);
  const first = inputs[0]?.key ?? "";
  return (
    <section className="admin-forms-panel" aria-labelledby="cond-panel-title">
      <h2 id="cond-panel-title">{t("adminForms.cond.title")}</h2>
      <p className="admin-field__help">{t("adminForms.cond.help")}</p>
      {conditions.map((c, i) => (
        <ConditionEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; the position is their identity
          key={i}
          condition={c}
          index={i}
          draft={draft}
          inputs={inputs}
          problems={problems}
          onChange={(next) => set(conditions.map((x, j) => (j === i ? next : x)))}
          onRemove={() => set(conditions.filter((_, k) => k !== i))}
        />
      ))}
      <button
        type="button"
        className="admin-button"
        disabled={inputs.length === 0}
        onClick={() =>
          set([
            ...conditions,
            {
              connector: "all",
              when: [{ key: first, comparator: "equal", value: "" }],
              actions: [{ key: first, trigger: "show_field" }],
              otherwise: [{ key: first, trigger: "hide_field" }],
            },
          ])
        }
      >
        {t("adminForms.cond.add")}
      </button>
    </section>
  );
}
