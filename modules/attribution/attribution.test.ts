import { describe, expect, it } from "vitest";
import { cookieDeletion, decodeContainer, encodeContainer, parseCookieHeader } from "./cookie-format.ts";
import {
  ATTRIBUTION_DEFAULTS,
  ATTRIBUTION_FIELD_NAMES,
  attributionInputName,
  CONTAINERS,
  lifetimeMs,
  TRACKING_COOKIES,
} from "./fields.ts";
import { attributionMeta, deviceType, hasAttribution, readAttributionFields } from "./server.ts";
import {
  fieldValues,
  formatFireDate,
  type PageView,
  promoCode,
  readContainers,
  type StoredContainers,
  trackPageView,
} from "./tracker.ts";
import { decideTraffic, type TrafficInput } from "./traffic.ts";

const SHOP = "https://shop.example/";
const visit = (over: Partial<TrafficInput>): TrafficInput => ({
  url: SHOP,
  referrer: "",
  hasSession: false,
  hasSource: false,
  ...over,
});

describe("traffic type decision", () => {
  it("utm parameters make a utm source with every utm field", () => {
    const d = decideTraffic(
      visit({
        url: `${SHOP}product/x/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&utm_content=banner&utm_term=kaffee&utm_id=42&utm_source_platform=brevo&utm_creative_format=text&utm_marketing_tactic=retention`,
        referrer: "https://www.google.de/",
        hasSession: true,
        hasSource: true,
      }),
    );
    expect(d).toEqual({
      type: "utm",
      data: {
        typ: "utm",
        src: "newsletter",
        mdm: "email",
        cmp: "herbst",
        cnt: "banner",
        trm: "kaffee",
        id: "42",
        plt: "brevo",
        fmt: "text",
        tct: "retention",
      },
    });
  });

  it("gclid and yclid count as utm (google/yandex cpc)", () => {
    expect(decideTraffic(visit({ url: `${SHOP}?gclid=abc` }))?.data).toMatchObject({
      typ: "utm",
      src: "google",
      mdm: "cpc",
      cmp: "google_cpc",
    });
    expect(decideTraffic(visit({ url: `${SHOP}?yclid=abc` }))?.data).toMatchObject({
      typ: "utm",
      src: "yandex",
      mdm: "cpc",
    });
    // An empty utm parameter is no utm visit.
    expect(decideTraffic(visit({ url: `${SHOP}?utm_source=` }))?.type).toBe("typein");
  });

  it("a search engine's referrer is organic, even within a session", () => {
    for (const [ref, src] of [
      ["https://www.google.de/", "google"],
      ["https://www.google.co.uk/search?q=espresso", "google"],
      ["https://www.bing.com/search?q=kaffee", "bing"],
      ["https://duckduckgo.com/", "duckduckgo"],
      ["https://www.ecosia.org/search?q=bohnen", "ecosia"],
    ] as const) {
      const d = decideTraffic(visit({ referrer: ref, hasSession: true, hasSource: true }));
      expect(d?.type, ref).toBe("organic");
      expect(d?.data).toMatchObject({ typ: "organic", src, mdm: "organic" });
    }
    expect(decideTraffic(visit({ referrer: "https://www.bing.com/search?q=kaffee" }))?.data.trm).toBe(
      "kaffee",
    );
    // A look-alike host is no search engine.
    expect(decideTraffic(visit({ referrer: "https://notgoogle.example/" }))?.type).toBe("referral");
  });

  it("another site's referrer is a referral only when no session exists yet", () => {
    const d = decideTraffic(visit({ referrer: "https://www.kaffeeblog.example/beste-roestereien/" }));
    expect(d).toMatchObject({
      type: "referral",
      data: { typ: "referral", src: "kaffeeblog.example", mdm: "referral", cnt: "/beste-roestereien/" },
    });
    expect(
      decideTraffic(visit({ referrer: "https://kaffeeblog.example/", hasSession: true, hasSource: true })),
    ).toBeNull();
  });

  it("a direct visit is typein only when nothing is known yet", () => {
    expect(decideTraffic(visit({}))).toMatchObject({
      type: "typein",
      data: { src: "(direct)", mdm: "(none)" },
    });
    expect(decideTraffic(visit({ hasSource: true }))).toBeNull();
  });

  it("the shop's own pages as referrer are internal, not referral or organic", () => {
    expect(decideTraffic(visit({ referrer: `${SHOP}shop/`, hasSource: true }))).toBeNull();
    expect(decideTraffic(visit({ referrer: "https://www.shop.example/cart/" }))?.type).toBe("typein");
    // A non-web referrer (an app's) is ignored.
    expect(decideTraffic(visit({ referrer: "android-app://com.example/" }))?.type).toBe("typein");
  });
});

