/**
 * Spec §9 "Hint slide": field description hints slide open and closed over 250 ms. The one
 * place this number lives (the browser tests read it from here too).
 */
export const HINT_SLIDE_MS = 250;
