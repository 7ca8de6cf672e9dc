/**
 * The form's signals (spec §4, glossary F2) as DOM events on the form container
 * (`#nf-form-{id}-cont`). They bubble, so a script may listen on the container or on `document`.
 * `nf:before-submit` is cancelable: `event.preventDefault()` cancels the submission, which then
 * raises `nf:submit-cancel`. README.md ("Forms for integrators") documents each event's detail.
 * Loaded with the form (small); the submit flow itself is a lazy chunk.
 */
export const FORM_SIGNALS = {
  beforeSubmit: "nf:before-submit",
  submitCancel: "nf:submit-cancel",
  submitFailed: "nf:submit-failed",
  afterValidation: "nf:after-validation",
  submitResponse: "nf:submit-response",
  /** Asks the form's captcha widgets to reset (clear_complete); see `onCaptchaReset`. */
  captchaReset: "nf:captcha-reset",
} as const;

export type FormSignal = (typeof FORM_SIGNALS)[keyof typeof FORM_SIGNALS];

/** Raises a signal; false when a listener cancelled it (only cancelable signals can be). */
export function signal(target: EventTarget, name: FormSignal, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable }));
}
