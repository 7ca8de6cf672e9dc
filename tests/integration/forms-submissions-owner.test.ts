/**
 * A Ninja Forms corpus template end to end (imported with `laden import nff`, submitted through
 * nf_ajax_submit, its confirmation and notification mails in the SMTP sink), then the owner's
 * access: REST `laden/v1/submissions` (owners only) and `laden submissions export` (CSV).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "#modules/users/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { corpus } from "../setup/corpora.ts";
import { fieldsOf, formsNonce, nfSubmit } from "../setup/forms-submit.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { mailHtml, mailSubject } from "../setup/mail-text.ts";
import { TEST_PASSWORD, uniqueEmail } from "../setup/orders-fixture.ts";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200", TRUST_PROXY: "1" };
let sink: SmtpSink;
let scratch: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  scratch = await mkdtemp(path.join(tmpdir(), "laden-subs-"));
});
afterAll(async () => {
  await sink?.close();
  await rm(scratch, { recursive: true, force: true });
});
const app = appForFile(env);

const laden = (args: string[]) => runLaden(app().database.url, args);

let formId: number;
let fieldIds: Record<string, number>;
let manager: Visitor;
let managerNonce: string;
let customer: Visitor;

async function waitForMail(match: (m: SmtpSink["mails"][number]) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = sink.mails.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("mail not received");
}

beforeAll(async () => {
  const db = app().database.db;
  const imported = await laden([
    "import",
    "nff",
    path.join(corpus("ninja-forms"), "formtemplate-contactform.nff"),
    "--json",
  ]);
  expect(imported.code).toBe(0);
  formId = JSON.parse(imported.stdout).forms[0].id;
  const { rows } = await app().database.pool.query<{ fields: { id: number; key: string }[] }>(
    "select fields from forms where id = $1",
    [formId],
  );
  fieldIds = Object.fromEntries(rows[0]!.fields.map((f) => [f.key, f.id]));
  const email = uniqueEmail("chefin");
  await createUser(db, { email, role: "shop_manager", password: TEST_PASSWORD });
  manager = new Visitor(() => app().url);
  await manager.signIn(email, TEST_PASSWORD);
  managerNonce = await manager.restNonce();
  const customerEmail = uniqueEmail("kundin");
  await createUser(db, { email: customerEmail, role: "customer", password: TEST_PASSWORD });
  customer = new Visitor(() => app().url);
  await customer.signIn(customerEmail, TEST_PASSWORD);
});

async function submit(name: string, email: string, message: string) {
  const v = new Visitor(() => app().url);
  const { nonce } = await formsNonce(v);
  return nfSubmit(v, nonce, {
    id: formId,
    fields: fieldsOf({ [fieldIds.name!]: name, [fieldIds.email!]: email, [fieldIds.message!]: message }),
  });
}

describe("the corpus contact form end to end", () => {
  it("submits, answers the template's success message and sends both mails", async () => {
    const { res, body } = await submit("Erika <i>M</i>", "erika@example.de", "=SUM(1;2) & Grüße");
    expect(res.status).toBe(200);
    expect(body.errors).toEqual({});
    expect(body.data.actions.success_message).toBe(
      "<p>Form submitted successfully.</p><p>A confirmation email was sent to erika@example.de.</p>",
    );
    const confirmation = await waitForMail((m) => m.to.includes("erika@example.de"));
    expect(mailSubject(confirmation.data)).toBe("Submission Confirmation");
    const html = mailHtml(confirmation.data)!;
    expect(html).toContain("Erika &lt;i&gt;M&lt;/i&gt;");
    expect(html).toContain("=SUM(1;2) &amp; Grüße");
    // {system:admin_email}: the shop's address (legal.email by default).
    const notification = await waitForMail((m) => mailSubject(m.data).startsWith("New message from"));
    expect(mailSubject(notification.data)).toBe("New message from Erika <i>M</i>");
    expect(notification.to).toEqual(["hallo@roestwerk.example"]);
    expect(mailHtml(notification.data)).toContain("-Erika &lt;i&gt;M&lt;/i&gt; ( erika@example.de )");
    await submit("Zweite Person", "zwei@example.de", "Noch eine Frage");
  });
});

describe("REST laden/v1/submissions", () => {
  it("is for owners only", async () => {
    const anonymous = await new Visitor(() => app().url).get(`/wp-json/laden/v1/submissions?form=${formId}`);
    expect(anonymous.res.status).toBe(401);
    const nonce = await customer.restNonce();
    const asCustomer = await customer.get(`/wp-json/laden/v1/submissions?form=${formId}`, {
      "x-wp-nonce": nonce,
    });
    expect(asCustomer.res.status).toBe(403);
    expect(JSON.parse(asCustomer.text)).toMatchObject({ code: "rest_forbidden", data: { status: 403 } });
    const one = await customer.get("/wp-json/laden/v1/submissions/1", { "x-wp-nonce": nonce });
    expect(one.res.status).toBe(403);
  });

  it("lists a form's submissions with paging, newest first, and reads one", async () => {
    const h = { "x-wp-nonce": managerNonce };
    const { res, text } = await manager.get(`/wp-json/laden/v1/submissions?form=${formId}&per_page=1`, h);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-wp-total")).toBe("2");
    expect(res.headers.get("x-wp-totalpages")).toBe("2");
    expect(res.headers.get("link")).toContain('rel="next"');
    const [newest] = JSON.parse(text);
    expect(newest.formId).toBe(formId);
    expect(newest.values[String(fieldIds.name)].value).toBe("Zweite Person");
    const one = await manager.get(`/wp-json/laden/v1/submissions/${newest.id}`, h);
    expect(one.res.status).toBe(200);
    expect(JSON.parse(one.text).id).toBe(newest.id);
    expect((await manager.get("/wp-json/laden/v1/submissions/999999", h)).res.status).toBe(404);
    expect((await manager.get("/wp-json/laden/v1/submissions", h)).res.status).toBe(400);
    expect((await manager.get("/wp-json/laden/v1/submissions?form=999999", h)).res.status).toBe(404);
  });
});

describe("laden submissions export", { timeout: 180_000 }, () => {
  it("writes CSV with a --json summary; formulas are defused", async () => {
    const file = path.join(scratch, "export.csv");
    const out = await laden(["submissions", "export", String(formId), "--output", file, "--json"]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ form: formId, rows: 2, file });
    const csv = await readFile(file, "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,created,Name,Email,Message");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Erika <i>M</i>,erika@example.de,'=SUM(1;2) & Grüße");
  });

  it("prints CSV to stdout without --output", async () => {
    const out = await laden(["submissions", "export", String(formId)]);
    expect(out.code).toBe(0);
    expect(out.stdout.startsWith("id,created,Name,Email,Message\r\n")).toBe(true);
    expect(out.stderr).toContain("2 Einsendung(en)");
  });

  it("exits non-zero with a clear message for an unknown form", async () => {
    const out = await laden(["submissions", "export", "999999"]);
    expect(out.code).toBe(65);
    expect(out.stderr).toContain("Formular „999999“ gibt es nicht");
    const usage = await laden(["submissions", "list"]);
    expect(usage.code).toBe(64);
  });
});