describe("tracking a page view", () => {
  const now = new Date(2026, 10, 22, 8, 15, 3);
  const view = (over: Partial<PageView> = {}): PageView => ({
    url: SHOP,
    referrer: "",
    userAgent: "Mozilla/5.0 Test",
    now,
    settings: ATTRIBUTION_DEFAULTS,
    random: () => 0.5,
    ...over,
  });
  const apply = (stored: StoredContainers, v: PageView) => {
    const cookies: Record<string, string> = {};
    for (const [name, data] of Object.entries(stored)) {
      cookies[CONTAINERS[name as keyof typeof CONTAINERS]] = encodeContainer(data);
    }
    const writes = trackPageView(stored, v);
    for (const w of writes) cookies[w.name] = w.value;
    return { writes, stored: readContainers(cookies) };
  };

  it("a first visit writes all eight containers with the configured lifetimes", () => {
    const { writes, stored } = apply({}, view({ url: `${SHOP}?utm_source=insta` }));
    expect(writes.map((w) => w.name).sort()).toEqual([...TRACKING_COOKIES].sort());
    const life = 6 * 30 * 24 * 60 * 60;
    for (const w of writes) expect(w.maxAgeSeconds).toBe(w.name === "sbjs_session" ? 30 * 60 : life);
    expect(stored.first).toEqual(stored.current);
    expect(stored.currentExtra).toEqual({
      fd: "2026-11-22 08:15:03",
      ep: `${SHOP}?utm_source=insta`,
      rf: "(none)",
    });
    expect(stored.session).toEqual({ pgs: "1", cpg: `${SHOP}?utm_source=insta` });
    expect(stored.userData).toEqual({ vst: "1", uip: "(none)", uag: "Mozilla/5.0 Test" });
  });

  it("lifetime and session length follow the settings", () => {
    const settings = { ...ATTRIBUTION_DEFAULTS, lifetimeMonths: 1, sessionMinutes: 5 };
    const writes = trackPageView({}, view({ settings }));
    expect(writes.find((w) => w.name === "sbjs_current")?.maxAgeSeconds).toBe(30 * 24 * 3600);
    expect(writes.find((w) => w.name === "sbjs_session")?.maxAgeSeconds).toBe(300);
    expect(lifetimeMs(ATTRIBUTION_DEFAULTS)).toBe(180 * 24 * 3600 * 1000);
  });

  it("the first source stays, the current one follows new sources; pages and visits count", () => {
    let s = apply({}, view({ referrer: "https://kaffeeblog.example/" })).stored;
    expect(s.current?.typ).toBe("referral");
    s = apply(s, view({ url: `${SHOP}shop/`, referrer: SHOP })).stored;
    expect(s.session?.pgs).toBe("2");
    expect(s.current?.typ).toBe("referral");
    // A new session from a search engine: organic becomes current, first stays referral.
    delete s.session;
    s = apply(s, view({ referrer: "https://www.google.de/" })).stored;
    expect(s.current?.typ).toBe("organic");
    expect(s.first?.typ).toBe("referral");
    expect(s.userData?.vst).toBe("2");
    expect(s.session?.pgs).toBe("1");
  });

  it("the promo code is drawn once from the configured range", () => {
    expect(promoCode(ATTRIBUTION_DEFAULTS, () => 0)).toBe(100_000);
    expect(promoCode(ATTRIBUTION_DEFAULTS, () => 0.999_999_9)).toBe(999_999);
    expect(promoCode({ ...ATTRIBUTION_DEFAULTS, promoMin: 10, promoMax: 12 }, () => 0.5)).toBe(11);
    const first = apply({}, view()).stored;
    expect(first.promo?.code).toBe("550000");
    const again = trackPageView(first, view({ random: () => 0 }));
    expect(again.some((w) => w.name === "sbjs_promo")).toBe(false);
  });

  it("field values come from the containers, empty when nothing is stored", () => {
    expect(Object.values(fieldValues({})).every((v) => v === "")).toBe(true);
    const { stored } = apply({}, view({ url: `${SHOP}?utm_source=insta&utm_medium=social` }));
    expect(fieldValues(stored)).toMatchObject({
      source_type: "utm",
      utm_source: "insta",
      utm_medium: "social",
      referrer: "(none)",
      session_entry: `${SHOP}?utm_source=insta&utm_medium=social`,
      session_start_time: formatFireDate(now),
      session_pages: "1",
      session_count: "1",
      user_agent: "Mozilla/5.0 Test",
    });
  });

  it("cookie values survive separators and encoding", () => {
    const data = { src: "a|||b=c; d", cnt: "ä/ö" };
    expect(decodeContainer(encodeContainer(data))).toEqual({ src: "ab=c; d", cnt: "ä/ö" });
    expect(decodeContainer("%E0%A4%A")).toBeUndefined();
    expect(parseCookieHeader("a=1; sbjs_current=x%3Dy")).toEqual({ a: "1", sbjs_current: "x%3Dy" });
  });

  it("clearing deletes every tracking cookie for the whole site", () => {
    expect(TRACKING_COOKIES).toHaveLength(8);
    expect(cookieDeletion("sbjs_first", true)).toBe(
      "sbjs_first=; path=/; max-age=-999; SameSite=Lax; Secure",
    );
  });
});

