/** A loopback SMTP server for tests: keeps every mail it receives, never relays. */
import { SMTPServer } from "smtp-server";

import { afterAll, beforeAll } from "vitest";

export type ReceivedMail = { from: string; to: string[]; data: string };
export type SmtpSink = { port: number; mails: ReceivedMail[]; close(): Promise<void> };

/** Listens on 127.0.0.1 on `port` (0: a free one). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (c: Buffer) => (data += c.toString()));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  // A client that goes away mid-connection (the app's server stopped by the test file while its
  // mail transport held a connection open) is reported as an 'error' event: without a listener
  // that is an uncaught exception in the test process (seen as a stray ECONNRESET in CI).
  server.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "ECONNRESET" && err.code !== "EPIPE") console.error("SMTP sink:", err);
  });
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  return {
    port: (server.server.address() as { port: number }).port,
    mails,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * A sink for the whole test file, started before the file's app (call this before `appForFile`,
 * with the same env object: it sets SMTP_URL there) and closed after it.
 */
export function smtpSinkForFile(env: Record<string, string>): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  });
  afterAll(async () => {
    await sink?.close();
  });
  const started = () => {
    if (!sink) throw new Error("the SMTP sink starts in beforeAll");
    return sink;
  };
  return {
    get port() {
      return started().port;
    },
    get mails() {
      return started().mails;
    },
    close: () => started().close(),
  };
}
