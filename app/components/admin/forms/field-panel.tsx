/**
 * The side panel of the selected field: its spec §3 settings for its type (field-settings.ts),
 * the options editor for list types (label, value, calc value; image and alt for the image
 * list) and the publish problems that point at this field, each at the top of the panel.
 */
import { lazy, Suspense, useId, useState } from "react";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { FieldDef, FieldOption } from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";
import { hasOptions, type SettingDef, settingsFor } from "./field-settings.ts";
import { ProblemText } from "./problems.tsx";
import { SubFieldsEditor } from "./sub-fields-editor.tsx";

// The media library's picker, loaded when an image list's option asks for it.
const MediaPickerDialog = lazy(() =>
  import("../media/picker-dialog.tsx").then((m) => ({ default: m.MediaPickerDialog })),
);

function SettingInput({
  def,
  field,
  fields,
  onChange,
}: {
  def: SettingDef;
  field: FieldDef;
  fields: FieldDef[];
  onChange: (patch: Partial<FieldDef>) => void;
}) {
  const t = useAdminT();
  const id = `field-setting-${String(def.key)}`;
  const label = t(`adminForms.setting.${String(def.key)}` as MessageKey);
  const raw = field[def.key];
  const set = (value: unknown) => onChange({ [def.key]: value } as Partial<FieldDef>);
  if (def.kind === "bool") {
    const checked = def.key === "visible" ? raw !== false : raw === true;
    return (
      <div className="admin-field admin-field--check">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => set(e.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }
  if (def.kind === "select" || def.kind === "fieldRef") {
    const choices =
      def.kind === "select"
        ? (def.choices ?? []).map((c) => ({
            value: c,
            label: t(`adminForms.choice.${c || "none"}` as MessageKey),
          }))
        : [
            { value: "", label: t("adminForms.choice.none") },
            ...fields
              .filter((f) => f.id !== field.id && (!def.refTypes || def.refTypes.includes(f.type)))
              .map((f) => ({
                value: def.key === "product_assignment" ? String(f.id) : f.key,
                label: f.label || f.key,
              })),
          ];
    const value = raw === undefined || raw === null ? "" : String(raw);
    return (
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={value}
          onChange={(e) => {
            const v = e.target.value;
            if (def.key === "product_assignment") set(v === "" ? undefined : Number(v));
            else set(v === "" ? undefined : v);
          }}
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const value = raw === undefined || raw === null ? "" : String(raw);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {def.kind === "textarea" ? (
        <textarea id={id} rows={3} value={value} onChange={(e) => set(e.target.value)} />
      ) : (
        <input
          id={id}
          className="admin-input"
          type={def.kind === "int" ? "number" : "text"}
          inputMode={def.kind === "int" ? "numeric" : undefined}
          value={value}
          onChange={(e) => {
            const v = e.target.value;
            if (def.kind === "int") set(v === "" ? undefined : Math.trunc(Number(v)));
            else set(v);
          }}
        />
      )}
    </div>
  );
}

function OptionsEditor({
  field,
  onChange,
}: {
  field: FieldDef;
  onChange: (patch: Partial<FieldDef>) => void;
}) {
  const t = useAdminT();
  const prefix = useId();
  const image = field.type === "listimage";
  const key = image ? "image_options" : "options";
  const options = (image ? field.image_options : field.options) ?? [];
  const set = (next: FieldOption[]) => onChange({ [key]: next } as Partial<FieldDef>);
  const change = (i: number, patch: Partial<FieldOption>) =>
    set(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const columns: (keyof FieldOption)[] = image
    ? ["label", "value", "calc", "image", "alt"]
    : ["label", "value", "calc"];
  // The option whose image is being picked from the media library.
  const [picking, setPicking] = useState<number | null>(null);
  return (
    <fieldset className="admin-forms-options">
      <legend>{t("adminForms.options.title")}</legend>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`adminForms.options.${c}` as MessageKey)}
              </th>
            ))}
            <th scope="col">{t("adminForms.options.selected")}</th>
            {image ? (
              <th scope="col">
                <span className="admin-visually-hidden">{t("adminForms.options.pick")}</span>
              </th>
            ) : null}
            <th scope="col">
              <span className="admin-visually-hidden">{t("adminForms.options.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; the row is its position
            <tr key={i}>
              {columns.map((c) => (
                <td key={c}>
                  <input
                    className="admin-input"
                    aria-label={t(`adminForms.options.${c}Of` as MessageKey, { n: i + 1 })}
                    id={`${prefix}-${c}-${i}`}
                    value={String(o[c] ?? "")}
                    onChange={(e) => change(i, { [c]: e.target.value })}
                  />
                </td>
              ))}
              <td>
                <input
                  type="checkbox"
                  aria-label={t("adminForms.options.selectedOf", { n: i + 1 })}
                  checked={o.selected === true}
                  onChange={(e) => change(i, { selected: e.target.checked })}
                />
              </td>
              {image ? (
                <td>
                  <button
                    type="button"
                    className="admin-button admin-button--quiet"
                    aria-label={t("adminForms.options.pickOf", { n: i + 1 })}
                    onClick={() => setPicking(i)}
                  >
                    {t("adminForms.options.pick")}
                  </button>
                </td>
              ) : null}
              <td>
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  aria-label={t("adminForms.options.removeOf", { n: i + 1 })}
                  onClick={() => set(options.filter((_, j) => j !== i))}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() =>
          set([
            ...options,
            { label: "", value: `option-${options.length + 1}`, calc: String(options.length + 1) },
          ])
        }
      >
        {t("adminForms.options.add")}
      </button>
      {picking !== null ? (
        <Suspense fallback={null}>
          <MediaPickerDialog
            onChoose={(item) => {
              // The library's address and its alt text (an option's own alt text stays).
              const o = options[picking];
              change(picking, { image: item.src, alt: o?.alt ? o.alt : item.alt });
              setPicking(null);
            }}
            onClose={() => setPicking(null)}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}

export function FieldPanel({
  field,
  fields,
  problems,
  onChange,
}: {
  field: FieldDef;
  fields: FieldDef[];
  problems: PublishProblem[];
  onChange: (patch: Partial<FieldDef>) => void;
}) {
  const t = useAdminT();
  const mine = problems.filter((p) => p.target === `field:${field.id}`);
  return (
    <section className="admin-forms-panel" aria-labelledby="field-panel-title">
      <h2 id="field-panel-title" tabIndex={-1}>
        {t("adminForms.panel.field", { name: field.label || field.key })}
      </h2>
      {mine.length ? (
        <ul className="admin-forms-problems" role="alert">
          {mine.map((p) => (
            <li key={p.code}>
              <ProblemText problem={p} />
            </li>
          ))}
        </ul>
      ) : null}
      {settingsFor(field.date_mode === "time_only" ? "date" : field.type).map((def) => (
        <SettingInput key={String(def.key)} def={def} field={field} fields={fields} onChange={onChange} />
      ))}
      {hasOptions(field.type) ? <OptionsEditor field={field} onChange={onChange} /> : null}
      {field.type === "repeater" ? (
        <SubFieldsEditor repeater={field} fields={fields} onChange={onChange} />
      ) : null}
    </section>
  );
}
