/**
 * The client's submission flow (spec §4 "Submission flow", "Submit button", "After a successful
 * response"; §7 calls 1 and 2; glossary F2–F7, F12, F14). Framework-free: the form engine holds
 * values and errors, a FormStatusStore tells the submit button that a request is on its way, and a
 * FlowView does what needs the page (response area, scrolling, hiding, navigation; `dom-view.ts`).
 *
 *   1. `nf:before-submit` (cancelable);
 *   2. validation of every field, all marked not clean — unless the form's setting `novalidate`;
 *   3. a cancelled before-submit → `nf:submit-cancel`;
 *   4. blocking form errors (all but invalid_email and email_not_sent) → `nf:submit-failed`;
 *   5. `nf:after-validation`, the request (`nf_ajax_submit`), `nf:submit-response`.
 *
 * A nonce failure that brings a fresh nonce is resubmitted automatically, once, with the button
 * still processing. An HTTP error's body is read as the same JSON envelope; a body that is no
 * JSON adds the form error `parse-response-ERROR`.
 */
import type { FormEngine, SubmitData } from "#modules/forms/engine/engine.ts";
import type { DateTimeValue, FieldDef, FieldValue } from "#modules/forms/engine/types.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { formsSubmitText } from "#modules/i18n/messages-forms-submit.ts";
import { type AnalyticsTarget, type SentEvent, sendAnalyticsEvents } from "./form-analytics.ts";
import { FORM_SIGNALS, signal } from "./form-signals.ts";
import type { FormStatusStore } from "./form-status.ts";

export const SUBMIT_ACTION = "nf_ajax_submit";
/** Form error of an answer that is no JSON envelope (spec §8). */
export const PARSE_ERROR_ID = "parse-response-ERROR";
/** Form error when the server refuses the fresh nonce too (ours; the spec resubmits once). */
export const NONCE_ERROR_ID = "nonce";

export type ServerFieldError = string | { slug: string; message: string };

/** The response envelope (spec §7, glossary F4). Every part may be missing or an empty array. */
export type SubmitResponse = {
  data?: {
    form_id?: number | string;
    settings?: { clear_complete?: unknown; hide_complete?: unknown };
    halt?: { redirect?: unknown } | unknown;
    actions?: {
      redirect?: unknown;
      success_message?: unknown;
      googleanalytics?: unknown;
    };
  };
  errors?: {
    nonce?: { new_nonce?: unknown; nonce_ts?: unknown };
    fields?: Record<string, ServerFieldError>;
    form?: Record<string, unknown>;
    last?: { message?: unknown };
    [other: string]: unknown;
  };
  debug?: { form?: unknown; console?: unknown };
};

export type FormNonce = { nonce: string; nonce_ts?: number | string };

/** The forms nonce of the page; a fresh one from the server replaces it for every form on the page. */
export type NonceStore = { get(): FormNonce; set(nonce: FormNonce): void };

export function memoryNonceStore(initial: FormNonce): NonceStore {
  let current = initial;
  return {
    get: () => current,
    set: (n) => {
      current = n;
    },
  };
}

/** What the flow needs from the page. */
export type FlowView = {
  /** Where the signals are raised: the form container `#nf-form-{id}-cont`. */
  target: EventTarget;
  /** The success message (sanitised HTML from the server) into the response area, announced and scrolled to. */
  showResponse(html: string): void;
  clearResponse(): void;
  /** debug.form lines (the server sends them to the owner only). */
  showDebug(lines: string[]): void;
  /** hide_complete: the form is hidden; the response area stays. */
  hideForm(): void;
  /** Resume: every field but submit hidden (true) or shown again (false). */
  setResuming(on: boolean): void;
  /** `inputId`: the DOM id of the invalid input when it is a repeater set's sub-field. */
  focusField(field: FieldDef, inputId?: string): void;
  navigate(url: string): void;
};

