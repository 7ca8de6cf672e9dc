/**
 * The browser side of `nf_fu_upload` (ADR 011), loaded when a visitor chooses a file: one
 * multipart POST per choice with the form's nonce; the answer's tokens become the field's value.
 * The server decides everything (size, type by content, count); its German message is shown.
 */
import { pageParams } from "../page-params.ts";

export type UploadedFile = { name: string; size: number; type: string; token: string };
export type UploadAnswer = { ok: true; files: UploadedFile[] } | { ok: false; code: string; message: string };

export async function uploadFiles(
  formId: number,
  fieldId: number,
  files: readonly File[],
  failedText: string,
  doc: Document = document,
): Promise<UploadAnswer> {
  const params = pageParams(doc);
  const body = new FormData();
  body.set("action", "nf_fu_upload");
  body.set("security", params?.forms?.nonce ?? "");
  body.set("form_id", String(formId));
  body.set("field_id", String(fieldId));
  for (const f of files) body.append("files[]", f, f.name);
  try {
    const res = await fetch(params?.ajax_url ?? "/wp-admin/admin-ajax.php", {
      method: "POST",
      body,
      credentials: "same-origin",
    });
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
