import { describe, expect, it } from "vitest";
import {
  accountDetailsSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  validateForm,
} from "./account-forms.ts";
import { MIN_PASSWORD_LENGTH } from "./password.ts";

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("login form", () => {
  const fields = ["username", "password"];
  it("accepts an e-mail address (trimmed) and any non-empty password", () => {
    const r = validateForm(loginSchema, fields, form({ username: "  kundin@example.de ", password: " x " }));
    expect(r).toEqual({ ok: true, data: { username: "kundin@example.de", password: " x " } });
  });

  it("reports missing fields as required, in field order", () => {
    const r = validateForm(loginSchema, fields, form({}));
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: "username", key: "account.error.required" },
        { field: "password", key: "account.error.required" },
      ],
    });
  });

  it("rejects a malformed address", () => {
    const r = validateForm(loginSchema, fields, form({ username: "kundin(at)example", password: "x" }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual([{ field: "username", key: "account.error.email" }]);
  });
});

describe("registration form", () => {
  const fields = ["email", "password"];
  it(`needs a password of at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    const short = "a".repeat(MIN_PASSWORD_LENGTH - 1);
    const r = validateForm(registerSchema, fields, form({ email: "a@b.de", password: short }));
    expect(r).toEqual({ ok: false, errors: [{ field: "password", key: "account.error.passwordTooShort" }] });
    expect(validateForm(registerSchema, fields, form({ email: "a@b.de", password: `${short}a` })).ok).toBe(
      true,
    );
  });

  it("bounds the length of the address and the password", () => {
    const r = validateForm(
      registerSchema,
      fields,
      form({ email: `${"a".repeat(250)}@b.de`, password: "x".repeat(2000) }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.key)).toEqual(["account.error.tooLong", "account.error.tooLong"]);
  });

  it("takes the last value of a repeated field and ignores unknown fields", () => {
    const params = new URLSearchParams("email=x&email=b%40c.de&password=0123456789&role=administrator");
    expect(validateForm(registerSchema, fields, params)).toEqual({
      ok: true,
      data: { email: "b@c.de", password: "0123456789" },
    });
  });
});

describe("new password form", () => {
  const fields = ["reset_key", "password_1", "password_2"];
  it("needs both passwords to match", () => {
    const r = validateForm(
      resetPasswordSchema,
      fields,
      form({ reset_key: "k", password_1: "ein-langes-passwort", password_2: "ein-anderes-passwort" }),
    );
    expect(r).toEqual({
      ok: false,
      errors: [{ field: "password_2", key: "account.error.passwordMismatch" }],
    });
  });
});

describe("account details form", () => {
  const fields = [
    "account_first_name",
    "account_last_name",
    "account_email",
    "password_current",
    "password_1",
    "password_2",
  ];
  const base = { account_first_name: "Erika", account_last_name: "Musterfrau", account_email: "e@m.de" };

  it("accepts a change without a new password", () => {
    const r = validateForm(accountDetailsSchema, fields, form(base));
    expect(r.ok).toBe(true);
  });

  it("checks a new password's length and confirmation", () => {
    const r = validateForm(
      accountDetailsSchema,
      fields,
      form({ ...base, password_1: "kurz", password_2: "" }),
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: "password_1", key: "account.error.passwordTooShort" },
        { field: "password_2", key: "account.error.passwordMismatch" },
      ],
    });
  });

  it("requires the names and rejects control characters", () => {
    const r = validateForm(
      accountDetailsSchema,
      fields,
      form({ ...base, account_first_name: " ", account_last_name: "Muster\u0000frau" }),
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: "account_first_name", key: "account.error.required" },
        { field: "account_last_name", key: "account.error.invalidChars" },
      ],
    });
  });
});
