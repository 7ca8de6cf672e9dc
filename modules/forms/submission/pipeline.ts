/**
 * The server side of a form submission (`nf_ajax_submit`, the no-JS POST and `nf_resume`): one
 * ordered list of steps over one state. Each step may stop the pipeline (its errors are the
 * answer). The definition always comes from the database; what the visitor posted is only values.
 *
 *   honeypot → captcha → validate (incl. repeater sets) → uploads → record → actions
 *
 * Plug points (helper B): a captcha verification step goes before `validate` (nothing is stored
 * when it fails: fail closed); per-set repeater validation and linking uploaded files go after
 * `validate` and before `record` (they may add to `state.values` and `state.answer`'s errors).
 * Add a step object to SUBMIT_STEPS; nothing else changes.
 */
import { createHash } from "node:crypto";
import type { Db } from "#db/client.ts";
import type { SubmissionValue } from "#db/schema/index.ts";
import type { Lang } from "#modules/i18n/index.ts";
import type { OutboxMail } from "#modules/mail/outbox.ts";
import { sanitizeHtml } from "#modules/shared/sanitize-html.ts";
import { type CaptchaContext, captchaFields, verifyCaptchas } from "../captcha/index.ts";
import { isCaptchaType } from "../captcha/providers.ts";
import { validateSubmission } from "../engine/engine.ts";
import type { FieldValue, RuntimeForm } from "../engine/types.ts";
import { translateForms } from "../messages.ts";
import { toRuntimeForm } from "../runtime.ts";
import type { StoredForm } from "../store.ts";
import { uploadText } from "../uploads/messages.ts";
import { linkUploads } from "../uploads/step.ts";
import { attachUploads, submissionFilePath } from "../uploads/store.ts";
import { runActions } from "./actions.ts";
import { emptyAnswer, hasBlockingErrors, type SubmissionAnswer } from "./answer.ts";
import { displayText, UNLISTED_TYPES } from "./display.ts";
import type { MergeData } from "./merge-tags.ts";
import { submissionText } from "./messages.ts";
import type { PostedSubmission } from "./payload.ts";
import { markProgress, type ResumedSubmission, recordSubmission } from "./store.ts";

export type SubmitDeps = {
  db: Db;
  enqueueMail: (db: Db, mail: OutboxMail) => Promise<unknown>;
  /** Captcha verification (providers, secrets, used proof-of-work challenges); none: captchas fail closed. */
  captcha?: CaptchaContext;
};

export type SubmitEnv = {
  lang: Lang;
  /** shop_manager or administrator: gets `debug` and the owner-only form errors. */
  owner: boolean;
  userId?: number;
  /** For `{system:admin_email}`, `{wp:site_title}`. */
  adminEmail: string;
  siteTitle: string;
  /** Where links in e-mails point (PUBLIC_URL or the request's origin): the owner's file links. */
  origin?: string;
};

export type SubmitState = {
  form: StoredForm;
  runtime: RuntimeForm;
  posted: PostedSubmission;
  env: SubmitEnv;
  deps: SubmitDeps;
  answer: SubmissionAnswer;
  /** What is stored: field id → key, label, type, value, text (visible fields only). */
  values: Record<string, SubmissionValue>;
  calculations: Record<string, string>;
  uniqueValue?: string;
  /** Pending uploads the record step attaches to the new submission (in its transaction). */
  uploadIds: number[];
  /** The files of upload fields (for the owner's links in the admin e-mail). */
  uploadFiles: { id: number; fieldId: number; name: string }[];
  submissionId?: number;
  /** The same view and values were submitted before: the first row stands, nothing is added. */
  duplicate: boolean;
  saved: boolean;
  actionsDone: number;
  halted: boolean;
  resumeToken?: string;
  /** `fileLinks`: upload fields list each file with its owner-only download URL (admin e-mails). */
  merge(options?: { fileLinks?: boolean }): MergeData;
  debug(message: string): void;
  formError(id: string, message: string): void;
  fieldError(id: string, error: string | { slug: string; message: string }): void;
};

export type SubmitStep = { name: string; run(state: SubmitState): Promise<"continue" | "stop"> };

const honeypot: SubmitStep = {
  name: "honeypot",
  async run(state) {
    if (state.posted.honeypot.trim() === "") return "continue";
    state.formError("honeypot", state.runtime.messages.honeypotHoneypotError);
    return "stop";
  },
};

/**
 * Every captcha field's token is verified before anything else is looked at; a missing, rejected or
 * unverifiable token stops the submission (fail closed: nothing is stored).
 */
