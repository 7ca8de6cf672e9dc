/**
 * The form's actions (its `actions` column, Ninja Forms' names and settings), run in order after
 * a submission is accepted:
 * - `save`: keeps the values (without it they are dropped once the actions have run);
 * - `email`: `to` (comma-separated, merge tags allowed), `email_subject` (or `subject`),
 *   `email_message` (or `message`), `email_format` (`html`, default, or `plain`), one outbox
 *   mail per recipient; `reply_to`, `cc`, `bcc` (address lists, merge tags allowed: each address
 *   is checked after substitution and an invalid one left out, never an error for the visitor;
 *   Cc and Bcc ride on the first recipient's mail only), `from_name`, `from_address` (used only in
 *   MAIL_FROM's domain: modules/mail/sender.ts); `attach_uploads` attaches the submission's
 *   uploaded files, `attach_csv` the submission as CSV (mail-attachments.ts);
 * - `successmessage`: `success_msg` (or `message`), merge tags, then sanitised HTML;
 * - `redirect`: `redirect_url` (merge tags as URL components); `halt` on = an off-site step:
 *   the answer is `data.halt.redirect`, the submission waits for `nf_resume` and the actions after
 *   this one run then;
 * - `googleanalytics`: `event_name` (the event's action), `event_category`, `event_label`,
 *   `method_type` (`ga4` default, or `gtm`); sent by the browser, only with statistics consent.
 * An action with a condition (`settings.conditions`, action-condition.ts) runs only when it holds.
 * Anything else (imported `custom`) is skipped and named in `debug`.
 */
import { decodeHTML } from "entities";
import type { FormAction } from "#db/schema/index.ts";
import type { OutboxMail } from "#modules/mail/outbox.ts";
import { sanitizeHtml } from "#modules/shared/sanitize-html.ts";
import { isEmail, localPath } from "#modules/validation/index.ts";
import type { FieldValue } from "../engine/types.ts";
import { actionRuns } from "./action-condition.ts";
import { MAX_HEADER_ADDRESSES } from "./constants.ts";
import { emailAttachments } from "./mail-attachments.ts";
import { substituteTags } from "./merge-tags.ts";
import { submissionText } from "./messages.ts";
import type { SubmitState } from "./pipeline.ts";
import { createResumeToken, markSaved } from "./store.ts";

export type ActionOutcome = "continue" | "halt";
export type ActionRunner = (
  settings: Record<string, unknown>,
  state: SubmitState,
  index: number,
) => Promise<ActionOutcome>;

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const on = (v: unknown) => v === true || v === 1 || v === "1" || v === "on" || v === "true" || v === "yes";

