/**
 * Form definitions in PostgreSQL: read by the pages (render) and by the server (validation and,
 * in issue 7, submission); written by the seed, the importer and (later) the REST API.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type FormAction, type FormStatus, forms } from "#db/schema/index.ts";
import { sanitizeHtml } from "../shared/sanitize-html.ts";
import type { FieldDef, FormDef, FormSettings } from "./engine/types.ts";

export type StoredForm = FormDef & {
  key: string;
  title: string;
  status: FormStatus;
  actions: FormAction[];
  unsupported: string[];
  updatedAt: Date;
};

export type FormInput = {
  key: string;
  title: string;
  status?: "publish" | "closed";
  settings: FormSettings;
  fields: FieldDef[];
  actions?: FormAction[];
  source: string;
  unsupported?: string[];
};

function toStored(row: typeof forms.$inferSelect): StoredForm {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    status: row.status,
    settings: row.settings,
    fields: row.fields,
    actions: row.actions,
    unsupported: row.unsupported,
    updatedAt: row.updatedAt,
  };
}

/** By numeric id or by key (`[ninja_form id=kontakt]` in our own content). */
export async function getForm(db: Db, idOrKey: number | string): Promise<StoredForm | undefined> {
  const numeric =
    typeof idOrKey === "number" ? idOrKey : /^[0-9]+$/.test(idOrKey) ? Number(idOrKey) : undefined;
  if (numeric !== undefined && !Number.isSafeInteger(numeric)) return undefined;
  const [row] = await db
    .select()
    .from(forms)
    .where(numeric !== undefined ? eq(forms.id, numeric) : eq(forms.key, String(idOrKey)))
    .limit(1);
  return row ? toStored(row) : undefined;
}

export async function listForms(
  db: Db,
): Promise<{ id: number; key: string; title: string; status: string }[]> {
  return db
    .select({ id: forms.id, key: forms.key, title: forms.title, status: forms.status })
    .from(forms)
    .orderBy(asc(forms.id));
}

/**
 * Inserts a form or, when its key exists, replaces its definition (an import run twice changes
 * nothing else). Returns the id and whether it was created.
 */
/**
 * The HTML an owner may write into a field (help text, description, an HTML field's content) is
 * rendered as HTML, so it is stored clean whoever writes it (the importer cleans and reports
 * too; NF-6 in reliability.md): no script, no event handlers, no javascript: URLs.
 */
export function withCleanHtml(fields: FieldDef[]): FieldDef[] {
  return fields.map((f) => {
    const clean = { ...f };
    for (const key of ["help_text", "desc_text", "content"] as const) {
      const html = f[key];
      if (typeof html === "string" && html !== "") clean[key] = sanitizeHtml(html).html;
    }
    if (f.fields) clean.fields = withCleanHtml(f.fields);
    return clean;
  });
}

export async function upsertForm(db: Db, input: FormInput): Promise<{ id: number; created: boolean }> {
  const values = {
    key: input.key,
    title: input.title,
    status: input.status ?? "publish",
    settings: input.settings,
    fields: withCleanHtml(input.fields),
    actions: input.actions ?? [],
    source: input.source,
    unsupported: input.unsupported ?? [],
  };
  const [row] = await db
    .insert(forms)
    .values(values)
    .onConflictDoUpdate({ target: forms.key, set: { ...values, updatedAt: sql`now()` } })
    .returning({ id: forms.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error(`Formular ${input.key} konnte nicht gespeichert werden.`);
  return { id: row.id, created: row.created };
}

/** Inserts only when the key is new (the demo seed: a second run changes nothing). */
export async function insertFormIfMissing(
  db: Db,
  input: FormInput,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(forms)
    .values({
      ...input,
      fields: withCleanHtml(input.fields),
      status: input.status ?? "publish",
      actions: input.actions ?? [],
      unsupported: input.unsupported ?? [],
    })
    .onConflictDoNothing({ target: forms.key })
    .returning({ id: forms.id });
  if (row) return { id: row.id, created: true };
  const existing = await getForm(db, input.key);
  if (!existing) throw new Error(`Formular ${input.key} fehlt.`);
  return { id: existing.id, created: false };
}
