/**
 * Input schemas of the customer account forms (sign-in, registration, lost password, new
 * password, account details). Field names are WooCommerce's. Errors are message keys of the
 * catalogue, so the page shows them in the visitor's language.
 */
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./password.ts";
import "../i18n/messages-account.ts";

export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

export type AccountErrorKey =
  | "account.error.required"
  | "account.error.email"
  | "account.error.tooLong"
  | "account.error.invalidChars"
  | "account.error.passwordTooShort"
  | "account.error.passwordMismatch"
  | "account.error.currentPasswordRequired"
  | "account.error.postcode"
  | "account.error.postcodeDE"
  | "account.error.houseNumber"
  | "account.error.phone"
  | "account.error.country";

export type FieldError = { field: string; key: AccountErrorKey };

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

// Control characters have no place in names, addresses or e-mail addresses.
const CONTROL_CHARS = /[\p{Cc}\p{Cf}]/u;

/** A required single-line text: trimmed, not empty, bounded, no control characters. */
export const requiredText = (max = MAX_NAME_LENGTH) =>
  z
    .string()
    .trim()
    .min(1, { error: "account.error.required" })
    .max(max, { error: "account.error.tooLong" })
    .refine((v) => !CONTROL_CHARS.test(v), { error: "account.error.invalidChars" });

export const optionalText = (max = MAX_NAME_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, { error: "account.error.tooLong" })
    .refine((v) => !CONTROL_CHARS.test(v), { error: "account.error.invalidChars" });

export const emailField = z
  .string()
  .trim()
  .min(1, { error: "account.error.required" })
  .max(MAX_EMAIL_LENGTH, { error: "account.error.tooLong" })
  .pipe(z.email({ error: "account.error.email" }));

/** A password as typed (never trimmed: spaces count). */
const anyPassword = z
  .string()
  .min(1, { error: "account.error.required" })
  .max(MAX_PASSWORD_LENGTH, { error: "account.error.tooLong" });

export const newPassword = anyPassword.refine((v) => v.length >= MIN_PASSWORD_LENGTH, {
  error: "account.error.passwordTooShort",
});

export const loginSchema = z.object({ username: emailField, password: anyPassword });

export const registerSchema = z.object({ email: emailField, password: newPassword });

export const lostPasswordSchema = z.object({ user_login: emailField });

export const resetPasswordSchema = z
  .object({ reset_key: z.string(), password_1: newPassword, password_2: z.string() })
  .refine((v) => v.password_1 === v.password_2, {
    path: ["password_2"],
    error: "account.error.passwordMismatch",
  });

export const accountDetailsSchema = z
  .object({
    account_first_name: requiredText(),
    account_last_name: requiredText(),
    account_email: emailField,
    password_current: z.string().max(MAX_PASSWORD_LENGTH, { error: "account.error.tooLong" }),
    password_1: z.string().max(MAX_PASSWORD_LENGTH, { error: "account.error.tooLong" }),
    password_2: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.password_1 !== "" && v.password_1.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password_1"], message: "account.error.passwordTooShort" });
    }
    if (v.password_1 !== v.password_2) {
      ctx.addIssue({ code: "custom", path: ["password_2"], message: "account.error.passwordMismatch" });
    }
  });

/**
 * Reads the named fields from a form submission (a missing field counts as empty; repeated
 * fields: the last wins) and validates them. One error per field, in field order.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  form: FormData | URLSearchParams | Record<string, unknown>,
): Validated<z.output<S>> {
  const input = pickFields(fields, form);
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: issuesToErrors(parsed.error.issues, fields) };
}

export function pickFields(
  fields: readonly string[],
  form: FormData | URLSearchParams | Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fields) {
    let value: unknown;
    if (form instanceof FormData || form instanceof URLSearchParams) {
      const all = form.getAll(name);
      value = all[all.length - 1];
    } else {
      value = form[name];
    }
    out[name] = typeof value === "string" ? value : "";
  }
  return out;
}

export function issuesToErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
  fields: readonly string[],
): FieldError[] {
  const byField = new Map<string, AccountErrorKey>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!byField.has(field)) byField.set(field, issue.message as AccountErrorKey);
  }
  const order = (f: string) => (fields.includes(f) ? fields.indexOf(f) : fields.length);
  return [...byField].sort(([a], [b]) => order(a) - order(b)).map(([field, key]) => ({ field, key }));
}
