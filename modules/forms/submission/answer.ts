/**
 * What a form submission came to, in the domain's words: the errors per field and for the form,
 * what the actions decided (success message, redirect, analytics events, a halting redirect), the
 * server's calculations and, for an owner, what happened step by step. The wire layer turns it
 * into Ninja Forms' `{data, errors, debug}` (server/wire/admin-ajax/envelope.ts); the no-JS page
 * route reads it directly.
 */

/** A Google Analytics / Tag Manager event an action asks the browser to send. */
export type GoogleAnalyticsItem = {
  event_name: string;
  method_type: "ga4" | "gtm";
  /** Empty: the defaults (form_submit, ninja_forms_submit). */
  event_category?: string;
  event_label?: string;
};

/** A plain message (shown as the required error) or an error with its own slug. */
export type FieldErrorAnswer = string | { slug: string; message: string };

export type SubmissionAnswer = {
  formId?: number;
  /** The form's settings for after a success: empty the fields, hide the form. */
  afterSubmit?: { clearComplete: boolean; hideComplete: boolean };
  /** Present once an action has set one of these. */
  actions?: { successMessage?: string; redirect?: string; analytics?: GoogleAnalyticsItem[] };
  /** A redirect action with "halt": followed even when errors came after it. */
  haltRedirect?: string;
  /** The server's calculation results (what the stored submission holds). */
  calculations?: Record<string, string>;
  /** Field id → error. */
  fieldErrors: Record<string, FieldErrorAnswer>;
  /** Error id → message. */
  formErrors: Record<string, string>;
  /** Owners only: the steps' messages. */
  debug?: string[];
};

export function emptyAnswer(): SubmissionAnswer {
  return { fieldErrors: {}, formErrors: {} };
}

/** Errors that mean "not accepted" (the two e-mail form errors do not block, §4). */
export function hasBlockingErrors(answer: Pick<SubmissionAnswer, "fieldErrors" | "formErrors">): boolean {
  if (Object.keys(answer.fieldErrors).length > 0) return true;
  return Object.keys(answer.formErrors).some((id) => id !== "invalid_email" && id !== "email_not_sent");
}
