/**
 * The submission flow's constants (issue 7). Timings and limits of the server side live here;
 * the per-client rate limit is a shop setting (`forms.submitsPerMinute`).
 */

/** A resume token (`nf_resume`) is valid this long after the halting redirect. */
export const RESUME_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The cookie holding a form's resume token: `laden_nf_resume_{formId}` (HttpOnly, SameSite=Lax). */
export const RESUME_COOKIE_PREFIX = "laden_nf_resume_";

/**
 * The spam-trap input's name: the form component renders `<input name="nf-field-hp">`; the AJAX
 * client sends its value as `formData.extra["nf-field-hp"]`.
 */
export const HONEYPOT_NAME = "nf-field-hp";

/**
 * The form view token: one random value per rendered form (hidden input `_nf_view`, sent by the
 * AJAX client as `formData.extra.view_token`). The same token with the same values is one
 * submission.
 */
export const VIEW_TOKEN_FIELD = "_nf_view";
export const VIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The hidden input naming the form in a no-JS POST. */
export const FORM_ID_FIELD = "_form_id";

/** Longest text accepted per value (longer values are cut, as an input limit would). */
export const MAX_VALUE_LENGTH = 20_000;
/** Most fields accepted in one payload (a form with more is refused as malformed). */
export const MAX_FIELDS = 1000;

/** The rate-limit window for submissions per client. */
export const SUBMIT_WINDOW_SECONDS = 60;

/**
 * Most addresses an e-mail action's Reply-To, Cc or Bcc may hold after its merge tags are
 * filled in: a visitor's value must not turn a form into a mass mailer.
 */
export const MAX_HEADER_ADDRESSES = 10;
