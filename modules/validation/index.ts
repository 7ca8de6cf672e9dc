/**
 * The generic validators the spec names (§5: an e-mail pattern check, a phone number of 6 to 15
 * digits, URL checks), shared by forms and checkout, in the browser and on the server. Pure and
 * dependency-free so the form runtime can carry them.
 */

import { isEmail } from "./email.ts";

export { isEmail };

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/**
 * A phone number of 6 to 15 digits (E.164's maximum). Usual separators are allowed (spaces, `-`,
 * `/`, `.`, parentheses) and one leading `+`; letters and other characters are not.
 */
export function isPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9\s\-/.()]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * An absolute web address (http or https) with a host; with `allowRelative`, also a path on
 * this site (`/…`, not `//…`). Other schemes (javascript:, data:, mailto:) are refused.
 */
export function isUrl(value: string, opts: { allowRelative?: boolean } = {}): boolean {
  const v = value.trim();
  if (v === "" || /\s/.test(v)) return false;
  if (opts.allowRelative && v.startsWith("/")) return localPath(v) !== undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  // A host with a dot (or localhost / an IP literal); "http://foo" is a typo more often than not.
  return url.hostname === "localhost" || url.hostname.includes(".") || url.hostname.startsWith("[");
}

const LOCAL_PATH_MAX = 500;
const LOCAL_BASE = "http://laden.invalid";

/**
 * The one check for a redirect target a visitor may name (sign-in `redirect_to`, the consent
 * form's `redirect`, a form's redirect action): a path on this site, printable, no scheme, host,
 * `//` or `\\` start, no control, format or separator characters (they make a header value
 * invalid, or hide where the link goes). Answers the path percent-encoded as a Location header
 * needs it, or undefined.
 */
export function localPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > LOCAL_PATH_MAX) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  // \p{C}: control, format (U+200E …), surrogate, private use, unassigned; \p{Z}: any space.
  if (/[\p{C}\p{Z}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, LOCAL_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== LOCAL_BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Error codes of the generic validators (forms and checkout map them to their messages). */
export type GenericCheck = "email" | "phone" | "url";

export function check(kind: GenericCheck, value: string): boolean {
  return kind === "email" ? isEmail(value) : kind === "phone" ? isPhone(value) : isUrl(value);
}
