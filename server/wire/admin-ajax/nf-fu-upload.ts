/**
 * `POST /wp-admin/admin-ajax.php`, `action=nf_fu_upload` (as Ninja Forms File Uploads):
 * multipart with `form_id`, `field_id`, `security` (the forms nonce of the page parameters) and
 * the file(s) (any part with a file name; `tmp_name` or any other path the client sends is never
 * read). The body is capped before it is buffered (server/host.ts, setting `forms.uploadMaxMb`).
 *
 * 200 `{data: {files: [{name, size, type, token}]}, errors: []}`; refused:
 * `{code, message, data: {status, files: []}, errors: [{code, message}]}` with 413
 * `file_too_large`, 415 `invalid_file_type`, 400 `too_many_files` / `upload_failed`, 403
 * `invalid_nonce`, 404 `laden_form_not_found`, 429 `laden_rate_limited`. The upload belongs to the
 * browser's HttpOnly cookie `laden_nf_uploads` (set here when missing): only that browser can
 * attach it to a submission (the token goes into the field's value).
 */
import { generateCookie, getCookie } from "hono/cookie";
import { openForm, readFormId } from "#modules/forms/submission/index.ts";
import { submissionText } from "#modules/forms/submission/messages.ts";
import { PENDING_TTL_SECONDS } from "#modules/forms/uploads/constants.ts";
import {
  type IncomingFile,
  ownerCookie,
  receiveFiles,
  UPLOAD_OWNER_COOKIE,
  uploaderHash,
  uploadField,
  uploadRateLimit,
  uploadsDir,
} from "#modules/forms/uploads/index.ts";
import { uploadText } from "#modules/forms/uploads/messages.ts";
import { translate } from "#modules/i18n/index.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce } from "#modules/session/nonce-check.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { field, type WireHandler } from "../types.ts";
import { formRateRefusal } from "./form-rate-limit.ts";

const HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": NO_STORE_VALUE };

function refused(code: string, message: string, status: number, headers: Record<string, string> = {}) {
  return new Response(
    JSON.stringify({ code, message, data: { status, files: [] }, errors: [{ code, message }] }),
    { status, headers: { ...HEADERS, ...headers } },
  );
}

/** Every part of the body that is a file, whatever its name (`files[]`, `file`, `files-{id}`). */
async function filesOf(body: Record<string, unknown>): Promise<IncomingFile[]> {
  const out: IncomingFile[] = [];
  for (const v of Object.values(body))
    for (const item of Array.isArray(v) ? v : [v])
      if (item instanceof File)
        out.push({ name: item.name, type: item.type, bytes: new Uint8Array(await item.arrayBuffer()) });
  return out;
}

export const nfFuUpload: WireHandler = {
  methods: ["POST"],
  async handle(req) {
    const { db, config } = req.services;
    const lang = req.lang;
    const limited = await formRateRefusal(req, uploadRateLimit);
    if (limited) return refused(limited.code, limited.message, 429, limited.headers);
    const subject = await req.nonceSubject();
    if (
      !(await checkNonce(
        req.services.config.secret,
        field(req.fields, "security"),
        NONCE_ACTIONS.forms,
        subject,
      ))
    )
      return refused("invalid_nonce", translate(lang, "wire.badNonce"), 403);
    const type = (req.request.headers.get("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data"))
      return refused("upload_failed", uploadText(lang, "upload_missing"), 400);

    const formId = readFormId(field(req.fields, "form_id"));
    const form = formId !== undefined ? await openForm(db, formId) : undefined;
    const fieldId = Number(field(req.fields, "field_id"));
    const target = form && Number.isInteger(fieldId) ? uploadField(form, fieldId) : undefined;
    if (!form || !target)
      return refused("laden_form_not_found", submissionText(lang, "submit.notFound"), 404);

    const files = await filesOf(await req.hono.req.parseBody({ all: true }));
    const key = field(req.fields, "upload_key") || undefined;
    // The embed's key (no cookies cross-site) or else the owner cookie, set on the first upload.
    const cookie = key ? undefined : ownerCookie(getCookie(req.hono, UPLOAD_OWNER_COOKIE));
    const owner = uploaderHash(cookie?.value, key);
    if (!owner) return refused("upload_failed", uploadText(lang, "upload_missing"), 400);
    const result = await receiveFiles(db, uploadsDir(config.dataDir), {
      form,
      field: target,
      owner,
      files,
      lang,
    });
    if (!result.ok) return refused(result.code, result.message, result.status);
    const res = new Response(
      JSON.stringify({
        data: {
          files: result.files.map(({ name, size, type: t, token }) => ({ name, size, type: t, token })),
        },
        errors: [],
      }),
      { status: 200, headers: HEADERS },
    );
    if (cookie?.isNew)
      res.headers.append(
        "Set-Cookie",
        generateCookie(UPLOAD_OWNER_COOKIE, cookie.value, {
          maxAge: PENDING_TTL_SECONDS,
          path: "/",
          httpOnly: true,
          sameSite: "Lax",
          secure: req.secure,
        }),
      );
    return res;
  },
};
