/** What the browser's attribution script needs from the framework-free module (no server code). */
export {
  cookieAssignment,
  cookieDeletion,
  parseCookieHeader,
} from "#modules/attribution/cookie-format.ts";
export {
  ATTRIBUTION_DEFAULTS,
  ATTRIBUTION_INPUT_PREFIX,
  type AttributionField,
  TRACKING_COOKIES,
} from "#modules/attribution/fields.ts";
export { fieldValues, readContainers, trackPageView } from "#modules/attribution/tracker.ts";
export { ORDER_ATTRIBUTION_CATEGORY } from "#modules/consent/index.ts";
