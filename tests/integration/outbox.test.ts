/**
 * The mail outbox (modules/mail/outbox.ts) against PostgreSQL and a loopback SMTP sink: a mail
 * is sent once; with the SMTP server down it is kept and sent exactly once after recovery; two
 * workers (two pools, as two app processes) never send the same row twice; the dedupe key keeps
 * one mail per cause; an expired lease is taken over.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, handleConnectionErrors } from "#db/client.ts";
import { createMailer, type Mailer } from "#modules/mail/index.ts";
import {
  enqueueMail,
  OUTBOX_LEASE_SECONDS,
  processOutbox,
  releaseMail,
  retryDelaySeconds,
  startOutboxWorker,
} from "#modules/mail/outbox.ts";
import { freePort } from "../setup/app-server.ts";
import { mailSubject } from "../setup/mail-text.ts";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
let sink: SmtpSink;
const extraPools: pg.Pool[] = [];

beforeAll(async () => {
  database = await cloneDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await Promise.all(extraPools.map((p) => p.end()));
  await sink.close();
  await database.drop();
});
afterEach(async () => {
  // Each test starts with an empty outbox and an empty sink.
  await database.db.execute(sql`delete from mail_outbox`);
  sink.mails.length = 0;
});

const mailerTo = (port: number) =>
  createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Laden <shop@example.de>",
    outboxDir: "/nonexistent",
  });

const key = (tag: string) => `test:${tag}:${randomBytes(4).toString("hex")}`;

type Row = { status: string; attempts: number; last_error: string | null; due_in: number; locked: boolean };
async function row(db: Db, dedupeKey: string): Promise<Row> {
  const { rows } = await db.execute<Row>(sql`
    select status, attempts, last_error, extract(epoch from next_attempt_at - now())::float8 as due_in,
      coalesce(locked_until > now(), false) as locked
    from mail_outbox where dedupe_key = ${dedupeKey}`);
  return rows[0]!;
}

/** Moves every pending mail's next try to now (the retry pause has passed). */
const timePasses = (db: Db) => db.execute(sql`update mail_outbox set next_attempt_at = now()`);

