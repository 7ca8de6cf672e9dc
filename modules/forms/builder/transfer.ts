/**
 * New forms from elsewhere (issue 26 item 5): from a template, as a copy of a form, from the
 * forms of an uploaded `.nff` file (parsed by importers/ninja-forms; the caller hands the parsed
 * definitions in). Each becomes a new form in the draft state (the owner checks it in the builder
 * and publishes), one audited transaction per form. Framework-free.
 */
import type { Db } from "#db/client.ts";
import type { FormDraft } from "#db/schema/forms.ts";
import type { FieldDef, FormSettings } from "../engine/types.ts";
import { insertDraftForm, loadBuilderForm, parseDraft, type WriteOptions } from "./admin.ts";
import { type FormTemplate, templateDraft } from "./templates.ts";

export async function createFormFromTemplate(db: Db, template: FormTemplate, opts: WriteOptions) {
  return insertDraftForm(db, parseDraft(templateDraft(template)), { ...opts, from: { template } });
}

/** Title of a copy: "Kopie von …" (within the title's 200 characters). */
export const copyTitle = (title: string) => `Kopie von ${title}`.slice(0, 200);

/**
 * A copy of a form's current definition (its draft when it has one) as a new unpublished form;
 * undefined when there is no such form. Submissions stay with the original.
 */
export async function duplicateForm(
  db: Db,
  id: number,
  opts: WriteOptions,
): Promise<{ id: number; key: string } | undefined> {
  const form = await loadBuilderForm(db, id);
  if (!form) return undefined;
  const source = structuredClone(form.draft);
  const title = copyTitle(source.title || form.key);
  const draft = parseDraft({ ...source, title, settings: { ...source.settings, title } });
  return insertDraftForm(db, draft, { ...opts, from: { copyOf: id } });
}

/** A form read from an import file, with what it holds that we do not support. */
export type ImportedForm = {
  title: string;
  settings: FormSettings;
  fields: FieldDef[];
  actions?: FormDraft["actions"];
  unsupported: string[];
};

export type ImportedFormResult = { id: number; title: string; fields: number; unsupported: string[] };

/** Every form of the file as a new unpublished form (source "nff"); its report stays on the row. */
export async function importForms(
  db: Db,
  imported: readonly ImportedForm[],
  opts: WriteOptions & { fileName: string },
): Promise<ImportedFormResult[]> {
  const out: ImportedFormResult[] = [];
  for (const f of imported) {
    const title = (f.title.trim() || opts.fileName).slice(0, 200);
    const draft = parseDraft({
      title,
      settings: { ...f.settings, title },
      fields: f.fields,
      actions: f.actions ?? [],
    });
    const { id } = await insertDraftForm(db, draft, {
      ...opts,
      source: "nff",
      unsupported: f.unsupported,
      from: { importedFrom: opts.fileName },
    });
    out.push({ id, title, fields: draft.fields.length, unsupported: f.unsupported });
  }
  return out;
}