const captcha: SubmitStep = {
  name: "captcha",
  async run(state) {
    const fields = captchaFields(state.form);
    if (fields.length === 0) return "continue";
    const ctx = state.deps.captcha;
    const errors = ctx
      ? await verifyCaptchas(
          state.form,
          state.posted.values,
          ctx,
          state.runtime.messages.recaptchaConsentMissing,
        )
      : Object.fromEntries(
          fields.map((f) => [
            String(f.id),
            {
              slug: "captcha-unavailable",
              message: translateForms(state.env.lang, "forms.captchaUnavailable"),
            },
          ]),
        );
    for (const [id, e] of Object.entries(errors)) state.fieldError(id, e);
    return Object.keys(errors).length > 0 ? "stop" : "continue";
  },
};

const validate: SubmitStep = {
  name: "validate",
  async run(state) {
    const { form, runtime, env } = state;
    const result = validateSubmission(runtime, state.posted.values, {
      lang: env.lang,
      log: (m) => state.debug(m),
      // Rich text (textarea_rte) keeps basic formatting and safe links only.
      cleanRichText: (html) => sanitizeHtml(html).html,
    });
    // Hidden (conditional) fields are not validated by the engine; their errors never come back.
    for (const [id, errors] of Object.entries(result.fieldErrors)) {
      const e = errors[0];
      if (!e) continue;
      state.fieldError(id, e.id === "required-error" ? e.message : { slug: e.id, message: e.message });
    }
    state.calculations = result.calculations;
    for (const f of runtime.fields) {
      const id = String(f.id);
      const posted = result.data.fields[id];
      // Captcha tokens are checked, never stored.
      if (!posted || result.visible[id] === false || isCaptchaType(f.type)) continue;
      state.values[id] = {
        key: f.key,
        label: f.label,
        type: f.type,
        value: posted.value,
        text: displayText(f, posted.value as FieldValue, runtime.locale, env.lang),
      };
    }
    const unique = form.settings.unique_field;
    if (unique) {
      const f = runtime.fields.find((x) => x.key === unique);
      const text = f ? state.values[String(f.id)]?.text.trim().toLowerCase() : undefined;
      if (text) state.uniqueValue = text;
    }
    return hasBlockingErrors(state.answer) ? "stop" : "continue";
  },
};

/** Dedupe key: form id, view token and the canonical values (sorted keys). */
export function dedupeKey(
  formId: number,
  viewToken: string,
  values: Record<string, SubmissionValue>,
): string {
  const canonical = Object.keys(values)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .map((id) => [id, values[id]?.value]);
  return createHash("sha256")
    .update(`${formId}\n${viewToken}\n${JSON.stringify(canonical)}`)
    .digest("hex");
}

const record: SubmitStep = {
  name: "record",
  async run(state) {
    const { form, posted } = state;
    const result = await recordSubmission(state.deps.db, {
      formId: form.id,
      values: state.values,
      calculations: state.calculations,
      dedupeKey: posted.viewToken ? dedupeKey(form.id, posted.viewToken, state.values) : undefined,
      uniqueValue: state.uniqueValue,
      userId: state.env.userId,
      limit: form.settings.sub_limit_number,
      attach: (trx, id) => attachUploads(trx, state.uploadIds, id),
    });
    switch (result.kind) {
      case "new":
        state.submissionId = result.id;
        return "continue";
      case "duplicate":
        state.submissionId = result.id;
        state.duplicate = true;
        state.debug(submissionText(state.env.lang, "submit.debug.duplicate", { id: result.id }));
        return "continue";
      case "unique": {
        const f = state.runtime.fields.find((x) => x.key === form.settings.unique_field);
        const message = form.settings.unique_field_error || submissionText(state.env.lang, "submit.unique");
        if (f) state.fieldError(String(f.id), { slug: "unique_field", message });
        else state.formError("unique_field", message);
        return "stop";
      }
      case "uploads":
        // An upload was taken or swept between the check and the write: nothing was stored.
        state.formError("upload_failed", uploadText(state.env.lang, "upload_failed"));
        return "stop";
      case "limit":
        state.formError(
          "sub_limit",
          form.settings.sub_limit_msg || submissionText(state.env.lang, "submit.subLimit"),
        );
        return "stop";
    }
  },
};

const actions: SubmitStep = {
  name: "actions",
  async run(state) {
    await runActions(state, state.form.actions);
    if (state.submissionId !== undefined && !state.duplicate)
      await markProgress(
        state.deps.db,
        state.submissionId,
        state.actionsDone,
        state.halted ? "halted" : "complete",
      );
    return "continue";
  },
};

