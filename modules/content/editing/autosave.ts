/**
 * The editor's autosave (issue 25 item 1): while an owner writes, the editor posts its state
 * every few seconds after a change; it is kept as one row per owner and item (entry 0: a new
 * item not saved yet), so a draft survives a closed tab or an expired session. Reopening the
 * editor offers it for restore when it is newer than the saved item; a save or a discard removes
 * it. The content is cleaned like a save's (it goes back into the editor). Not audited: an
 * autosave changes nothing anyone else sees (the save that follows is audited). Framework-free.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type AutosaveFields, contentAutosaves } from "#db/schema/index.ts";
import { sanitizeRichText } from "../rich-text.ts";
import { type EntryKind, MAX_CONTENT, MAX_EXCERPT, MAX_META, MAX_TITLE } from "./rules.ts";

/** The fields an autosave keeps, with their longest allowed value. */
const KEPT: Record<string, number> = {
  title: MAX_TITLE,
  content: MAX_CONTENT,
  excerpt: MAX_EXCERPT,
  meta_description: MAX_META,
};

/** The autosaved fields of a posted form, or undefined when a value is too long or none is given. */
export function readAutosave(form: FormData): AutosaveFields | undefined {
  const out: AutosaveFields = {};
  for (const [name, max] of Object.entries(KEPT)) {
    const v = form.get(name);
    if (typeof v !== "string") continue;
    if (v.length > max) return undefined;
    out[name] = name === "content" ? sanitizeRichText(v).html : v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Keeps the owner's state of the item (`entryId` 0 for a new one); the newest wins. */
export async function writeAutosave(
  db: Db,
  kind: EntryKind,
  entryId: number,
  userId: number,
  fields: AutosaveFields,
  now = new Date(),
): Promise<void> {
  await db
    .insert(contentAutosaves)
    .values({ kind, entryId, userId, fields, savedAt: now })
    .onConflictDoUpdate({
      target: [contentAutosaves.kind, contentAutosaves.entryId, contentAutosaves.userId],
      set: { fields, savedAt: now },
    });
}

const where = (kind: EntryKind, entryId: number, userId: number) =>
  and(
    eq(contentAutosaves.kind, kind),
    eq(contentAutosaves.entryId, entryId),
    eq(contentAutosaves.userId, userId),
  );

/**
 * The owner's autosave of the item when it is newer than `savedAt` (the item's last save; null
 * for a new item), else undefined.
 */
export async function pendingAutosave(
  db: Db,
  kind: EntryKind,
  entryId: number,
  userId: number,
  savedAt: Date | null,
): Promise<{ fields: AutosaveFields; savedAt: Date } | undefined> {
  const [row] = await db
    .select({ fields: contentAutosaves.fields, savedAt: contentAutosaves.savedAt })
    .from(contentAutosaves)
    .where(where(kind, entryId, userId));
  if (!row || (savedAt && row.savedAt.getTime() <= savedAt.getTime())) return undefined;
  return row;
}

/** Removes the owner's autosave of the item (after a save, or when the owner discards it). */
export async function discardAutosave(db: Db, kind: EntryKind, entryId: number, userId: number) {
  await db.delete(contentAutosaves).where(where(kind, entryId, userId));
}
