/**
 * F14: the SMTP server is down while a form is submitted and an order placed. Both are kept and
 * answered as usual, their mails wait in the outbox, and once SMTP is back each mail goes out
 * exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, makeMessageForm, nfSubmit } from "../setup/forms-submit.ts";
import { guestAtCheckout, placeOrder, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200" };
let smtpPort: number;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  // Take a free port from a sink, then stop it: the app's SMTP server is down from the start.
  const probe = await startSmtpSink();
  smtpPort = probe.port;
  await probe.close();
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
});
afterAll(async () => {
  await sink?.close();
});
const app = appForFile(env);
const q = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app().database.pool.query<T>(text, params)).rows;

describe("SMTP down", () => {
  it("F14: keeps the submission and the order, and sends each mail once after SMTP is back", async () => {
    const form = await makeMessageForm(app().database.db, "reliability-mail");
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const submitted = await nfSubmit(v, nonce, { id: form, fields: fieldsOf({ 1: "Rückruf bitte" }) });
    expect(submitted.res.status).toBe(200);
    expect(submitted.body.errors).toEqual({});

    const [product] = await q<{ id: number }>(SIMPLE_PRODUCT_SQL);
    const order = await placeOrder(app().url, await guestAtCheckout(app().url, product!.id));
    expect(order.result).toBe("success");

    const [submission] = await q<{ id: number }>("select id from form_submissions where form_id = $1", [
      form,
    ]);
    expect(submission).toBeDefined();
    const [placed] = await q<{ id: number }>("select id from orders order by id desc limit 1");
    const keys = [`form-sub:${submission!.id}:%`, `order:${placed!.id}:%`, placed!.id];
    // The form mail, the order's confirmation (with its legal texts) and shop mail, and the invoice
    // mail (a SEPA order is invoiced on processing, by a job: modules/documents/document-mail.ts).
    const outbox = () =>
      q<{ status: string; attempts: number; after_key: string | null }>(
        `select status, attempts, after_key from mail_outbox where dedupe_key like $1 or dedupe_key like $2
           or dedupe_key in (select 'document:' || id || ':customer' from order_documents where order_id = $3)`,
        keys,
      );
    // The worker tried and failed: the mails wait. The invoice mail is not even tried while the
    // order confirmation it follows is pending (it never overtakes it).
    await expect
      .poll(
        async () => {
          const mails = await outbox();
          const invoice = mails.filter((m) => m.after_key !== null);
          return (
            mails.length === 4 &&
            invoice.length === 1 &&
            invoice[0]!.attempts === 0 &&
            mails.every((m) => m.after_key !== null || m.attempts >= 1)
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    expect((await outbox()).map((m) => m.status)).toEqual(["pending", "pending", "pending", "pending"]);

    sink = await startSmtpSink(smtpPort);
    // The retry schedule (30 s, 60 s, …) is unit-tested; here every pending mail is made due again on
    // each poll: a worker round that was still failing when SMTP came back reschedules its mail
    // 30 s ahead, and a loaded machine must not turn that into a missed deadline.
    await expect
      .poll(
        async () => {
          await q("update mail_outbox set next_attempt_at = now() where status = 'pending'");
          return sink!.mails.length;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(4);
    await expect
      .poll(async () => (await outbox()).map((m) => m.status))
      .toEqual(["sent", "sent", "sent", "sent"]);
    // A few more worker rounds send nothing twice.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sink.mails).toHaveLength(4);
    expect(sink.mails.flatMap((m) => m.to)).toEqual(
      expect.arrayContaining(["laden@example.de", "erika@example.com"]),
    );
  });
});
