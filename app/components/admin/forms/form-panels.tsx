/**
 * The builder's panels about the form as a whole: its settings and the per-form messages, the
 * calculations (placeholders inserted by picking a field or calc, the engine's parser errors
 * live, try values), the show/hide conditions and the actions (merge tags picked from a list).
 */
import { useRef, useState } from "react";
import type { FormAction } from "#db/schema/forms.ts";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import { DISPLAY_TYPES, type Draft } from "#modules/forms/builder/state.ts";
import { compileCalculation, roundCalc } from "#modules/forms/engine/calc.ts";
import { evaluate } from "#modules/forms/engine/expression.ts";
import type {
  Calculation,
  Condition,
  ConditionComparator,
  FieldDef,
  FormMessages,
  FormSettings,
} from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";
import { ProblemText } from "./problems.tsx";

function Problems({ problems, target }: { problems: PublishProblem[]; target: string }) {
  const mine = problems.filter((p) => p.target === target);
  if (!mine.length) return null;
  return (
    <ul className="admin-forms-problems" role="alert">
      {mine.map((p) => (
        <li key={p.code}>
          <ProblemText problem={p} />
        </li>
      ))}
    </ul>
  );
}

function Text({
  id,
  label,
  value,
  onChange,
  area,
  help,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  area?: boolean;
  help?: string;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {area ? (
        <textarea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} className="admin-input" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {help ? <p className="admin-field__help">{help}</p> : null}
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="admin-field admin-field--check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The ten per-form messages an owner may override (empty: the catalogue's text). */
const MESSAGE_KEYS: (keyof FormMessages)[] = [
  "validateRequiredField",
  "changeEmailErrorMsg",
  "changeDateErrorMsg",
  "fieldNumberNumMinError",
  "fieldNumberNumMaxError",
  "fieldNumberIncrementBy",
  "confirmFieldErrorMsg",
  "recaptchaConsentMissing",
  "formErrorsCorrectErrors",
  "honeypotHoneypotError",
];

export function FormSettingsPanel({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: PublishProblem[];
  onChange: (draft: Draft) => void;
}) {
  const t = useAdminT();
  const s = draft.settings;
  const set = (patch: Partial<FormSettings>) => onChange({ ...draft, settings: { ...s, ...patch } });
  const submit = draft.fields.find((f) => f.type === "submit");
  return (
    <section className="admin-forms-panel" aria-labelledby="form-panel-title">
      <h2 id="form-panel-title">{t("adminForms.form.title")}</h2>
      <Problems problems={problems} target="form" />
      <Text
        id="form-title"
        label={t("adminForms.form.name")}
        value={draft.title}
        onChange={(v) => onChange({ ...draft, title: v, settings: { ...s, title: v } })}
      />
      {submit ? (
        <Text
          id="form-submit-text"
          label={t("adminForms.form.submitText")}
          value={submit.label}
          onChange={(v) =>
            onChange({
              ...draft,
              fields: draft.fields.map((f) => (f.id === submit.id ? { ...f, label: v } : f)),
            })
          }
        />
      ) : null}
      <Check
        id="form-show-title"
        label={t("adminForms.form.showTitle")}
        checked={s.show_title === true}
        onChange={(v) => set({ show_title: v })}
      />
      <Check
        id="form-clear"
        label={t("adminForms.form.clear")}
        checked={s.clear_complete === true}
        onChange={(v) => set({ clear_complete: v })}
      />
      <Check
        id="form-hide"
        label={t("adminForms.form.hide")}
        checked={s.hide_complete === true}
        onChange={(v) => set({ hide_complete: v })}
      />
      <Check
        id="form-novalidate"
        label={t("adminForms.form.novalidate")}
        checked={s.novalidate === true}
        onChange={(v) => set({ novalidate: v })}
      />
      <Check
        id="form-closed"
        label={t("adminForms.form.closed")}
        checked={s.closed === true}
        onChange={(v) => set({ closed: v })}
      />
      <div className="admin-field">
        <label htmlFor="form-sub-limit">{t("adminForms.form.subLimit")}</label>
        <input
          id="form-sub-limit"
          className="admin-input"
          type="number"
          min={0}
          value={s.sub_limit_number ?? ""}
          onChange={(e) =>
            set({
              sub_limit_number:
                e.target.value === "" ? undefined : Math.max(0, Math.trunc(Number(e.target.value))),
            })
          }
        />
      </div>
      <Text
        id="form-sub-limit-msg"
        label={t("adminForms.form.subLimitMsg")}
        value={s.sub_limit_msg ?? ""}
        onChange={(v) => set({ sub_limit_msg: v })}
      />
      <div className="admin-field">
        <label htmlFor="form-unique">{t("adminForms.form.uniqueField")}</label>
        <select
          id="form-unique"
          value={s.unique_field ?? ""}
          onChange={(e) => set({ unique_field: e.target.value || undefined })}
        >
          <option value="">{t("adminForms.choice.none")}</option>
          {draft.fields
            .filter((f) => !DISPLAY_TYPES.includes(f.type))
            .map((f) => (
              <option key={f.id} value={f.key}>
                {f.label || f.key}
              </option>
            ))}
        </select>
      </div>
      <Text
        id="form-unique-msg"
        label={t("adminForms.form.uniqueFieldError")}
        value={s.unique_field_error ?? ""}
        onChange={(v) => set({ unique_field_error: v })}
      />
      <fieldset className="admin-forms-messages">
        <legend>{t("adminForms.form.messages")}</legend>
        <p className="admin-field__help">{t("adminForms.form.messagesHelp")}</p>
        {MESSAGE_KEYS.map((k) => (
          <Text
            key={k}
            id={`form-message-${k}`}
            label={t(`adminForms.message.${k}` as MessageKey)}
            value={s.messages?.[k] ?? ""}
            onChange={(v) => {
              const messages = { ...s.messages, [k]: v };
              if (v === "") delete messages[k];
              set({ messages });
            }}
          />
        ))}
      </fieldset>
    </section>
  );
}

/** Inserts `text` into the textarea at its cursor and returns the new value. */
function insertAt(
  el: HTMLTextAreaElement | null,
  value: string,
  text: string,
): { value: string; caret: number } {
  const start = el?.selectionStart ?? value.length;
  const end = el?.selectionEnd ?? value.length;
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}

const placeholderFields = (fields: FieldDef[]) => fields.filter((f) => !DISPLAY_TYPES.includes(f.type));

function CalcEditor({
  calc,
  index,
  draft,
  problems,
  onChange,
  onRemove,
}: {
  calc: Calculation;
  index: number;
  draft: Draft;
  problems: PublishProblem[];
  onChange: (c: Calculation) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const eqRef = useRef<HTMLTextAreaElement>(null);
  const [pick, setPick] = useState("");
  const [tries, setTries] = useState<Record<string, string>>({});
  const compiled = compileCalculation(calc);
  const id = `calc-${index}`;
  const insert = () => {
    if (!pick) return;
    const { value, caret } = insertAt(eqRef.current, calc.eq, pick);
    onChange({ ...calc, eq: value });
    requestAnimationFrame(() => {
      eqRef.current?.focus();
      eqRef.current?.setSelectionRange(caret, caret);
    });
  };
  const vars = [...compiled.fieldKeys]
    .map((k) => `{field:${k}}`)
    .concat([...compiled.calcNames].map((n) => `{calc:${n}}`));
  let result = "";
  if (compiled.tree) {
    try {
      const n = evaluate(compiled.tree, (name) => Number((tries[name] ?? "0").replace(",", ".")) || 0);
      result = Number.isFinite(n) ? roundCalc(n, compiled.dec) : t("adminForms.calc.noResult");
    } catch {
      result = t("adminForms.calc.noResult");
    }
  }
  return (
    <fieldset className="admin-forms-calc" data-calc={calc.name}>
      <legend>{t("adminForms.calc.legend", { n: index + 1, name: calc.name || "…" })}</legend>
      {/* The parse error shows live under the equation; the others here. */}
      <Problems problems={problems.filter((p) => p.code !== "calc_parse")} target={`calc:${index}`} />
      <Text
        id={`${id}-name`}
        label={t("adminForms.calc.name")}
        value={calc.name}
        onChange={(v) => onChange({ ...calc, name: v })}
      />
      <div className="admin-field">
        <label htmlFor={`${id}-dec`}>{t("adminForms.calc.dec")}</label>
        <input
          id={`${id}-dec`}
          className="admin-input"
          type="number"
          min={0}
          max={15}
          value={calc.dec ?? 2}
          onChange={(e) =>
            onChange({ ...calc, dec: Math.max(0, Math.min(15, Math.trunc(Number(e.target.value) || 0))) })
          }
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-eq`}>{t("adminForms.calc.eq")}</label>
        <textarea
          id={`${id}-eq`}
          ref={eqRef}
          rows={3}
          value={calc.eq}
          aria-invalid={compiled.error ? true : undefined}
          aria-describedby={`${id}-eq-state`}
          onChange={(e) => onChange({ ...calc, eq: e.target.value })}
        />
        <p
          id={`${id}-eq-state`}
          className={compiled.error ? "admin-field__error" : "admin-field__help"}
          aria-live="polite"
        >
          {compiled.error
            ? t("adminForms.calc.parseError", { detail: compiled.error.message })
            : t("adminForms.calc.parses")}
        </p>
      </div>
      <div className="admin-forms-pick">
        <div className="admin-field">
          <label htmlFor={`${id}-pick`}>{t("adminForms.calc.pick")}</label>
          <select id={`${id}-pick`} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">{t("adminForms.calc.pickNone")}</option>
            <optgroup label={t("adminForms.calc.pickFields")}>
              {placeholderFields(draft.fields).flatMap((f) => {
                const list = [
                  <option key={`${f.key}`} value={`{field:${f.key}}`}>
                    {f.label || f.key}
                  </option>,
                ];
                if (f.type.startsWith("list") || f.type === "checkbox")
                  list.push(
                    <option key={`${f.key}:calc`} value={`{field:${f.key}:calc}`}>
                      {t("adminForms.calc.calcValueOf", { name: f.label || f.key })}
                    </option>,
                  );
                return list;
              })}
            </optgroup>
            <optgroup label={t("adminForms.calc.pickCalcs")}>
              {(draft.settings.calculations ?? [])
                .filter((c) => c.name && c.name !== calc.name)
                .map((c) => (
                  <option key={c.name} value={`{calc:${c.name}}`}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
          </select>
        </div>
        <button type="button" className="admin-button admin-button--quiet" onClick={insert} disabled={!pick}>
          {t("adminForms.calc.insert")}
        </button>
      </div>
      {vars.length && compiled.tree ? (
        <div className="admin-forms-try">
          <p className="admin-field__help">{t("adminForms.calc.tryHelp")}</p>
          {vars.map((v) => (
            <div className="admin-field" key={v}>
              <label htmlFor={`${id}-try-${v}`}>{v}</label>
              <input
                id={`${id}-try-${v}`}
                className="admin-input"
                inputMode="decimal"
                value={tries[v] ?? ""}
                onChange={(e) => setTries({ ...tries, [v]: e.target.value })}
              />
            </div>
          ))}
        </div>
      ) : null}
      {compiled.tree ? (
        <p className="admin-forms-result" aria-live="polite">
          {t("adminForms.calc.result", { value: result })}
        </p>
      ) : null}
      <button type="button" className="admin-button admin-button--quiet" onClick={onRemove}>
        {t("adminForms.calc.remove", { name: calc.name || String(index + 1) })}
      </button>
    </fieldset>
  );
}

export function CalcPanel({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: PublishProblem[];
  onChange: (d: Draft) => void;
}) {
  const t = useAdminT();
  const calcs = draft.settings.calculations ?? [];
  const set = (next: Calculation[]) =>
    onChange({ ...draft, settings: { ...draft.settings, calculations: next } });
  return (
    <section className="admin-forms-panel" aria-labelledby="calc-panel-title">
      <h2 id="calc-panel-title">{t("adminForms.calc.title")}</h2>
      <p className="admin-field__help">{t("adminForms.calc.help")}</p>
      {calcs.map((c, i) => (
        <CalcEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: a calculation's name is edited; its position is its identity
          key={i}
          calc={c}
          index={i}
          draft={draft}
          problems={problems}
          onChange={(next) => set(calcs.map((x, j) => (j === i ? next : x)))}
          onRemove={() => set(calcs.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="admin-button"
        onClick={() => set([...calcs, { name: `berechnung_${calcs.length + 1}`, eq: "", dec: 2 }])}
      >
        {t("adminForms.calc.add")}
      </button>
    </section>
  );
}

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
  const change = (i: number, c: Condition) => set(conditions.map((x, j) => (j === i ? c : x)));
  const inputs = placeholderFields(draft.fields);
  const first = inputs[0]?.key ?? "";
  const fieldOptions = (list: FieldDef[], current: string) => (
    <>
      {list.some((f) => f.key === current) || current === "" ? null : (
        <option value={current}>{t("adminForms.cond.deleted", { key: current })}</option>
      )}
      {list.map((f) => (
        <option key={f.id} value={f.key}>
          {f.label || f.key}
        </option>
      ))}
    </>
  );
  return (
    <section className="admin-forms-panel" aria-labelledby="cond-panel-title">
      <h2 id="cond-panel-title">{t("adminForms.cond.title")}</h2>
      <p className="admin-field__help">{t("adminForms.cond.help")}</p>
      {conditions.map((c, i) => {
        const id = `cond-${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; the position is their identity
          <fieldset key={i} className="admin-forms-cond">
            <legend>{t("adminForms.cond.legend", { n: i + 1 })}</legend>
            <Problems problems={problems} target={`condition:${i}`} />
            <div className="admin-field">
              <label htmlFor={`${id}-connector`}>{t("adminForms.cond.connector")}</label>
              <select
                id={`${id}-connector`}
                value={c.connector}
                onChange={(e) => change(i, { ...c, connector: e.target.value === "any" ? "any" : "all" })}
              >
                <option value="all">{t("adminForms.cond.all")}</option>
                <option value="any">{t("adminForms.cond.any")}</option>
              </select>
            </div>
            {c.when.map((w, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows by position
              <div key={j} className="admin-forms-cond__row">
                <div className="admin-field">
                  <label htmlFor={`${id}-when-${j}-key`}>
                    {t("adminForms.cond.whenField", { n: j + 1 })}
                  </label>
                  <select
                    id={`${id}-when-${j}-key`}
                    value={w.key}
                    onChange={(e) =>
                      change(i, {
                        ...c,
                        when: c.when.map((x, k) => (k === j ? { ...x, key: e.target.value } : x)),
                      })
                    }
                  >
                    {fieldOptions(inputs, w.key)}
                  </select>
                </div>
                <div className="admin-field">
                  <label htmlFor={`${id}-when-${j}-cmp`}>{t("adminForms.cond.comparator")}</label>
                  <select
                    id={`${id}-when-${j}-cmp`}
                    value={w.comparator}
                    onChange={(e) =>
                      change(i, {
                        ...c,
                        when: c.when.map((x, k) =>
                          k === j ? { ...x, comparator: e.target.value as ConditionComparator } : x,
                        ),
                      })
                    }
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
                  onChange={(v) =>
                    change(i, { ...c, when: c.when.map((x, k) => (k === j ? { ...x, value: v } : x)) })
                  }
                />
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  onClick={() => change(i, { ...c, when: c.when.filter((_, k) => k !== j) })}
                >
                  {t("adminForms.cond.removeWhen", { n: j + 1 })}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="admin-button admin-button--quiet"
              onClick={() =>
                change(i, { ...c, when: [...c.when, { key: first, comparator: "equal", value: "" }] })
              }
            >
              {t("adminForms.cond.addWhen")}
            </button>
            {c.actions.map((a, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows by position
              <div key={j} className="admin-forms-cond__row">
                <div className="admin-field">
                  <label htmlFor={`${id}-then-${j}-trigger`}>{t("adminForms.cond.then", { n: j + 1 })}</label>
                  <select
                    id={`${id}-then-${j}-trigger`}
                    value={a.trigger}
                    onChange={(e) => {
                      const trigger: "show_field" | "hide_field" =
                        e.target.value === "hide_field" ? "hide_field" : "show_field";
                      const actions = c.actions.map((x, k) => (k === j ? { ...x, trigger } : x));
                      change(i, { ...c, actions, otherwise: opposites(actions) });
                    }}
                  >
                    <option value="show_field">{t("adminForms.cond.show")}</option>
                    <option value="hide_field">{t("adminForms.cond.hide")}</option>
                  </select>
                </div>
                <div className="admin-field">
                  <label htmlFor={`${id}-then-${j}-key`}>
                    {t("adminForms.cond.thenField", { n: j + 1 })}
                  </label>
                  <select
                    id={`${id}-then-${j}-key`}
                    value={a.key}
                    onChange={(e) => {
                      const actions = c.actions.map((x, k) => (k === j ? { ...x, key: e.target.value } : x));
                      change(i, { ...c, actions, otherwise: opposites(actions) });
                    }}
                  >
                    {fieldOptions(draft.fields, a.key)}
                  </select>
                </div>
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  onClick={() => {
                    const actions = c.actions.filter((_, k) => k !== j);
                    change(i, { ...c, actions, otherwise: opposites(actions) });
                  }}
                >
                  {t("adminForms.cond.removeThen", { n: j + 1 })}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="admin-button admin-button--quiet"
              onClick={() => {
                const actions = [...c.actions, { key: first, trigger: "show_field" as const }];
                change(i, { ...c, actions, otherwise: opposites(actions) });
              }}
            >
              {t("adminForms.cond.addThen")}
            </button>
            <button
              type="button"
              className="admin-button admin-button--quiet"
              onClick={() => set(conditions.filter((_, k) => k !== i))}
            >
              {t("adminForms.cond.remove", { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
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

/** "Otherwise" undoes "then": a field shown when the rule holds is hidden when it does not. */
function opposites(actions: Condition["actions"]): Condition["actions"] {
  return actions.map((a) => ({
    key: a.key,
    trigger: a.trigger === "show_field" ? "hide_field" : "show_field",
  }));
}

const ACTION_SETTINGS: Record<string, { key: string; area?: boolean; tags?: boolean }[]> = {
  save: [],
  email: [
    { key: "to", tags: true },
    { key: "reply_to", tags: true },
    { key: "email_subject", tags: true },
    { key: "email_message", area: true, tags: true },
  ],
  successmessage: [{ key: "success_msg", area: true, tags: true }],
  redirect: [{ key: "redirect_url", tags: true }],
};

export function ActionPanel({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: PublishProblem[];
  onChange: (d: Draft) => void;
}) {
  const t = useAdminT();
  const [focused, setFocused] = useState<{ action: number; key: string } | null>(null);
  const [tag, setTag] = useState("");
  const areas = useRef(new Map<string, HTMLTextAreaElement | HTMLInputElement>());
  const set = (next: FormAction[]) => onChange({ ...draft, actions: next });
  const change = (i: number, a: FormAction) => set(draft.actions.map((x, j) => (j === i ? a : x)));
  const tags = [
    ...placeholderFields(draft.fields).map((f) => ({ tag: `{field:${f.key}}`, label: f.label || f.key })),
    ...(draft.settings.calculations ?? []).map((c) => ({ tag: `{calc:${c.name}}`, label: c.name })),
    { tag: "{all_fields_table}", label: t("adminForms.action.tagAllFields") },
    { tag: "{form:title}", label: t("adminForms.action.tagFormTitle") },
    { tag: "{submission:id}", label: t("adminForms.action.tagSubmission") },
    { tag: "{wp:admin_email}", label: t("adminForms.action.tagAdminEmail") },
  ];
  const insertTag = () => {
    if (!focused || !tag) return;
    const a = draft.actions[focused.action];
    if (!a) return;
    const el = areas.current.get(`${focused.action}:${focused.key}`);
    const current = typeof a.settings[focused.key] === "string" ? (a.settings[focused.key] as string) : "";
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    change(focused.action, {
      ...a,
      settings: { ...a.settings, [focused.key]: current.slice(0, start) + tag + current.slice(end) },
    });
    requestAnimationFrame(() => el?.focus());
  };
  return (
    <section className="admin-forms-panel" aria-labelledby="action-panel-title">
      <h2 id="action-panel-title">{t("adminForms.action.title")}</h2>
      <div className="admin-forms-pick">
        <div className="admin-field">
          <label htmlFor="action-tag">{t("adminForms.action.tag")}</label>
          <select id="action-tag" value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">{t("adminForms.calc.pickNone")}</option>
            {tags.map((x) => (
              <option key={x.tag} value={x.tag}>
                {x.label} {x.tag}
              </option>
            ))}
          </select>
          <p className="admin-field__help">
            {focused
              ? t("adminForms.action.tagInto", {
                  setting: t(`adminForms.action.setting.${focused.key}` as MessageKey),
                })
              : t("adminForms.action.tagHelp")}
          </p>
        </div>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          disabled={!focused || !tag}
          onClick={insertTag}
        >
          {t("adminForms.calc.insert")}
        </button>
      </div>
      {draft.actions.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; their position is their identity
        <fieldset key={i} className="admin-forms-action" data-action={a.type}>
          <legend>{t(`adminForms.action.type.${a.type}` as MessageKey)}</legend>
          <Problems problems={problems} target={`action:${i}`} />
          <Check
            id={`action-${i}-active`}
            label={t("adminForms.action.active")}
            checked={a.active}
            onChange={(v) => change(i, { ...a, active: v })}
          />
          {(ACTION_SETTINGS[a.type] ?? []).map((s) => {
            const id = `action-${i}-${s.key}`;
            const value = typeof a.settings[s.key] === "string" ? (a.settings[s.key] as string) : "";
            const props = {
              id,
              value,
              ref: (el: HTMLTextAreaElement | HTMLInputElement | null) => {
                if (el) areas.current.set(`${i}:${s.key}`, el);
              },
              onFocus: () => setFocused({ action: i, key: s.key }),
            };
            return (
              <div className="admin-field" key={s.key}>
                <label htmlFor={id}>{t(`adminForms.action.setting.${s.key}` as MessageKey)}</label>
                {s.area ? (
                  <textarea
                    {...props}
                    rows={4}
                    onChange={(e) =>
                      change(i, { ...a, settings: { ...a.settings, [s.key]: e.target.value } })
                    }
                  />
                ) : (
                  <input
                    {...props}
                    className="admin-input"
                    onChange={(e) =>
                      change(i, { ...a, settings: { ...a.settings, [s.key]: e.target.value } })
                    }
                  />
                )}
              </div>
            );
          })}
          {a.type === "redirect" ? (
            <Check
              id={`action-${i}-halt`}
              label={t("adminForms.action.halt")}
              checked={a.settings.halt === true}
              onChange={(v) => change(i, { ...a, settings: { ...a.settings, halt: v } })}
            />
          ) : null}
          {ACTION_SETTINGS[a.type] ? null : (
            <p className="admin-field__help">{t("adminForms.action.notEditable")}</p>
          )}
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => set(draft.actions.filter((_, j) => j !== i))}
          >
            {t("adminForms.action.remove", { type: t(`adminForms.action.type.${a.type}` as MessageKey) })}
          </button>
        </fieldset>
      ))}
      <div className="admin-forms-add-actions">
        {(["email", "successmessage", "redirect", "save"] as const).map((type) => (
          <button
            key={type}
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() =>
              set([
                ...draft.actions,
                {
                  type,
                  label: t(`adminForms.action.type.${type}`),
                  active: true,
                  settings:
                    type === "email"
                      ? { to: "", email_subject: "", email_message: "{all_fields_table}" }
                      : {},
                },
              ])
            }
          >
            {t("adminForms.action.add", { type: t(`adminForms.action.type.${type}`) })}
          </button>
        ))}
      </div>
    </section>
  );
}
