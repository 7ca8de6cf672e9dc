/**
 * The owner's writes of posts and pages (issue 25 items 1–2): create and update through one
 * checked form (rules.ts), with a free slug (suffix), a version check that keeps both texts on a
 * conflict, a 301 from the old address when a published item's slug changes
 * (modules/site/redirects.ts), the post's categories and tags, the page's parent and order, and
 * one audit entry per write in the same transaction. Trash and restore remember the status.
 * Framework-free: the back office and later REST call these.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages, pageTree, posts, postTermLinks, postTerms } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../../audit/log.ts";
import { galleryMediaIds } from "../../blog/gallery.ts";
import { slugify } from "../../catalog/csv-import/values.ts";
import { assertUsableInContent, MediaNotUsableError } from "../../media/usable.ts";
import { addRedirect } from "../../site/redirects.ts";
import { recordRevision } from "./revision-log.ts";
import {
  type EntryKind,
  type EntryValues,
  type StoredStatus,
  slugFromTitle,
  slugWithSuffix,
} from "./rules.ts";

export type WriteOptions = { actor: Actor; requestId?: string };

/** The fields a conflict compares and the audit records. */
export const COMPARED = ["title", "slug", "content", "excerpt", "status", "metaDescription"] as const;

/** Someone saved meanwhile: what is stored now (the owner's input stays in the form). */
export class EntryConflictError extends Error {
  readonly current: { version: number; title: string; content: string; changed: string[] };
  constructor(current: EntryConflictError["current"]) {
    super("entry version is stale");
    this.name = "EntryConflictError";
    this.current = current;
  }
}

/** A reference (parent, translation, author, featured image, category) that does not exist. */
export class EntryReferenceError extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`unknown ${field}`);
    this.name = "EntryReferenceError";
    this.field = field;
  }
}

export type EntryRow = {
  id: number;
  kind: EntryKind;
  title: string;
  slug: string;
  lang: "de" | "en";
  content: string;
  excerpt: string;
  metaDescription: string;
  status: StoredStatus;
  hasPassword: boolean;
  password: string | null;
  publishedAt: Date;
  updatedAt: Date;
  authorId: number | null;
  featuredMediaId: number | null;
  socialMediaId: number | null;
  translationId: number | null;
  version: number;
  sticky: boolean;
  categoryIds: number[];
  tagNames: string[];
  parentId: number | null;
  menuOrder: number;
};

/** A post or page as the editor shows it; undefined if there is none. */
export async function getEntry(db: Db, kind: EntryKind, id: number): Promise<EntryRow | undefined> {
  if (kind === "post") {
    const [row] = await db.select().from(posts).where(eq(posts.id, id));
    if (!row) return undefined;
    const terms = await db
      .select({ id: postTerms.id, name: postTerms.name, taxonomy: postTerms.taxonomy })
      .from(postTermLinks)
      .innerJoin(postTerms, eq(postTerms.id, postTermLinks.termId))
      .where(eq(postTermLinks.postId, id));
    return {
      ...row,
      kind,
      status: row.status,
      categoryIds: terms.filter((t) => t.taxonomy === "category").map((t) => t.id),
      tagNames: terms.filter((t) => t.taxonomy === "tag").map((t) => t.name),
      parentId: null,
      menuOrder: 0,
    };
  }
  const [row] = await db
    .select({ page: pages, parentId: pageTree.parentId })
    .from(pages)
    .leftJoin(pageTree, eq(pageTree.pageId, pages.id))
    .where(eq(pages.id, id));
  if (!row) return undefined;
  return {
    ...row.page,
    kind,
    sticky: false,
    categoryIds: [],
    tagNames: [],
    parentId: row.parentId ?? null,
  };
}

/** A slug not used by another item of the kind in the language (`-2`, `-3` … added). */
async function freeSlug(db: Db, kind: EntryKind, base: string, lang: "de" | "en", self: number | null) {
  const table = kind === "post" ? posts : pages;
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        eq(table.lang, lang),
        sql`(${table.slug} = ${base} or ${table.slug} like ${`${base}-%`})`,
        self === null ? undefined : ne(table.id, self),
      ),
    );
  return slugWithSuffix(base, new Set(rows.map((r) => r.slug)));
}

/** Galleries newly put into the content name library images that exist and have alt text. */
async function checkGalleries(db: Db, content: string, before: string) {
  const had = new Set(galleryMediaIds(before));
  try {
    await assertUsableInContent(
      db,
      galleryMediaIds(content).filter((id) => !had.has(id)),
    );
  } catch (err) {
    if (err instanceof MediaNotUsableError) throw new EntryReferenceError("content");
    throw err;
  }
}

