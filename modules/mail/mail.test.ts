import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, escapeHtml } from "./index.ts";

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
  let server: SMTPServer;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (c: Buffer) => (data += c.toString()));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it("delivers to the SMTP server from SMTP_URL with the configured sender", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Laden <shop@example.de>",
      outboxDir: "/nonexistent",
      log: (msg, fields) => lines.push(JSON.stringify({ msg, ...fields })),
    });
    expect(await mailer.sendMail(message)).toEqual({ delivery: "smtp" });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe("shop@example.de");
    expect(received[0]!.to).toEqual(["kundin@example.de"]);
    expect(received[0]!.data).toContain("Hallo, hier ist Ihr Link.");
    expect(lines.join("\n")).not.toContain("kundin");
  });
});

describe("escapeHtml", () => {
  it("escapes markup characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