/** Plain-text part of an HTML mail. */
export function htmlToText(html: string): string {
  return decodeHTML(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|div|tr|h[1-6]|li|table)>/gi, "\n")
      .replace(/<\/t[hd]>\s*<t[hd][^>]*>/gi, ": ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * A redirect target is followed only when it is an absolute http(s) URL without credentials or a
 * same-site path (`/…`, not `//…`). Merge-tag values are URL-encoded components, so a visitor's
 * value can fill a query or path but never decide the scheme or the host.
 */
export function safeRedirect(url: string): string | undefined {
  const u = url.trim();
  if (u === "" || /[\s\\]/.test(u) || u.length > 2000) return undefined;
  if (u.startsWith("/")) return localPath(u);
  let parsed: URL;
  try {
    parsed = new URL(u);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  if (parsed.username || parsed.password) return undefined;
  return parsed.toString();
}

function dataActions(state: SubmitState): NonNullable<SubmitState["answer"]["actions"]> {
  state.answer.actions = state.answer.actions ?? {};
  return state.answer.actions;
}

const save: ActionRunner = async (_settings, state) => {
  state.saved = true;
  if (state.submissionId !== undefined && !state.duplicate)
    await markSaved(state.deps.db, state.submissionId);
  if (state.submissionId !== undefined)
    state.debug(submissionText(state.env.lang, "submit.debug.saved", { id: state.submissionId }));
  return "continue";
};

/** Addresses of a comma- or semicolon-separated list (line breaks already removed). */
const addressList = (text: string) =>
  text
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * Reply-To, Cc or Bcc after merge tags: the valid addresses, at most MAX_HEADER_ADDRESSES. Header
 * mode turns line breaks into spaces, so an injected `\r\nBcc: …` makes an address invalid
 * (left out) and can never start a header line of its own.
 */
function headerAddresses(state: SubmitState, header: string, template: unknown): string[] {
  const valid: string[] = [];
  for (const address of addressList(substituteTags(str(template), state.merge(), "header"))) {
    if (isEmail(address) && valid.length < MAX_HEADER_ADDRESSES) valid.push(address);
    else state.debug(submissionText(state.env.lang, "submit.debug.headerDropped", { header, address }));
  }
  return valid;
}

const email: ActionRunner = async (settings, state, index) => {
  const merge = state.merge();
  const to = addressList(substituteTags(str(settings.to), merge, "header"));
  const replyTo = headerAddresses(state, "Reply-To", settings.reply_to);
  const cc = headerAddresses(state, "Cc", settings.cc);
  const bcc = headerAddresses(state, "Bcc", settings.bcc);
  const fromName = substituteTags(str(settings.from_name), merge, "header").slice(0, 200);
  const fromAddress = substituteTags(str(settings.from_address), merge, "header");
  const from = fromName || fromAddress ? { name: fromName, address: fromAddress } : undefined;
  let copiesSent = false;
  const subject = substituteTags(str(settings.email_subject) || str(settings.subject), merge, "header")
    .trim()
    .slice(0, 250);
  const template = str(settings.email_message) || str(settings.message);
  const plain = str(settings.email_format) === "plain";
  const render = (data: typeof merge) => {
    const html = plain ? undefined : sanitizeHtml(substituteTags(template, data, "html")).html;
    return { html, text: plain ? substituteTags(template, data, "text") : htmlToText(html ?? "") };
  };
  const forVisitor = render(merge);
  // The shop's own address gets the uploaded files' download links (owner-only URLs).
  const forOwner = render(state.merge({ fileLinks: true }));
  const attachments = emailAttachments(settings, state);
  const owner = state.env.adminEmail.trim().toLowerCase();
  for (const address of to) {
    const { html, text } = owner !== "" && address.toLowerCase() === owner ? forOwner : forVisitor;
    if (!isEmail(address)) {
      state.debug(submissionText(state.env.lang, "submit.invalidEmail", { to: address }));
      if (state.env.owner)
        state.formError(
          "invalid_email",
          submissionText(state.env.lang, "submit.invalidEmail", { to: address }),
        );
      continue;
    }
    const mail: OutboxMail = {
      dedupeKey: `form-sub:${state.submissionId ?? 0}:action-${index}:${address.toLowerCase()}`,
      to: address,
      subject: subject || state.form.title,
      text,
      ...(html ? { html } : {}),
      ...(replyTo.length ? { replyTo } : {}),
      ...(from ? { from } : {}),
      ...(attachments.length ? { attachments } : {}),
      // One copy for Cc and Bcc, however many recipients the action has.
      ...(copiesSent ? {} : { cc, bcc }),
    };
    copiesSent = true;
    try {
      await state.deps.enqueueMail(state.deps.db, mail);
      state.debug(submissionText(state.env.lang, "submit.debug.mail", { to: address }));
    } catch (err) {
      state.formError("email_not_sent", submissionText(state.env.lang, "submit.emailNotSent"));
      state.debug(`email_not_sent: ${(err as Error).message}`);
    }
  }
  return "continue";
};

const successMessage: ActionRunner = async (settings, state) => {
  const template = str(settings.success_msg) || str(settings.message);
  if (!template) return "continue";
  const html = sanitizeHtml(substituteTags(template, state.merge(), "html")).html;
  const actions = dataActions(state);
  actions.successMessage = (actions.successMessage ?? "") + html;
  return "continue";
};

const redirect: ActionRunner = async (settings, state) => {
  const url = substituteTags(str(settings.redirect_url), state.merge(), "url");
  const target = safeRedirect(url);
  if (!target) {
    state.debug(submissionText(state.env.lang, "submit.debug.redirectRefused", { url }));
    return "continue";
  }
  if (on(settings.halt)) {
    state.answer.haltRedirect = target;
    state.debug(submissionText(state.env.lang, "submit.debug.halt"));
    return "halt";
  }
  dataActions(state).redirect = target;
  return "continue";
};

const googleAnalytics: ActionRunner = async (settings, state) => {
  const method = str(settings.method_type) === "gtm" ? "gtm" : "ga4";
  const actions = dataActions(state);
  actions.analytics = actions.analytics ?? [];
  actions.analytics.push({
    event_name: str(settings.event_name).trim(),
    method_type: method,
    event_category: str(settings.event_category).trim(),
    event_label: str(settings.event_label).trim(),
  });
  return "continue";
};

export const ACTION_RUNNERS: Readonly<Record<string, ActionRunner>> = {
  save,
  email,
  successmessage: successMessage,
  redirect,
  googleanalytics: googleAnalytics,
};

/** The action's condition on the stored (visible) values; a field not stored reads as empty. */
function conditionHolds(action: FormAction, state: SubmitState): boolean {
  const byKey = new Map(state.runtime.fields.map((f) => [f.key, f]));
  return actionRuns(
    action.settings ?? {},
    (key) => byKey.get(key),
    (key) => {
      const f = byKey.get(key);
      return f ? (state.values[String(f.id)]?.value as FieldValue | undefined) : undefined;
    },
    state.runtime.locale,
  );
}

/**
 * Runs the actions from `state.actionsDone` on; stops after a halting redirect (which counts as
 * done, so a resume continues after it) and creates the resume token then.
 */
export async function runActions(state: SubmitState, actions: readonly FormAction[]): Promise<void> {
  for (let i = state.actionsDone; i < actions.length; i++) {
    const action = actions[i] as FormAction;
    const runner = Object.hasOwn(ACTION_RUNNERS, action.type) ? ACTION_RUNNERS[action.type] : undefined;
    state.actionsDone = i + 1;
    if (!action.active || !runner) {
      state.debug(submissionText(state.env.lang, "submit.debug.skipped", { type: action.type }));
      continue;
    }
    if (!conditionHolds(action, state)) {
      state.debug(submissionText(state.env.lang, "submit.debug.conditionSkipped", { type: action.type }));
      continue;
    }
    if ((await runner(action.settings ?? {}, state, i)) === "halt") {
      state.halted = true;
      if (state.submissionId !== undefined && !state.duplicate)
        state.resumeToken = await createResumeToken(state.deps.db, state.submissionId);
      return;
    }
  }
}
