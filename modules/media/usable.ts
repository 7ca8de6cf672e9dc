/**
 * The alt-text rule (issue 23 item 4, accessibility): an image is chosen for content (a product
 * image, a gallery, a featured image, an image in a text) only with an alt text, and never from
 * the trash. Editors and write functions that put media into content call `assertUsableInContent`
 * before saving; the library shows the same rule as a warning badge (`altTextMissing`).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { media } from "#db/schema/index.ts";
import type { MessageKey } from "../i18n/index.ts";

type Choosable = { id: number; alt: string; trashedAt: Date | null };

/** Whether the item lacks the alt text content needs (blank counts as missing). */
export function altTextMissing(row: { alt: string }): boolean {
  return row.alt.trim() === "";
}

/** Why an item may not be placed in content, or undefined when it may. */
export function whyNotUsable(row: Choosable | undefined): MessageKey | undefined {
  if (!row) return "media.notUsable.missing";
  if (row.trashedAt) return "media.notUsable.trashed";
  if (altTextMissing(row)) return "media.notUsable.noAlt";
  return undefined;
}

/** Refusal to place an item in content; `message` is the German (or English) key with `{id}`. */
export class MediaNotUsableError extends Error {
  readonly mediaId: number;
  readonly messageKey: MessageKey;
  constructor(mediaId: number, messageKey: MessageKey) {
    super(`media ${mediaId} cannot be used in content: ${messageKey}`);
    this.name = "MediaNotUsableError";
    this.mediaId = mediaId;
    this.messageKey = messageKey;
  }
}

/** Throws MediaNotUsableError for the first of `ids` that is missing, trashed or has no alt text. */
export async function assertUsableInContent(db: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: media.id, alt: media.alt, trashedAt: media.trashedAt })
    .from(media)
    .where(inArray(media.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const reason = whyNotUsable(byId.get(id));
    if (reason) throw new MediaNotUsableError(id, reason);
  }
}