describe("reading posted attribution fields", () => {
  const posted = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [attributionInputName(k as never), v]));

  it("absent fields give empty values and no device type", () => {
    const r = readAttributionFields({}, "Mozilla/5.0 (X11; Linux x86_64)");
    for (const f of ATTRIBUTION_FIELD_NAMES) expect(r[f]).toBe("");
    expect(r.device_type).toBe("");
    expect(hasAttribution(r)).toBe(false);
    expect(attributionMeta(r)).toEqual({});
  });

  it("keeps good values and names the order meta like WooCommerce", () => {
    const r = readAttributionFields(
      posted({
        source_type: "utm",
        utm_source: "newsletter",
        referrer: "https://kaffeeblog.example/x",
        session_entry: "https://shop.example/?utm_source=newsletter",
        session_start_time: "2026-11-22 08:15:03",
        session_pages: "3",
        session_count: "1",
      }),
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
    );
    expect(r).toMatchObject({
      source_type: "utm",
      utm_source: "newsletter",
      session_pages: "3",
      device_type: "Mobile",
    });
    expect(attributionMeta(r)).toMatchObject({
      _wc_order_attribution_source_type: "utm",
      _wc_order_attribution_device_type: "Mobile",
    });
  });

  it("treats values as untrusted: markup stripped, lengths limited, formats checked", () => {
    const r = readAttributionFields(
      posted({
        utm_source: '<script>alert(1)</script>news<b onclick="x">letter</b>\u0000',
        utm_campaign: "x".repeat(5000),
        source_type: "<img src=x onerror=alert(1)>",
        referrer: "javascript:alert(1)",
        session_entry: "not a url",
        session_pages: "12abc",
        session_count: "-1",
        session_start_time: "2026-11-22T08:15:03Z",
        user_agent: "y".repeat(5000),
      }),
    );
    expect(r.utm_source).toBe("alert(1)newsletter");
    expect(r.utm_campaign).toHaveLength(200);
    expect(r.source_type).toBe("");
    expect(r.referrer).toBe("");
    expect(r.session_entry).toBe("");
    expect(r.session_pages).toBe("");
    expect(r.session_count).toBe("");
    expect(r.session_start_time).toBe("");
    expect(r.user_agent).toHaveLength(400);
    for (const v of Object.values(r)) expect(v).not.toMatch(/[<>]/);
  });

  it("ignores inherited keys and non-string values", () => {
    const form = JSON.parse('{"__proto__": {"wc_order_attribution_utm_source": "x"}}');
    expect(readAttributionFields(form).utm_source).toBe("");
    expect(
      readAttributionFields({ wc_order_attribution_utm_source: 5 as unknown as string }).utm_source,
    ).toBe("");
    // The wire's repeated fields: the last value counts.
    expect(readAttributionFields({ wc_order_attribution_utm_source: ["a", "b"] }).utm_source).toBe("b");
  });

  it("device types", () => {
    expect(deviceType(undefined)).toBe("");
    expect(deviceType("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120")).toBe("Desktop");
    expect(deviceType("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe("Mobile");
    expect(deviceType("Mozilla/5.0 (Linux; Android 13; SM-X200) Safari/537.36")).toBe("Tablet");
    expect(deviceType("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("Tablet");
  });
});
