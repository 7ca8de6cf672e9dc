/**
 * The server side of order attribution: reads the posted hidden inputs as untrusted input
 * (markup stripped, control characters removed, length-limited, per-field format checks) and
 * derives a device type from the request's user agent as WooCommerce does.
 */
import {
  ATTRIBUTION_FIELD_NAMES,
  type AttributionField,
  attributionInputName,
  TRAFFIC_TYPES,
} from "./fields.ts";

export type DeviceType = "Mobile" | "Tablet" | "Desktop" | "";
export type AttributionRecord = Record<AttributionField, string> & { device_type: DeviceType };

/** Longest stored value per kind of field. */
export const MAX_LENGTH = { url: 500, userAgent: 400, text: 200 } as const;

const NONE = "(none)";
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const COUNT = /^\d{1,7}$/;

/** Markup and control characters out, whitespace collapsed, cut to `max` characters. */
export function cleanText(value: string | undefined, max: number): string {
  if (value === undefined) return "";
  return (
    value
      // Tags and comments, then any stray angle bracket.
      .replace(/<!--[\s\S]*?-->|<\/?[a-zA-Z!?][^>]*>?/g, "")
      .replace(/[<>]/g, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
      .trim()
  );
}

function cleanUrl(value: string | undefined): string {
  const text = cleanText(value, MAX_LENGTH.url);
  if (text === "" || text === NONE) return text;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? text : "";
  } catch {
    return "";
  }
}

function cleanField(field: AttributionField, raw: string | undefined): string {
  switch (field) {
    case "source_type": {
      const v = cleanText(raw, 20);
      return (TRAFFIC_TYPES as readonly string[]).includes(v) || v === "admin" || v === "mobile_app" ? v : "";
    }
    case "referrer":
    case "session_entry":
      return cleanUrl(raw);
    case "session_start_time": {
      const v = cleanText(raw, 19);
      return DATE_TIME.test(v) ? v : "";
    }
    case "session_pages":
    case "session_count": {
      const v = cleanText(raw, 7);
      return COUNT.test(v) ? v : "";
    }
    case "user_agent":
      return cleanText(raw, MAX_LENGTH.userAgent);
    default:
      return cleanText(raw, MAX_LENGTH.text);
  }
}

const TABLET = /iPad|Tablet|PlayBook|Silk\/|Kindle|SM-T\d/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i;

/** Mobile, Tablet or Desktop like WooCommerce's device type; "" without a user agent. */
export function deviceType(userAgent: string | undefined): DeviceType {
  const ua = (userAgent ?? "").trim();
  if (!ua) return "";
  // Android tablets leave "Mobile" out of their user agent.
  if (TABLET.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return "Tablet";
  if (MOBILE.test(ua)) return "Mobile";
  return "Desktop";
}

/**
 * The attribution fields of a posted form (checkout or registration). Every value is untrusted:
 * an absent or malformed field becomes "". `userAgent` is the request's header; without it the
 * posted user agent decides the device type.
 */
export function readAttributionFields(
  form: Readonly<Record<string, string | readonly string[] | undefined>>,
  userAgent?: string,
): AttributionRecord {
  const out = {} as Record<AttributionField, string>;
  for (const field of ATTRIBUTION_FIELD_NAMES) {
    const name = attributionInputName(field);
    // A repeated field (the wire's `string[]`) counts with its last value, as PHP reads it.
    const value = Object.hasOwn(form, name) ? form[name] : undefined;
    const raw = Array.isArray(value) ? value[value.length - 1] : value;
    out[field] = cleanField(field, typeof raw === "string" ? raw : undefined);
  }
  const anything = ATTRIBUTION_FIELD_NAMES.some((f) => out[f] !== "");
  return { ...out, device_type: anything ? deviceType(userAgent || out.user_agent) : "" };
}

/** Whether the record carries any attribution (an order without consent carries none). */
export function hasAttribution(record: AttributionRecord): boolean {
  return ATTRIBUTION_FIELD_NAMES.some((f) => record[f] !== "");
}

/** WooCommerce's order meta keys (`_wc_order_attribution_<field>`), only the non-empty values. */
export function attributionMeta(record: AttributionRecord): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(record)) if (v !== "") out[`_wc_order_attribution_${k}`] = v;
  return out;
}