export type SubmitFlowDeps = {
  engine: FormEngine;
  status: FormStatusStore;
  view: FlowView;
  lang: Lang;
  ajaxUrl: string;
  nonces: NonceStore;
  fetch: typeof fetch;
  /**
   * More `formData.extra` entries read at submit time: the form view token (`view_token`, from
   * the hidden input `_nf_view`) and the spam-trap input's value (`nf-field-hp`).
   */
  extra?: () => Record<string, string>;
  /** The globals analytics events go to and the consent check, read when a response arrives. */
  analytics: () => AnalyticsTarget;
  log?: Pick<Console, "log" | "info" | "warn" | "error">;
};

export type SubmitOutcome =
  /** A submission or resume is already on its way. */
  | "busy"
  | "cancelled"
  | "failed"
  /** The answer could not be read (parse-response-ERROR) or the fresh nonce failed too. */
  | "error"
  /** The answer carried errors (fields or blocking form errors). */
  | "rejected"
  | "success"
  /** A redirect is being followed (the button stays processing). */
  | "redirect";

const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * §4/F12: a date field with a time (date_and_time, time_only) is sent as one object
 * {date, hour, minute, ampm}; ampm is empty on a 24-hour clock. date_only stays the text.
 */
export function mergeDateTime(field: FieldDef, value: FieldValue): FieldValue {
  if (field.type !== "date" || (field.date_mode !== "date_and_time" && field.date_mode !== "time_only"))
    return value;
  const v: Partial<DateTimeValue> = isRecord(value)
    ? (value as DateTimeValue)
    : { date: typeof value === "string" ? value : "" };
  return {
    date: field.date_mode === "time_only" ? "" : (v.date ?? ""),
    hour: v.hour ?? "",
    minute: v.minute ?? "",
    // The 12-hour select shows "am" until the visitor picks; send what they see.
    ampm: field.hours_24 ? "" : v.ampm || "am",
  };
}

export type SubmitPayload = Omit<SubmitData, "extra"> & {
  extra: SubmitData["extra"] & Record<string, unknown>;
};

/** The `formData` of call 1: id, fields (id and value), settings, extra (calculations and `more`). */
export function submitPayload(engine: FormEngine, more: Record<string, string> = {}): SubmitPayload {
  const data = engine.submitData();
  for (const entry of Object.values(data.fields)) {
    const def = engine.def(entry.id);
    // A repeater's sets carry their sub-fields' values as the engine keeps them.
    if (def && def.type !== "repeater") entry.value = mergeDateTime(def, entry.value as FieldValue);
  }
  return { ...data, extra: { ...data.extra, ...more } };
}

/**
 * Reads an answer's body. The envelope is a JSON object; our server's plain error shape
 * `{code, message, data: {status}}` (a 429 rate limit, a 413 body) becomes a form error keyed by
 * its code. Anything else is undefined (→ parse-response-ERROR).
 */
export function parseEnvelope(text: string | undefined): SubmitResponse | undefined {
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(json)) return undefined;
  if (!("errors" in json) && typeof json.code === "string" && json.code && typeof json.message === "string")
    return { errors: { form: { [json.code]: json.message } } };
  if (!("data" in json) && !("errors" in json) && !("debug" in json)) return undefined;
  return json as SubmitResponse;
}

/** Form errors of an answer: `errors.form` by key, plus other plain string entries (e.g. numeric keys). */
function formErrorsOf(errors: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  if (isRecord(errors.form))
    for (const [id, message] of Object.entries(errors.form)) out.push([id, String(message)]);
  for (const [id, message] of Object.entries(errors)) {
    if (["nonce", "fields", "form", "last"].includes(id)) continue;
    if (typeof message === "string") out.push([/^\d+$/.test(id) ? `error-${id}` : id, message]);
  }
  return out;
}

export type SubmitFlow = {
  /** The submission flow; resolves when the answer has been handled. */
  submit(): Promise<SubmitOutcome>;
  /** Call 2: resume a halted submission with the page URL's parameters. */
  resume(params: URLSearchParams): Promise<SubmitOutcome>;
};

