/**
 * The Cache-Control of everything personal (a cart, an account, an order, a submission answer):
 * never stored by a browser's or a proxy's cache. One value for pages, wire answers and REST.
 */
export const PRIVATE_NO_STORE = "private, no-store";
/** For answers no cache may keep but that hold nothing personal (errors, nonces, health). */
export const NO_STORE_VALUE = "no-store";
/** As response headers (a loader's or action's `data(…, { headers })`). */
export const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE } as const;
