/**
 * `nf_ajax_submit` over HTTP (issue 7): the envelope `{data, errors, debug}` for every case,
 * the definition from the database (posted settings and totals ignored), honeypot, duplicates
 * stored once (also ten at once), unique field, submission limit, the actions (e-mails through
 * the outbox to the SMTP sink with escaped values, the sanitised success message, redirects,
 * analytics items), resume with a single-use token, debug only for owners.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { createUser } from "#modules/users/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { mailHtml, mailSubject, mailText } from "../setup/mail-text.ts";
import { TEST_PASSWORD, uniqueEmail } from "../setup/orders-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { type SmtpSink, smtpSinkForFile } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200", TRUST_PROXY: "1" };
const sink = smtpSinkForFile(env);
const app = appForFile(env);
const db = () => app().database.db;
const q = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app().database.pool.query<T>(text, params)).rows;

const f = fieldDef;

const CONTACT_FIELDS: FieldDef[] = [
  f(1, "name", "textbox", { label: "Name", required: true }),
  f(2, "email", "email", { label: "E-Mail", required: true }),
  f(3, "nachricht", "textarea", { label: "Nachricht" }),
  f(4, "menge", "number", { label: "Menge", num_min: "1", num_max: "10", default_value: "1" }),
  f(5, "firma_ja", "checkbox", { label: "Für eine Firma" }),
  f(6, "firma", "textbox", { label: "Firma", required: true, visible: false }),
  f(7, "preis", "product", { label: "Paket", product_price: "12.50", product_use_quantity: true }),
  f(8, "summe", "total", { label: "Summe" }),
  f(9, "senden", "submit", { label: "Senden" }),
];

let contact: number;
let limited: number;
let halting: number;
let redirects: number;
let manager: Visitor;
const ADMIN = "formulare@roestwerk.example";

beforeAll(async () => {
  // The per-client limit has its own test file (forms-submit-limits.test.ts).
  await settingsChange(app(), async () => {
    await q(
      "insert into settings (key, value) values ('forms.submitsPerMinute', '1000') on conflict (key) do update set value = excluded.value",
    );
    await q(
      "insert into settings (key, value) values ('forms.notificationEmail', $1) on conflict (key) do update set value = excluded.value",
      [JSON.stringify(ADMIN)],
    );
  });
  contact = await makeForm(
    db(),
    "submit-kontakt",
    CONTACT_FIELDS,
    [
      { type: "save", active: true, settings: {} },
      {
        type: "email",
        active: true,
        settings: {
          to: "{field:email}",
          email_subject: "Danke, {field:name}",
          email_message: "<p>Ihre Angaben:</p>{all_fields_table}<p>Preis: {calc:doppelt}</p>",
        },
      },
      {
        type: "email",
        active: true,
        settings: {
          to: "{system:admin_email}",
          subject: "Neue Anfrage von {field:name}",
          message: "{field:nachricht}",
        },
      },
      {
        type: "successmessage",
        active: true,
        settings: { success_msg: "<p>Danke, {field:name}! {calc:doppelt}</p><script>alert(1)</script>" },
      },
      { type: "googleanalytics", active: true, settings: { event_name: "kontakt", method_type: "gtm" } },
      { type: "custom", active: true, settings: {} },
    ],
    {
      calculations: [{ name: "doppelt", eq: "{field:menge} * 2", dec: 2 }],
      conditions: [
        {
          connector: "all",
          when: [{ key: "firma_ja", comparator: "checked" }],
          actions: [{ key: "firma", trigger: "show_field" }],
          otherwise: [{ key: "firma", trigger: "hide_field" }],
        },
      ],
      clear_complete: true,
    },
  );
  limited = await makeForm(
    db(),
    "submit-limit",
    [f(1, "email", "email", { required: true }), f(2, "senden", "submit")],
    [{ type: "save", active: true, settings: {} }],
    {
      unique_field: "email",
      unique_field_error: "Diese Adresse ist schon angemeldet.",
      sub_limit_number: 3,
      sub_limit_msg: "Ausgebucht.",
    },
  );
  halting = await makeForm(
    db(),
    "submit-halt",
    [f(1, "name", "textbox", { required: true }), f(2, "senden", "submit")],
    [
      { type: "save", active: true, settings: {} },
      {
        type: "redirect",
        active: true,
        settings: { redirect_url: "https://zahlung.example/pay?name={field:name}", halt: "1" },
      },
      { type: "successmessage", active: true, settings: { success_msg: "<p>Bezahlt, {field:name}.</p>" } },
      {
        type: "email",
        active: true,
        settings: { to: "{system:admin_email}", subject: "Bezahlt: {field:name}", message: "ok" },
      },
    ],
    { hide_complete: true },
  );
  redirects = await makeForm(
    db(),
    "submit-redirect",
    [f(1, "ziel", "textbox"), f(2, "senden", "submit")],
    [{ type: "redirect", active: true, settings: { redirect_url: "/danke/?z={field:ziel}" } }],
  );
  const email = uniqueEmail("formchefin");
  await createUser(db(), { email, role: "shop_manager", password: TEST_PASSWORD });
  manager = new Visitor(() => app().url);
  await manager.signIn(email, TEST_PASSWORD);
});

const CONTACT_OK = {
  1: "Erika <b>Muster</b>",
  2: "erika@example.de",
  3: "Hallo & <script>x</script>",
  4: "3",
  5: false,
  7: "2",
};

async function waitForMails(n: number, to: string) {
  for (let i = 0; i < 100; i++) {
    const found = sink.mails.filter((m) => m.to.includes(to));
    if (found.length >= n) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

async function waitForMail(match: (m: SmtpSink["mails"][number]) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = sink.mails.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("mail not received");
}

describe("nf_ajax_submit: success", () => {
  it("stores the submission, answers the envelope, queues both mails with escaped values", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, body } = await nfSubmit(v, nonce, {
      id: String(contact),
      fields: fieldsOf(CONTACT_OK),
      settings: { title: "x", clear_complete: false, hide_complete: true },
      extra: { view_token: "view-success-1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.errors).toEqual({});
    expect(body.debug).toEqual({});
    expect(body.data.form_id).toBe(contact);
    // The form's own settings, not the posted ones.
    expect(body.data.settings).toEqual({ clear_complete: true, hide_complete: false });
    // Calculations in messages are formatted by the locale (issue 26); the raw value stays in extra.
    expect(body.data.actions.success_message).toBe("<p>Danke, Erika &lt;b&gt;Muster&lt;/b&gt;! 6,00</p>");
    expect(body.data.actions.googleanalytics).toEqual([
      { event_name: "kontakt", method_type: "gtm", event_category: "", event_label: "" },
    ]);
    expect(body.data.extra.calculations).toEqual({ doppelt: "6.00" });
    const rows = await q<{
      values: Record<string, { value: unknown; text: string }>;
      saved: boolean;
      status: string;
    }>("select * from form_submissions where form_id = $1", [contact]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.saved).toBe(true);
    expect(rows[0]!.status).toBe("complete");
    expect(rows[0]!.values["1"]!.value).toBe("Erika <b>Muster</b>");
    // The total is computed by the server: 12.50 × 2.
    expect(rows[0]!.values["8"]!.value).toBe("25.00");
    // The hidden (conditional) required field is neither validated nor stored.
    expect(rows[0]!.values["6"]).toBeUndefined();

    const [toVisitor] = await waitForMails(1, "erika@example.de");
    expect(mailSubject(toVisitor!.data)).toBe("Danke, Erika <b>Muster</b>");
    const html = mailHtml(toVisitor!.data)!;
    expect(html).toContain("Erika &lt;b&gt;Muster&lt;/b&gt;");
    expect(html).toContain("Hallo &amp; &lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Preis: 6,00");
    expect(mailText(toVisitor!.data)).toContain("Summe: 25,00");
    const [toShop] = await waitForMails(1, ADMIN);
    expect(mailSubject(toShop!.data)).toBe("Neue Anfrage von Erika <b>Muster</b>");
  });

  it("accepts fields as a list and an instance id {id}_{n}", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, body } = await nfSubmit(v, nonce, {
      id: `${redirects}_2`,
      fields: [{ id: 1, value: "a b&c" }],
    });
    expect(res.status).toBe(200);
    expect(body.errors).toEqual({});
    expect(body.data.actions.redirect).toBe("/danke/?z=a%20b%26c");
  });
});

describe("nf_ajax_submit: errors", () => {
  it("field errors: a plain message for required, {slug, message} for other rules", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, body } = await nfSubmit(v, nonce, {
      id: contact,
      fields: fieldsOf({ 1: "", 2: "kein-at", 4: "11", 5: true }),
    });
    expect(res.status).toBe(200);
    expect(body.errors.fields["1"]).toBe("Dies ist ein Pflichtfeld.");
    expect(body.errors.fields["2"]).toEqual({
      slug: "invalid-email",
      message: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    });
    expect(body.errors.fields["4"]).toEqual({ slug: "number-max", message: "Die Zahl ist zu groß." });
    // Shown by the checkbox, the required company field is validated now.
    expect(body.errors.fields["6"]).toBe("Dies ist ein Pflichtfeld.");
    expect(body.data.actions).toBeUndefined();
    const rows = await q("select id from form_submissions where form_id = $1", [contact]);
    expect(rows).toHaveLength(1); // only the earlier success
  });

  it("honeypot: the configured message, nothing stored", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const before = (await q("select id from form_submissions")).length;
    const { res, body } = await nfSubmit(v, nonce, {
      id: contact,
      fields: fieldsOf(CONTACT_OK),
      extra: { "nf-field-hp": "spam", view_token: "view-hp-1" },
    });
    expect(res.status).toBe(200);
    expect(body.errors.form).toEqual({
      honeypot: "Das Formular konnte nicht gesendet werden (Spam-Schutz).",
    });
    expect((await q("select id from form_submissions")).length).toBe(before);
  });

  it("nonce failure: 403 with a new nonce and nonce_ts that the resubmit uses", async () => {
    const v = new Visitor(() => app().url);
    const { res, body } = await nfSubmit(v, "0123456789ab", { id: redirects, fields: fieldsOf({ 1: "x" }) });
    expect(res.status).toBe(403);
    expect(body.errors.nonce.new_nonce).toMatch(/^[0-9a-f]{12}$/);
    expect(Math.abs(body.errors.nonce.nonce_ts - Date.now() / 1000)).toBeLessThan(60);
    expect(body.data).toEqual({});
    const again = await nfSubmit(v, body.errors.nonce.new_nonce, {
      id: redirects,
      fields: fieldsOf({ 1: "x" }),
    });
    expect(again.res.status).toBe(200);
    expect(again.body.errors).toEqual({});
  });

  it.each([
    ["no formData", undefined],
    ["not JSON", "{id: 1"],
    ["not an object", "[1,2]"],
    ["no id", JSON.stringify({ fields: {} })],
    ["bad field id", JSON.stringify({ id: 1, fields: { abc: { id: "abc", value: "x" } } })],
    ["id mismatch", JSON.stringify({ id: 1, fields: { "1": { id: 2, value: "x" } } })],
    ["bad value", JSON.stringify({ id: 1, fields: { "1": { id: 1, value: { evil: true } } } })],
  ])("malformed formData (%s): 400 laden_form_malformed in both shapes", async (_name, formData) => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, text } = await v.post("/wp-admin/admin-ajax.php", {
      action: "nf_ajax_submit",
      security: nonce,
      ...(formData !== undefined ? { formData } : {}),
    });
    expect(res.status).toBe(400);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ code: "laden_form_malformed", data: { status: 400 } });
    expect(body.message).toMatch(/Formulardaten/);
    expect(body.errors.form.laden_form_malformed).toBe(body.message);
  });

  it("an unexpected failure (a broken stored definition): 500 with errors.last, nothing stored", async () => {
    const [broken] = await q<{ id: number }>(
      `insert into forms (key, title, settings, fields) values ('submit-broken', 'Kaputt', '{"title":"Kaputt"}',
        '[{"id":1,"key":"a","type":"listselect","order":1,"label":"A","options":{"kaputt":true}}]') returning id`,
    );
    const id = broken!.id;
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, body } = await nfSubmit(v, nonce, { id, fields: fieldsOf({ 1: "x" }) });
    expect(res.status).toBe(500);
    expect(body.errors.last.message).toBe("Ein unerwarteter Fehler ist aufgetreten.");
    expect(body).toMatchObject({ code: "laden_internal_error", data: { status: 500 } });
    expect(await q("select id from form_submissions where form_id = $1", [id])).toHaveLength(0);
  });

  it("unknown and closed forms: 404", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, body } = await nfSubmit(v, nonce, { id: 999999, fields: {} });
    expect(res.status).toBe(404);
    expect(body.code).toBe("laden_form_not_found");
    await q("update forms set status = 'closed' where id = $1", [redirects]);
    const closed = await nfSubmit(v, nonce, { id: redirects, fields: {} });
    expect(closed.res.status).toBe(404);
    await q("update forms set status = 'publish' where id = $1", [redirects]);
  });
});

describe("nf_ajax_submit: the server decides", () => {
  it("ignores posted settings, calculations and totals", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { body } = await nfSubmit(v, nonce, {
      id: contact,
      fields: fieldsOf({ ...CONTACT_OK, 8: "0.01" }),
      settings: {
        calculations: [{ name: "doppelt", eq: "1" }],
        unique_field: "",
        novalidate: true,
      },
      extra: { calculations: { doppelt: "0.01" }, view_token: "view-tamper-1" },
    });
    expect(body.errors).toEqual({});
    expect(body.data.extra.calculations.doppelt).toBe("6.00");
    const [row] = await q<{
      values: Record<string, { value: unknown }>;
      calculations: Record<string, string>;
    }>(
      "select * from form_submissions where dedupe_key is not null and form_id = $1 order by id desc limit 1",
      [contact],
    );
    expect(row!.values["8"]!.value).toBe("25.00");
    expect(row!.calculations.doppelt).toBe("6.00");
    // novalidate posted by the visitor does not switch validation off.
    const invalid = await nfSubmit(v, nonce, {
      id: contact,
      fields: fieldsOf({ 1: "" }),
      settings: { novalidate: true },
    });
    expect(invalid.body.errors.fields["1"]).toBeDefined();
  });

  it("the same view and values are stored once, also ten at once", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const post = () =>
      nfSubmit(v, nonce, {
        id: limited,
        fields: fieldsOf({ 1: "parallel@example.de" }),
        extra: { view_token: "view-parallel-1" },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, post));
    for (const a of answers) {
      expect(a.res.status).toBe(200);
      expect(a.body.errors).toEqual({});
    }
    const rows = await q("select id from form_submissions where form_id = $1", [limited]);
    expect(rows).toHaveLength(1);
    // Another view of the form with the same values is another submission (here: the unique field says no).
    const other = await nfSubmit(v, nonce, {
      id: limited,
      fields: fieldsOf({ 1: "parallel@example.de" }),
      extra: { view_token: "view-parallel-2" },
    });
    expect(other.body.errors.fields["1"]).toEqual({
      slug: "unique_field",
      message: "Diese Adresse ist schon angemeldet.",
    });
  });

  it("unique field (case and spaces ignored) and the submission limit", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const dup = await nfSubmit(v, nonce, { id: limited, fields: fieldsOf({ 1: " Parallel@Example.de " }) });
    expect(dup.body.errors.fields["1"].slug).toBe("unique_field");
    for (const n of [2, 3]) {
      const ok = await nfSubmit(v, nonce, { id: limited, fields: fieldsOf({ 1: `gast${n}@example.de` }) });
      expect(ok.body.errors).toEqual({});
    }
    const full = await nfSubmit(v, nonce, { id: limited, fields: fieldsOf({ 1: "gast4@example.de" }) });
    expect(full.res.status).toBe(200);
    expect(full.body.errors.form).toEqual({ sub_limit: "Ausgebucht." });
    expect(await q("select id from form_submissions where form_id = $1", [limited])).toHaveLength(3);
  });

  it("a redirect to javascript: or another scheme is refused", async () => {
    const form = await makeForm(
      db(),
      "submit-bad-redirect",
      [f(1, "ziel", "textbox")],
      [
        { type: "redirect", active: true, settings: { redirect_url: "javascript:alert(1)" } },
        { type: "redirect", active: true, settings: { redirect_url: "{field:ziel}" } },
      ],
    );
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { body } = await nfSubmit(v, nonce, { id: form, fields: fieldsOf({ 1: "https://evil.example/" }) });
    expect(body.errors).toEqual({});
    expect(body.data.actions?.redirect).toBeUndefined();
  });
});

describe("resume (nf_resume)", () => {
  it("halts at the redirect, then runs only the remaining actions once", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const first = await nfSubmit(v, nonce, { id: halting, fields: fieldsOf({ 1: "Zoë & Co" }) });
    expect(first.body.errors).toEqual({});
    expect(first.body.data.halt).toEqual({
      redirect: "https://zahlung.example/pay?name=Zo%C3%AB%20%26%20Co",
    });
    expect(first.body.data.actions?.success_message).toBeUndefined();
    const cookie = first.res.headers.getSetCookie().find((c) => c.startsWith(`laden_nf_resume_${halting}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [row] = await q<{ status: string; id: number }>(
      "select * from form_submissions where form_id = $1",
      [halting],
    );
    expect(row!.status).toBe("halted");
    const token = v.cookies.get(`laden_nf_resume_${halting}`)!;
    const [stored] = await q<{ token_hash: string }>("select token_hash from form_resume_tokens");
    expect(stored!.token_hash).not.toContain(token);

    // Another visitor without the cookie cannot resume it.
    const stranger = new Visitor(() => app().url);
    const s = await stranger.post("/wp-admin/admin-ajax.php", {
      action: "nf_ajax_submit",
      security: nonce,
      nf_resume: String(halting),
    });
    expect(JSON.parse(s.text).errors.form.resume_invalid).toBeDefined();

    const resumed = await v.post("/wp-admin/admin-ajax.php", {
      action: "nf_ajax_submit",
      security: nonce,
      "nf_resume[nf_resume]": String(halting),
    });
    expect(resumed.res.status).toBe(200);
    const body = JSON.parse(resumed.text);
    expect(body.errors).toEqual({});
    expect(body.data.halt).toBeUndefined();
    expect(body.data.actions.success_message).toBe("<p>Bezahlt, Zoë &amp; Co.</p>");
    expect(body.data.settings).toEqual({ clear_complete: false, hide_complete: true });
    const [done] = await q<{ status: string }>("select status from form_submissions where id = $1", [
      row!.id,
    ]);
    expect(done!.status).toBe("complete");
    await waitForMail((m) => mailSubject(m.data) === "Bezahlt: Zoë & Co");

    // Single use: the same token again (replayed by hand) is refused and runs nothing.
    const replay = await fetch(`${app().url}/wp-admin/admin-ajax.php`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `laden_nf_resume_${halting}=${token}`,
      },
      body: new URLSearchParams({ action: "nf_ajax_submit", security: nonce, nf_resume: String(halting) }),
    });
    const again = await replay.json();
    expect(again.errors.form.resume_invalid).toMatch(/nicht fortgesetzt/);
    expect(again.data.actions).toBeUndefined();
  });
});

describe("debug for owners only", () => {
  it("an owner gets debug.form and debug.console", async () => {
    const { nonce } = await formsNonce(manager);
    const { body } = await nfSubmit(manager, nonce, {
      id: contact,
      fields: fieldsOf({ ...CONTACT_OK, 2: "chefin@example.de" }),
    });
    expect(body.errors).toEqual({});
    expect(body.debug.form.join("\n")).toMatch(/Einsendung \d+ gespeichert/);
    expect(body.debug.form.join("\n")).toMatch(/Aktion custom übersprungen/);
    expect(body.debug.console).toEqual(body.debug.form);
  });
});
