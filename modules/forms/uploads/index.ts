/**
 * Receiving files for a form field (`nf_fu_upload` and the no-JS POST): the field's limits, every
 * file checked before any is stored, the 24 h sweep on each upload. Framework-free: the caller
 * has parsed the multipart body (within the byte cap) and knows the visitor's owner hash.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { hit } from "#modules/rate-limit/index.ts";
import { getSettings } from "#modules/settings/index.ts";
import type { StoredForm } from "../store.ts";
import {
  checkFile,
  fieldLimits,
  UPLOAD_ERROR_STATUS,
  type UploadErrorCode,
  type UploadField,
} from "./check.ts";
import { UPLOAD_OWNER_COOKIE, UPLOADS_PER_SUBMISSION } from "./constants.ts";
import { refusalText, uploadText } from "./messages.ts";
import { countPending, sha256, storeUpload, sweepPending } from "./store.ts";

export { UPLOAD_OWNER_COOKIE } from "./constants.ts";
export { uploadsDir } from "./store.ts";

export type IncomingFile = { name: string; type: string; bytes: Uint8Array };
export type UploadedFile = { id: number; name: string; size: number; type: string; token: string };
export type UploadResult =
  | { ok: true; files: UploadedFile[] }
  | { ok: false; code: UploadErrorCode; status: number; message: string };

const OWNER = /^[A-Za-z0-9_-]{32,64}$/;

/** The visitor's owner cookie value, or a new one to set (answers whether it is new). */
export function ownerCookie(current: string | undefined): { value: string; isNew: boolean } {
  return current && OWNER.test(current)
    ? { value: current, isNew: false }
    : { value: randomBytes(24).toString("base64url"), isNew: true };
}

export const ownerHash = (cookieValue: string) => sha256(`${UPLOAD_OWNER_COOKIE}:${cookieValue}`);

/**
 * Who uploaded, for the upload and for the submission that attaches the files. On our pages it is
 * the owner cookie. The embeddable form on another site sends no cookies, so it makes a random
 * key per form instance (`upload_key`, the cookie's alphabet and length) and sends it with each
 * upload and in the submission's `extra`; a key, when sent, decides. Either way a token alone
 * attaches nothing.
 */
export function uploaderHash(cookieValue: string | undefined, key: unknown): string | undefined {
  if (typeof key === "string" && OWNER.test(key)) return sha256(`${UPLOAD_OWNER_COOKIE}:key:${key}`);
  return cookieValue && OWNER.test(cookieValue) ? ownerHash(cookieValue) : undefined;
}

/** The largest body a multipart POST may have: the global per-file cap and the form's other fields. */
export async function uploadBodyCap(db: Db): Promise<number> {
  const { "forms.uploadMaxMb": mb } = await getSettings(db);
  return Math.floor(mb * 1024 * 1024);
}

/** An upload field of the form by id (other types and unknown ids: undefined). */
export function uploadField(form: StoredForm, fieldId: number): UploadField | undefined {
  const f = form.fields.find((x) => x.id === fieldId);
  return f?.type === "file_upload" ? (f as UploadField) : undefined;
}

/** Counts one upload request per client (a bucket of its own, sized from the submissions limit). */
export async function uploadRateLimit(db: Db, ip: string): Promise<number | undefined> {
  if (!ip) return undefined;
  const settings = await getSettings(db);
  const decision = await hit(
    db,
    {
      name: "form-upload",
      limit: settings["forms.submitsPerMinute"] * UPLOADS_PER_SUBMISSION,
      windowSeconds: 60,
    },
    [{ kind: "ip", value: ip }],
  );
  return decision.allowed ? undefined : decision.retryAfterSeconds;
}

/** Checks every file, then stores them all as pending uploads of the field for this owner. */
export async function receiveFiles(
  db: Db,
  dir: string,
  input: { form: StoredForm; field: UploadField; owner: string; files: readonly IncomingFile[]; lang: Lang },
): Promise<UploadResult> {
  const { form, field, owner, files, lang } = input;
  const settings = await getSettings(db);
  const limits = fieldLimits(field, settings["forms.uploadMaxMb"]);
  const refuse = (code: UploadErrorCode): UploadResult => ({
    ok: false,
    code,
    status: UPLOAD_ERROR_STATUS[code],
    message:
      code === "upload_failed" && files.length === 0
        ? uploadText(lang, "upload_missing")
        : refusalText(lang, code, limits),
  });
  if (files.length === 0) return refuse("upload_failed");
  await sweepPending(db, dir);
  if (files.length + (await countPending(db, form.id, field.id, owner)) > limits.multiCount)
    return refuse("too_many_files");
  const checked = [];
  for (const file of files) {
    const result = await checkFile(file, limits);
    if (!result.ok) return refuse(result.code);
    checked.push({ file, result });
  }
  const out: UploadedFile[] = [];
  for (const { file, result } of checked) {
    const { id, token } = await storeUpload(db, dir, {
      formId: form.id,
      fieldId: field.id,
      ownerHash: owner,
      name: result.name,
      ext: result.ext,
      mime: result.mime,
      bytes: file.bytes,
    });
    out.push({ id, name: result.name, size: file.bytes.length, type: result.mime, token });
  }
  return { ok: true, files: out };
}