export function createSubmitFlow(deps: SubmitFlowDeps): SubmitFlow {
  const { engine, status, view, lang } = deps;
  const log = deps.log ?? console;
  const formId = engine.form.id;
  /** Form errors this flow added from answers: cleared before the next submission. */
  const serverFormErrors = new Set<string>();
  /** A submission or resume is on its way (Enter in a field must not send a second one). */
  let inFlight = false;

  const addFormError = (id: string, text: string) => {
    serverFormErrors.add(id);
    engine.addFormError(id, text);
  };

  const clearServerErrors = () => {
    for (const id of serverFormErrors) engine.removeFormError(id);
    serverFormErrors.clear();
  };

  const focusFirstInvalid = () => {
    const first = engine.firstInvalid();
    if (first) view.focusField(first, engine.firstInvalidInputId());
  };

  const request = (build: (nonce: FormNonce) => URLSearchParams) => postEnvelope(deps, build);

  function baseBody(nonce: FormNonce): URLSearchParams {
    const body = new URLSearchParams();
    body.set("action", SUBMIT_ACTION);
    body.set("security", nonce.nonce);
    if (nonce.nonce_ts !== undefined) body.set("nonce_ts", String(nonce.nonce_ts));
    body.set("lang", lang);
    return body;
  }

  /** The response handlers (spec §4 "After a successful response", glossary F6/F7). */
  function handle(response: SubmitResponse, resume: boolean): SubmitOutcome {
    const errors = isRecord(response.errors) ? response.errors : {};
    const data = isRecord(response.data) ? response.data : {};
    reportDebug(response, errors, { view, log, formId });

    const fieldErrors = applyFieldErrors(engine, errors.fields);
    for (const [id, text] of formErrorsOf(errors)) addFormError(id, text);
    const failed = fieldErrors > 0 || engine.blockingFormErrors().length > 0;

    const actions = isRecord(data.actions) ? data.actions : {};
    const halt = isRecord(data.halt) ? data.halt : {};
    const settings = isRecord(data.settings) ? data.settings : {};
    let redirect: string | undefined;
    // halt.redirect is followed even with errors; actions.redirect only without.
    if (typeof halt.redirect === "string" && halt.redirect) redirect = halt.redirect;

    let sent: SentEvent[] = [];
    let hidden = false;
    if (!failed) {
      if (truthy(settings.clear_complete)) {
        engine.reset();
        signal(view.target, FORM_SIGNALS.captchaReset, { formId });
      }
      if (truthy(settings.hide_complete)) {
        view.hideForm();
        hidden = true;
      }
      if (!redirect && typeof actions.redirect === "string" && actions.redirect) redirect = actions.redirect;
      if (typeof actions.success_message === "string" && actions.success_message.trim() !== "")
        view.showResponse(actions.success_message);
      sent = sendAnalyticsEvents(actions.googleanalytics, deps.analytics(), formId, log);
    }
    // The server spent the captcha token on a refused submission: a retry needs a fresh one.
    else signal(view.target, FORM_SIGNALS.captchaReset, { formId });
    // Fields hidden for a resume come back (unless the whole form is hidden now).
    if (resume && !hidden) view.setResuming(false);

    signal(view.target, FORM_SIGNALS.submitResponse, { formId, response, resume, analytics: sent });
    if (redirect) {
      view.navigate(redirect);
      return "redirect";
    }
    status.set({ processing: false });
    if (failed) {
      focusFirstInvalid();
      return "rejected";
    }
    return "success";
  }

  function fail(error: string, resume: boolean): SubmitOutcome {
    if (error === NONCE_ERROR_ID)
      addFormError(NONCE_ERROR_ID, formsSubmitText(lang, "formsSubmit.nonceExpired"));
    else {
      log.error(`Formular ${formId}: Antwort nicht lesbar (${error})`);
      addFormError(PARSE_ERROR_ID, formsSubmitText(lang, "formsSubmit.parseResponseError"));
    }
    if (resume) view.setResuming(false);
    status.set({ processing: false });
    signal(view.target, FORM_SIGNALS.submitFailed, { formId, errors: { ...engine.formErrors() } });
    return "error";
  }

  return {
    async submit() {
      if (inFlight) return "busy";
      const proceed = signal(view.target, FORM_SIGNALS.beforeSubmit, { formId }, true);
      clearServerErrors();
      view.clearResponse();
      if (!engine.form.settings.novalidate) engine.validateAll();
      if (!proceed) {
        signal(view.target, FORM_SIGNALS.submitCancel, { formId });
        return "cancelled";
      }
      if (engine.blockingFormErrors().length > 0) {
        focusFirstInvalid();
        signal(view.target, FORM_SIGNALS.submitFailed, { formId, errors: { ...engine.formErrors() } });
        return "failed";
      }
      const data = submitPayload(engine, deps.extra?.());
      signal(view.target, FORM_SIGNALS.afterValidation, { formId, data });
      status.set({ processing: true });
      inFlight = true;
      const result = await request((nonce) => {
        const body = baseBody(nonce);
        body.set("formData", JSON.stringify(data));
        return body;
      });
      const outcome = "error" in result ? fail(result.error, false) : handle(result.response, false);
      // While a redirect is followed nothing more is sent.
      inFlight = outcome === "redirect";
      return outcome;
    },

    async resume(params) {
      if (inFlight) return "busy";
      inFlight = true;
      view.setResuming(true);
      status.set({ processing: true });
      const result = await request((nonce) => {
        const body = baseBody(nonce);
        for (const [key, value] of params) body.append(`nf_resume[${key}]`, value);
        return body;
      });
      const outcome = "error" in result ? fail(result.error, true) : handle(result.response, true);
      inFlight = outcome === "redirect";
      return outcome;
    },
  };
}

