/**
 * A repeater's own fields (issue 26: every set a visitor adds holds them): per row the label, the
 * key, the type and "required", a remove button; a new field of a chosen type at the end. The
 * preview beside the builder shows the repeater with them at once (the same engine).
 */
import { useId, useState } from "react";
import {
  SUB_FIELD_TYPES,
  type SubFieldType,
  subFieldsWith,
  subFieldsWithout,
} from "#modules/forms/builder/state.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

export function SubFieldsEditor({
  repeater,
  fields,
  onChange,
}: {
  repeater: FieldDef;
  /** Every field of the form: a new sub-field's id must be new in all of it. */
  fields: FieldDef[];
  onChange: (patch: Partial<FieldDef>) => void;
}) {
  const t = useAdminT();
  const prefix = useId();
  const [type, setType] = useState<SubFieldType>("textbox");
  const subs = [...(repeater.fields ?? [])].sort((a, b) => a.order - b.order);
  const change = (id: number, patch: Partial<FieldDef>) =>
    onChange({ fields: subs.map((s) => (s.id === id ? { ...s, ...patch } : s)) });
  const typeOptions = SUB_FIELD_TYPES.map((v) => (
    <option key={v} value={v}>
      {t(`adminForms.type.${v}` as MessageKey)}
    </option>
  ));
  return (
    <fieldset className="admin-forms-options">
      <legend>{t("adminForms.subFields.title")}</legend>
      <p className="admin-field__help">{t("adminForms.subFields.help")}</p>
      {/* One small group per set field, stacked: the panel is too narrow for a table. */}
      <ol className="admin-forms-subfields">
        {subs.map((s, i) => (
          <li key={s.id} className="admin-forms-subfields__item">
            <TextInput
              id={`${prefix}-label-${s.id}`}
              label={t("adminForms.subFields.labelOf", { n: i + 1 })}
              value={s.label}
              onChange={(label) => change(s.id, { label })}
            />
            <TextInput
              id={`${prefix}-key-${s.id}`}
              label={t("adminForms.subFields.keyOf", { n: i + 1 })}
              value={s.key}
              onChange={(key) => change(s.id, { key })}
            />
            <div className="admin-field">
              <label htmlFor={`${prefix}-type-${s.id}`}>
                {t("adminForms.subFields.typeOf", { n: i + 1 })}
              </label>
              <select
                id={`${prefix}-type-${s.id}`}
                value={s.type}
                onChange={(e) => change(s.id, { type: e.target.value as FieldDef["type"] })}
              >
                {typeOptions}
              </select>
            </div>
            <div className="admin-forms-subfields__row">
              <span className="admin-field admin-field--check">
                <input
                  id={`${prefix}-required-${s.id}`}
                  type="checkbox"
                  checked={s.required === true}
                  onChange={(e) => change(s.id, { required: e.target.checked })}
                />
                <label htmlFor={`${prefix}-required-${s.id}`}>
                  {t("adminForms.subFields.requiredOf", { n: i + 1 })}
                </label>
              </span>
              <button
                type="button"
                className="admin-button admin-button--quiet admin-button--danger"
                onClick={() => onChange({ fields: subFieldsWithout(repeater, s.id) })}
              >
                {t("adminForms.subFields.removeOf", { n: i + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="admin-forms-subfields__add">
        <label htmlFor={`${prefix}-new-type`}>{t("adminForms.subFields.newType")}</label>
        <select
          id={`${prefix}-new-type`}
          value={type}
          onChange={(e) => setType(e.target.value as SubFieldType)}
        >
          {typeOptions}
        </select>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          onClick={() => onChange({ fields: subFieldsWith(repeater, fields, type) })}
        >
          {t("adminForms.subFields.add")}
        </button>
      </div>
    </fieldset>
  );
}

/** A labelled text input of a set field. */
function TextInput(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        className="admin-input"
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
