/**
 * wp/v2/posts and wp/v2/pages writes through the editor's own rules and writes (issue 25 item 7):
 * a WordPress body (`title`, `content`, `excerpt`, `slug`, `status`, `date`/`date_gmt`,
 * `password`, `sticky`, `categories`, `tags` by id, `parent`, `menu_order`, `featured_media`,
 * `author`, `lang`, `translation`, `meta_description`) becomes the editor's form over the item's
 * stored values, read by `readEntryForm` (the content sanitised, German messages per field) and
 * saved by `createEntry`/`updateEntry` (free slug, 301 on a slug change, version, audit).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages, posts, postTerms } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { toShopLocal } from "../catalog/product-form.ts";
import { createEntry, EntryConflictError, type EntryRow, getEntry, updateEntry } from "./editing/entries.ts";
import { type EntryErrors, type EntryKind, editorStatus, readEntryForm } from "./editing/rules.ts";

type Opts = { actor: Actor; requestId?: string };

/** The editor's form fields for a stored item (what a partial REST update starts from). */
function formOf(row: EntryRow): Record<string, string | string[]> {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    meta_description: row.metaDescription,
    featured_media_id: row.featuredMediaId ? String(row.featuredMediaId) : "",
    author_id: row.authorId ? String(row.authorId) : "",
    lang: row.lang,
    translation_id: row.translationId ? String(row.translationId) : "",
    status: editorStatus(row.status, row.hasPassword),
    password: row.password ?? "",
    publish_at: toShopLocal(row.publishedAt),
    sticky: row.sticky ? "1" : "",
    categories: row.categoryIds.map(String),
    tags: row.tagNames.join(", "),
    parent_id: row.parentId ? String(row.parentId) : "",
    menu_order: String(row.menuOrder),
    id: String(row.id),
  };
}

const text = (v: unknown): string | undefined => {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  // WordPress accepts {raw: "…"} for title, content and excerpt.
  if (v && typeof v === "object" && "raw" in v) return text((v as { raw: unknown }).raw);
  return undefined;
};

const idList = (v: unknown): string[] | undefined => {
  if (v === undefined) return undefined;
  const list = Array.isArray(v) ? v : String(v).split(",");
  return list.map((x) => String(x).trim()).filter(Boolean);
};

const ref = (v: unknown) => {
  const s = text(v)?.trim();
  return s === undefined ? undefined : s === "0" ? "" : s;
};

/** WordPress's statuses on the editor's: publish with a password is "Passwortgeschützt", pending a draft. */
function statusOf(status: string | undefined, password: string): string | undefined {
  if (status === undefined) return undefined;
  if (status === "pending") return "draft";
  if (status === "publish" && password) return "password";
  return status;
}

type RestEntryResult =
  | { ok: true; id: number }
  | { ok: false; errors: EntryErrors }
  | { ok: false; missing: true };

async function tagNames(db: Db, ids: string[]): Promise<string[] | undefined> {
  if (ids.some((id) => !/^\d{1,9}$/.test(id))) return undefined;
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: postTerms.id, name: postTerms.name })
    .from(postTerms)
    .where(and(eq(postTerms.taxonomy, "tag"), inArray(postTerms.id, ids.map(Number))));
  return rows.length === new Set(ids).size ? rows.map((r) => r.name) : undefined;
}

/** The editor's form: the stored values (or a new item's defaults) with the body's fields over them. */
async function formFrom(
  db: Db,
  body: Record<string, unknown>,
  row: EntryRow | undefined,
): Promise<FormData | EntryErrors> {
  const fields: Record<string, string | string[]> = row ? formOf(row) : { status: "draft" };
  const set = (name: string, value: string | string[] | undefined) => {
    if (value !== undefined) fields[name] = value;
  };
  set("title", text(body.title));
  set("content", text(body.content));
  set("excerpt", text(body.excerpt));
  set("slug", text(body.slug));
  set("meta_description", text(body.meta_description));
  set("lang", text(body.lang));
  set("password", text(body.password));
  set("featured_media_id", ref(body.featured_media));
  set("author_id", ref(body.author));
  set("translation_id", ref(body.translation));
  set("parent_id", ref(body.parent));
  set("menu_order", text(body.menu_order));
  if (body.sticky !== undefined)
    fields.sticky = body.sticky === true || body.sticky === "true" || body.sticky === "1" ? "1" : "";
  const status = text(body.status);
  const password = typeof fields.password === "string" ? fields.password : "";
  if (status !== undefined || (row && body.password !== undefined))
    set("status", statusOf(status ?? (row?.status === "publish" ? "publish" : row?.status), password));
  const gmt = text(body.date_gmt);
  const local = text(body.date);
  if (gmt) {
    const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
    fields.publish_at = Number.isNaN(date.getTime()) ? "invalid" : toShopLocal(date);
  } else if (local) fields.publish_at = local.slice(0, 16);
  set("categories", idList(body.categories));
  const tags = idList(body.tags);
  if (tags) {
    const names = await tagNames(db, tags);
    if (!names) return { tags: "adminContent.error.reference" };
    fields.tags = names.join(", ");
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

/**
 * Creates (id null) or updates a post or page from a REST body. `expectedVersion` (If-Match) is
 * checked like the editor's; without it the stored version applies. EntryConflictError and
 * EntryReferenceError come through for the caller to answer.
 */
export async function writeEntryFromRest(
  db: Db,
  kind: EntryKind,
  id: number | null,
  body: Record<string, unknown>,
  expectedVersion: number | undefined,
  opts: Opts,
): Promise<RestEntryResult> {
  const row = id === null ? undefined : await getEntry(db, kind, id);
  if (id !== null && !row) return { ok: false, missing: true };
  const form = await formFrom(db, body, row);
  if (!(form instanceof FormData)) return { ok: false, errors: form };
  const read = readEntryForm(form, kind, new Date(), row?.publishedAt ?? null);
  if ("errors" in read) return { ok: false, errors: read.errors };
  if (!row) return { ok: true, id: await createEntry(db, kind, read.values, opts) };
  const saved = await updateEntry(db, kind, row.id, read.values, expectedVersion ?? row.version, opts);
  return saved ? { ok: true, id: row.id } : { ok: false, missing: true };
}

/** Deletes a post or page for good (wp/v2 DELETE with force=true), audited; false if there was none. */
export async function deleteEntry(db: Db, kind: EntryKind, id: number, opts: Opts): Promise<boolean> {
  return db.transaction(async (tx) => {
    const table = kind === "post" ? posts : pages;
    const [row] = await tx
      .delete(table)
      .where(eq(table.id, id))
      .returning({ title: table.title, slug: table.slug, status: table.status });
    if (!row) return false;
    await recordAudit(tx, {
      actor: opts.actor,
      entity: kind,
      entityId: id,
      action: "delete",
      before: { title: row.title, slug: row.slug, status: row.status },
      requestId: opts.requestId,
    });
    return true;
  });
}

export { EntryConflictError };
