/**
 * The forms list's writes, one module function per intent: a new form (title), one from a
 * template, a copy of a form, a form to the trash. Thin: modules/forms/builder does the work.
 */
import { data, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { createForm } from "#modules/forms/builder/admin.ts";
import { isFormTemplate } from "#modules/forms/builder/template-names.ts";
import { createFormFromTemplate, duplicateForm } from "#modules/forms/builder/transfer.ts";
import { trashForm } from "#modules/forms/builder/trash.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { type AdminRequest, adminHeaders } from "../admin.server.ts";

export type ListActionData =
  | { error: MessageKey; title?: string; template?: string }
  | { trashed: { id: number; title: string } };

const postedId = (form: FormData) => {
  const raw = String(form.get("id") ?? "");
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
};

export async function formsListAction(admin: AdminRequest, form: FormData) {
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  const db = admin.services.db;
  const intent = String(form.get("intent") ?? "create");
  const open = (id: number) => redirect(adminPaths.form(id), { headers: adminHeaders() });
  if (intent === "template") {
    const template = form.get("template");
    if (!isFormTemplate(template))
      return data<ListActionData>(
        { error: "adminFormsX.template.unknown", template: String(template ?? "") },
        400,
      );
    return open((await createFormFromTemplate(db, template, opts)).id);
  }
  if (intent === "duplicate" || intent === "trash") {
    const id = postedId(form);
    if (id === undefined) return data<ListActionData>({ error: "adminFormsX.missing" }, 404);
    if (intent === "duplicate") {
      const copy = await duplicateForm(db, id, opts);
      return copy ? open(copy.id) : data<ListActionData>({ error: "adminFormsX.missing" }, 404);
    }
    const result = await trashForm(db, id, opts);
    if (result === "missing") return data<ListActionData>({ error: "adminFormsX.missing" }, 404);
    return data<ListActionData>({ trashed: { id, title: String(form.get("title") ?? "") } });
  }
  const title = String(form.get("title") ?? "").trim();
  if (title === "" || title.length > 200)
    return data<ListActionData>({ error: "adminForms.create.titleMissing", title }, 400);
  return open((await createForm(db, title, opts)).id);
}
