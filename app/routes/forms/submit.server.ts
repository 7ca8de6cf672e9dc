/**
 * The no-JS form submission (brief: forms are submittable without JavaScript): the form's plain
 * POST to its own page (`/forms/ID/`, or the content page holding `[ninja_form id=ID]`) runs the
 * same pipeline as `nf_ajax_submit`. Answers: a redirect action → 303 to its target; accepted →
 * 200 with the success message; not accepted → 422 with the errors and the posted values (the
 * page renders the form again with them); over the rate limit → 429 with Retry-After.
 * No nonce: like the AJAX call for a visitor without a session, anyone may post a public form;
 * the rate limit, the honeypot and the duplicate check apply the same way.
 * A form with an upload field posts `multipart/form-data`; its files are checked and stored as
 * pending uploads of this request only, attached by the pipeline, and deleted again when the
 * submission is not accepted.
 */

import { randomBytes } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { isFormTrashed } from "#modules/forms/builder/trash.ts";
import { captchaSecretsOf } from "#modules/forms/captcha/context.ts";
import type { SubmittedValue } from "#modules/forms/engine/repeater.ts";
import { FORM_ID_FIELD, RESUME_TOKEN_TTL_SECONDS } from "#modules/forms/submission/constants.ts";
import {
  openForm,
  parseFormBody,
  readFormId,
  resumeCookieName,
  submissionRateLimit,
  submitForm,
} from "#modules/forms/submission/index.ts";
import { submissionText } from "#modules/forms/submission/messages.ts";
import {
  ownerCookie,
  ownerHash,
  receiveFiles,
  uploadField,
  uploadsDir,
} from "#modules/forms/uploads/index.ts";
import { discardPending } from "#modules/forms/uploads/store.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";

type Ctx = Pick<RouterContextProvider, "get">;

/** What a form's page shows after a no-JS POST. */
export type FormPostResult = {
  formId: number;
  accepted: boolean;
  successMessage?: string;
  hide: boolean;
  /** Posted values to show again (empty after success when the form clears itself). */
  values: Record<string, SubmittedValue>;
  fieldErrors: Record<string, string>;
  formErrors: Record<string, string>;
};

/** A random token per rendered form (`_nf_view`): the same view posted twice is one submission. */
export function newViewToken(): string {
  return randomBytes(16).toString("base64url");
}

const MULTI = new Set(["listcheckbox", "listmultiselect", "terms"]);

/** Runs the POST; undefined when the body names no form (the route's other forms, if any). */
export async function submitFormPost(request: Request, context: Ctx) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const body: Record<string, string | string[]> = {};
  const files = new Map<string, File[]>();
  for (const [k, v] of form) {
    if (typeof v !== "string") {
      // A file input without a chosen file still sends an empty part.
      if (v.name !== "" || v.size > 0)
        files.set(k.replace(/\[\]$/, ""), [...(files.get(k.replace(/\[\]$/, "")) ?? []), v]);
      continue;
    }
    const key = k.endsWith("[]") ? k.slice(0, -2) : k;
    const prev = body[key];
    body[key] = k.endsWith("[]") ? [...(Array.isArray(prev) ? prev : prev ? [prev] : []), v] : v;
  }
  const rawId = body[FORM_ID_FIELD];
  const formId = readFormId(Array.isArray(rawId) ? rawId[0] : rawId);
  if (formId === undefined) throw data(null, { status: 400 });
  const stored = await openForm(services.db, formId);
  // Moved to the trash while the visitor filled it in: 410 and a page that says so (as the
  // JavaScript submit's `laden_form_removed`); unknown or closed: 404.
  if (!stored) throw data(null, { status: (await isFormTrashed(services.db, formId)) ? 410 : 404 });

  const fields = stored.fields.map((f) => ({
    id: f.id,
    type: f.type,
    multi: MULTI.has(f.type) || (f.type === "listimage" && !!f.allow_multi_select),
  }));
  const posted = parseFormBody(
    formId,
    body,
    fields,
    stored.fields.filter((f) => f.type === "repeater"),
  );
  const base = { formId, hide: false, values: posted.values, fieldErrors: {}, successMessage: undefined };

  const retryAfter = await submissionRateLimit(services.db, state.clientIp);
  if (retryAfter !== undefined) {
    const result: FormPostResult = {
      ...base,
      accepted: false,
      formErrors: {
        laden_rate_limited: submissionText(state.lang, "submit.rateLimited", { seconds: retryAfter }),
      },
    };
    return data(result, { status: 429, headers: { ...NO_STORE, "Retry-After": String(retryAfter) } });
  }

  // Files come with the post: stored as pending uploads owned by this request alone.
  const owner = ownerHash(ownerCookie(undefined).value);
  const uploadIds: number[] = [];
  const dir = uploadsDir(services.config.dataDir);
  for (const f of stored.fields) {
    const chosen = files.get(`nf-field-${f.id}`);
    const target = uploadField(stored, f.id);
    if (!chosen || !target) continue;
    const received = await receiveFiles(services.db, dir, {
      form: stored,
      field: target,
      owner,
      lang: state.lang,
      files: await Promise.all(
        chosen.map(async (x) => ({
          name: x.name,
          type: x.type,
          bytes: new Uint8Array(await x.arrayBuffer()),
        })),
      ),
    });
    if (!received.ok) {
      await discardPending(services.db, dir, uploadIds);
      const result: FormPostResult = {
        ...base,
        accepted: false,
        fieldErrors: { [String(f.id)]: received.message },
        formErrors: {},
      };
      return data(result, { status: 422, headers: NO_STORE });
    }
    uploadIds.push(...received.files.map((x) => x.id));
    posted.values[String(f.id)] = received.files.map((x) => x.token);
  }
  posted.uploadOwner = owner;

  const session = await state.session.get();
  const outcome = await submitForm(
    services.db,
    stored,
    posted,
    {
      lang: state.lang,
      ip: state.clientIp,
      userId: session?.userId ?? undefined,
      origin: await mailLinkOrigin(services.db, services.config),
    },
    captchaSecretsOf(services.config),
  ).finally(() => discardPending(services.db, dir, uploadIds));
  const { answer } = outcome;
  const target = answer.haltRedirect ?? (outcome.accepted ? answer.actions?.redirect : undefined);
  if (target) {
    const headers = new Headers(NO_STORE);
    if (outcome.resumeToken)
      headers.append(
        "Set-Cookie",
        `${resumeCookieName(formId)}=${outcome.resumeToken}; Max-Age=${RESUME_TOKEN_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax${state.session.secure ? "; Secure" : ""}`,
      );
    throw redirect(target, { status: 303, headers });
  }
  const fieldErrors: Record<string, string> = {};
  for (const [id, e] of Object.entries(answer.fieldErrors))
    fieldErrors[id] = typeof e === "string" ? e : e.message;
  const result: FormPostResult = {
    formId,
    accepted: outcome.accepted,
    successMessage: answer.actions?.successMessage,
    hide: outcome.accepted && !!stored.settings.hide_complete,
    values: outcome.accepted && stored.settings.clear_complete ? {} : posted.values,
    fieldErrors,
    formErrors: answer.formErrors,
  };
  return data(result, { status: outcome.accepted ? 200 : 422, headers: NO_STORE });
}
