import { describe, expect, it } from "vitest";
import { createLogger } from "./log.ts";
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
});
