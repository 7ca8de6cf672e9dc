/**
 * The repeater (spec §2/§4, glossary F13): each set is a fieldset with the legend "Satz n" and its
 * own copies of the template's sub-fields, ids `nf-field-{repeaterId}.{subFieldId}_{setIndex}`
 * (numbered from 1). Add appends a set and moves focus to its first input; remove drops the set and
 * moves focus to the set that takes its place (or to the add button); both are announced in a
 * polite live region. Sets whose state did not change keep their identity and do not re-render.
 *
 * Without JavaScript: set 1 is rendered as plain named controls and submitted with the form; the
 * add control stays disabled (docs/decisions/011-repeaters-captchas-uploads.md).
 */
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { RepeaterSetState, SubFieldState } from "#modules/forms/engine/repeater.ts";
import { isMultiValue, MAX_REPEATER_SETS, minSets, templateOf } from "#modules/forms/engine/repeater.ts";
import type { FieldDef, FieldValue } from "#modules/forms/engine/types.ts";
import { useEngine, useFieldState } from "./engine-context.tsx";
import { RequiredMark } from "./field-container.tsx";
import { useFormsT } from "./use-forms-t.ts";

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** A mousedown that does not move focus (the click still fires). */
export const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();

type SubProps = {
  repeaterId: number;
  setKey: number;
  sub: FieldDef;
  s: SubFieldState;
};

const INPUT_TYPES: Record<string, string> = {
  email: "email",
  phone: "tel",
  password: "password",
  number: "text",
  quantity: "text",
};

