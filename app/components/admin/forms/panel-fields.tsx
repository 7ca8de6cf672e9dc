/**
 * The small pieces the builder's form panels share: a target's publish problems, a labelled text
 * input or checkbox, and the fields a placeholder or merge tag may name.
 */
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import { DISPLAY_TYPES } from "#modules/forms/builder/state.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { ProblemText } from "./problems.tsx";

export function Problems({ problems, target }: { problems: PublishProblem[]; target: string }) {
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

export function Text({
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

export function Check({
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

export const placeholderFields = (fields: FieldDef[]) =>
  fields.filter((f) => !DISPLAY_TYPES.includes(f.type));
