import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger, errorFields } from "./log.ts";
import { maskEmail, REDACTED, redact, redactText } from "./log-redact.ts";

describe("log redaction", () => {
  it("masks e-mail addresses to the first letter and the domain", () => {
    expect(maskEmail("erika.mustermann@example.de")).toBe("e***@example.de");
    expect(redactText("550 <jürgen@mail.example.com> rejected")).toBe("550 <j***@mail.example.com> rejected");
  });

  it("replaces IBANs, with or without spaces, inside any text", () => {
    expect(redactText("iban DE89370400440532013000 bad")).toBe("iban [IBAN] bad");
    expect(redactText("DE89 3704 0044 0532 0130 00")).toBe("[IBAN]");
    expect(redactText("order 4711 at 12:00")).toBe("order 4711 at 12:00");
  });

  it("drops the values of personal or secret fields at any depth and keeps the rest", () => {
    const out = redact({
      path: "/checkout/",
      status: 200,
      password: "geheim123",
      user: { email: "a@b.de", billing_address_1: "Lindenstraße 12", phone: "030 1234567" },
      formData: { fields: { 1: { value: "Hallo" } } },
      list: ["x@y.de", 3],
    });
    expect(out).toEqual({
      path: "/checkout/",
      status: 200,
      password: REDACTED,
      user: { email: REDACTED, billing_address_1: REDACTED, phone: REDACTED },
      formData: REDACTED,
      list: ["x***@y.de", 3],
    });
  });

  it("is applied by the logger to the message and every field", () => {
    const lines: string[] = [];
    const log = createLogger("info", (l) => lines.push(l));
    log.error("send to erika@example.com failed", {
      err: "invalid IBAN DE89370400440532013000",
      iban: "DE89370400440532013000",
    });
    const line = JSON.parse(lines[0]!);
    expect(line.msg).toBe("send to e***@example.com failed");
    expect(line.err).toBe("invalid IBAN [IBAN]");
    expect(line.iban).toBe(REDACTED);
    expect(lines[0]).not.toMatch(/erika@|DE8937/);
  });

  it("drops the values a database error carries: Drizzle's params (message and stack), failing rows, keys", () => {
    const pgError = Object.assign(
      new Error('new row for relation "form_submissions" violates check constraint "c1"'),
      {
        code: "23514",
        constraint: "c1",
        detail: "Failing row contains (4, Wilhelmine, 0151 98765432).",
      },
    );
    const err = new DrizzleQueryError(
      'insert into "form_submissions" ("form_id", "values") values ($1, $2)',
      [4, '{"1":{"value":"Wilhelmine Zwetschgenbaum"},"3":{"value":"Quittenweg 17\n12345 Birnstadt"}}'],
      pgError,
    );
    const lines: string[] = [];
    createLogger("info", (l) => lines.push(l)).error("nf_ajax_submit failed", errorFields(err));
    const line = JSON.parse(lines[0]!);
    expect(line.err).toBe(
      'Failed query: insert into "form_submissions" ("form_id", "values") values ($1, $2)\nparams: [redacted]',
    );
    expect(line.stack).toMatch(/^\w*Error: Failed query: .*\nparams: \[redacted\]\n\s+at /);
    expect(line.cause).toBe('new row for relation "form_submissions" violates check constraint "c1"');
    expect(line.code).toBe("23514");
    expect(line.constraint).toBe("c1");
    expect(lines[0]).not.toMatch(/Wilhelmine|Zwetschgenbaum|Quittenweg|Birnstadt|98765432/);

    expect(redactText("Failing row contains (4, Erika, Lindenweg 1).")).toBe(
      "Failing row contains ([redacted]).",
    );
    expect(redactText("Key (email)=(erika@example.de) already exists.")).toBe(
      "Key (email)=([redacted]) already exists.",
    );
    expect(redactText('invalid input syntax for type integer: "Erika Muster"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
  });
});
