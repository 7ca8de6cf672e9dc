/**
 * Analytics events of a successful submission (spec §7 "Analytics events", glossary F16): for each
 * `data.actions.googleanalytics` item an event named `event_name` (the event's action) is sent with
 * GA4's `gtag` or the tag manager's `dataLayer`, with the action's `event_category` and
 * `event_label` (set in the builder; when empty, form_submit and ninja_forms_submit).
 *
 * Consent (ADR 005): analytics needs statistics consent. Without it nothing is sent (one console
 * note, no warning); the site owner's GA/GTM snippet is expected to load only after consent too.
 */
export const ANALYTICS_EVENT_CATEGORY = "form_submit";
export const ANALYTICS_EVENT_LABEL = "ninja_forms_submit";

export type AnalyticsItem = {
  event_name?: unknown;
  method_type?: unknown;
  event_category?: unknown;
  event_label?: unknown;
};

const text = (v: unknown, fallback: string) =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : fallback;

/** Where events go: the page's globals and the consent check. */
export type AnalyticsTarget = {
  gtag?: unknown;
  dataLayer?: unknown;
  statisticsConsent: boolean;
};

type Log = Pick<Console, "warn" | "info">;

export type SentEvent = { method: "ga4" | "gtm"; name: string };

/** Sends the items' events; returns what was sent (for tests and the response signal). */
export function sendAnalyticsEvents(
  items: unknown,
  target: AnalyticsTarget,
  formId: number | string,
  log: Log = console,
): SentEvent[] {
  if (!Array.isArray(items) || items.length === 0) return [];
  if (!target.statisticsConsent) {
    log.info("Formular-Analyse: keine Einwilligung in Statistik – Ereignisse nicht gesendet.");
    return [];
  }
  const sent: SentEvent[] = [];
  for (const raw of items as AnalyticsItem[]) {
    const name = typeof raw?.event_name === "string" ? raw.event_name.trim() : "";
    const method = raw?.method_type === "gtm" ? "gtm" : "ga4";
    if (!name) {
      log.warn("Formular-Analyse: Für die Google-Analytics-Aktion ist kein Ereignisname gesetzt.");
      continue;
    }
    const params = {
      event_category: text(raw.event_category, ANALYTICS_EVENT_CATEGORY),
      event_label: text(raw.event_label, ANALYTICS_EVENT_LABEL),
      form_id: formId,
    };
    if (method === "gtm") {
      const layer = target.dataLayer as { push?: unknown } | undefined;
      if (!layer || typeof layer.push !== "function") {
        log.warn(
          `Formular-Analyse: dataLayer fehlt – Ereignis „${name}“ nicht gesendet. Ist der Google Tag Manager geladen? Sonst die Methode auf GA4 (gtag) umstellen.`,
        );
        continue;
      }
      (layer.push as (entry: unknown) => void)({ event: name, ...params });
    } else {
      if (typeof target.gtag !== "function") {
        log.warn(
          `Formular-Analyse: gtag fehlt – Ereignis „${name}“ nicht gesendet. Ist GA4 (gtag.js) geladen? Sonst die Methode auf Tag Manager (dataLayer) umstellen.`,
        );
        continue;
      }
      (target.gtag as (...args: unknown[]) => void)("event", name, params);
    }
    sent.push({ method, name });
  }
  return sent;
}