describe("the outbox", () => {
  it("never sends a mail without its attachment: a missing one is a retried send error, named in German", async () => {
    const k = key("attachment");
    const attachments = [
      { filename: "Rechnung-RE-0.pdf", contentType: "application/pdf", source: { document: 2_000_000_000 } },
    ];
    await enqueueMail(database.db, {
      dedupeKey: k,
      to: "kundin@example.de",
      subject: "Rechnung",
      text: "Anbei",
      attachments,
    });
    const mailer = mailerTo(sink.port);
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 0, failed: 1 });
    expect(sink.mails).toHaveLength(0);
    const r = await row(database.db, k);
    expect(r).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "Anhang fehlt: Rechnung-RE-0.pdf",
    });
    expect(r.due_in).toBeGreaterThan(retryDelaySeconds(1) - 5);
  });

  it("holds a mail until it is released (or the hold ends), then sends it with what was made", async () => {
    const k = key("held");
    await enqueueMail(database.db, {
      dedupeKey: k,
      to: "kundin@example.de",
      subject: "Ihre Bestellung",
      text: "Hallo",
      holdSeconds: 300,
      attachments: [
        {
          filename: "AGB.pdf",
          contentType: "application/pdf",
          source: { legalText: { orderId: 2_000_000_000, kind: "terms" } },
        },
      ],
    });
    // A mail that must not overtake it (the invoice after the confirmation) waits too.
    const later = key("after");
    await enqueueMail(database.db, {
      dedupeKey: later,
      to: "kundin@example.de",
      subject: "Rechnung",
      text: "Anbei",
      after: k,
    });
    const mailer = mailerTo(sink.port);
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 0, failed: 0 });
    expect((await row(database.db, k)).due_in).toBeGreaterThan(290);
    // The job found no AGB page: it lets the mail go without that attachment.
    await releaseMail(database.db, k, []);
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(sink.mails.map((m) => mailSubject(m.data))).toEqual(["Ihre Bestellung", "Rechnung"]);
    expect(sink.mails[0]!.data).not.toMatch(/Content-Disposition: attachment/i);
  });

  it("sends a due mail once, with a Message-ID from its dedupe key, and marks it sent", async () => {
    const k = key("once");
    await enqueueMail(database.db, {
      dedupeKey: k,
      to: "kundin@example.de",
      subject: "Ihre Bestellung",
      text: "Hallo",
    });
    const mailer = mailerTo(sink.port);
    expect(await processOutbox(database.db, mailer, { domain: "shop.test" })).toEqual({ sent: 1, failed: 0 });
    expect(await processOutbox(database.db, mailer, { domain: "shop.test" })).toEqual({ sent: 0, failed: 0 });
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]!.to).toEqual(["kundin@example.de"]);
    expect(sink.mails[0]!.data).toMatch(/^Message-ID: <[0-9a-f]{32}@shop\.test>/im);
    const r = await row(database.db, k);
    expect(r).toMatchObject({ status: "sent", attempts: 1, last_error: null, locked: false });
  });

  it("keeps one mail per dedupe key: the second enqueue changes nothing", async () => {
    const k = key("dedupe");
    await enqueueMail(database.db, { dedupeKey: k, to: "a@example.de", subject: "Erste", text: "1" });
    await enqueueMail(database.db, { dedupeKey: k, to: "b@example.de", subject: "Zweite", text: "2" });
    const { rows } = await database.db.execute<{ n: number; subject: string }>(
      sql`select count(*)::int as n, min(subject) as subject from mail_outbox where dedupe_key = ${k}`,
    );
    expect(rows[0]).toEqual({ n: 1, subject: "Erste" });
    await processOutbox(database.db, mailerTo(sink.port));
    // Enqueued again after it was sent (a retried cause): still not sent a second time.
    await enqueueMail(database.db, { dedupeKey: k, to: "a@example.de", subject: "Erste", text: "1" });
    await processOutbox(database.db, mailerTo(sink.port));
    expect(sink.mails.map((m) => m.to[0])).toEqual(["a@example.de"]);
  });

  it("keeps a mail while the SMTP server is down and sends it exactly once after it is back", async () => {
    const port = await freePort(); // nothing listens here yet
    const mailer = mailerTo(port);
    const k = key("down");
    await enqueueMail(database.db, {
      dedupeKey: k,
      to: "kunde@example.de",
      subject: "Bestellung",
      text: "x",
    });
    const logged: string[] = [];
    const log = (msg: string, fields?: Record<string, unknown>) =>
      logged.push(JSON.stringify({ msg, ...fields }));

    expect(await processOutbox(database.db, mailer, { log })).toEqual({ sent: 0, failed: 1 });
    let r = await row(database.db, k);
    expect(r.status).toBe("pending");
    expect(r.attempts).toBe(1);
    expect(r.last_error).toBeTruthy();
    expect(r.locked).toBe(false);
    // Not due before the pause (30 s after the first failure).
    expect(r.due_in).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(r.due_in).toBeLessThanOrEqual(retryDelaySeconds(1));
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 0, failed: 0 });
    // The log names the row, never the address.
    expect(logged.join("\n")).not.toContain("kunde@example.de");

    // Still down at the second try: the pause doubles.
    await timePasses(database.db);
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 0, failed: 1 });
    r = await row(database.db, k);
    expect(r.attempts).toBe(2);
    expect(r.due_in).toBeGreaterThan(retryDelaySeconds(2) - 5);

    const recovered = await startSmtpSink(port);
    try {
      await timePasses(database.db);
      expect(await processOutbox(database.db, mailer)).toEqual({ sent: 1, failed: 0 });
      await timePasses(database.db);
      expect(await processOutbox(database.db, mailer)).toEqual({ sent: 0, failed: 0 });
      expect(recovered.mails).toHaveLength(1);
      expect((await row(database.db, k)).status).toBe("sent");
    } finally {
      await recovered.close();
    }
  });

  it("never lets two workers send the same row, however they interleave", async () => {
    const keys = Array.from({ length: 40 }, (_, i) => key(`race${i}`));
    for (const k of keys) {
      await enqueueMail(database.db, { dedupeKey: k, to: "race@example.de", subject: k, text: k });
    }
    // Two pools: two app processes on one database.
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: database.url, max: 3 }));
    for (const p of pools) handleConnectionErrors(p);
    extraPools.push(...pools);
    const mailer = mailerTo(sink.port);
    const worker = async (db: Db) => {
      let sent = 0;
      for (;;) {
        const run = await processOutbox(db, mailer);
        sent += run.sent;
        if (run.sent + run.failed === 0) return sent;
      }
    };
    const counts = await Promise.all(pools.map((p) => worker(createDb(p))));
    expect(counts[0]! + counts[1]!).toBe(40);
    const subjects = sink.mails.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1]);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
  });

  it("does not take a mail another worker holds, and takes it over when the lease has expired", async () => {
    const k = key("lease");
    await enqueueMail(database.db, { dedupeKey: k, to: "lease@example.de", subject: "Lease", text: "x" });
    // Another process claimed it and is still within its lease.
    await database.db.execute(
      sql`update mail_outbox set locked_until = now() + make_interval(secs => ${OUTBOX_LEASE_SECONDS}), attempts = 1 where dedupe_key = ${k}`,
    );
    const mailer = mailerTo(sink.port);
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 0, failed: 0 });
    // That process died: the lease runs out and the mail is sent (once).
    await database.db.execute(
      sql`update mail_outbox set locked_until = now() - interval '1 second' where dedupe_key = ${k}`,
    );
    expect(await processOutbox(database.db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(sink.mails).toHaveLength(1);
    expect((await row(database.db, k)).attempts).toBe(2);
  });

  it("a started worker sends what is queued after a kick", async () => {
    const worker = startOutboxWorker(database.db, mailerTo(sink.port), { intervalMs: 60_000, log: () => {} });
    try {
      await enqueueMail(database.db, {
        dedupeKey: key("kick"),
        to: "kick@example.de",
        subject: "Kick",
        text: "x",
      });
      worker.kick();
      await expect.poll(() => sink.mails.length, { timeout: 30_000 }).toBe(1);
    } finally {
      worker.stop();
    }
  });

  it("runOnce during a run waits for a run that sees the mails queued meanwhile", async () => {
    // A mailer that holds the first send until released: the first run is then under way.
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const sent: string[] = [];
    const mailer: Mailer = {
      async sendMail(message) {
        if (sent.length === 0) await gate;
        sent.push(message.subject);
        return { delivery: "smtp" };
      },
    };
    const worker = startOutboxWorker(database.db, mailer, { intervalMs: 60_000, log: () => {} });
    try {
      const a = key("first");
      const b = key("second");
      await enqueueMail(database.db, { dedupeKey: a, to: "x@example.de", subject: "A", text: "a" });
      const first = worker.runOnce();
      await expect.poll(async () => (await row(database.db, a)).locked).toBe(true);
      await enqueueMail(database.db, { dedupeKey: b, to: "x@example.de", subject: "B", text: "b" });
      const second = worker.runOnce();
      release();
      await first;
      await second;
      expect((await row(database.db, b)).status).toBe("sent");
      expect(sent).toEqual(["A", "B"]);
    } finally {
      worker.stop();
    }
  });
});
