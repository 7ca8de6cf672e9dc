/**
 * Which fields of an audited record are personal (BRIEF "Back office": names, addresses,
 * e-mails, IBANs are redacted in the audit log), and the diff of two versions of a record with
 * those fields replaced by a marker. Pure functions; modules/audit/log.ts writes the result.
 */
import type { AuditFieldChange } from "#db/schema/audit.ts";

/** What a redacted value reads as in the log: the field changed, the value is not kept. */
export const REDACTED = "[geschwärzt]";

/**
 * A field is personal when its last name segment (after the last `.`, case-insensitive) is one of
 * these or ends with one (billingEmail, shipping.postcode, sepaIban …). One list for every area.
 */
const PERSONAL_SUFFIXES = [
  "firstname",
  "lastname",
  "name",
  "displayname",
  "company",
  "address1",
  "address2",
  "address",
  "street",
  "city",
  "postcode",
  "phone",
  "email",
  "iban",
  "holder",
  "ip",
  "note",
  "customernote",
  "password",
  "passwordhash",
  "secret",
] as const;

/** Fields that look personal by suffix but are not (a product's name is not a person's). */
const NOT_PERSONAL = new Set(["productname", "sitename", "methodname", "statusname", "filename"]);

export function isPersonalField(field: string): boolean {
  const last = (field.split(".").pop() ?? field).toLowerCase().replace(/[_-]/g, "");
  if (NOT_PERSONAL.has(last)) return false;
  return PERSONAL_SUFFIXES.some((suffix) => last === suffix || last.endsWith(suffix));
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

/**
 * The fields that differ between `before` and `after` (nested objects flattened to `a.b`), each
 * as { from, to }, personal ones redacted. `before` undefined: a created record (every field of
 * `after`); `after` undefined: a deleted one.
 */
export function diffForAudit(
  before: Plain | undefined,
  after: Plain | undefined,
  options: { personal?: (field: string) => boolean; prefix?: string } = {},
): Record<string, AuditFieldChange> {
  const personal = options.personal ?? isPersonalField;
  const out: Record<string, AuditFieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const field = options.prefix ? `${options.prefix}.${key}` : key;
    const from = before?.[key];
    const to = after?.[key];
    if (isPlainObject(from) || isPlainObject(to)) {
      Object.assign(
        out,
        diffForAudit(isPlainObject(from) ? from : {}, isPlainObject(to) ? to : {}, {
          personal,
          prefix: field,
        }),
      );
      continue;
    }
    if (same(from, to)) continue;
    out[field] = personal(field)
      ? { from: from == null || from === "" ? null : REDACTED, to: to == null || to === "" ? null : REDACTED }
      : { from: normalise(from), to: normalise(to) };
  }
  return out;
}
