/**
 * Our form definition → a Ninja Forms export (`.nff`), the reverse of parse.ts: field settings
 * under Ninja Forms' names (`default`, `element_class`, conditions' `then`/`else`, the per-form
 * messages at the settings' top level), field ids kept so a quantity field's product follows.
 * Round trip: parseNff(exportNff(form)) gives the same definition (parse.test.ts, every corpus
 * file). Pure.
 */
import type { FormAction } from "#db/schema/forms.ts";
import type { FieldDef, FormSettings } from "#modules/forms/engine/types.ts";

export type ExportableForm = {
  title: string;
  settings: FormSettings;
  fields: FieldDef[];
  actions?: FormAction[];
};

type Raw = Record<string, unknown>;

function exportField(f: FieldDef): Raw {
  const { parentType: _, classes, default_value, content, fields, ...rest } = f;
  const out: Raw = { ...rest, objectType: "Field", objectDomain: "fields" };
  if (classes !== undefined) out.element_class = classes;
  if (f.type === "html") out.default = content ?? "";
  else if (default_value !== undefined) out.default = default_value;
  // Explicit switches survive the parser's "1"/"0" reading.
  for (const [k, v] of Object.entries(out)) if (typeof v === "boolean") out[k] = v ? "1" : "0";
  if (fields) out.fields = fields.map((sub, i) => ({ ...exportField(sub), order: sub.order ?? i + 1 }));
  return out;
}

function exportSettings(title: string, s: FormSettings): Raw {
  const { messages, conditions, show_title, clear_complete, hide_complete, novalidate, ...rest } = s;
  const out: Raw = { ...rest, title, objectType: "Form Setting" };
  if (show_title !== undefined) out.show_title = show_title ? "1" : "0";
  if (clear_complete) out.clear_complete = "1";
  if (hide_complete) out.hide_complete = "1";
  if (novalidate) out.novalidate = "1";
  for (const [k, v] of Object.entries(messages ?? {})) out[k] = v;
  if (conditions?.length)
    out.conditions = conditions.map((c) => ({
      connector: c.connector,
      when: c.when.map((w) => ({ connector: c.connector === "any" ? "OR" : "AND", ...w })),
      // biome-ignore lint/suspicious/noThenProperty: Ninja Forms' condition format names it `then`
      then: c.actions,
      else: c.otherwise ?? [],
    }));
  return out;
}

function exportAction(a: FormAction): Raw {
  return {
    ...a.settings,
    type: a.type,
    label: a.label ?? a.type,
    active: a.active ? "1" : "0",
    objectType: "Action",
  };
}

/** One form as the text of a `.nff` file. */
export function exportNff(form: ExportableForm): string {
  return JSON.stringify({
    settings: exportSettings(form.title, form.settings),
    fields: form.fields.map(exportField),
    actions: (form.actions ?? []).map(exportAction),
  });
}
