/**
 * The no-JS re-render: a form whose starting values are what the visitor posted, so the page
 * that shows the errors keeps every answer. Pure; the definition is copied, never changed.
 */
import type { FieldDef, FieldValue, RuntimeForm } from "../engine/types.ts";

function prefillField(f: FieldDef, value: FieldValue | undefined): FieldDef {
  if (value === undefined) return f;
  if (f.type === "checkbox") return { ...f, default_value: value === true ? "checked" : "unchecked" };
  if (typeof value === "object" && !Array.isArray(value))
    return {
      ...f,
      default_value: value.date,
      date_default: false,
      selected_hour: value.hour ?? f.selected_hour,
      selected_minute: value.minute ?? f.selected_minute,
      selected_ampm: value.ampm ?? f.selected_ampm,
    };
  const text = typeof value === "boolean" ? (value ? "1" : "") : value;
  const chosen = Array.isArray(text) ? text : [text];
  const mark = (opts: FieldDef["options"]) =>
    opts?.map((o) => ({ ...o, selected: chosen.includes(o.value) }));
  if ((f.options?.length || f.image_options?.length) && f.type !== "product")
    return {
      ...f,
      options: mark(f.options),
      image_options: mark(f.image_options),
      default_value: Array.isArray(text) ? f.default_value : text,
    };
  return { ...f, default_value: Array.isArray(text) ? text.join(", ") : text };
}

export function prefillForm(form: RuntimeForm, values: Readonly<Record<string, FieldValue>>): RuntimeForm {
  return { ...form, fields: form.fields.map((f) => prefillField(f, values[String(f.id)])) };
}
