/**
 * Loading and saving of the posts and pages screens (issue 25 items 1–2), shared by
 * `/admin/posts/…` and `/admin/pages/…`: thin, modules/content/editing/ does the work.
 */
import { asc, eq, ne } from "drizzle-orm";
import { data, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { pages, postAuthors, posts, postTerms } from "#db/schema/index.ts";
import { listChoices, listEntries, statusCounts } from "#modules/content/editing/admin-list.ts";
import { discardAutosave, pendingAutosave } from "#modules/content/editing/autosave.ts";
import {
  createEntry,
  EntryConflictError,
  EntryReferenceError,
  entryPath,
  getEntry,
  publishNow,
  setTrashed,
  updateEntry,
} from "#modules/content/editing/entries.ts";
import { readListQuery } from "#modules/content/editing/list-query.ts";
import { listRevisions } from "#modules/content/editing/revisions.ts";
import {
  type EntryErrors,
  type EntryKind,
  editorStatus,
  readEntryForm,
  toShopLocal,
} from "#modules/content/editing/rules.ts";
import { listForms } from "#modules/forms/store.ts";
import { pickerItems } from "#modules/media/picker.ts";
import { parseVersion } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

export const editPath = (kind: EntryKind, id: number | string) =>
  kind === "post" ? adminPaths.post(id) : adminPaths.page(id);

/** "new" or a record id; anything else is 404. */
export function entryParam(param: string | undefined): number | "new" {
  if (param === "new") return "new";
  if (!param || !/^\d{1,9}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loadList(db: Db, kind: EntryKind, url: URL) {
  const query = readListQuery(url.searchParams);
  const [list, counts, choices] = await Promise.all([
    listEntries(db, kind, query),
    statusCounts(db, kind),
    listChoices(db, kind),
  ]);
  return {
    kind,
    query,
    counts,
    choices,
    total: list.total,
    pages: list.pages,
    rows: list.rows.map((r) => ({
      ...r,
      path: entryPath(kind, r.slug, r.lang),
      publishedAt: r.publishedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export type ListActionData = { outcome: "done"; count: number } | { outcome: "none" };

export async function listAction(admin: AdminRequest, kind: EntryKind, form: FormData) {
  const ids = form
    .getAll("ids")
    .filter((v): v is string => typeof v === "string" && /^\d{1,9}$/.test(v))
    .map(Number);
  const bulk = form.get("bulk");
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  const db = admin.services.db;
  if (ids.length === 0 || !["publish", "trash", "restore"].includes(String(bulk)))
    return data<ListActionData>({ outcome: "none" }, 400);
  const changed =
    bulk === "publish"
      ? await publishNow(db, kind, ids, opts)
      : await setTrashed(db, kind, ids, bulk === "trash", opts);
  return data<ListActionData>({ outcome: "done", count: changed.length });
}

export type FormValues = Record<string, string | string[] | boolean>;

const EMPTY_FORM: FormValues = {
  title: "",
  slug: "",
  content: "",
  excerpt: "",
  meta_description: "",
  featured_media_id: "",
  social_media_id: "",
  author_id: "",
  lang: "de",
  translation_id: "",
  status: "draft",
  password: "",
  publish_at: "",
  sticky: false,
  categories: [],
  tags: "",
  parent_id: "",
  menu_order: "0",
};

async function editorChoices(db: Db, kind: EntryKind, self: number | null) {
  const table = kind === "post" ? posts : pages;
  const [authors, categories, others, forms] = await Promise.all([
    db
      .select({ id: postAuthors.id, name: postAuthors.displayName })
      .from(postAuthors)
      .orderBy(asc(postAuthors.displayName)),
    kind === "post"
      ? db
          .select({ id: postTerms.id, name: postTerms.name })
          .from(postTerms)
          .where(eq(postTerms.taxonomy, "category"))
          .orderBy(asc(postTerms.name))
      : Promise.resolve([]),
    db
      .select({ id: table.id, title: table.title, lang: table.lang })
      .from(table)
      .where(ne(table.status, "trash"))
      .orderBy(asc(table.title))
      .limit(500),
    listForms(db),
  ]);
  return {
    authors,
    categories,
    others: others.filter((o) => o.id !== self),
    // The forms the editor's "Formular" button offers (published ones).
    forms: forms.filter((f) => f.status === "publish").map((f) => ({ id: f.id, title: f.title })),
  };
}

/**
 * The editor's data; `owner` is the signed-in owner (their autosave is offered when it is newer
 * than the saved item; `?autosave=restore` puts it into the form).
 */
export async function loadEditor(db: Db, kind: EntryKind, id: number | "new", owner: number, url: URL) {
  const self = id === "new" ? null : id;
  const row = self === null ? undefined : await getEntry(db, kind, self);
  if (self !== null && !row) throw data(null, { status: 404 });
  const [choices, revisions, autosave] = await Promise.all([
    editorChoices(db, kind, self),
    self === null ? Promise.resolve([]) : listRevisions(db, kind, self),
    pendingAutosave(db, kind, self ?? 0, owner, row?.updatedAt ?? null),
  ]);
  const restore = autosave !== undefined && url.searchParams.get("autosave") === "restore";
  const base = row ? storedForm(row) : EMPTY_FORM;
  const form: FormValues = restore ? { ...base, ...autosave.fields } : base;
  const [picture] = row?.featuredMediaId ? await pickerItems(db, [row.featuredMediaId]) : [];
  const [social] = row?.socialMediaId ? await pickerItems(db, [row.socialMediaId]) : [];
  return {
    kind,
    id: row?.id ?? null,
    version: row?.version ?? 0,
    trashed: row?.status === "trash",
    path: row ? entryPath(kind, row.slug, row.lang) : null,
    form,
    picture: picture ?? null,
    social: social ?? null,
    choices,
    revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    autosave: autosave ? { savedAt: autosave.savedAt.toISOString(), restored: restore } : null,
  };
}

function storedForm(row: NonNullable<Awaited<ReturnType<typeof getEntry>>>): FormValues {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    meta_description: row.metaDescription,
    featured_media_id: row.featuredMediaId ? String(row.featuredMediaId) : "",
    social_media_id: row.socialMediaId ? String(row.socialMediaId) : "",
    author_id: row.authorId ? String(row.authorId) : "",
    lang: row.lang,
    translation_id: row.translationId ? String(row.translationId) : "",
    status: editorStatus(row.status, row.hasPassword),
    password: row.password ?? "",
    publish_at: toShopLocal(row.publishedAt),
    sticky: row.sticky,
    categories: row.categoryIds.map(String),
    tags: row.tagNames.join(", "),
    parent_id: row.parentId ? String(row.parentId) : "",
    menu_order: String(row.menuOrder),
  };
}

export type EditorActionData =
  | { outcome: "saved"; cleaned: boolean }
  | { outcome: "trashed" | "restored" }
  | { outcome: "invalid"; errors: EntryErrors; values: FormValues }
  | { outcome: "conflict"; values: FormValues; saved: { title: string; content: string; version: number } };

/** The submitted values, to put back into the form when the save is refused. */
function submitted(form: FormData): FormValues {
  const out: FormValues = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM)) {
    if (key === "categories") out[key] = form.getAll(key).filter((v): v is string => typeof v === "string");
    else if (key === "sticky") out[key] = form.get(key) === "1";
    else {
      const v = form.get(key);
      if (typeof v === "string") out[key] = v;
    }
  }
  return out;
}

export async function saveEditor(admin: AdminRequest, kind: EntryKind, id: number | "new", form: FormData) {
  const db = admin.services.db;
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  const intent = form.get("intent");
  if (id !== "new" && (intent === "trash" || intent === "restore")) {
    await setTrashed(db, kind, [id], intent === "trash", opts);
    return data<EditorActionData>({ outcome: intent === "trash" ? "trashed" : "restored" });
  }
  const existing = id === "new" ? undefined : await getEntry(db, kind, id);
  if (id !== "new" && !existing) throw data(null, { status: 404 });
  const read = readEntryForm(form, kind, new Date(), existing?.publishedAt ?? null);
  if ("errors" in read)
    return data<EditorActionData>({ outcome: "invalid", errors: read.errors, values: submitted(form) }, 400);
  const cleaned = read.removed.length > 0;
  try {
    if (id === "new") {
      const newId = await createEntry(db, kind, read.values, opts);
      await discardAutosave(db, kind, 0, admin.owner.id);
      throw redirect(`${editPath(kind, newId)}?created=1${cleaned ? "&cleaned=1" : ""}`);
    }
    const version = parseVersion(String(form.get("version") ?? "")) ?? -1;
    await updateEntry(db, kind, id, read.values, version, opts);
    await discardAutosave(db, kind, id, admin.owner.id);
    return data<EditorActionData>({ outcome: "saved", cleaned });
  } catch (err) {
    if (err instanceof EntryConflictError)
      return data<EditorActionData>(
        {
          outcome: "conflict",
          values: submitted(form),
          saved: { title: err.current.title, content: err.current.content, version: err.current.version },
        },
        409,
      );
    if (err instanceof EntryReferenceError)
      return data<EditorActionData>(
        {
          outcome: "invalid",
          errors: {
            [err.field]:
              err.field === "parent_id"
                ? "adminContent.error.parentSelf"
                : err.field === "content"
                  ? "adminContent.error.galleryImage"
                  : "adminContent.error.reference",
          },
          values: submitted(form),
        },
        400,
      );
    throw err;
  }
}