function SubField({ repeaterId, setKey, sub, s }: SubProps) {
  const engine = useEngine();
  const t = useFormsT();
  const id = `nf-field-${s.id}`;
  const errorId = `nf-error-${s.id}`;
  const set = (value: FieldValue, event: "input" | "change") =>
    engine.setSub(repeaterId, setKey, sub.id, value, event);
  const blur = () => engine.blurSub(repeaterId, setKey, sub.id);
  const invalid = s.errors.length > 0;
  const a11y = {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    "aria-required": sub.required || undefined,
  } as const;
  if (sub.type === "hidden") return <input type="hidden" id={id} name={id} value={text(s.value)} />;
  const options = (sub.options ?? []).filter((o) => o.visible !== false);
  const group = sub.type === "listradio" || sub.type === "listcheckbox" || sub.type === "terms";
  const label = (
    <>
      {sub.label}
      {sub.required ? <RequiredMark /> : null}
    </>
  );
  let control: ReactNode;
  if (sub.type === "textarea") {
    control = (
      <textarea
        id={id}
        name={id}
        className="ninja-forms-field nf-element"
        rows={4}
        required={sub.required || undefined}
        value={text(s.value)}
        onChange={(e) => set(e.target.value, "input")}
        onBlur={blur}
        {...a11y}
      />
    );
  } else if (sub.type === "listselect" || sub.type === "listmultiselect") {
    const multi = sub.type === "listmultiselect";
    control = (
      <select
        id={id}
        name={multi ? `${id}[]` : id}
        className="ninja-forms-field nf-element"
        multiple={multi || undefined}
        required={sub.required || undefined}
        value={multi ? (Array.isArray(s.value) ? s.value : []) : text(s.value)}
        onChange={(e) =>
          set(multi ? [...e.target.selectedOptions].map((o) => o.value) : e.target.value, "change")
        }
        onBlur={blur}
        {...a11y}
      >
        {!multi ? <option value="">{sub.placeholder || t("forms.select")}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (group) {
    control = <SubChoiceList id={id} sub={sub} s={s} options={options} set={set} blur={blur} />;
  } else if (sub.type === "checkbox") {
    control = (
      <input
        type="checkbox"
        id={id}
        name={id}
        value="1"
        className="ninja-forms-field nf-element"
        checked={s.value === true}
        onChange={(e) => set(e.target.checked, "change")}
        onBlur={blur}
        {...a11y}
      />
    );
  } else {
    control = (
      <input
        id={id}
        name={id}
        type={INPUT_TYPES[sub.parentType ?? sub.type] ?? "text"}
        inputMode={sub.type === "number" || sub.type === "quantity" ? "decimal" : undefined}
        className="ninja-forms-field nf-element"
        required={sub.required || undefined}
        placeholder={sub.placeholder || undefined}
        value={text(s.value)}
        onChange={(e) => set(e.target.value, "input")}
        onBlur={blur}
        {...a11y}
      />
    );
  }
  const state = invalid ? "nf-error" : !s.clean && s.value !== "" ? "nf-pass" : "";
  return (
    <div
      className={["nf-field-container", `${sub.type}-container`, sub.required ? "required" : "", state]
        .filter(Boolean)
        .join(" ")}
      id={`nf-field-${s.id}-container`}
      data-field-key={sub.key}
    >
      <div className={`nf-field field-wrap ${state}`}>
        {group ? (
          <fieldset className="nf-fieldset">
            <legend className="nf-field-label">{label}</legend>
            <div className="nf-field-element">{control}</div>
          </fieldset>
        ) : (
          <>
            <div className="nf-field-label">
              <label htmlFor={id}>{label}</label>
            </div>
            <div className="nf-field-element">{control}</div>
          </>
        )}
        <div className="nf-error-wrap nf-error" id={errorId} aria-live="polite">
          {s.errors.map((e) => (
            <div key={e.id} className={`nf-error-msg nf-error-${e.id}`}>
              {e.message}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A repeated radio/checkbox list: one input per visible option, the set's value as the checked ones. */
function SubChoiceList({
  id,
  sub,
  s,
  options,
  set,
  blur,
}: {
  id: string;
  sub: SubProps["sub"];
  s: SubFieldState;
  options: NonNullable<SubProps["sub"]["options"]>;
  set: (value: FieldValue, event: "input" | "change") => void;
  blur: () => void;
}) {
  const multi = isMultiValue(sub);
  const chosen = Array.isArray(s.value) ? s.value : text(s.value) ? [text(s.value)] : [];
  return (
    <ul className="nf-list list-vertical">
      {options.map((o, i) => (
        <li key={o.value}>
          <input
            type={multi ? "checkbox" : "radio"}
            id={`${id}-${i}`}
            name={multi ? `${id}[]` : id}
            value={o.value}
            className="ninja-forms-field nf-element"
            checked={chosen.includes(o.value)}
            aria-invalid={s.errors.length > 0 || undefined}
            onChange={(e) =>
              set(
                multi
                  ? e.target.checked
                    ? [...chosen, o.value]
                    : chosen.filter((v) => v !== o.value)
                  : o.value,
                "change",
              )
            }
            onBlur={blur}
          />
          <label htmlFor={`${id}-${i}`}>{o.label}</label>
        </li>
      ))}
    </ul>
  );
}

const RepeaterSet = memo(function RepeaterSet({
  repeater,
  set,
  removable,
  onRemove,
}: {
  repeater: FieldDef;
  set: RepeaterSetState;
  removable: boolean;
  onRemove: (key: number, index: number) => void;
}) {
  const t = useFormsT();
  const subs = new Map(templateOf(repeater).map((s) => [s.id, s]));
  return (
    <fieldset
      className="nf-repeater-fieldset"
      data-set-index={set.index}
      data-set-key={set.key}
      id={`nf-repeater-${repeater.id}-set-${set.key}`}
    >
      <legend>{t("forms.repeaterSet", { n: set.index })}</legend>
      {set.fields.map((sf) => (
        <SubField
          key={sf.sub}
          repeaterId={repeater.id}
          setKey={set.key}
          sub={subs.get(sf.sub) as FieldDef}
          s={sf}
        />
      ))}
      {removable ? (
        <button
          type="button"
          className="button button--ghost nf-remove-fieldset"
          onClick={() => onRemove(set.key, set.index)}
        >
          {t("forms.repeaterRemove", { n: set.index })}
        </button>
      ) : null}
    </fieldset>
  );
});

export function RepeaterField({ f }: { f: FieldDef }) {
  const t = useFormsT();
  const engine = useEngine();
  const s = useFieldState(f.id);
  const sets = s.sets ?? [];
  const [hydrated, setHydrated] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next render: a set (by key) or the add button.
  const pendingFocus = useRef<number | "add" | null>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === "add") addRef.current?.focus();
    else
      rootRef.current
        ?.querySelector<HTMLElement>(
          `[data-set-key="${target}"] :is(input, select, textarea):not([type=hidden])`,
        )
        ?.focus();
  });

  const atLimit = sets.length >= MAX_REPEATER_SETS;
  const add = () => {
    const key = engine.addSet(f.id);
    if (key === null) {
      setAnnouncement(t("forms.repeaterLimit", { n: MAX_REPEATER_SETS }));
      return;
    }
    pendingFocus.current = key;
    setAnnouncement(t("forms.repeaterAdded", { n: engine.sets(f.id).length }));
  };
  const removeNow = (key: number, index: number) => {
    engine.removeSet(f.id, key);
    const after = engine.sets(f.id);
    pendingFocus.current = after[index - 1]?.key ?? "add";
    setAnnouncement(t("forms.repeaterRemoved", { n: index, count: after.length }));
  };
  // A stable callback, so the memoised sets that did not change do not re-render.
  const removeRef = useRef(removeNow);
  removeRef.current = removeNow;
  const remove = useCallback((key: number, index: number) => removeRef.current(key, index), []);

  return (
    <div
      ref={rootRef}
      className={`nf-field-container repeater-container ${f.container_class ?? ""}`}
      id={`nf-field-${f.id}-container`}
      data-field-key={f.key}
      hidden={!s.visible}
    >
      <fieldset className="nf-repeater">
        <legend>{f.label}</legend>
        {sets.map((set) => (
          <RepeaterSet
            key={set.key}
            repeater={f}
            set={set}
            removable={sets.length > minSets(f)}
            onRemove={remove}
          />
        ))}
        {s.errors.map((e) => (
          <div key={e.id} className={`nf-error-msg nf-error-${e.id}`} role="alert">
            {e.message}
          </div>
        ))}
        <button
          ref={addRef}
          type="button"
          className="button button--ghost nf-add-fieldset"
          disabled={!hydrated || atLimit}
          // Focus stays where it is until the click: the field left would otherwise validate on
          // mousedown, its error move this button, and the click land beside it (issue 26).
          onMouseDown={keepFocus}
          onClick={add}
        >
          {t("forms.repeaterAdd")}
        </button>
        <div className="screen-reader-text nf-repeater-status" role="status" aria-live="polite">
          {announcement}
        </div>
      </fieldset>
    </div>
  );
}