/** The steps in order. Helper B's steps go where the comments say. */
export const SUBMIT_STEPS: readonly SubmitStep[] = [
  honeypot,
  captcha,
  // validate also checks repeater sets (per set, errors keyed `{repeaterId}.{subFieldId}_{setIndex}`)
  validate,
  { name: "uploads", run: linkUploads },
  record,
  actions,
];

function newState(form: StoredForm, posted: PostedSubmission, env: SubmitEnv, deps: SubmitDeps): SubmitState {
  const runtime = toRuntimeForm({ id: form.id, settings: form.settings, fields: form.fields }, env.lang);
  const debugForm: string[] = [];
  const state: SubmitState = {
    form,
    runtime,
    posted,
    env,
    deps,
    answer: emptyAnswer(),
    values: {},
    calculations: {},
    uploadIds: [],
    uploadFiles: [],
    duplicate: false,
    saved: false,
    actionsDone: 0,
    halted: false,
    merge: (options = {}) => ({
      fields: runtime.fields.flatMap((f) => {
        const v = state.values[String(f.id)];
        return v
          ? [
              {
                id: f.id,
                key: f.key,
                label: v.label,
                type: v.type,
                text:
                  options.fileLinks && f.type === "file_upload" ? fileLinks(state, f.id) || v.text : v.text,
                listed: !UNLISTED_TYPES.has(v.type) && v.text !== "",
              },
            ]
          : [];
      }),
      calculations: state.calculations,
      locale: runtime.locale,
      system: {
        "system:admin_email": env.adminEmail,
        "wp:admin_email": env.adminEmail,
        "system:site_title": env.siteTitle,
        "wp:site_title": env.siteTitle,
        "form:title": form.title,
        "submission:id": state.submissionId !== undefined ? String(state.submissionId) : "",
      },
      tableHeadings: {
        field: submissionText(env.lang, "submit.tableField"),
        value: submissionText(env.lang, "submit.tableValue"),
      },
    }),
    debug: (message) => debugForm.push(message),
    formError: (id, message) => {
      state.answer.formErrors[id] = message;
    },
    fieldError: (id, error) => {
      state.answer.fieldErrors[id] = error;
    },
  };
  state.answer.formId = form.id;
  state.answer.afterSubmit = {
    clearComplete: !!form.settings.clear_complete,
    hideComplete: !!form.settings.hide_complete,
  };
  // Owners see what happened; everyone else gets no debug lines.
  if (env.owner) state.answer.debug = debugForm;
  return state;
}

/** "name (URL), …" of a field's files for the owner; empty when there is nothing to link. */
function fileLinks(state: SubmitState, fieldId: number): string {
  const { origin } = state.env;
  if (!origin || state.submissionId === undefined || state.duplicate) return "";
  return state.uploadFiles
    .filter((u) => u.fieldId === fieldId)
    .map((u) => `${u.name} (${origin}${submissionFilePath(state.submissionId!, u.id)})`)
    .join(", ");
}

function finish(state: SubmitState): SubmissionAnswer {
  if (!hasBlockingErrors(state.answer) && Object.keys(state.calculations).length > 0)
    state.answer.calculations = state.calculations;
  return state.answer;
}

export type SubmitOutcome = {
  answer: SubmissionAnswer;
  /** Accepted (stored or a duplicate of a stored one) and not stopped by an error. */
  accepted: boolean;
  submissionId?: number;
  /** Set when a redirect halted the submission: the caller hands it to the visitor (cookie). */
  resumeToken?: string;
};

export async function runSubmission(
  form: StoredForm,
  posted: PostedSubmission,
  env: SubmitEnv,
  deps: SubmitDeps,
  steps: readonly SubmitStep[] = SUBMIT_STEPS,
): Promise<SubmitOutcome> {
  const state = newState(form, posted, env, deps);
  for (const step of steps) if ((await step.run(state)) === "stop") break;
  return {
    answer: finish(state),
    accepted: !hasBlockingErrors(state.answer),
    submissionId: state.submissionId,
    resumeToken: state.resumeToken,
  };
}

/**
 * `nf_resume`: the halted submission taken by its token (single-use) runs only the actions after
 * the halting one, on the values stored then; no validation, nothing new is stored.
 */
export async function resumeSubmission(
  form: StoredForm,
  resumed: ResumedSubmission,
  env: SubmitEnv,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const state = newState(form, { formId: form.id, values: {}, honeypot: "" }, env, deps);
  state.values = resumed.values;
  state.calculations = resumed.calculations;
  state.submissionId = resumed.id;
  state.saved = resumed.saved;
  state.actionsDone = resumed.actionsDone;
  await actions.run(state);
  return {
    answer: finish(state),
    accepted: !hasBlockingErrors(state.answer),
    submissionId: state.submissionId,
    resumeToken: state.resumeToken,
  };
}
