/**
 * One page view's attribution tracking, without a browser: given the stored containers, the
 * page and its referrer, returns the cookies to write. The client glue (app/lib/attribution-
 * client.ts) only reads `document.cookie`, calls this and writes the result, and only when
 * tracking is allowed (consent).
 */

import { type CookieWrite, decodeContainer, encodeContainer } from "./cookie-format.ts";
import {
  ATTRIBUTION_FIELDS,
  type AttributionField,
  type AttributionSettings,
  CONTAINERS,
  type ContainerName,
  lifetimeMs,
} from "./fields.ts";
import { decideTraffic, NONE } from "./traffic.ts";

export type StoredContainers = Partial<Record<ContainerName, Record<string, string>>>;

export function readContainers(cookies: Record<string, string | undefined>): StoredContainers {
  const out: StoredContainers = {};
  for (const [name, cookie] of Object.entries(CONTAINERS) as [ContainerName, string][]) {
    const data = decodeContainer(cookies[cookie]);
    if (data) out[name] = data;
  }
  return out;
}

/** sourcebuster's date format, in the visitor's local time: "2026-11-22 08:15:03". */
export function formatFireDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

export type PageView = {
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
  settings: AttributionSettings;
  /** A random number in [0, 1) (Math.random in the browser; fixed in tests). */
  random: () => number;
};

/** A promo code in the configured range (inclusive). */
export function promoCode(settings: AttributionSettings, random: () => number): number {
  const min = Math.min(settings.promoMin, settings.promoMax);
  const max = Math.max(settings.promoMin, settings.promoMax);
  return min + Math.floor(random() * (max - min + 1));
}

export function trackPageView(stored: StoredContainers, view: PageView): CookieWrite[] {
  const life = Math.round(lifetimeMs(view.settings) / 1000);
  const sessionLife = Math.round(view.settings.sessionMinutes * 60);
  const hasSession = stored.session !== undefined;
  const decision = decideTraffic({
    url: view.url,
    referrer: view.referrer,
    hasSession,
    hasSource: stored.current !== undefined || stored.first !== undefined,
  });
  const writes: CookieWrite[] = [];
  const put = (name: ContainerName, data: Record<string, string>, maxAgeSeconds = life) =>
    writes.push({ name: CONTAINERS[name], value: encodeContainer(data), maxAgeSeconds });

  if (decision) {
    const extra = { fd: formatFireDate(view.now), ep: view.url, rf: view.referrer || NONE };
    put("current", decision.data);
    put("currentExtra", extra);
    if (!stored.first) {
      put("first", decision.data);
      put("firstExtra", extra);
    }
  } else {
    // The stored source stays; its lifetime is renewed with every visit.
    if (stored.current) put("current", stored.current);
    if (stored.currentExtra) put("currentExtra", stored.currentExtra);
  }

  const visits = Number.parseInt(stored.userData?.vst ?? "0", 10) || 0;
  put("userData", {
    vst: String(hasSession ? Math.max(visits, 1) : visits + 1),
    uip: NONE,
    uag: view.userAgent || NONE,
  });
  const pages = Number.parseInt(stored.session?.pgs ?? "0", 10) || 0;
  put("session", { pgs: String(hasSession ? pages + 1 : 1), cpg: view.url }, sessionLife);
  if (!stored.migrations) put("migrations", { mig: "1" });
  if (!stored.promo) put("promo", { code: String(promoCode(view.settings, view.random)) });
  return writes;
}

/** The hidden inputs' values from the stored containers ("" where nothing is stored). */
export function fieldValues(stored: StoredContainers): Record<AttributionField, string> {
  return Object.fromEntries(
    (Object.entries(ATTRIBUTION_FIELDS) as [AttributionField, readonly [ContainerName, string]][]).map(
      ([field, [container, key]]) => [field, stored[container]?.[key] ?? ""],
    ),
  ) as Record<AttributionField, string>;
}
