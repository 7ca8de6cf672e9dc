/** The redirects screen's limits (browser-safe: the form shows them, modules/site/redirects.ts enforces them). */
export const REDIRECT_MAX_LENGTH = 500;
export const REDIRECT_MAX_SEARCH = 100;
