/**
 * The small pieces the builder's form panels share: a target's publish problems, a labelled text
 * input or checkbox, the fields a placeholder or merge tag may name, and the one field picker
 * (calculations, conditions, action conditions).
 */
import type { ReactNode } from "react";
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

/**
 * A labelled select of fields. `optionValue` is what choosing a field gives (its key by default);
 * `extra` adds options after a field's own (a calc value); `children` adds further groups; `none`
 * is a first empty choice; `missing` names a chosen key whose field was deleted (kept visible).
 */
export function FieldPicker({
  id,
  label,
  value,
  fields,
  onChange,
  optionValue = (f) => f.key,
  extra,
  group,
  none,
  missing,
  children,
}: {
  id: string;
  label: string;
  value: string;
  fields: FieldDef[];
  onChange: (v: string) => void;
  optionValue?: (f: FieldDef) => string;
  extra?: (f: FieldDef) => ReactNode;
  group?: string;
  none?: string;
  missing?: (value: string) => string;
  children?: ReactNode;
}) {
  const options = fields.flatMap((f) => [
    <option key={f.id} value={optionValue(f)}>
      {f.label || f.key}
    </option>,
    ...(extra ? [extra(f)] : []),
  ]);
  const gone = missing && value !== "" && !fields.some((f) => optionValue(f) === value);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {gone ? <option value={value}>{missing(value)}</option> : null}
        {group ? <optgroup label={group}>{options}</optgroup> : options}
        {children}
      </select>
    </div>
  );
}
