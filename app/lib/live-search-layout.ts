/**
 * The live search's numbers (spec §4, §9; glossary E1–E4) and where its panels go. Pure.
 */

/** Input is debounced by this many ms after typing (the space key does not restart it). */
export const SEARCH_DEBOUNCE_MS = 500;
/** The results panel is at least this wide, minus RESULTS_WIDTH_GAP. */
export const RESULTS_MIN_WIDTH = 500;
export const RESULTS_WIDTH_GAP = 10;
/** The side details panel shows on windows at least this wide. */
export const DETAILS_MIN_WINDOW = 910;
export const DETAILS_WIDTH = 320;
/** Result box max height when a form has no `data-result-box-max-height`. */
export const DEFAULT_MAX_HEIGHT = 400;
/** Distance kept from the window's edges (px). */
export const EDGE = 8;
/** The scrollbar's minimum thumb size (SimpleBar option; its stop-scroll delay 175 ms and throttle 64 ms are built in). */
export const SCROLLBAR_MIN_SIZE = 25;

export type Rect = { top: number; left: number; bottom: number; width: number };
export type Box = { top: number; left: number; width: number };

/**
 * The results panel, in page coordinates: under the input, max(form width, 500) − 10 wide (never
 * wider than the window less its edges), moved left when it would leave the window.
 */
export function resultsBox(
  form: Rect,
  input: Rect,
  view: { width: number; scrollX: number; scrollY: number },
): Box {
  const width = Math.max(
    0,
    Math.min(Math.max(form.width, RESULTS_MIN_WIDTH) - RESULTS_WIDTH_GAP, view.width - 2 * EDGE),
  );
  let left = Math.max(EDGE, input.left);
  if (left + width > view.width - EDGE) left = Math.max(EDGE, view.width - EDGE - width);
  return { top: input.bottom + view.scrollY, left: left + view.scrollX, width };
}

/** The details panel beside the results (right, else left), or null when there is no room or the window is narrow. */
export function detailsBox(results: Box, view: { width: number; scrollX: number }): Box | null {
  if (view.width < DETAILS_MIN_WINDOW) return null;
  const left = results.left - view.scrollX;
  if (left + results.width + DETAILS_WIDTH <= view.width - EDGE) {
    return { top: results.top, left: results.left + results.width, width: DETAILS_WIDTH };
  }
  if (left - DETAILS_WIDTH >= EDGE)
    return { top: results.top, left: results.left - DETAILS_WIDTH, width: DETAILS_WIDTH };
  return null;
}

/** The result box's max height from `data-result-box-max-height` (400 when missing or not a number). */
export function maxHeightOf(attr: string | undefined): number {
  const n = Number(attr);
  return attr && Number.isFinite(n) && n > 0 ? n : DEFAULT_MAX_HEIGHT;
}

/** Keys that never start a search (navigation, modifiers, and the space key). */
const QUIET_KEYS = new Set([
  " ",
  "Spacebar",
  "ArrowDown",
  "ArrowUp",
  "ArrowLeft",
  "ArrowRight",
  "Enter",
  "Escape",
  "Tab",
  "Shift",
  "Control",
  "Alt",
  "Meta",
  "CapsLock",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

export function keyStartsSearch(key: string): boolean {
  return !QUIET_KEYS.has(key);
}
