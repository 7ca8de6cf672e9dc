/**
 * The password-reset mail through the outbox (modules/users/reset-mail.ts): the token and the
 * queued mail are written together; with the SMTP server down the mail stays in `mail_outbox`
 * with its link and is sent once it is back; no account or no known origin queues nothing.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "#modules/all-settings.ts";
import { createMailer } from "#modules/mail/index.ts";
import { processOutbox } from "#modules/mail/outbox.ts";
import { setSettings } from "#modules/settings/index.ts";
import { queueResetMail } from "#modules/users/reset-mail.ts";
import { findResetTokenUser } from "#modules/users/reset-tokens.ts";
import { freePort } from "../setup/app-server.ts";
import { mailText } from "../setup/mail-text.ts";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
let sink: SmtpSink;
beforeAll(async () => {
  database = await cloneDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.drop();
});

const config = { PUBLIC_URL: "https://laden.example/", HOST: "127.0.0.1", PORT: 3000 };
const PATH = "/my-account/lost-password/";
const LINK = /https:\/\/laden\.example\/my-account\/lost-password\/\?key=([A-Za-z0-9_-]{43})/;

async function customer(): Promise<{ id: number; email: string }> {
  const email = `reset-${randomBytes(4).toString("hex")}@example.de`;
  const { rows } = await database.pool.query<{ id: number }>(
    "insert into users (email, password_hash, role) values ($1, 'x', 'customer') returning id",
    [email],
  );
  return { id: rows[0]!.id, email };
}

type OutboxRow = { status: string; text: string; html: string | null; subject: string; dedupe_key: string };
async function outboxRows(email: string): Promise<OutboxRow[]> {
  const { rows } = await database.db.execute<OutboxRow>(
    sql`select status, text, html, subject, dedupe_key from mail_outbox where "to" = ${email}`,
  );
  return rows;
}

const mailerTo = (port: number) =>
  createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Laden <shop@example.de>",
    outboxDir: "/nonexistent",
  });

describe("password-reset mail", () => {
  it("is queued with its link while SMTP is down, and sent once it is back", async () => {
    const user = await customer();
    const outcome = await queueResetMail(database.db, config, {
      email: user.email.toUpperCase(),
      lang: "de",
      lostPasswordPath: PATH,
    });
    expect(outcome).toBe("queued");
    const [queued, ...more] = await outboxRows(user.email);
    expect(more).toEqual([]);
    expect(queued!.status).toBe("pending");
    expect(queued!.subject).toContain("Neues Passwort");
    const key = LINK.exec(queued!.text)![1]!;
    expect(queued!.html).toContain(`href="https://laden.example${PATH}?key=${key}"`);
    expect(queued!.dedupe_key).toMatch(/^password-reset:[0-9a-f]{64}$/);
    expect(queued!.dedupe_key).not.toContain(key);
    // The link's key is a stored, valid token of this account.
    expect(await findResetTokenUser(database.db, key)).toBe(user.id);

    const down = await processOutbox(database.db, mailerTo(await freePort()));
    expect(down.failed).toBeGreaterThanOrEqual(1);
    expect((await outboxRows(user.email))[0]!.status).toBe("pending");
    expect(sink.mails.some((m) => m.to.includes(user.email))).toBe(false);

    // Due again at once (the retry pause is the outbox's own, tested there).
    await database.db.execute(sql`update mail_outbox set next_attempt_at = now() where "to" = ${user.email}`);
    await processOutbox(database.db, mailerTo(sink.port));
    expect((await outboxRows(user.email))[0]!.status).toBe("sent");
    const sent = sink.mails.filter((m) => m.to.includes(user.email));
    expect(sent).toHaveLength(1);
    expect(mailText(sent[0]!.data)).toContain(`https://laden.example${PATH}?key=${key}`);
  });

  it("queues nothing for an address without an account", async () => {
    const email = `niemand-${randomBytes(4).toString("hex")}@example.de`;
    const outcome = await queueResetMail(database.db, config, { email, lang: "de", lostPasswordPath: PATH });
    expect(outcome).toBe("no-account");
    expect(await outboxRows(email)).toEqual([]);
  });

  it("queues nothing and stores no token when the site's origin is unknown", async () => {
    const user = await customer();
    await setSettings(database.db, { "site.origin": "" });
    const outcome = await queueResetMail(
      database.db,
      { HOST: "127.0.0.1", PORT: 3000 },
      { email: user.email, lang: "en", lostPasswordPath: "/en/my-account/lost-password/" },
    );
    expect(outcome).toBe("no-origin");
    expect(await outboxRows(user.email)).toEqual([]);
    const { rows } = await database.pool.query("select 1 from password_reset_tokens where user_id = $1", [
      user.id,
    ]);
    expect(rows).toEqual([]);
  });
});
