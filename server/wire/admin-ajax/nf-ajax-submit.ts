/**
 * `POST /wp-admin/admin-ajax.php`, `action=nf_ajax_submit` (spec §7 calls 1 and 2, glossary
 * F3–F5, F14): `security` (the forms nonce of the page parameters), `nonce_ts`, and `formData`
 * (JSON: id, fields, settings, extra) — or `nf_resume` (the form id from the page URL's
 * `?nf_resume=ID`, also as `nf_resume[nf_resume]`) with the resume token in the HttpOnly cookie
 * `laden_nf_resume_{ID}` set by the halting answer.
 *
 * Always answers the envelope `{data, errors, debug}` as JSON (`Cache-Control: no-store`):
 * - 200: accepted, or not accepted for a reason of the form (`errors.fields`, `errors.form`:
 *   honeypot, unique_field, sub_limit, resume_invalid; email_not_sent does not block);
 * - 403: the nonce failed or expired: `errors.nonce {new_nonce, nonce_ts}` (resubmit once);
 * - 500 `laden_internal_error` with `errors.last {message}` for an unexpected failure (logged);
 * - 400 `laden_form_malformed` (formData missing, not JSON, bad ids or values), 404
 *   `laden_form_not_found` (unknown or closed form), 410 `laden_form_removed` (moved to the
 *   trash while the visitor filled it in), 429 `laden_rate_limited` with Retry-After:
 *   the envelope merged with the REST error shape `{code, message, data: {status}}` and the same
 *   text under `errors.form[code]`, so a client that reads either shape shows it.
 * The pipeline is modules/forms/submission/pipeline.ts.
 */

import { getCookie } from "hono/cookie";
import type { Db } from "#db/client.ts";
import { isFormTrashed } from "#modules/forms/builder/trash.ts";
import { captchaSecretsOf } from "#modules/forms/captcha/context.ts";
import { RESUME_TOKEN_TTL_SECONDS } from "#modules/forms/submission/constants.ts";
import {
  INVALID_CHARACTERS,
  openForm,
  PayloadError,
  parseFormData,
  readFormId,
  resumeCookieName,
  resumeForm,
  submissionRateLimit,
  submitForm,
} from "#modules/forms/submission/index.ts";
import { submissionText } from "#modules/forms/submission/messages.ts";
import { UPLOAD_OWNER_COOKIE, uploaderHash } from "#modules/forms/uploads/index.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce } from "#modules/session/nonce-check.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { isDatabaseUnavailable } from "#server/http/db-errors.ts";
import { errorFields } from "#server/log.ts";
import { field, type WireHandler, type WireRequest } from "../types.ts";
import { type Envelope, toEnvelope } from "./envelope.ts";
import { formRateRefusal } from "./form-rate-limit.ts";

const HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": NO_STORE_VALUE };

function envelope(body: Envelope, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });
}

/** A refused request: the envelope and the REST error shape in one body. */
function refused(
  code: string,
  message: string,
  status: number,
  headers: Record<string, string> = {},
  last?: { message: string },
) {
  return new Response(
    JSON.stringify({
      code,
      message,
      data: { status },
      errors: { form: { [code]: message }, ...(last ? { last } : {}) },
      debug: {},
    }),
    { status, headers: { ...HEADERS, ...headers } },
  );
}

/**
 * An unexpected failure while processing (not the database being away: that stays the host's
 * 503): logged, answered 500 with `errors.last` (the client logs it to the console) and the
 * generic message as a form error. Nothing is half-done that a retry could not repeat: the record
 * step is one transaction and e-mails are deduplicated.
 */
async function guarded(req: WireRequest, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    req.services.log.error("nf_ajax_submit failed", errorFields(err));
    const message = translate(req.lang, "wire.internal");
    return refused("laden_internal_error", message, 500, {}, { message });
  }
}

export const nfAjaxSubmit: WireHandler = {
  methods: ["POST"],
  async handle(req) {
    const { db, config } = req.services;
    const lang = req.lang;
    const limited = await formRateRefusal(req, submissionRateLimit);
    if (limited) return refused(limited.code, limited.message, 429, limited.headers);

    const subject = await req.nonceSubject();
    if (
      !(await checkNonce(
        req.services.config.secret,
        field(req.fields, "security"),
        NONCE_ACTIONS.forms,
        subject,
      ))
    ) {
      const now = Date.now();
      return envelope(
        {
          data: {},
          errors: {
            nonce: {
              new_nonce: createNonce(config.secret, NONCE_ACTIONS.forms, subject, now),
              nonce_ts: Math.floor(now / 1000),
            },
          },
          debug: {},
        },
        403,
      );
    }
    const asker = {
      lang,
      ip: "",
      userId: subject.userId,
      origin: await mailLinkOrigin(db, config),
    };

    const resume = field(req.fields, "nf_resume") ?? field(req.fields, "nf_resume[nf_resume]");
    if (resume !== undefined) {
      const formId = readFormId(resume);
      const form = formId !== undefined ? await openForm(db, formId) : undefined;
      if (!form) return formGone(db, formId, lang);
      const name = resumeCookieName(form.id);
      return guarded(req, async () => {
        const outcome = await resumeForm(db, form, getCookie(req.hono, name), asker);
        return withResumeCookie(
          envelope(toEnvelope(outcome.answer)),
          name,
          outcome.resumeToken,
          req.secure,
          true,
        );
      });
    }

    let posted: ReturnType<typeof parseFormData>;
    try {
      posted = parseFormData(field(req.fields, "formData"));
    } catch (err) {
      if (err instanceof PayloadError && err.code === INVALID_CHARACTERS)
        return refused(err.code, translate(lang, "wire.badCharacters"), 400);
      if (err instanceof PayloadError)
        return refused(err.code, `${submissionText(lang, "submit.malformed")} (${err.message})`, 400);
      throw err;
    }
    const form = await openForm(db, posted.formId);
    if (!form) return formGone(db, posted.formId, lang);
    // Uploaded files (their tokens are values) must have been uploaded by this browser.
    posted.uploadOwner = uploaderHash(getCookie(req.hono, UPLOAD_OWNER_COOKIE), posted.uploadKey);
    return guarded(req, async () => {
      const outcome = await submitForm(db, form, posted, asker, captchaSecretsOf(config));
      return withResumeCookie(
        envelope(toEnvelope(outcome.answer)),
        resumeCookieName(form.id),
        outcome.resumeToken,
        req.secure,
        false,
      );
    });
  },
};

/**
 * No open form: one the owner moved to the trash while the visitor was filling it in answers 410
 * `laden_form_removed` with a message that says so (the visitor's entries were not sent); an
 * unknown or closed one 404 `laden_form_not_found`.
 */
async function formGone(db: Db, formId: number | undefined, lang: Lang): Promise<Response> {
  if (formId !== undefined && (await isFormTrashed(db, formId)))
    return refused("laden_form_removed", submissionText(lang, "submit.removed"), 410);
  return refused("laden_form_not_found", submissionText(lang, "submit.notFound"), 404);
}

/** Hands a new resume token to the visitor, or (after a resume) removes the used one. */
function withResumeCookie(
  res: Response,
  name: string,
  token: string | undefined,
  isSecure: boolean,
  clear: boolean,
): Response {
  const flags = `Path=/; HttpOnly; SameSite=Lax${isSecure ? "; Secure" : ""}`;
  if (token)
    res.headers.append("Set-Cookie", `${name}=${token}; Max-Age=${RESUME_TOKEN_TTL_SECONDS}; ${flags}`);
  else if (clear) res.headers.append("Set-Cookie", `${name}=; Max-Age=0; ${flags}`);
  return res;
}
