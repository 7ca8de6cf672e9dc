/** Its own file: the form engine (browser, embed) takes this rule without the rest of modules/validation. */
/** Longest address SMTP allows (RFC 5321: 254 for the path, 64 for the local part). */
const EMAIL_MAX = 254;
const LOCAL_MAX = 64;
/**
 * The one address rule (checkout, accounts, forms, withdrawal): a practical pattern (as HTML's
 * `type=email`, plus a dot in the domain). A local part of the usual characters and letters of any
 * script (internationalised addresses, as the form engine always took them); a domain of labels
 * that neither start nor end with a hyphen, in their Unicode form; a TLD of at least two letters.
 */
const EMAIL =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

export function isEmail(value: string): boolean {
  const v = value.trim();
  if (v.length > EMAIL_MAX) return false;
  const at = v.lastIndexOf("@");
  if (at < 1 || at > LOCAL_MAX) return false;
  const local = v.slice(0, at);
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  return EMAIL.test(v);
}
