/**
 * The generic validators the spec names (§5: an e-mail pattern check, a phone number of 6 to 15
 * digits, URL checks), shared by forms and checkout, in the browser and on the server. Pure and
 * dependency-free so the form runtime can carry them.
 */

/** Longest address SMTP allows (RFC 5321: 254 for the path, 64 for the local part). */
const EMAIL_MAX = 254;
const LOCAL_MAX = 64;
/**
 * A practical address pattern (as HTML's `type=email`, plus a dot in the domain): a local part of
 * the usual characters, a domain of labels that neither start nor end with a hyphen, and a TLD of
 * at least two letters. Internationalised domains are accepted in their Unicode form.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

export function isEmail(value: string): boolean {
  const v = value.trim();
  if (v.length > EMAIL_MAX) return false;
  const at = v.lastIndexOf("@");
  if (at < 1 || at > LOCAL_MAX) return false;
  const local = v.slice(0, at);
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  return EMAIL.test(v);
}

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
  if (opts.allowRelative && v.startsWith("/") && !v.startsWith("//")) return true;
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

/** Error codes of the generic validators (forms and checkout map them to their messages). */
export type GenericCheck = "email" | "phone" | "url";

export function check(kind: GenericCheck, value: string): boolean {
  return kind === "email" ? isEmail(value) : kind === "phone" ? isPhone(value) : isUrl(value);
}
