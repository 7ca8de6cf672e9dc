/**
 * The owner's writes to the media library (back office, REST and CLI alike): details (title, alt
 * text, caption), the trash and its restore, deletion for good. Each is version-checked where the
 * caller saw a version and audited in its transaction. Trash and deletion are refused while the
 * item is used anywhere (usage.ts): the refusal names where, so the owner can act on it.
 */
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { media } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import { MEDIA_TEXT_LIMITS, MEDIA_TRASH_DAYS } from "./rules.ts";
import { removeFiles } from "./storage.ts";
import type { MediaRow } from "./upload.ts";
import { mediaUsage, type UsageRef } from "./usage.ts";

const text = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, { message: tooLong }));

export const mediaDetailsSchema = z.object({
  title: text(MEDIA_TEXT_LIMITS.title, "media.error.titleLong"),
  alt: text(MEDIA_TEXT_LIMITS.alt, "media.error.altLong"),
  caption: text(MEDIA_TEXT_LIMITS.caption, "media.error.captionLong"),
});
export type MediaDetails = z.output<typeof mediaDetailsSchema>;

/** Refusal to trash or delete an item in use; `uses` says where. */
export class MediaInUseError extends Error {
  readonly uses: UsageRef[];
  constructor(uses: UsageRef[]) {
    super(`media is used in ${uses.length} place(s)`);
    this.name = "MediaInUseError";
    this.uses = uses;
  }
}

type WriteOptions = { actor: Actor; expectedVersion?: number };

function checkVersion(row: MediaRow, expected: number | undefined, seen?: Partial<MediaDetails>): void {
  if (expected === undefined || expected === row.version) return;
  const changes: Record<string, { from: unknown; to: unknown }> = {
    version: { from: expected, to: row.version },
  };
  for (const key of ["title", "alt", "caption"] as const) {
    if (seen && seen[key] !== undefined && seen[key] !== row[key])
      changes[key] = { from: seen[key], to: row[key] };
  }
  throw new VersionConflictError(expected, row.version, changes);
}

async function lockRow(tx: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
  return row;
}

export type DetailsResult =
  | { ok: true; row: MediaRow }
  | { ok: false; errors: Partial<Record<keyof MediaDetails, MessageKey>> };

/** Saves title, alt text and caption; undefined: no such item. Stale version → VersionConflictError. */
export async function updateMediaDetails(
  db: Db,
  id: number,
  input: Record<string, unknown>,
  opts: WriteOptions,
): Promise<DetailsResult | undefined> {
  const parsed = mediaDetailsSchema.safeParse({
    title: input.title ?? "",
    alt: input.alt ?? "",
    caption: input.caption ?? "",
  });
  if (!parsed.success) {
    const errors: Partial<Record<keyof MediaDetails, MessageKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MediaDetails;
      errors[field] ??= (issue.message.includes(".") ? issue.message : "media.error.invalid") as MessageKey;
    }
    return { ok: false, errors };
  }
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (!row) return undefined;
    const next = parsed.data;
    if (next.title === row.title && next.alt === row.alt && next.caption === row.caption)
      return { ok: true, row };
    checkVersion(row, opts.expectedVersion, next);
    const [updated] = await tx
      .update(media)
      .set({ ...next, version: sql`${media.version} + 1`, updatedAt: sql`now()` })
      .where(eq(media.id, id))
      .returning();
    const before = { title: row.title, alt: row.alt, caption: row.caption };
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "media",
      entityId: id,
      action: "update",
      before,
      after: next,
    });
    return { ok: true, row: updated! };
  });
}

async function refuseWhileUsed(db: Db, id: number): Promise<void> {
  const uses = (await mediaUsage(db, [id])).get(id);
  if (uses?.length) throw new MediaInUseError(uses);
}

/** Moves the item to the trash (refused while used); undefined: no such item. Idempotent. */
export async function trashMedia(db: Db, id: number, opts: WriteOptions): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (!row || row.trashedAt) return row;
    checkVersion(row, opts.expectedVersion);
    await refuseWhileUsed(tx, id);
    const [updated] = await tx
      .update(media)
      .set({ trashedAt: sql`now()`, version: sql`${media.version} + 1`, updatedAt: sql`now()` })
      .where(eq(media.id, id))
      .returning();
    await recordAudit(tx, { actor: opts.actor, entity: "media", entityId: id, action: "trash", changes: {} });
    return updated;
  });
}

/** Takes the item out of the trash; undefined: no such item. Idempotent. */
export async function restoreMedia(db: Db, id: number, opts: WriteOptions): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (!row?.trashedAt) return row;
    const [updated] = await tx
      .update(media)
      .set({ trashedAt: null, version: sql`${media.version} + 1`, updatedAt: sql`now()` })
      .where(eq(media.id, id))
      .returning();
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "media",
      entityId: id,
      action: "restore",
      changes: {},
    });
    return updated;
  });
}

function filesOf(row: MediaRow): string[] {
  return [row.file, ...Object.values(row.sizes).map((s) => s.file)];
}

/**
 * Deletes the item and its files for good, refused while used; undefined: no such item. The row
 * goes (audited) in one transaction; the files after it committed (a failed delete keeps them).
 */
export async function deleteMediaForGood(
  db: Db,
  mediaDir: string,
  id: number,
  opts: WriteOptions,
): Promise<MediaRow | undefined> {
  const row = await db.transaction(async (tx) => {
    const found = await lockRow(tx, id);
    if (!found) return undefined;
    checkVersion(found, opts.expectedVersion);
    await refuseWhileUsed(tx, id);
    await tx.delete(media).where(eq(media.id, id));
    const before = { title: found.title, file: found.file };
    await recordAudit(tx, { actor: opts.actor, entity: "media", entityId: id, action: "delete", before });
    return found;
  });
  if (row) await removeFiles(mediaDir, filesOf(row));
  return row;
}

/**
 * Housekeeping: items in the trash for more than MEDIA_TRASH_DAYS are deleted with their files;
 * one that came into use meanwhile (content naming its URL) stays in the trash. Answers how many went.
 */
export async function purgeTrashedMedia(db: Db, mediaDir: string, actor: Actor): Promise<number> {
  const due = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        isNotNull(media.trashedAt),
        lt(media.trashedAt, sql`now() - make_interval(days => ${MEDIA_TRASH_DAYS})`),
      ),
    );
  let purged = 0;
  for (const { id } of due) {
    try {
      if (await deleteMediaForGood(db, mediaDir, id, { actor })) purged++;
    } catch (err) {
      if (!(err instanceof MediaInUseError)) throw err;
    }
  }
  return purged;
}
