/**
 * The form runtime's client constants (spec §9, "Business constants and limits"), in one place.
 * Every timing here is a requirement; tests/e2e/forms-submit.spec.ts asserts them with
 * Playwright's clock.
 */

/** After a successful submission the page scrolls to the response message in this time … */
export const SUCCESS_SCROLL_MS = 300;
/** … so that the message sits this far below the top of the window (only when not fully visible). */
export const SUCCESS_SCROLL_OFFSET_PX = 50;
