/**
 * The browser side of `nf_fu_upload` (ADR 011), loaded when a visitor chooses a file: one
 * multipart POST per choice with the form's nonce; the answer's tokens become the field's value.
 * The server decides everything (size, type by content, count); its German message is shown.
 */

import { UPLOAD_ACTION } from "#modules/forms/uploads/constants.ts";
import { readPageParams } from "../page-params.ts";

export type UploadedFile = { name: string; size: number; type: string; token: string };
export type UploadAnswer = { ok: true; files: UploadedFile[] } | { ok: false; code: string; message: string };

/**
 * Where the embed on another site uploads: our absolute admin-ajax URL, its definition's nonce and
 * its upload key (it sends no cookies; modules/forms/uploads `uploaderHash`).
 */
export type EmbedUpload = { ajaxUrl: string; nonce: () => string; key: string };

export async function uploadFiles(
  formId: number,
  fieldId: number,
  files: readonly File[],
  failedText: string,
  embed?: EmbedUpload,
  doc: Document = document,
): Promise<UploadAnswer> {
  const params = embed ? undefined : readPageParams(doc);
  const body = new FormData();
  body.set("action", UPLOAD_ACTION);
  body.set("security", embed ? embed.nonce() : (params?.forms?.nonce ?? ""));
  body.set("form_id", String(formId));
  body.set("field_id", String(fieldId));
  if (embed) body.set("upload_key", embed.key);
  for (const f of files) body.append("files[]", f, f.name);
  try {
    // The action in the query too: the embed's origin check need not read a multipart body.
    const url = embed
      ? `${embed.ajaxUrl}?action=nf_fu_upload`
      : (params?.ajax_url ?? "/wp-admin/admin-ajax.php");
    const res = await fetch(url, { method: "POST", body, credentials: embed ? "omit" : "same-origin" });
    const answer = (await res.json()) as {
      data?: { files?: UploadedFile[] };
      errors?: { code: string; message: string }[];
    };
    const error = answer.errors?.[0];
    if (res.ok && !error && answer.data?.files) return { ok: true, files: answer.data.files };
    return { ok: false, code: error?.code ?? "upload_failed", message: error?.message ?? failedText };
  } catch {
    return { ok: false, code: "upload_failed", message: failedText };
  }
}
