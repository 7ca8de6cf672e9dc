/**
 * Replacing an item's file: same id, same URL (the WebP image keeps its name, so content and
 * products that show it need no change), new sub-sizes from the new bytes. The new file is checked
 * by content and rendered in memory first (a refused or damaged file changes nothing), then the
 * files are written over the old ones and the row updated (version bumped, audited); sub-sizes
 * and an original of the old image that the new one does not have are removed after the commit.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type MediaSize, media } from "#db/schema/index.ts";
import type { Actor } from "../audit/log.ts";
import { recordAudit } from "../audit/log.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import { ORIGINAL_SIZE, removeFiles, renderImage, writeRendered } from "./storage.ts";
import { type MediaRow, sniffImage, UploadRejected } from "./upload.ts";

export async function replaceMediaFile(
  db: Db,
  mediaDir: string,
  id: number,
  bytes: Buffer,
  opts: { actor: Actor; expectedVersion?: number },
): Promise<MediaRow | undefined> {
  const kind = await sniffImage(bytes);
  const [current] = await db.select().from(media).where(eq(media.id, id));
  if (!current) return undefined;
  let rendered: Awaited<ReturnType<typeof renderImage>>;
  try {
    rendered = await renderImage(current.file, bytes);
  } catch {
    throw new UploadRejected("corrupt");
  }
  const original: MediaSize = {
    file: current.file.replace(/\.webp$/, `.orig.${kind.ext}`),
    width: kind.width,
    height: kind.height,
    mime: kind.mime,
  };
  const { row, before } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!locked) return { row: undefined, before: undefined };
    assertVersion(opts.expectedVersion, locked.version);
    await writeRendered(mediaDir, [...rendered.files, [original.file, bytes]]);
    const { image } = rendered;
    const [updated] = await tx
      .update(media)
      .set({
        mime: image.mime,
        width: image.width,
        height: image.height,
        sizes: { ...image.sizes, [ORIGINAL_SIZE]: original },
        version: sql`${media.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(media.id, id))
      .returning();
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "media",
      entityId: id,
      action: "replace",
      before: { size: `${locked.width}×${locked.height}`, original: locked.sizes[ORIGINAL_SIZE]?.file ?? "" },
      after: { size: `${image.width}×${image.height}`, original: original.file },
    });
    return { row: updated, before: locked };
  });
  if (row && before) {
    const keep = new Set([row.file, ...Object.values(row.sizes).map((s) => s.file)]);
    const old = Object.values(before.sizes)
      .map((s) => s.file)
      .filter((f) => !keep.has(f));
    await removeFiles(mediaDir, old);
  }
  return row;
}
