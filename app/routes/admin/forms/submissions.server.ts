/** What the submissions screens share on the server: the form they belong to and the posted ids. */
import { data } from "react-router";
import { getForm, type StoredForm } from "#modules/forms/store.ts";
import type { AppServices } from "#server/services.ts";

/** The form of `/admin/forms/:id/…` (404 for an unknown one or a bad id). */
export async function formOf(services: AppServices, rawId: string | undefined): Promise<StoredForm> {
  const id = /^\d{1,9}$/.test(rawId ?? "") ? Number(rawId) : undefined;
  const form = id === undefined ? undefined : await getForm(services.db, id);
  if (!form) throw data(null, { status: 404 });
  return form;
}

/** Whether the form keeps its submissions (an active "save" action). */
export const keepsSubmissions = (form: StoredForm) => form.actions.some((a) => a.type === "save" && a.active);

/** The ticked row ids of a bulk form (at most 100, well-formed only). */
export function postedIds(form: FormData): number[] {
  return [
    ...new Set(
      form
        .getAll("ids")
        .map(String)
        .filter((v) => /^\d{1,9}$/.test(v))
        .map(Number),
    ),
  ].slice(0, 100);
}