async function checkReferences(
  db: Db,
  kind: EntryKind,
  v: EntryValues,
  self: number | null,
  beforeContent = "",
) {
  const exists = async (query: string, id: number | null) => {
    if (id === null) return true;
    const res = await db.execute<{ ok: number }>(sql.raw(`select 1 as ok from ${query} = ${Number(id)}`));
    return res.rows.length > 0;
  };
  if (!(await exists("media where trashed_at is null and id", v.featuredMediaId)))
    throw new EntryReferenceError("featured_media_id");
  if (!(await exists("media where trashed_at is null and id", v.socialMediaId)))
    throw new EntryReferenceError("social_media_id");
  await checkGalleries(db, v.content, beforeContent);
  if (!(await exists("post_authors where id", v.authorId))) throw new EntryReferenceError("author_id");
  const table = kind === "post" ? "posts" : "pages";
  if (
    v.translationId !== null &&
    (v.translationId === self || !(await exists(`${table} where id`, v.translationId)))
  )
    throw new EntryReferenceError("translation_id");
  if (kind === "page" && v.parentId !== null) {
    if (v.parentId === self || !(await exists("pages where id", v.parentId)))
      throw new EntryReferenceError("parent_id");
    if (self !== null) {
      // No cycles: the new parent may not be below this page.
      const up = await db.execute<{ id: number }>(sql`
        with recursive up(id, depth) as (
          select ${v.parentId}::int, 0
          union all
          select t.parent_id, up.depth + 1 from page_tree t join up on t.page_id = up.id
          where t.parent_id is not null and up.depth < 50
        ) select id from up`);
      if (up.rows.some((r) => Number(r.id) === self)) throw new EntryReferenceError("parent_id");
    }
  }
  if (v.categoryIds.length > 0) {
    const found = await db
      .select({ id: postTerms.id })
      .from(postTerms)
      .where(and(eq(postTerms.taxonomy, "category"), inArray(postTerms.id, v.categoryIds)));
    if (found.length !== v.categoryIds.length) throw new EntryReferenceError("categories");
  }
}

async function writeTerms(db: Db, postId: number, v: EntryValues) {
  await db.delete(postTermLinks).where(eq(postTermLinks.postId, postId));
  const termIds = [...v.categoryIds];
  for (const name of v.tagNames) {
    const slug = slugify(name, "schlagwort");
    const [tag] = await db
      .insert(postTerms)
      .values({ taxonomy: "tag", slug, name })
      .onConflictDoUpdate({ target: [postTerms.taxonomy, postTerms.slug], set: { slug } })
      .returning({ id: postTerms.id });
    if (tag) termIds.push(tag.id);
  }
  if (termIds.length > 0)
    await db
      .insert(postTermLinks)
      .values([...new Set(termIds)].map((termId) => ({ postId, termId })))
      .onConflictDoNothing();
}

/** The public address of an item (German at the root, English under /en/). */
export function entryPath(kind: EntryKind, slug: string, lang: "de" | "en"): string {
  const prefix = lang === "en" ? "/en" : "";
  return kind === "post" ? `${prefix}/blog/${slug}/` : `${prefix}/${slug}/`;
}

function columns(v: EntryValues, slug: string) {
  return {
    title: v.title,
    slug,
    content: v.content,
    excerpt: v.excerpt,
    metaDescription: v.metaDescription,
    featuredMediaId: v.featuredMediaId,
    socialMediaId: v.socialMediaId,
    authorId: v.authorId,
    lang: v.lang,
    translationId: v.translationId,
    status: v.status,
    hasPassword: v.hasPassword,
    password: v.password,
    publishedAt: v.publishedAt ?? new Date(),
  };
}

function auditView(e: Pick<EntryRow, (typeof COMPARED)[number]>) {
  return Object.fromEntries(
    COMPARED.map((f) => [f, f === "content" ? `${e.content.length} Zeichen` : e[f]]),
  ) as Record<string, unknown>;
}

/** A new post or page; returns its id. */
export async function createEntry(
  db: Db,
  kind: EntryKind,
  v: EntryValues,
  opts: WriteOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, kind, v, null);
    const slug = await freeSlug(tx, kind, v.slug || slugFromTitle(v.title, kind), v.lang, null);
    let id: number;
    if (kind === "post") {
      const [row] = await tx
        .insert(posts)
        .values({ ...columns(v, slug), sticky: v.sticky })
        .returning({ id: posts.id });
      id = row!.id;
      await writeTerms(tx, id, v);
    } else {
      const [row] = await tx
        .insert(pages)
        .values({ ...columns(v, slug), menuOrder: v.menuOrder })
        .returning({ id: pages.id });
      id = row!.id;
      await tx.insert(pageTree).values({ pageId: id, parentId: v.parentId, menuOrder: v.menuOrder });
    }
    await recordRevision(tx, kind, id, { ...v, version: 1 }, opts.actor);
    await recordAudit(tx, {
      actor: opts.actor,
      entity: kind,
      entityId: id,
      action: "create",
      after: auditView({ ...v, slug }),
      requestId: opts.requestId,
    });
    return id;
  });
}

