/**
 * E-mail action headers over HTTP (issue 7 item 4; reliability.md NF-2): `reply_to`, `cc`, `bcc`
 * (merge tags allowed), `from_name` and `from_address` reach the SMTP sink after the outbox; a
 * From address outside MAIL_FROM's domain is replaced by MAIL_FROM's (SPF/DMARC); a line break
 * injected through a field used in a header adds no header and no recipient.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef as f, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = {
  MAIL_OUTBOX_INTERVAL_MS: "200",
  TRUST_PROXY: "1",
  MAIL_FROM: "Laden <shop@laden.example>",
};
const sink = smtpSinkForFile(env);
const app = appForFile(env);

/** The header block of a raw mail, folded lines joined. */
const headersOf = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
const header = (raw: string, name: string) =>
  headersOf(raw)
    .split(/\r?\n/)
    .filter((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((l) => l.slice(name.length + 1).trim());

async function mailWithSubject(subject: string) {
  for (let i = 0; i < 100; i++) {
    const found = sink.mails.find((m) => header(m.data, "Subject")[0] === subject);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail "${subject}"`);
}

const FIELDS = [
  f(1, "name", "textbox", { label: "Name", required: true }),
  f(2, "email", "email", { label: "E-Mail", required: true }),
  f(3, "senden", "submit"),
];

async function submit(formId: number, values: Record<number, string>) {
  const v = new Visitor(() => app().url);
  const { nonce } = await formsNonce(v);
  const { body } = await nfSubmit(v, nonce, { id: String(formId), fields: fieldsOf(values) });
  expect(body.errors).toEqual({});
}

describe("e-mail action headers", () => {
  it("Reply-To (the visitor), Cc and Bcc arrive; From keeps an address in MAIL_FROM's domain", async () => {
    const id = await makeForm(app().database.db, "mail-headers", FIELDS, [
      {
        type: "email",
        active: true,
        settings: {
          to: "team@laden.example",
          subject: "Kopfzeilen {field:name}",
          message: "Hallo",
          reply_to: "{field:email}",
          cc: "buero@laden.example",
          bcc: "archiv@laden.example",
          from_name: "Formular {field:name}",
          from_address: "formulare@laden.example",
        },
      },
    ]);
    await submit(id, { 1: "Eva", 2: "eva@example.org" });
    const mail = await mailWithSubject("Kopfzeilen Eva");
    expect(header(mail.data, "Reply-To")).toEqual(["eva@example.org"]);
    expect(header(mail.data, "Cc")).toEqual(["buero@laden.example"]);
    // Bcc goes to the envelope only, never into the headers.
    expect(header(mail.data, "Bcc")).toEqual([]);
    expect(mail.to.sort()).toEqual(["archiv@laden.example", "buero@laden.example", "team@laden.example"]);
    expect(header(mail.data, "From")).toEqual(["Formular Eva <formulare@laden.example>"]);
    expect(mail.from).toBe("formulare@laden.example");
  });

  it("a From address in another domain is replaced by MAIL_FROM's, with the requested name", async () => {
    const id = await makeForm(app().database.db, "mail-foreign-from", FIELDS, [
      {
        type: "email",
        active: true,
        settings: {
          to: "team@laden.example",
          subject: "Fremd {field:name}",
          message: "Hallo",
          from_name: "Kontaktformular",
          from_address: "{field:email}",
        },
      },
    ]);
    await submit(id, { 1: "Max", 2: "max@example.org" });
    const mail = await mailWithSubject("Fremd Max");
    expect(header(mail.data, "From")).toEqual(["Kontaktformular <shop@laden.example>"]);
    expect(mail.from).toBe("shop@laden.example");
    expect(header(mail.data, "Reply-To")).toEqual([]);
  });

  it("CRLF injection through a field adds no header and no recipient (NF-2)", async () => {
    const id = await makeForm(app().database.db, "mail-injection", FIELDS, [
      {
        type: "email",
        active: true,
        settings: {
          to: "team@laden.example",
          subject: "Injektion {field:email}",
          message: "Hallo",
          reply_to: "{field:name}",
          cc: "{field:name}",
          from_name: "{field:name}",
        },
      },
    ]);
    const injected = "a@b.de\r\nBcc: x@evil.example";
    await submit(id, { 1: injected, 2: "ok@example.org" });
    const mail = await mailWithSubject("Injektion ok@example.org");
    expect(mail.to).toEqual(["team@laden.example"]);
    expect(mail.data).not.toMatch(/^(bcc|cc|reply-to):/im);
    // The name is one header value (line break gone), not a header of its own.
    expect(header(mail.data, "From")).toHaveLength(1);
    expect(header(mail.data, "From")[0]).toContain("shop@laden.example");
    expect(headersOf(mail.data)).not.toMatch(/^Bcc:/m);
  });
});
