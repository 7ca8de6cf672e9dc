/**
 * The embedded form's submission (issue 7 item 9): `nf_ajax_submit` with `security`, `nonce_ts`
 * and `formData`, sent without cookies to our admin-ajax URL; the answer `{data, errors, debug}`
 * (glossary F3–F5) is shown as our pages show it: field errors on their fields, form errors in
 * the form's error list, a refreshed nonce resubmits once, the success message in the response
 * area, `clear_complete` resets and `hide_complete` hides the form (both when both are set), a
 * redirect is followed.
 */
import type { FormEngine } from "#modules/forms/engine/engine.ts";
import type { RuntimeForm } from "#modules/forms/engine/types.ts";
import { translateForms } from "#modules/forms/messages.ts";
import type { Lang } from "#modules/i18n/index.ts";

type Envelope = {
  data?: {
    settings?: { clear_complete?: unknown; hide_complete?: unknown };
    actions?: { success_message?: string; redirect?: string };
    halt?: { redirect?: string };
  };
  errors?: {
    nonce?: { new_nonce: string; nonce_ts: number };
    fields?: Record<string, string | { slug: string; message: string }>;
    form?: Record<string, string>;
  };
};

type Args = {
  def: { form: RuntimeForm; ajax_url: string; nonce: string; nonce_ts: number };
  payload: unknown;
  engine: FormEngine;
  host: HTMLElement;
  form: HTMLFormElement;
  lang: Lang;
};

const on = (v: unknown) => v === true || v === 1 || v === "1";

async function post(args: Args): Promise<Envelope | null> {
  const body = new URLSearchParams({
    action: "nf_ajax_submit",
    security: args.def.nonce,
    nonce_ts: String(args.def.nonce_ts),
    formData: JSON.stringify(args.payload),
  });
  try {
    const res = await fetch(args.def.ajax_url, { method: "POST", body, credentials: "omit" });
    // An HTTP error's body is read as an answer too (F3).
    return (await res.json()) as Envelope;
  } catch (err) {
    console.warn("Laden: the form could not be sent", err);
    return null;
  }
}

export async function submitEmbedded(args: Args): Promise<void> {
  const { engine, host, form, lang } = args;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    button.textContent = button.dataset.processingLabel || translateForms(lang, "forms.processing");
  }
  engine.removeFormError("parse-response-ERROR");
  let answer = await post(args);
  if (answer?.errors?.nonce) {
    // A stale nonce: take the new one and send once more (F5).
    args.def.nonce = answer.errors.nonce.new_nonce;
    args.def.nonce_ts = answer.errors.nonce.nonce_ts;
    answer = await post(args);
  }
  if (button) {
    button.disabled = false;
    button.textContent = label;
  }
  // Not our envelope at all (a proxy's error page, an unknown action): the same as unreadable.
  if (answer && answer.data === undefined && answer.errors === undefined) answer = null;
  if (!answer) {
    engine.addFormError("parse-response-ERROR", translateForms(lang, "forms.embed.sendFailed"));
    return;
  }
  const errors = answer.errors ?? {};
  for (const [id, e] of Object.entries(errors.fields ?? {})) engine.setServerFieldError(Number(id), e);
  for (const [id, message] of Object.entries(errors.form ?? {})) engine.addFormError(id, message);
  if (Object.keys(errors.fields ?? {}).length || Object.keys(errors.form ?? {}).length) return;
  const data = answer.data ?? {};
  const redirect = data.halt?.redirect || data.actions?.redirect;
  if (redirect) {
    window.location.assign(redirect);
    return;
  }
  const response = host.querySelector<HTMLElement>(".nf-response-msg");
  // The success message is owner-written HTML, sanitised by our server.
  if (response && data.actions?.success_message) response.innerHTML = data.actions.success_message;
  // Both may be set: the form is cleared and hidden (a style, not `hidden`: the form's own CSS
  // sets its display).
  if (on(data.settings?.clear_complete)) engine.reset();
  if (on(data.settings?.hide_complete)) form.style.display = "none";
}
