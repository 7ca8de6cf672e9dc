/**
 * The consent cookie of the built-in consent manager: a first-party cookie with the visitor's
 * choice per category and nothing personal: `laden_consent=v1.s1.m0` (version, statistics,
 * marketing). Necessary is always granted. A cookie of another version counts as no choice, so
 * the banner asks again when the categories change.
 */
export const CONSENT_COOKIE = "laden_consent";
/** The nonce action of the no-JS banner form (the page makes it, the wire endpoint checks it). */
export const CONSENT_NONCE_ACTION = "laden-consent";
export const CONSENT_VERSION = 1;
/** How long a choice is kept: 6 months of 30 days (then the banner asks again). */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export const CONSENT_CATEGORIES = ["necessary", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = { statistics: boolean; marketing: boolean };

/** Which category gates what (documented in docs/decisions/005-consent-attribution.md). */
export const ORDER_ATTRIBUTION_CATEGORY: ConsentCategory = "marketing";
export const ANALYTICS_CATEGORY: ConsentCategory = "statistics";

/** The first-party analytics pixel (the REST route in server/wire/rest/analytics.ts answers it). */
export const ANALYTICS_PIXEL_PATH = "/wp-json/laden/v1/pixel";

export function serializeConsent(choice: ConsentChoice): string {
  return `v${CONSENT_VERSION}.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

export function parseConsent(raw: string | undefined): ConsentChoice | undefined {
  const m = /^v(\d+)\.s([01])\.m([01])$/.exec(raw ?? "");
  if (!m || Number(m[1]) !== CONSENT_VERSION) return undefined;
  return { statistics: m[2] === "1", marketing: m[3] === "1" };
}

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === "string" && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** Whether a choice grants a category; without a choice only necessary is granted. */
export function grants(choice: ConsentChoice | undefined, category: ConsentCategory): boolean {
  if (category === "necessary") return true;
  return choice?.[category] ?? false;
}
