/** The captcha timings of spec §9 and our own limits, in one place (browser and server import them). */

/** Invisible reCAPTCHA v2 and v3 tokens are refreshed this often (§4, §9). */
export const CAPTCHA_REFRESH_MS = 110_000;
/** Turnstile and hCaptcha: the render is retried this often… (§4, §9) */
export const CAPTCHA_RENDER_RETRY_MS = 500;
/** …up to this many times (§9). */
export const CAPTCHA_RENDER_MAX_TRIES = 10;
/** …after first attempts at these delays (glossary F15: 100 and 200 ms). */
export const CAPTCHA_RENDER_DELAYS_MS = [100, 200] as const;
/** The reCAPTCHA v3 action (§7 call 4). */
export const RECAPTCHA_V3_ACTION = "register";
/** Server-side verification gives up after this long (then fails closed). */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000;
/** A proof-of-work challenge is valid this long after it was issued. */
export const POW_CHALLENGE_TTL_MS = 10 * 60_000;
/** Hashes tried between two yields to the browser's event loop while solving. */
export const POW_CHUNK = 2_000;
