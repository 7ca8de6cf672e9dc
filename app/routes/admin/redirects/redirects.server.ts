/** The redirects screens' writes (thin: modules/site/redirects.ts does the work). */
import { data } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import { deleteRedirect, RedirectValidationError, saveRedirect } from "#modules/site/redirects.ts";
import type { AdminRequest } from "../admin.server.ts";

export type RedirectActionData =
  | { outcome: "created" | "saved" | "deleted" | "gone" }
  | {
      outcome: "invalid";
      errors: Partial<Record<"from" | "to", MessageKey>>;
      values: { from: string; to: string };
    }
  | { outcome: "conflict"; values: { from: string; to: string } };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** An id from the URL or a form: a whole number, else undefined. */
export function redirectId(raw: string | undefined | null): number | undefined {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/** Create (no id), save (id) or delete (intent "delete") one redirect; the outcome for the screen. */
export async function redirectAction(admin: AdminRequest, request: Request, form: FormData, id?: number) {
  const db = admin.services.db;
  const base = { actor: admin.actor, requestId: admin.state.requestId };
  const values = { from: text(form, "from"), to: text(form, "to") };
  const expectedVersion = parseVersion(text(form, "version"));
  try {
    if (text(form, "intent") === "delete") {
      const target = id ?? redirectId(text(form, "id"));
      if (target === undefined) return data<RedirectActionData>({ outcome: "gone" }, 404);
      const done = await deleteRedirect(db, target, { ...base, expectedVersion });
      return data<RedirectActionData>({ outcome: done ? "deleted" : "gone" }, done ? 200 : 404);
    }
    const origin = admin.services.config.PUBLIC_URL ?? new URL(request.url).origin;
    const saved = await saveRedirect(db, { id, ...values, expectedVersion }, { ...base, origin });
    if (saved === undefined) return data<RedirectActionData>({ outcome: "gone" }, 404);
    return data<RedirectActionData>({ outcome: id === undefined ? "created" : "saved" });
  } catch (err) {
    if (err instanceof RedirectValidationError)
      return data<RedirectActionData>({ outcome: "invalid", errors: err.errors, values }, 400);
    if (err instanceof VersionConflictError)
      return data<RedirectActionData>({ outcome: "conflict", values }, 409);
    throw err;
  }
}
