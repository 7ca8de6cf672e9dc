/** The tags screen's loading and saving (thin: modules/catalog/taxonomy.ts does the work). */
import { data } from "react-router";
import {
  createTag,
  deleteTag,
  findTag,
  getTagRow,
  listTags,
  mergeTags,
  TermValidationError,
  updateTag,
} from "#modules/catalog/taxonomy.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

export const TAGS_PER_PAGE = 20;

export function readTagQuery(url: URL) {
  const page = Number(url.searchParams.get("page"));
  const edit = url.searchParams.get("edit") ?? "";
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    edit: /^\d{1,9}$/.test(edit) ? Number(edit) : undefined,
  };
}

export async function loadTags(db: Db, url: URL) {
  const query = readTagQuery(url);
  const [list, editing, names] = await Promise.all([
    listTags(db, { search: query.q, page: query.page, perPage: TAGS_PER_PAGE }),
    query.edit ? getTagRow(db, query.edit) : Promise.resolve(undefined),
    listTags(db, { page: 1, perPage: 200, orderby: "count", order: "desc" }),
  ]);
  return {
    query,
    rows: list.rows,
    total: list.total,
    pages: Math.max(1, Math.ceil(list.total / TAGS_PER_PAGE)),
    editing: editing ?? null,
    /** The merge field's suggestions: the most used tags. */
    suggestions: names.rows.map((r) => r.name),
  };
}

export type TagsActionData =
  | { outcome: "created" | "saved" | "unchanged" | "deleted"; name: string }
  | { outcome: "merged"; from: string; into: string; count: number }
  | {
      outcome: "invalid" | "conflict" | "missing";
      intent: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

export async function tagsAction(admin: AdminRequest, form: FormData) {
  const db = admin.services.db;
  const intent = String(form.get("intent") ?? "");
  const idRaw = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(idRaw) ? Number(idRaw) : undefined;
  const text = (k: string) => (typeof form.get(k) === "string" ? String(form.get(k)) : "");
  const values = { name: text("name"), slug: text("slug").trim(), into: text("into") };
  const opts = {
    actor: admin.actor,
    requestId: admin.state.requestId,
    expectedVersion: parseVersion(text("version")),
  };
  const missing = () => data<TagsActionData>({ outcome: "missing", intent, errors: {}, values }, 404);
  try {
    switch (intent) {
      case "create": {
        const row = await createTag(db, { name: values.name, slug: values.slug }, opts);
        return data<TagsActionData>({ outcome: "created", name: row.name });
      }
      case "update": {
        if (id === undefined) return missing();
        const r = await updateTag(db, id, { name: values.name, slug: values.slug }, opts);
        if (!r) return missing();
        return data<TagsActionData>({ outcome: r.changed ? "saved" : "unchanged", name: r.row.name });
      }
      case "delete": {
        if (id === undefined) return missing();
        const gone = await deleteTag(db, id, opts);
        return gone ? data<TagsActionData>({ outcome: "deleted", name: gone.name }) : missing();
      }
      case "merge": {
        if (id === undefined) return missing();
        const from = await getTagRow(db, id);
        if (!from) return missing();
        const into = await findTag(db, values.into);
        if (!into) throw new TermValidationError({ targetId: "adminTaxonomy.error.mergeTarget" });
        const r = await mergeTags(db, id, into.id, opts);
        if (!r) return missing();
        return data<TagsActionData>({
          outcome: "merged",
          from: from.name,
          into: r.into.name,
          count: r.moved,
        });
      }
      default:
        throw data(null, { status: 400 });
    }
  } catch (err) {
    if (err instanceof TermValidationError)
      return data<TagsActionData>(
        { outcome: "invalid", intent, errors: err.errors as Record<string, string>, values },
        400,
      );
    if (err instanceof VersionConflictError)
      return data<TagsActionData>({ outcome: "conflict", intent, errors: {}, values }, 409);
    throw err;
  }
}
