/**
 * Uploaded files on disk and in `form_uploads`: storing a checked file under a random name,
 * sweeping pending ones older than 24 h, taking a visitor's tokens at submit time (in the
 * submission's transaction), and the owner's reading. The directory is outside anything served.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { formUploads } from "#db/schema/index.ts";
import { PENDING_TTL_SECONDS, UPLOADS_SUBDIR } from "./constants.ts";

export const uploadsDir = (dataDir: string) => path.join(dataDir, ...UPLOADS_SUBDIR);

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** A stored name is only ever this shape: no separator, no dot but the one before the extension. */
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,10}$/;

export function storedPath(dir: string, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error("invalid stored name");
  return path.join(dir, storedName);
}

export type UploadRow = typeof formUploads.$inferSelect;

/** The owner's download path of an attached file (server/wire/rest/submissions.ts serves it). */
export const submissionFilePath = (submissionId: number, fileId: number) =>
  `/wp-json/laden/v1/submissions/${submissionId}/files/${fileId}`;

export type NewUpload = {
  formId: number;
  fieldId: number;
  ownerHash: string;
  name: string;
  ext: string;
  mime: string;
  bytes: Uint8Array;
};

/** Writes the file (new name, never overwriting) and records it as pending. Answers its token. */
export async function storeUpload(db: Db, dir: string, u: NewUpload): Promise<{ id: number; token: string }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString("hex")}.${u.ext}`;
  const file = storedPath(dir, storedName);
  await writeFile(file, u.bytes, { flag: "wx", mode: 0o600 });
  const token = randomBytes(24).toString("base64url");
  try {
    const [row] = await db
      .insert(formUploads)
      .values({
        tokenHash: sha256(token),
        formId: u.formId,
        fieldId: u.fieldId,
        ownerHash: u.ownerHash,
        originalName: u.name,
        storedName,
        size: u.bytes.length,
        mime: u.mime,
        sha256: sha256(u.bytes),
      })
      .returning({ id: formUploads.id });
    return { id: row!.id, token };
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}

async function removeFiles(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(storedPath(dir, n), { force: true })));
}

/** Deletes pending uploads older than the TTL, rows and files. Answers how many went. */
export async function sweepPending(db: Db, dir: string): Promise<number> {
  const rows = await db
    .delete(formUploads)
    .where(
      and(
        eq(formUploads.status, "pending"),
        sql`${formUploads.createdAt} < now() - make_interval(secs => ${PENDING_TTL_SECONDS})`,
      ),
    )
    .returning({ storedName: formUploads.storedName });
  await removeFiles(
    dir,
    rows.map((r) => r.storedName),
  );
  return rows.length;
}

/** Pending uploads of one field by one owner (what `upload_multi_count` counts). */
export async function countPending(
  db: Db,
  formId: number,
  fieldId: number,
  ownerHash: string,
): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formUploads)
    .where(
      and(
        eq(formUploads.formId, formId),
        eq(formUploads.fieldId, fieldId),
        eq(formUploads.ownerHash, ownerHash),
        eq(formUploads.status, "pending"),
      ),
    );
  return r?.n ?? 0;
}

/** Uploads named by tokens; the caller checks form, field, owner and status. */
export async function uploadsByTokens(db: Db, tokens: readonly string[]): Promise<UploadRow[]> {
  if (tokens.length === 0) return [];
  return db
    .select()
    .from(formUploads)
    .where(inArray(formUploads.tokenHash, tokens.map(sha256)));
}

/**
 * Attaches pending uploads to a new submission (called inside its transaction). Answers false
 * when any of them is no longer pending (swept, or taken by a concurrent submission): the caller
 * rolls the submission back.
 */
export async function attachUploads(db: Db, ids: readonly number[], submissionId: number): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .update(formUploads)
    .set({ status: "attached", submissionId })
    .where(and(inArray(formUploads.id, [...ids]), eq(formUploads.status, "pending")))
    .returning({ id: formUploads.id });
  return rows.length === ids.length;
}

/** Deletes pending uploads by id (a rejected no-JS submission leaves nothing behind). */
export async function discardPending(db: Db, dir: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .delete(formUploads)
    .where(and(inArray(formUploads.id, [...ids]), eq(formUploads.status, "pending")))
    .returning({ storedName: formUploads.storedName });
  await removeFiles(
    dir,
    rows.map((r) => r.storedName),
  );
}

export type SubmissionFile = { id: number; fieldId: number; name: string; size: number; mime: string };

/** The attached files of submissions, by submission id. */
export async function filesOfSubmissions(
  db: Db,
  submissionIds: readonly number[],
): Promise<Map<number, SubmissionFile[]>> {
  const out = new Map<number, SubmissionFile[]>();
  if (submissionIds.length === 0) return out;
  const rows = await db
    .select()
    .from(formUploads)
    .where(and(inArray(formUploads.submissionId, [...submissionIds]), eq(formUploads.status, "attached")))
    .orderBy(formUploads.id);
  for (const r of rows) {
    const list = out.get(r.submissionId!) ?? [];
    list.push({ id: r.id, fieldId: r.fieldId, name: r.originalName, size: r.size, mime: r.mime });
    out.set(r.submissionId!, list);
  }
  return out;
}

/** One attached file of a submission (the owner's download). */
export async function submissionFile(
  db: Db,
  submissionId: number,
  fileId: number,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(formUploads)
    .where(
      and(
        eq(formUploads.id, fileId),
        eq(formUploads.submissionId, submissionId),
        eq(formUploads.status, "attached"),
      ),
    );
  return row;
}
