/**
 * The traffic-type decision (spec §4): utm (utm_* parameters, gclid, yclid) → organic (a search
 * engine's referrer) → referral (another site's referrer, only when no session exists yet) →
 * typein (direct, only when nothing is known yet). Values as sourcebuster writes them, so
 * reports built for WooCommerce read the same.
 */
import { SOURCE_KEYS, type SourceData, type TrafficType } from "./fields.ts";

export const NONE = "(none)";
export const DIRECT = "(direct)";

/** Search engines by host label (google.de, www.bing.com, duckduckgo.com, …). */
const SEARCH_ENGINES: readonly { label: string; name: string; query?: string }[] = [
  { label: "google", name: "google", query: "q" },
  { label: "bing", name: "bing", query: "q" },
  { label: "yahoo", name: "yahoo", query: "p" },
  { label: "yandex", name: "yandex", query: "text" },
  { label: "duckduckgo", name: "duckduckgo", query: "q" },
  { label: "ecosia", name: "ecosia", query: "q" },
  { label: "qwant", name: "qwant", query: "q" },
  { label: "baidu", name: "baidu", query: "wd" },
  { label: "startpage", name: "startpage", query: "query" },
  { label: "search.brave", name: "brave", query: "q" },
  { label: "metager", name: "metager", query: "eingabe" },
];

const UTM_TRIGGERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "utm_id",
  "gclid",
  "yclid",
] as const;

export type TrafficInput = {
  /** The page's URL (absolute). */
  url: string;
  /** document.referrer ("" when none). */
  referrer: string;
  /** Whether the attribution session cookie exists (before this page view). */
  hasSession: boolean;
  /** Whether a current or first source is already stored. */
  hasSource: boolean;
};

export type TrafficDecision = { type: TrafficType; data: SourceData } | null;

function blank(): SourceData {
  return Object.fromEntries(SOURCE_KEYS.map((k) => [k, NONE])) as SourceData;
}

function safeUrl(value: string): URL | undefined {
  try {
    return value ? new URL(value) : undefined;
  } catch {
    return undefined;
  }
}

function stripWww(host: string): string {
  return host.replace(/^www\./, "");
}

/** The search engine a referrer host belongs to: `google.de`, `www.google.co.uk`, `search.brave.com`. */
export function searchEngine(referrer: URL): (typeof SEARCH_ENGINES)[number] | undefined {
  const host = stripWww(referrer.hostname.toLowerCase());
  return SEARCH_ENGINES.find((e) => {
    const rx = new RegExp(`^(?:[a-z0-9-]+\\.)*${e.label.replace(".", "\\.")}\\.[a-z.]{2,9}$`);
    return rx.test(host);
  });
}

/**
 * The new source of this page view, or null when the stored one stays (an internal page view,
 * or a referral within a running session).
 */
export function decideTraffic(input: TrafficInput): TrafficDecision {
  const page = safeUrl(input.url);
  const q = page?.searchParams;
  const param = (name: string) => q?.get(name)?.trim() || undefined;
  if (q && UTM_TRIGGERS.some((name) => param(name) !== undefined)) {
    const gclid = param("gclid") !== undefined;
    const yclid = param("yclid") !== undefined;
    const data = blank();
    data.typ = "utm";
    data.src = param("utm_source") ?? (gclid ? "google" : yclid ? "yandex" : NONE);
    data.mdm = param("utm_medium") ?? (gclid || yclid ? "cpc" : NONE);
    data.cmp = param("utm_campaign") ?? (gclid ? "google_cpc" : yclid ? "yandex_cpc" : NONE);
    data.cnt = param("utm_content") ?? NONE;
    data.trm = param("utm_term") ?? NONE;
    data.id = param("utm_id") ?? NONE;
    data.plt = param("utm_source_platform") ?? NONE;
    data.fmt = param("utm_creative_format") ?? NONE;
    data.tct = param("utm_marketing_tactic") ?? NONE;
    return { type: "utm", data };
  }
  const ref = safeUrl(input.referrer);
  const external =
    ref !== undefined &&
    (ref.protocol === "http:" || ref.protocol === "https:") &&
    stripWww(ref.hostname) !== stripWww(page?.hostname ?? "");
  if (ref && external) {
    const engine = searchEngine(ref);
    if (engine) {
      const data = blank();
      data.typ = "organic";
      data.src = engine.name;
      data.mdm = "organic";
      data.trm = (engine.query && ref.searchParams.get(engine.query)?.trim()) || NONE;
      return { type: "organic", data };
    }
    if (!input.hasSession) {
      const data = blank();
      data.typ = "referral";
      data.src = stripWww(ref.hostname);
      data.mdm = "referral";
      data.cnt = ref.pathname || NONE;
      return { type: "referral", data };
    }
  }
  if (!input.hasSource) {
    const data = blank();
    data.typ = "typein";
    data.src = DIRECT;
    return { type: "typein", data };
  }
  return null;
}
