/**
 * The order attribution fields a checkout posts (`wc_order_attribution_<field>`, filled by the
 * attribution client only when tracking is allowed), treated as untrusted: known names only,
 * markup and control characters removed, length-limited; plus the device type from the UA.
 */
export const ATTRIBUTION_PREFIX = "wc_order_attribution_";
export const ATTRIBUTION_FIELDS = [
  "source_type",
  "referrer",
  "utm_campaign",
  "utm_source",
  "utm_medium",
  "utm_content",
  "utm_id",
  "utm_term",
  "utm_source_platform",
  "utm_creative_format",
  "utm_marketing_tactic",
  "session_entry",
  "session_start_time",
  "session_pages",
  "session_count",
  "user_agent",
] as const;
const MAX_VALUE = 200;

export function deviceType(userAgent: string): "Mobile" | "Tablet" | "Desktop" {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "Tablet";
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(userAgent)) return "Mobile";
  return "Desktop";
}

function clean(value: string): string {
  return value
    .replace(/<[^>]*>?/g, "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, MAX_VALUE);
}

export function readOrderAttribution(
  fields: Record<string, string | string[] | undefined>,
  userAgent: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ATTRIBUTION_FIELDS) {
    const raw = fields[ATTRIBUTION_PREFIX + name];
    const value = clean(Array.isArray(raw) ? (raw[raw.length - 1] ?? "") : (raw ?? ""));
    if (value !== "" && value !== "(none)") out[name] = value;
  }
  if (Object.keys(out).length > 0) out.device_type = deviceType(userAgent);
  return out;
}
