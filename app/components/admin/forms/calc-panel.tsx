/**
 * The builder's calculations panel: one editor per calculation, with placeholders inserted by
 * picking a field or calc, the engine's parser errors live, and try values for a result.
 */
import { type RefObject, useRef, useState } from "react";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { Draft } from "#modules/forms/builder/state.ts";
import { compileCalculation, roundCalc } from "#modules/forms/engine/calc.ts";
import { evaluate } from "#modules/forms/engine/expression.ts";
import type { Calculation } from "#modules/forms/engine/types.ts";
import { useAdminT } from "../use-admin-t.ts";
import { FieldPicker, Problems, placeholderFields, Text } from "./panel-fields.tsx";

type Compiled = ReturnType<typeof compileCalculation>;

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

/** The placeholder picker: a field or another calculation, inserted at the equation's cursor. */
function CalcPick({
  id,
  calc,
  draft,
  eqRef,
  onChange,
}: {
  id: string;
  calc: Calculation;
  draft: Draft;
  eqRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (c: Calculation) => void;
}) {
  const t = useAdminT();
  const [pick, setPick] = useState("");
  const insert = () => {
    if (!pick) return;
    const { value, caret } = insertAt(eqRef.current, calc.eq, pick);
    onChange({ ...calc, eq: value });
    requestAnimationFrame(() => {
      eqRef.current?.focus();
      eqRef.current?.setSelectionRange(caret, caret);
    });
  };
  return (
    <div className="admin-forms-pick">
      <FieldPicker
        id={`${id}-pick`}
        label={t("adminForms.calc.pick")}
        value={pick}
        fields={placeholderFields(draft.fields)}
        onChange={setPick}
        optionValue={(f) => `{field:${f.key}}`}
        none={t("adminForms.calc.pickNone")}
        group={t("adminForms.calc.pickFields")}
        extra={(f) =>
          f.type.startsWith("list") || f.type === "checkbox" ? (
            <option key={`${f.key}:calc`} value={`{field:${f.key}:calc}`}>
              {t("adminForms.calc.calcValueOf", { name: f.label || f.key })}
            </option>
          ) : null
        }
      >
        <optgroup label={t("adminForms.calc.pickCalcs")}>
          {(draft.settings.calculations ?? [])
            .filter((c) => c.name && c.name !== calc.name)
            .map((c) => (
              <option key={c.name} value={`{calc:${c.name}}`}>
                {c.name}
              </option>
            ))}
        </optgroup>
      </FieldPicker>
      <button type="button" className="admin-button admin-button--quiet" onClick={insert} disabled={!pick}>
        {t("adminForms.calc.insert")}
      </button>
    </div>
  );
}

/** Try values for the equation's placeholders, and the result the engine computes from them. */
function CalcTry({ id, compiled }: { id: string; compiled: Compiled }) {
  const t = useAdminT();
  const [tries, setTries] = useState<Record<string, string>>({});
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
    <>
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
    </>
  );
}

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
  const compiled = compileCalculation(calc);
  const id = `calc-${index}`;
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
      <CalcPick id={id} calc={calc} draft={draft} eqRef={eqRef} onChange={onChange} />
      <CalcTry id={id} compiled={compiled} />
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
