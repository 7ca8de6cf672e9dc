/**
 * Revisions of posts and pages (issue 25 item 1): every save of the editor keeps the saved state
 * (title, content, excerpt, meta description) as a revision; the last 20 per item stay, older
 * ones are pruned in the same transaction. An owner restores any of them: the item gets that
 * state as a new version (checked against the version the owner saw, like a save), audited, and
 * the restored state is itself kept as a revision. Framework-free.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contentRevisions, pages, posts } from "#db/schema/index.ts";
import { recordAudit } from "../../audit/log.ts";
import { EntryConflictError, type WriteOptions } from "./entries.ts";
import { KEPT_REVISIONS, recordRevision } from "./revision-log.ts";
import type { EntryKind } from "./rules.ts";

export { KEPT_REVISIONS, recordRevision };

export type RevisionSummary = {
  id: number;
  version: number;
  title: string;
  actorLabel: string;
  createdAt: Date;
  length: number;
};

/** The item's revisions, newest first (at most 20). */
export async function listRevisions(db: Db, kind: EntryKind, entryId: number): Promise<RevisionSummary[]> {
  return db
    .select({
      id: contentRevisions.id,
      version: contentRevisions.version,
      title: contentRevisions.title,
      actorLabel: contentRevisions.actorLabel,
      createdAt: contentRevisions.createdAt,
      length: sql<number>`length(${contentRevisions.content})::int`,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.entryId, entryId)))
    .orderBy(desc(contentRevisions.id))
    .limit(KEPT_REVISIONS);
}

/** One revision of the item, or undefined. */
export async function getRevision(db: Db, kind: EntryKind, entryId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.entryId, entryId),
        eq(contentRevisions.id, revisionId),
      ),
    );
  return row;
}

/**
 * Gives the item the state of revision `revisionId` as a new version. Throws EntryConflictError
 * when the item changed since `expectedVersion`; undefined when the item or revision is unknown.
 */
export async function restoreRevision(
  db: Db,
  kind: EntryKind,
  entryId: number,
  revisionId: number,
  expectedVersion: number,
  opts: WriteOptions,
): Promise<{ version: number } | undefined> {
  return db.transaction(async (tx) => {
    const table = kind === "post" ? posts : pages;
    const [current] = await tx
      .select({ version: table.version, title: table.title, content: table.content })
      .from(table)
      .where(eq(table.id, entryId))
      .for("update");
    const revision = await getRevision(tx, kind, entryId, revisionId);
    if (!current || !revision) return undefined;
    if (current.version !== expectedVersion) throw new EntryConflictError({ ...current, changed: [] });
    const version = current.version + 1;
    const state = {
      title: revision.title,
      content: revision.content,
      excerpt: revision.excerpt,
      metaDescription: revision.metaDescription,
    };
    await tx
      .update(table)
      .set({ ...state, version, updatedAt: new Date() })
      .where(eq(table.id, entryId));
    await recordRevision(tx, kind, entryId, { ...state, version }, opts.actor);
    await recordAudit(tx, {
      actor: opts.actor,
      entity: kind,
      entityId: entryId,
      action: "restore-revision",
      before: { title: current.title, content: `${current.content.length} Zeichen` },
      after: { title: revision.title, content: `${revision.content.length} Zeichen`, revision: revision.id },
      requestId: opts.requestId,
    });
    return { version };
  });
}
