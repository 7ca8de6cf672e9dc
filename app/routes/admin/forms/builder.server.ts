/** The builder's loading and saving (thin: modules/forms/builder does the work). */
import { data } from "react-router";
import {
  FormDraftInvalidError,
  FormPublishError,
  loadBuilderForm,
  publishForm,
  saveFormDraft,
} from "#modules/forms/builder/admin.ts";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

const NOT_FOUND = () => data(null, { status: 404 });

export function formId(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw NOT_FOUND();
  return Number(param);
}

export async function loadBuilder(db: Db, id: number) {
  const form = await loadBuilderForm(db, id);
  if (!form) throw NOT_FOUND();
  return form;
}

export type BuilderActionData =
  | { outcome: "saved"; version: number }
  | { outcome: "published"; version: number; number: number }
  | { outcome: "refused"; problems: PublishProblem[] }
  | { outcome: "conflict"; current: number }
  | { outcome: "invalid" };

export async function saveBuilder(admin: AdminRequest, id: number, form: FormData) {
  const db = admin.services.db;
  const intent = form.get("intent");
  const opts = {
    actor: admin.actor,
    requestId: admin.state.requestId,
    expectedVersion: parseVersion(String(form.get("version") ?? "")) ?? -1,
  };
  let definition: unknown;
  try {
    definition = JSON.parse(String(form.get("definition") ?? ""));
  } catch {
    return data<BuilderActionData>({ outcome: "invalid" }, 400);
  }
  try {
    if (intent === "publish") {
      const result = await publishForm(db, id, definition, opts);
      if (!result) throw NOT_FOUND();
      return data<BuilderActionData>({ outcome: "published", ...result });
    }
    const result = await saveFormDraft(db, id, definition, opts);
    if (!result) throw NOT_FOUND();
    return data<BuilderActionData>({ outcome: "saved", ...result });
  } catch (err) {
    if (err instanceof FormPublishError)
      return data<BuilderActionData>({ outcome: "refused", problems: err.problems }, 422);
    if (err instanceof FormDraftInvalidError) return data<BuilderActionData>({ outcome: "invalid" }, 400);
    if (err instanceof VersionConflictError)
      return data<BuilderActionData>({ outcome: "conflict", current: err.current }, 409);
    throw err;
  }
}
