/**
 * What the consent manager runs once a page has hydrated (loaded lazily, so it adds nothing to
 * the page's first-load JavaScript): the page's consent API, and per page view what consent
 * allows: order attribution (marketing) and analytics (statistics). Nothing tracking-related is
 * loaded or set before that; what consent no longer allows is cleared. It also installs the
 * page's REST client (`window.ladenApi`), the other thing every page offers after hydration.
 */
import { ANALYTICS_CATEGORY, ORDER_ATTRIBUTION_CATEGORY } from "#modules/consent/index.ts";
import type { ApiRequest } from "./api-fetch.ts";
import { loadChunk } from "./chunk-load.ts";
import { type ConsentApi, hasConsent, installConsentApi } from "./consent.ts";
import { readPageParams } from "./page-params.ts";

type PageApi = {
  apiFetch<T = unknown>(req: ApiRequest): Promise<T>;
  uploadMedia<T = unknown>(body: FormData): Promise<T>;
};

declare global {
  interface Window {
    /** Our REST client for scripts on the page (as WordPress's `wp.apiFetch`), loaded on first use. */
    ladenApi?: PageApi;
  }
}

/** Installs `window.ladenApi`; the client's code loads only when a script first calls it. */
export function installPageApi(doc: Document): void {
  const load = () => import("./api-fetch-page.ts").then((m) => m.pageApiClient(doc));
  const win = doc.defaultView;
  if (!win) return;
  win.ladenApi = {
    apiFetch: (req) => load().then((c) => c.apiFetch(req)),
    uploadMedia: (body) => load().then((c) => c.uploadMedia(body)),
  };
  doc.documentElement.dataset.ladenApi = "ready";
}

/**
 * Whether the attribution script has anything to do: track (allowed) or clear what is left.
 * Without consent and without tracking cookies the inputs are empty already (as the server
 * renders them), so nothing is loaded.
 */
function attributionWork(doc: Document): boolean {
  return hasConsent(doc, ORDER_ATTRIBUTION_CATEGORY) || /(?:^|;\s*)sbjs_/.test(doc.cookie);
}

function warn(what: string) {
  return (err: unknown) => console.warn(`[laden] ${what} konnte nicht geladen werden`, err);
}

export type Work = { attribution: boolean; analytics: boolean };

/** One page view (or a change of consent on this page). */
export function runTracking(
  doc: Document,
  referrer: string,
  what: Work = { attribution: true, analytics: true },
) {
  if (what.attribution && attributionWork(doc)) {
    loadChunk(() => import("./attribution-client.ts")).then(
      (m) => m.trackPage(doc, referrer),
      warn("Die Herkunftserfassung"),
    );
  }
  const pixel = readPageParams(doc)?.analytics?.pixel;
  if (what.analytics && pixel && hasConsent(doc, ANALYTICS_CATEGORY)) {
    loadChunk(() => import("./analytics-client.ts")).then(
      (m) => m.pageView(doc, pixel, referrer),
      warn("Die Statistik"),
    );
  }
}

/**
 * Installs the consent API and applies a change of consent at once to the page: tracking
 * starts, or every tracking cookie is cleared. `referrer` gives the current page's referrer.
 */
export function startConsent(doc: Document, referrer: () => string): ConsentApi {
  installPageApi(doc);
  const api = installConsentApi(doc);
  let before = api.choice();
  api.onChange(() => {
    const now = api.choice();
    runTracking(doc, referrer(), {
      attribution: now?.marketing !== before?.marketing,
      analytics: now?.statistics === true && before?.statistics !== true,
    });
    before = now;
  });
  doc.documentElement.dataset.consentJs = api.managed ? "managed" : "external";
  return api;
}