/**
 * Saves the editor's values over version `expectedVersion`; a stale version throws
 * EntryConflictError with the stored text. Returns the slug written (it may carry a suffix).
 */
export async function updateEntry(
  db: Db,
  kind: EntryKind,
  id: number,
  v: EntryValues,
  expectedVersion: number,
  opts: WriteOptions,
): Promise<{ slug: string } | undefined> {
  return db.transaction(async (tx) => {
    const table = kind === "post" ? posts : pages;
    await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
    const before = await getEntry(tx, kind, id);
    if (!before) return undefined;
    if (before.version !== expectedVersion)
      throw new EntryConflictError({
        version: before.version,
        title: before.title,
        content: before.content,
        changed: [],
      });
    await checkReferences(tx, kind, v, id, before.content);
    const wanted = v.slug || before.slug;
    const slug =
      wanted === before.slug && v.lang === before.lang
        ? before.slug
        : await freeSlug(tx, kind, wanted, v.lang, id);
    const set = { ...columns(v, slug), version: before.version + 1, updatedAt: new Date() };
    if (kind === "post") {
      await tx
        .update(posts)
        .set({ ...set, sticky: v.sticky })
        .where(eq(posts.id, id));
      await writeTerms(tx, id, v);
    } else {
      await tx
        .update(pages)
        .set({ ...set, menuOrder: v.menuOrder })
        .where(eq(pages.id, id));
      await tx
        .insert(pageTree)
        .values({ pageId: id, parentId: v.parentId, menuOrder: v.menuOrder })
        .onConflictDoUpdate({
          target: pageTree.pageId,
          set: { parentId: v.parentId, menuOrder: v.menuOrder },
        });
    }
    // The old address of an item that was live keeps working (301 to the new one).
    const wasLive = before.status === "publish" || before.status === "private";
    const from = entryPath(kind, before.slug, before.lang);
    const to = entryPath(kind, slug, v.lang);
    if (wasLive && from !== to) await addRedirect(tx, from, to);
    await recordRevision(tx, kind, id, { ...v, version: set.version }, opts.actor);
    await recordAudit(tx, {
      actor: opts.actor,
      entity: kind,
      entityId: id,
      action: "update",
      before: auditView(before),
      after: auditView({ ...v, slug }),
      requestId: opts.requestId,
    });
    return { slug };
  });
}

/** Moves items to the trash (remembering their status) or restores them; returns the ids changed. */
export async function setTrashed(
  db: Db,
  kind: EntryKind,
  ids: number[],
  trashed: boolean,
  opts: WriteOptions,
): Promise<number[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const table = kind === "post" ? posts : pages;
    const rows = trashed
      ? await tx
          .update(table)
          .set({
            trashedFrom: sql`${table.status}`,
            status: "trash",
            version: sql`${table.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(inArray(table.id, ids), ne(table.status, "trash")))
          .returning({ id: table.id })
      : await tx
          .update(table)
          .set({
            status: sql`coalesce(${table.trashedFrom}, 'draft')`,
            trashedFrom: null,
            version: sql`${table.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(inArray(table.id, ids), eq(table.status, "trash")))
          .returning({ id: table.id });
    for (const r of rows)
      await recordAudit(tx, {
        actor: opts.actor,
        entity: kind,
        entityId: r.id,
        action: trashed ? "trash" : "restore",
        requestId: opts.requestId,
      });
    return rows.map((r) => r.id);
  });
}

/** Publishes drafts, scheduled and private items now (not trashed ones); returns the ids changed. */
export async function publishNow(
  db: Db,
  kind: EntryKind,
  ids: number[],
  opts: WriteOptions,
): Promise<number[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const table = kind === "post" ? posts : pages;
    const now = new Date();
    const rows = await tx
      .update(table)
      .set({ status: "publish", publishedAt: now, version: sql`${table.version} + 1`, updatedAt: now })
      .where(and(inArray(table.id, ids), inArray(table.status, ["draft", "future", "pending", "private"])))
      .returning({ id: table.id });
    for (const r of rows)
      await recordAudit(tx, {
        actor: opts.actor,
        entity: kind,
        entityId: r.id,
        action: "status",
        changes: { status: { from: null, to: "publish" } },
        requestId: opts.requestId,
      });
    return rows.map((r) => r.id);
  });
}
