/**
 * The answer of `nf_ajax_submit` (spec §7, glossary F4): always `{data, errors, debug}`.
 * `errors.fields`: field id → a plain message (the client shows it as required-error) or
 * `{slug, message}`; `errors.form`: error id → message; `errors.nonce`: a fresh nonce for the one
 * automatic resubmit; `errors.last`: a message for the console only. `debug` is filled for an
 * owner only. The domain's SubmissionAnswer (modules/forms/submission/answer.ts) maps onto it.
 */
import type { GoogleAnalyticsItem, SubmissionAnswer } from "#modules/forms/submission/answer.ts";

export type EnvelopeData = {
  form_id?: number;
  settings?: { clear_complete: boolean; hide_complete: boolean };
  actions?: {
    success_message?: string;
    redirect?: string;
    googleanalytics?: GoogleAnalyticsItem[];
  };
  halt?: { redirect: string };
  /** The server's calculation results (what the stored submission holds). */
  extra?: { calculations: Record<string, string> };
};

export type EnvelopeErrors = {
  nonce?: { new_nonce: string; nonce_ts: number };
  fields?: Record<string, string | { slug: string; message: string }>;
  form?: Record<string, string>;
  last?: { message: string };
};

export type Envelope = {
  data: EnvelopeData;
  errors: EnvelopeErrors;
  debug: { form?: string[]; console?: string[] };
};

/** A submission's answer in Ninja Forms' shape: only the parts that are there. */
export function toEnvelope(answer: SubmissionAnswer): Envelope {
  const data: EnvelopeData = {};
  if (answer.formId !== undefined) data.form_id = answer.formId;
  if (answer.afterSubmit)
    data.settings = {
      clear_complete: answer.afterSubmit.clearComplete,
      hide_complete: answer.afterSubmit.hideComplete,
    };
  if (answer.actions) {
    const { successMessage, redirect, analytics } = answer.actions;
    data.actions = {
      ...(successMessage !== undefined ? { success_message: successMessage } : {}),
      ...(redirect !== undefined ? { redirect } : {}),
      ...(analytics !== undefined ? { googleanalytics: analytics } : {}),
    };
  }
  if (answer.haltRedirect !== undefined) data.halt = { redirect: answer.haltRedirect };
  if (answer.calculations !== undefined) data.extra = { calculations: answer.calculations };
  const errors: EnvelopeErrors = {};
  if (Object.keys(answer.fieldErrors).length > 0) errors.fields = answer.fieldErrors;
  if (Object.keys(answer.formErrors).length > 0) errors.form = answer.formErrors;
  return { data, errors, debug: answer.debug ? { form: answer.debug, console: answer.debug } : {} };
}
