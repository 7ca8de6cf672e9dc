/** Reading the media library (`wp/v2/media`): newest first, paged, or one item by id. */
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { media } from "#db/schema/index.ts";
import type { MediaRow } from "./upload.ts";

export async function listMedia(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(media),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}
