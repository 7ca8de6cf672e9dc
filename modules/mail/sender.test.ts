import { describe, expect, it } from "vitest";
import { parseMailFrom, senderFor } from "./sender.ts";

describe("senderFor (MAIL_FROM and a mail's requested sender)", () => {
  const MAIL_FROM = "Laden <shop@example.de>";

  it("reads MAIL_FROM with or without a display name", () => {
    expect(parseMailFrom(MAIL_FROM)).toEqual({ name: "Laden", address: "shop@example.de" });
    expect(parseMailFrom("shop@example.de")).toEqual({ name: "", address: "shop@example.de" });
  });

  it("uses the requested address only in MAIL_FROM's domain", () => {
    expect(senderFor(MAIL_FROM, { name: "Formulare", address: "formulare@EXAMPLE.de" })).toEqual({
      name: "Formulare",
      address: "formulare@EXAMPLE.de",
    });
    // Another domain (or a subdomain, or a look-alike) would fail SPF/DMARC: MAIL_FROM's address.
    for (const address of ["eva@example.org", "x@mail.example.de", "x@example.de.evil.example", "kaputt"])
      expect(senderFor(MAIL_FROM, { name: "Formulare", address })).toEqual({
        name: "Formulare",
        address: "shop@example.de",
      });
  });

  it("keeps MAIL_FROM's name when none is asked for, and strips line breaks from a name", () => {
    expect(senderFor(MAIL_FROM, { address: "info@example.de" })).toEqual({
      name: "Laden",
      address: "info@example.de",
    });
    expect(senderFor(MAIL_FROM, { name: "Eva\r\nBcc: x@evil.example" }).name).toBe("Eva Bcc: x@evil.example");
  });
});
