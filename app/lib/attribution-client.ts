/**
 * Order attribution in the browser (loaded lazily, after hydration). Tracks the page view into
 * the `sbjs_*` cookies and fills the hidden `wc_order_attribution_*` inputs, only while tracking
 * is allowed (marketing consent, as WooCommerce's consent integration); otherwise it clears every
 * tracking cookie and empties the inputs (spec §4).
 */
import {
  ATTRIBUTION_DEFAULTS,
  ATTRIBUTION_INPUT_PREFIX,
  type AttributionField,
  cookieAssignment,
  cookieDeletion,
  fieldValues,
  ORDER_ATTRIBUTION_CATEGORY,
  parseCookieHeader,
  readContainers,
  TRACKING_COOKIES,
  trackPageView,
} from "./attribution-deps.ts";
import { hasConsent } from "./consent.ts";
import { readPageParams } from "./page-params.ts";

const secure = (doc: Document) => doc.location.protocol === "https:";

export function trackingAllowed(doc: Document): boolean {
  return hasConsent(doc, ORDER_ATTRIBUTION_CATEGORY);
}

/** Every `sbjs_*` cookie deleted and the inputs emptied. */
export function clearTracking(doc: Document): void {
  const cookies = parseCookieHeader(doc.cookie);
  for (const name of TRACKING_COOKIES) {
    if (name in cookies) doc.cookie = cookieDeletion(name, secure(doc));
  }
  fillAttributionInputs(doc);
}

/** Fills (tracking allowed) or empties (not allowed) every attribution input on the page. */
export function fillAttributionInputs(doc: Document): void {
  const values = trackingAllowed(doc)
    ? fieldValues(readContainers(parseCookieHeader(doc.cookie)))
    : undefined;
  for (const input of doc.querySelectorAll<HTMLInputElement>(`input[name^="${ATTRIBUTION_INPUT_PREFIX}"]`)) {
    const field = input.name.slice(ATTRIBUTION_INPUT_PREFIX.length) as AttributionField;
    input.value = values?.[field] ?? "";
  }
}

/** One page view: `referrer` is document.referrer on a full load, the previous URL after a client navigation. */
export function trackPage(doc: Document, referrer: string): void {
  if (!trackingAllowed(doc)) {
    clearTracking(doc);
    return;
  }
  const settings = readPageParams(doc)?.attribution ?? ATTRIBUTION_DEFAULTS;
  const writes = trackPageView(readContainers(parseCookieHeader(doc.cookie)), {
    url: doc.location.href,
    referrer,
    userAgent: doc.defaultView?.navigator.userAgent ?? "",
    now: new Date(),
    settings,
    random: Math.random,
  });
  for (const write of writes) {
    doc.cookie = cookieAssignment(write, secure(doc));
  }
  fillAttributionInputs(doc);
}
