/**
 * Outgoing mail behind one small interface. With an SMTP URL the mail goes to that server
 * (nodemailer); without one each mail is written as an `.eml` file into the outbox folder, so a
 * demo or a development machine works without a mail server. Logs never carry addresses.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type RequestedSender, senderFor } from "./sender.ts";

export { escapeHtml } from "../shared/html.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  /** Each one address, validated by the caller (modules/forms/submission/actions.ts). */
  replyTo?: string[];
  cc?: string[];
  bcc?: string[];
  /** A sender the mail asks for; its address counts only in MAIL_FROM's domain (sender.ts). */
  from?: RequestedSender;
  /** Loaded by the outbox worker from the row's references (attachments.ts). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

export type MailReceipt = { delivery: "smtp" } | { delivery: "outbox"; file: string };

export type Mailer = { sendMail(message: MailMessage): Promise<MailReceipt> };

export type MailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; unset = write into outboxDir. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: (msg: string, fields?: Record<string, unknown>) => void;
};

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const OUTBOX_FOLDER = "mail-outbox";

/** nodemailer's message: the sender resolved, empty address lists left out. */
function toNodemailer(from: string, { from: requested, replyTo, cc, bcc, ...rest }: MailMessage) {
  return {
    ...rest,
    from: requested ? senderFor(from, requested) : from,
    ...(replyTo?.length ? { replyTo } : {}),
    ...(cc?.length ? { cc } : {}),
    ...(bcc?.length ? { bcc } : {}),
  };
}

type Nodemailer = typeof import("nodemailer").default;
type Transport = ReturnType<Nodemailer["createTransport"]>;
let nodemailerModule: Promise<Nodemailer> | undefined;

/** A transport made with the first mail: nodemailer loads then, not at start (idle memory: docs/benchmarks.md). */
function lazyTransport(create: (nodemailer: Nodemailer) => Transport): () => Promise<Transport> {
  let transport: Promise<Transport> | undefined;
  return () => {
    nodemailerModule ??= import("nodemailer").then((m) => m.default);
    transport ??= nodemailerModule.then(create);
    return transport;
  };
}

export function createMailer(opts: MailerOptions): Mailer {
  const log = opts.log ?? (() => {});
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const smtp = lazyTransport((n) => n.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
    return {
      async sendMail(message) {
        const info = await (await smtp()).sendMail(toNodemailer(opts.from, message));
        log("mail sent", { messageId: info.messageId });
        return { delivery: "smtp" };
      },
    };
  }
  const stream = lazyTransport((n) =>
    n.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async sendMail(message) {
      const info = await (await stream()).sendMail(toNodemailer(opts.from, message));
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(opts.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log("mail written to outbox (SMTP_URL is not set)", { file });
      return { delivery: "outbox", file };
    },
  };
}
