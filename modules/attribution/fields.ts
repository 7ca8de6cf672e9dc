/**
 * Order attribution fields (glossary A10): the hidden inputs `wc_order_attribution_<field>` that
 * checkout and registration forms post, and which cookie container and key each is read from.
 * Same names as WooCommerce, so orders and exports look the same.
 */
export const ATTRIBUTION_INPUT_PREFIX = "wc_order_attribution_";

/** The cookie containers (sourcebuster's `sbjs_*` cookies), spec §3. */
export const CONTAINERS = {
  current: "sbjs_current",
  currentExtra: "sbjs_current_add",
  first: "sbjs_first",
  firstExtra: "sbjs_first_add",
  session: "sbjs_session",
  userData: "sbjs_udata",
  migrations: "sbjs_migrations",
  promo: "sbjs_promo",
} as const;
export type ContainerName = keyof typeof CONTAINERS;
export const TRACKING_COOKIES: readonly string[] = Object.values(CONTAINERS);

/** Keys every source container holds: type, source, medium, campaign, content, term, id, platform, format, tactic. */
export const SOURCE_KEYS = ["typ", "src", "mdm", "cmp", "cnt", "trm", "id", "plt", "fmt", "tct"] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];
export type SourceData = Record<SourceKey, string>;

/** Field name (without prefix) → container and key it is filled from. */
export const ATTRIBUTION_FIELDS = {
  source_type: ["current", "typ"],
  referrer: ["currentExtra", "rf"],
  utm_campaign: ["current", "cmp"],
  utm_source: ["current", "src"],
  utm_medium: ["current", "mdm"],
  utm_content: ["current", "cnt"],
  utm_id: ["current", "id"],
  utm_term: ["current", "trm"],
  utm_source_platform: ["current", "plt"],
  utm_creative_format: ["current", "fmt"],
  utm_marketing_tactic: ["current", "tct"],
  session_entry: ["currentExtra", "ep"],
  session_start_time: ["currentExtra", "fd"],
  session_pages: ["session", "pgs"],
  session_count: ["userData", "vst"],
  user_agent: ["userData", "uag"],
} as const satisfies Record<string, readonly [ContainerName, string]>;

export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;
export const ATTRIBUTION_FIELD_NAMES = Object.keys(ATTRIBUTION_FIELDS) as AttributionField[];

export function attributionInputName(field: AttributionField): string {
  return ATTRIBUTION_INPUT_PREFIX + field;
}

export const TRAFFIC_TYPES = ["utm", "organic", "referral", "typein"] as const;
export type TrafficType = (typeof TRAFFIC_TYPES)[number];

/** Settings (spec §9 defaults), passed to the page as parameters. */
export type AttributionSettings = {
  /** Cookie lifetime in months of 30 days. */
  lifetimeMonths: number;
  sessionMinutes: number;
  promoMin: number;
  promoMax: number;
};

export const ATTRIBUTION_DEFAULTS: AttributionSettings = {
  lifetimeMonths: 6,
  sessionMinutes: 30,
  promoMin: 100_000,
  promoMax: 999_999,
};

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Lifetime in milliseconds: months of 30 days each. */
export function lifetimeMs(settings: AttributionSettings): number {
  return settings.lifetimeMonths * 30 * DAY_MS;
}
