/**
 * Keeps personal data out of the logs (GDPR: a log collector is no place for it). Every log line
 * passes through `redact`: fields named like personal data lose their value, e-mail addresses
 * anywhere (also inside error messages) are masked to `e***@example.de`, IBANs to `[IBAN]`, and
 * the values a database error quotes (query parameters, failing rows, keys) are dropped.
 */

/** Field names whose values are personal or secret, whatever they hold. */
const SECRET_KEY =
  /pass(word)?|secret|token|authorization|cookie|iban|bic|holder|mandate|e-?mail|^to$|^cc$|^bcc$|reply-?to|address|street|postcode|^zip$|city|phone|first_?name|last_?name|company|form_?data|^fields?$|^values?$|^body$|^query$/i;

const EMAIL = /([\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*@([\p{L}\p{N}.-]+\.[\p{L}]{2,})/gu;
/** Two letters, two check digits, 11–30 letters or digits, in groups of four or not. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;
const MAX_DEPTH = 6;

export const REDACTED = "[redacted]";

/** `erika@example.com` → `e***@example.com`. */
export function maskEmail(address: string): string {
  return address.replace(EMAIL, "$1***@$2");
}

/**
 * Where database errors carry values: Drizzle's `Failed query: … params: v1,v2,…` (in the message
 * and so in the stack, until the first stack frame), PostgreSQL's `Failing row contains (…)` and
 * `Key (col)=(value)` details and the quoted value of `invalid input syntax for type …: "…"`.
 * The query text and the database's reason stay: they are what a fix needs.
 */
const DB_VALUES: [RegExp, string][] = [
  [/\bparams: [\s\S]*?(?=\n\s+at |$)/g, `params: ${"[redacted]"}`],
  [/\bFailing row contains \([\s\S]*?\)(?=\.?(?:\n|$))/g, "Failing row contains ([redacted])"],
  [
    /\bKey \(([^)\n]*)\)=\([\s\S]*?\)(?= already exists| is not present| conflicts|\.|\n|$)/g,
    "Key ($1)=([redacted])",
  ],
  [/(\binvalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g, '$1"[redacted]"'],
];

export function redactText(text: string): string {
  let out = maskEmail(text).replace(IBAN, "[IBAN]");
  for (const [pattern, replacement] of DB_VALUES) out = out.replace(pattern, replacement);
  return out;
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && v !== undefined && v !== null ? REDACTED : redact(v, depth + 1);
  }
  return out;
}
