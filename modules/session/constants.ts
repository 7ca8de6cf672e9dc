/** WordPress nonce timing: a tick is half a day and a nonce stays valid for two ticks. */
export const NONCE_TICK_SECONDS = 12 * 60 * 60;
export const NONCE_VALID_TICKS = 2;
export const NONCE_LENGTH = 12;

/** Guest sessions live 48 hours (as WooCommerce's); signed-in sessions 14 days. Both slide. */
export const GUEST_SESSION_SECONDS = 48 * 60 * 60;
export const USER_SESSION_SECONDS = 14 * 24 * 60 * 60;
/** A session's expiry is pushed forward at most this often, to keep reads from writing. */
export const SESSION_TOUCH_SECONDS = 60 * 60;

export const SESSION_COOKIE = "laden_session";
