import { describe, expect, it } from "vitest";
import { sendAnalyticsEvents } from "./form-analytics.ts";

function logger() {
  const lines: string[] = [];
  return {
    lines,
    warn: (m: string) => lines.push(`warn:${m}`),
    info: (m: string) => lines.push(`info:${m}`),
  };
}

const params = { event_category: "form_submit", event_label: "ninja_forms_submit", form_id: 4 };

describe("analytics events (spec §7, glossary F16)", () => {
  it("GA4 calls gtag('event', name, {category, label}); GTM pushes {event: name, …} to dataLayer", () => {
    const gtag: unknown[][] = [];
    const dataLayer: unknown[] = [];
    const log = logger();
    const sent = sendAnalyticsEvents(
      [
        { event_name: "anfrage", method_type: "ga4" },
        { event_name: " angebot ", method_type: "gtm" },
      ],
      { gtag: (...a: unknown[]) => gtag.push(a), dataLayer, statisticsConsent: true },
      4,
      log,
    );
    expect(gtag).toEqual([["event", "anfrage", params]]);
    expect(dataLayer).toEqual([{ event: "angebot", ...params }]);
    expect(sent).toEqual([
      { method: "ga4", name: "anfrage" },
      { method: "gtm", name: "angebot" },
    ]);
    expect(log.lines).toEqual([]);
  });

  it("warns when the name is missing or the global is missing, with a hint to switch the method", () => {
    const log = logger();
    const sent = sendAnalyticsEvents(
      [
        { method_type: "ga4" },
        { event_name: "a", method_type: "ga4" },
        { event_name: "b", method_type: "gtm" },
      ],
      { statisticsConsent: true },
      4,
      log,
    );
    expect(sent).toEqual([]);
    expect(log.lines).toHaveLength(3);
    expect(log.lines[0]).toMatch(/^warn:.*kein Ereignisname/);
    expect(log.lines[1]).toMatch(/^warn:.*gtag fehlt.*Tag Manager/);
    expect(log.lines[2]).toMatch(/^warn:.*dataLayer fehlt.*GA4/);
  });

  it("sends nothing without statistics consent, and nothing for no items", () => {
    const gtag: unknown[][] = [];
    const log = logger();
    const target = { gtag: (...a: unknown[]) => gtag.push(a), statisticsConsent: false };
    expect(sendAnalyticsEvents([{ event_name: "a", method_type: "ga4" }], target, 4, log)).toEqual([]);
    expect(gtag).toEqual([]);
    expect(log.lines).toEqual([expect.stringMatching(/^info:.*Einwilligung/)]);
    expect(sendAnalyticsEvents(undefined, { statisticsConsent: true }, 4, log)).toEqual([]);
    expect(sendAnalyticsEvents([], { statisticsConsent: true }, 4, log)).toEqual([]);
  });
});

describe("the builder's category and label (issue 26)", () => {
  it("sends the action's own category and label; empty ones fall back to the defaults", () => {
    const gtag: unknown[][] = [];
    sendAnalyticsEvents(
      [
        { event_name: "anfrage", method_type: "ga4", event_category: "Kontakt", event_label: "Startseite" },
        { event_name: "zweites", method_type: "ga4", event_category: " ", event_label: "" },
      ],
      { gtag: (...a: unknown[]) => gtag.push(a), statisticsConsent: true },
      4,
      logger(),
    );
    expect(gtag).toEqual([
      ["event", "anfrage", { event_category: "Kontakt", event_label: "Startseite", form_id: 4 }],
      ["event", "zweites", params],
    ]);
  });
});
