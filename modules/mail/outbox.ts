/**
 * The mail outbox in PostgreSQL. A mail is written in the transaction of what causes it (an
 * order, a withdrawal), so it exists exactly when its cause does; `dedupe_key` keeps one mail per
 * cause even when the cause is retried. Any app process's worker claims due mails with a lease
 * (FOR UPDATE SKIP LOCKED: two processes never take the same one), sends them and marks them
 * sent; a failed send is retried with growing pauses (never dropped). Each mail carries a
 * Message-ID derived from its row, so the one case a lease cannot cover (the process dies after
 * the SMTP server accepted but before the row is marked) is recognisable as one mail.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type MailAttachment, type MailHeaders, mailOutbox } from "#db/schema/index.ts";
import { type AttachmentFiles, loadAttachments } from "./attachments.ts";
import type { Mailer, MailMessage } from "./index.ts";

export type OutboxMail = Omit<MailMessage, "attachments"> & {
  dedupeKey: string;
  /** References to stored PDFs, loaded when the mail is sent (never copied into the row). */
  attachments?: MailAttachment[];
  /**
   * Held back until `releaseMail` (what it attaches is still being made by a job); after this many
   * seconds the worker tries anyway, and a still missing attachment is a retried send error.
   */
  holdSeconds?: number;
  /** The dedupe key of a mail this one must not overtake (it waits while that one is pending). */
  after?: string;
};

/** The headers column: Reply-To, Cc, Bcc, an own sender (form e-mail actions), or null. */
export function headersOf({ replyTo, cc, bcc, from }: Omit<MailMessage, "attachments">): MailHeaders | null {
  const headers: MailHeaders = {};
  if (replyTo?.length) headers.replyTo = replyTo;
  if (cc?.length) headers.cc = cc;
  if (bcc?.length) headers.bcc = bcc;
  if (from) headers.from = from;
  return Object.keys(headers).length ? headers : null;
}

/** Queues a mail; a second call with the same dedupe key changes nothing (and answers false). */
export async function enqueueMail(db: Db, mail: OutboxMail): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      to: mail.to,
      headers: headersOf(mail),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.length ? mail.attachments : null,
      afterKey: mail.after ?? null,
      ...(mail.holdSeconds ? { nextAttemptAt: sql`now() + make_interval(secs => ${mail.holdSeconds})` } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

/**
 * Lets a held mail go now, with the attachments that were made (a legal page that does not exist
 * is left out rather than holding the order confirmation forever). No-op once it was sent.
 */
export async function releaseMail(db: Db, dedupeKey: string, attachments: MailAttachment[]): Promise<void> {
  await db.execute(sql`
    update mail_outbox set attachments = ${attachments.length ? JSON.stringify(attachments) : null}::jsonb,
      next_attempt_at = least(next_attempt_at, now())
    where dedupe_key = ${dedupeKey} and status = 'pending'`);
}

/** How long a claimed mail is reserved for the process that claimed it. */
export const OUTBOX_LEASE_SECONDS = 120;
const BATCH = 10;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;

/** The pause before the next try after `attempts` failed ones: 30 s, 60 s, 120 s, … at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

type Claimed = {
  id: number;
  to: string;
  headers: MailHeaders | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
  dedupe_key: string;
};

export type OutboxRun = { sent: number; failed: number };

/** Sends what is due now (one batch). Safe to run in several processes at once. */
export async function processOutbox(
  db: Db,
  mailer: Mailer,
  opts: AttachmentFiles & {
    domain?: string;
    log?: (msg: string, fields?: Record<string, unknown>) => void;
  } = {},
): Promise<OutboxRun> {
  const claimed = await db.execute<Claimed>(sql`
    update mail_outbox set locked_until = now() + make_interval(secs => ${OUTBOX_LEASE_SECONDS}),
      attempts = attempts + 1
    where id in (
      select id from mail_outbox m
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        and (after_key is null
          or not exists (select 1 from mail_outbox a where a.dedupe_key = m.after_key and a.status = 'pending'))
      order by id limit ${BATCH} for update skip locked)
    returning id, "to", headers, subject, text, html, attachments, attempts, dedupe_key`);
  const run: OutboxRun = { sent: 0, failed: 0 };
  for (const mail of claimed.rows) {
    const messageId = `<${createHash("sha256").update(mail.dedupe_key).digest("hex").slice(0, 32)}@${opts.domain ?? "laden.invalid"}>`;
    try {
      const attachments = mail.attachments?.length ? await loadAttachments(db, mail.attachments, opts) : [];
      await mailer.sendMail({
        to: mail.to,
        ...mail.headers,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length ? { attachments } : {}),
        messageId,
      });
      await db.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${mail.id}`,
      );
      run.sent++;
    } catch (err) {
      const reason = err instanceof Error ? err.message.slice(0, 300) : "unknown";
      await db.execute(sql`
        update mail_outbox set locked_until = null, last_error = ${reason},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})
        where id = ${mail.id}`);
      opts.log?.("mail not sent, will retry", { outboxId: mail.id, attempts: mail.attempts, reason });
      run.failed++;
    }
  }
  return run;
}

export type OutboxWorker = {
  /** Run soon (after something queued a mail). */
  kick(): void;
  /** Run now and wait (tests, the CLI). */
  runOnce(): Promise<OutboxRun>;
  stop(): void;
};

/** Polls the outbox every `intervalMs` in the background; errors are logged, never thrown. */
export function startOutboxWorker(
  db: Db,
  mailer: Mailer,
  opts: AttachmentFiles & {
    intervalMs: number;
    domain?: string;
    log: (msg: string, fields?: Record<string, unknown>) => void;
  },
): OutboxWorker {
  let running: Promise<OutboxRun> | undefined;
  // A call during a run gets the run after it: the one in progress may have claimed its batch
  // before the caller's mail was queued. All such calls share that one follow-up run.
  let followUp: Promise<OutboxRun> | undefined;
  let stopped = false;
  const start = (): Promise<OutboxRun> => {
    running = processOutbox(db, mailer, opts)
      .catch((err: unknown) => {
        opts.log("outbox run failed", { reason: err instanceof Error ? err.message : String(err) });
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const runOnce = (): Promise<OutboxRun> => {
    if (!running) return start();
    followUp ??= running.then(() => {
      followUp = undefined;
      return stopped ? { sent: 0, failed: 0 } : (running ?? start());
    });
    return followUp;
  };
  const timer = setInterval(() => void runOnce(), opts.intervalMs);
  timer.unref();
  return {
    kick: () => {
      if (!stopped) setImmediate(() => void runOnce());
    },
    runOnce,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
