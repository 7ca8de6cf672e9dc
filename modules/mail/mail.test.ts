import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../tests/setup/smtp-sink.ts";
import { createMailer, escapeHtml } from "./index.ts";
import { headersOf } from "./outbox.ts";

const message = {
  to: "kundin@example.de",
  subject: "Passwort zurücksetzen",
  text: "Hallo, hier ist Ihr Link.",
  html: "<p>Hallo, hier ist Ihr Link.</p>",
};

describe("mail without SMTP_URL", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "laden-mail-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each mail as an .eml file into the outbox and logs without the address", async () => {
    const lines: string[] = [];
    const outbox = join(dir, "mail-outbox");
    const mailer = createMailer({
      from: "Laden <shop@example.de>",
      outboxDir: outbox,
      log: (msg, fields) => lines.push(JSON.stringify({ msg, ...fields })),
    });
    const first = await mailer.sendMail(message);
    await mailer.sendMail({ ...message, subject: "Zweite" });
    expect(first.delivery).toBe("outbox");
    const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const eml = readFileSync(join(outbox, files.sort()[0]!), "utf8");
    expect(eml).toContain("To: kundin@example.de");
    expect(eml).toContain("From: Laden <shop@example.de>");
    expect(eml).toContain("Subject: =?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain("kundin");
  });
});

describe("mail over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("delivers to the SMTP server from SMTP_URL with the configured sender", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: "Laden <shop@example.de>",
      outboxDir: "/nonexistent",
      log: (msg, fields) => lines.push(JSON.stringify({ msg, ...fields })),
    });
    expect(await mailer.sendMail(message)).toEqual({ delivery: "smtp" });
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]!.from).toBe("shop@example.de");
    expect(sink.mails[0]!.to).toEqual(["kundin@example.de"]);
    expect(sink.mails[0]!.data).toContain("Hallo, hier ist Ihr Link.");
    expect(lines.join("\n")).not.toContain("kundin");
  });
});

describe("escapeHtml", () => {
  it("escapes markup characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("outbox headers column (Reply-To, Cc, Bcc, own sender)", () => {
  const base = { to: "a@example.de", subject: "s", text: "t" };
  it("is null for a plain mail and for empty lists", () => {
    expect(headersOf(base)).toBeNull();
    expect(headersOf({ ...base, cc: [], bcc: [], replyTo: [] })).toBeNull();
  });
  it("keeps each header that is set, and only those", () => {
    const full = {
      replyTo: ["eva@example.org"],
      cc: ["c@example.de"],
      bcc: ["b@example.de"],
      from: { name: "Formulare", address: "f@example.de" },
    };
    expect(headersOf({ ...base, ...full })).toEqual(full);
    expect(headersOf({ ...base, bcc: ["b@example.de"], cc: [] })).toEqual({ bcc: ["b@example.de"] });
  });
});