/** POSTs the body; the parsed envelope, with one automatic resubmit on a nonce failure. */
async function postEnvelope(
  deps: SubmitFlowDeps,
  build: (nonce: FormNonce) => URLSearchParams,
): Promise<{ response: SubmitResponse } | { error: string }> {
  const { nonces } = deps;
  for (let attempt = 0; ; attempt++) {
    const body = build(nonces.get());
    let text: string | undefined;
    let thrown = "";
    try {
      const res = await deps.fetch(deps.ajaxUrl, {
        method: "POST",
        body,
        credentials: "same-origin",
        cache: "no-store",
        headers: { Accept: "application/json" },
      });
      text = await res.text();
      if (!res.ok) thrown = `HTTP ${res.status}`;
    } catch (err) {
      thrown = err instanceof Error ? err.message : String(err);
    }
    const response = parseEnvelope(text);
    if (!response) return { error: thrown || "unreadable response" };
    const fresh = isRecord(response.errors) ? response.errors.nonce : undefined;
    if (isRecord(fresh) && typeof fresh.new_nonce === "string" && fresh.new_nonce !== "") {
      nonces.set({
        nonce: fresh.new_nonce,
        nonce_ts:
          typeof fresh.nonce_ts === "number" || typeof fresh.nonce_ts === "string"
            ? fresh.nonce_ts
            : undefined,
      });
      if (attempt === 0) continue;
      return { error: NONCE_ERROR_ID };
    }
    return { response };
  }
}

/** The answer's field errors onto the engine's fields (unknown ids ignored); how many were set. */
function applyFieldErrors(engine: SubmitFlowDeps["engine"], fields: unknown): number {
  if (!isRecord(fields)) return 0;
  let count = 0;
  for (const [id, error] of Object.entries(fields)) {
    const numeric = Number(id);
    if (!Number.isInteger(numeric) || !engine.def(numeric)) continue;
    if (typeof error === "string" || (isRecord(error) && typeof error.message === "string")) {
      engine.setServerFieldError(numeric, error as ServerFieldError);
      count++;
    }
  }
  return count;
}

/** debug.console and errors.last go to the console only; debug.form to the form's debug area. */
function reportDebug(
  response: SubmitResponse,
  errors: Record<string, unknown>,
  to: { view: SubmitFlowDeps["view"]; log: Pick<Console, "log" | "error">; formId: number | string },
): void {
  const debug = isRecord(response.debug) ? response.debug : {};
  if (Array.isArray(debug.console)) for (const line of debug.console) to.log.log(line);
  if (Array.isArray(debug.form) && debug.form.length > 0) to.view.showDebug(debug.form.map(String));
  if (isRecord(errors.last) && errors.last.message !== undefined)
    to.log.error(`Formular ${to.formId}: ${String(errors.last.message)}`);
}
