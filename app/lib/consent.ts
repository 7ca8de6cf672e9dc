/**
 * The page's consent API, small enough for every page. Other code asks `hasConsent(category)`
 * and listens with `onConsentChange`; scripts written for WordPress find the WP Consent API
 * (`window.wp_has_consent`, `wp_consent_type`, the `wp_listen_for_consent_change` event) and
 * our own `window.ladenConsent`.
 *
 * With the built-in manager on (page parameter `consent.enabled`), only the visitor's choice
 * counts and nothing but necessary is granted before it. With it off, another tool's
 * `wp_has_consent` decides, and without any consent API everything is allowed (spec §7).
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentCategory,
  type ConsentChoice,
  grants,
  parseConsent,
  serializeConsent,
} from "#modules/consent/index.ts";
import { readPageParams } from "./page-params.ts";

export const CONSENT_CHANGE_EVENT = "laden:consent-change";
/** Asks the consent manager to open its settings dialog (the footer link sends it). */
export const CONSENT_OPEN_EVENT = "laden:consent-open";

type WpWindow = Window & {
  wp_has_consent?: (category: string) => boolean;
  wp_consent_type?: string;
  ladenConsent?: ConsentApi;
};

export type ConsentApi = {
  managed: boolean;
  choice(): ConsentChoice | undefined;
  has(category: ConsentCategory): boolean;
  set(choice: ConsentChoice): void;
  onChange(listener: () => void): () => void;
  open(): void;
};

export function consentManaged(doc: Document): boolean {
  return readPageParams(doc)?.consent?.enabled !== false;
}

export function storedChoice(doc: Document): ConsentChoice | undefined {
  return parseConsent(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(doc.cookie)?.[1]);
}

export function hasConsent(doc: Document, category: ConsentCategory): boolean {
  if (consentManaged(doc)) return grants(storedChoice(doc), category);
  const other = (doc.defaultView as WpWindow | null)?.wp_has_consent;
  // Another tool's consent API decides; with none, tracking is allowed (the spec's "no consent API").
  return typeof other === "function" ? other(category) === true : true;
}

export function saveChoice(doc: Document, choice: ConsentChoice): void {
  const before = storedChoice(doc);
  const secure = doc.location.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  for (const category of ["statistics", "marketing"] as const) {
    if (before?.[category] === choice[category]) continue;
    // The WP Consent API's event: detail { category: "allow" | "deny" }.
    doc.dispatchEvent(
      new CustomEvent("wp_listen_for_consent_change", {
        detail: { [category]: choice[category] ? "allow" : "deny" },
      }),
    );
  }
  doc.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
}

export function onConsentChange(doc: Document, listener: () => void): () => void {
  doc.addEventListener(CONSENT_CHANGE_EVENT, listener);
  return () => doc.removeEventListener(CONSENT_CHANGE_EVENT, listener);
}

/** Installs the window-level API (once per page). */
export function installConsentApi(doc: Document): ConsentApi {
  const win = doc.defaultView as WpWindow;
  const managed = consentManaged(doc);
  const api: ConsentApi = {
    managed,
    choice: () => storedChoice(doc),
    has: (category) => hasConsent(doc, category),
    set: (choice) => saveChoice(doc, choice),
    onChange: (listener) => onConsentChange(doc, listener),
    open: () => doc.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT)),
  };
  win.ladenConsent = api;
  if (managed) {
    win.wp_has_consent = (category) =>
      category === "necessary" ||
      category === "functional" ||
      grants(storedChoice(doc), category as ConsentCategory);
    win.wp_consent_type = "optin";
    doc.dispatchEvent(new CustomEvent("wp_consent_type_defined"));
  }
  return api;
}
