/**
 * The answer of `nf_ajax_submit` (spec §7, glossary F4): always `{data, errors, debug}`.
 * `errors.fields`: field id → a plain message (the client shows it as required-error) or
 * `{slug, message}`; `errors.form`: error id → message; `errors.nonce`: a fresh nonce for the one
 * automatic resubmit; `errors.last`: a message for the console only. `debug` is filled for an
 * owner only.
 */
export type GoogleAnalyticsItem = { event_name: string; method_type: "ga4" | "gtm" };

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

export function emptyEnvelope(): Envelope {
  return { data: {}, errors: {}, debug: {} };
}

/** Errors that mean "not accepted" (the two e-mail form errors do not block, §4). */
export function hasBlockingErrors(e: EnvelopeErrors): boolean {
  if (e.nonce || (e.fields && Object.keys(e.fields).length > 0)) return true;
  return Object.keys(e.form ?? {}).some((id) => id !== "invalid_email" && id !== "email_not_sent");
}
