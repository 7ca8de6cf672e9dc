/**
 * Repeaters and captchas through `nf_ajax_submit` and the no-JS POST (issue 7 items 5 and 7):
 * repeater sets validated per set (errors keyed `{repeaterId}.{subFieldId}_{setIndex}`) and stored
 * per set, renumbered from 1, shown in the e-mail's {all_fields_table}; every captcha provider
 * passes, fails and is down against the fake provider on loopback, failing closed (nothing
 * stored); the proof-of-work challenge endpoint and its single use.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvePow } from "#modules/forms/captcha/pow.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { FAKE_SECRET, type FakeCaptcha, type FakeProvider, startFakeCaptcha } from "../setup/fake-captcha.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { mailHtml } from "../setup/mail-text.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

const PROVIDERS: FakeProvider[] = ["recaptcha", "recaptcha_v3", "turnstile", "hcaptcha"];
const env: Record<string, string> = {
  MAIL_OUTBOX_INTERVAL_MS: "200",
  CAPTCHA_RECAPTCHA_SECRET: FAKE_SECRET,
  CAPTCHA_RECAPTCHA_V3_SECRET: FAKE_SECRET,
  CAPTCHA_TURNSTILE_SECRET: FAKE_SECRET,
  CAPTCHA_HCAPTCHA_SECRET: FAKE_SECRET,
};
let sink: SmtpSink;
let fake: FakeCaptcha;
beforeAll(async () => {
  sink = await startSmtpSink();
  fake = await startFakeCaptcha();
  env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
});
afterAll(async () => {
  await sink?.close();
  await fake?.close();
});
const app = appForFile(env);
const db = () => app().database.db;
const q = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app().database.pool.query<T>(text, params)).rows;
const setting = (key: string, value: unknown) =>
  settingsChange(app(), () =>
    q(
      "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(value)],
    ),
  );
const count = async (formId: number) =>
  Number(
    (await q<{ n: string }>("select count(*) n from form_submissions where form_id = $1", [formId]))[0]?.n,
  );

const f = fieldDef;

const REPEATER = f(2, "gaeste", "repeater", {
  label: "Gäste",
  fields: [
    f(21, "gast_name", "textbox", { label: "Name", required: true }),
    f(22, "gast_mail", "email", { label: "E-Mail" }),
    f(23, "gast_pw", "password", { label: "Kennwort" }),
  ],
});

let repeaterForm: number;
const captchaForms: Partial<Record<FakeProvider | "proofofwork", number>> = {};

beforeAll(async () => {
  await setting("forms.submitsPerMinute", 1000);
  await setting("captcha.proofofwork.difficulty", 8);
  for (const p of PROVIDERS) {
    await setting(`captcha.${p}.siteKey`, `site-${p}`);
    await setting(`captcha.${p}.verifyUrl`, fake.urls(p).verifyUrl);
  }
  repeaterForm = await makeForm(
    db(),
    "extras-repeater",
    [f(1, "kontakt", "email", { label: "Kontakt", required: true }), REPEATER, f(3, "go", "submit")],
    [
      { type: "save", active: true, settings: {} },
      {
        type: "email",
        active: true,
        settings: { to: "{field:kontakt}", email_subject: "Anmeldung", email_message: "{all_fields_table}" },
      },
    ],
  );
  for (const p of [...PROVIDERS, "proofofwork"] as const)
    captchaForms[p] = await makeForm(
      db(),
      `extras-captcha-${p}`,
      [f(1, "name", "textbox"), f(2, "pruefung", p), f(3, "go", "submit")],
      [{ type: "save", active: true, settings: {} }],
    );
});

describe("repeater sets through nf_ajax_submit", () => {
  it("validates each set: errors keyed by the renumbered sub-field ids; nothing stored", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { body } = await nfSubmit(v, nonce, {
      id: repeaterForm,
      fields: {
        1: { id: 1, value: "a@example.de" },
        2: {
          id: 2,
          value: {
            "2.21_1": { id: "2.21_1", value: "Anna" },
            "2.21_4": { id: "2.21_4", value: "" },
            "2.22_4": { id: "2.22_4", value: "kein-mail" },
          },
        },
      },
    });
    expect(body.errors.fields).toEqual({
      "2.21_2": "Dies ist ein Pflichtfeld.",
      "2.22_2": { slug: "invalid-email", message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
    });
    expect(await count(repeaterForm)).toBe(0);
  });

  it("stores the sets (numbered from 1) and lists them in {all_fields_table}, passwords left out", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const to = `gruppe-${Date.now()}@example.de`;
    // Flat sub-field keys (as Ninja Forms' own script may send them) join their repeater.
    const { body } = await nfSubmit(v, nonce, {
      id: repeaterForm,
      fields: {
        ...fieldsOf({ 1: to }),
        "2.21_3": { id: "2.21_3", value: "Ben <b>" },
        "2.22_3": { id: "2.22_3", value: "ben@example.de" },
        "2.23_3": { id: "2.23_3", value: "geheim" },
        "2.21_1": { id: "2.21_1", value: "Anna" },
      },
    });
    expect(body.errors).toEqual({});
    const [row] = await q<{ values: Record<string, { value: unknown; text: string }> }>(
      "select values from form_submissions where form_id = $1 order by id desc limit 1",
      [repeaterForm],
    );
    expect(row?.values["2"]?.value).toEqual({
      "2.21_1": { id: "2.21_1", value: "Anna" },
      "2.22_1": { id: "2.22_1", value: "" },
      "2.23_1": { id: "2.23_1", value: "" },
      "2.21_2": { id: "2.21_2", value: "Ben <b>" },
      "2.22_2": { id: "2.22_2", value: "ben@example.de" },
      "2.23_2": { id: "2.23_2", value: "geheim" },
    });
    expect(row?.values["2"]?.text).toBe("Satz 1: Name: Anna\nSatz 2: Name: Ben <b>; E-Mail: ben@example.de");
    await expect.poll(() => sink.mails.find((m) => m.to.includes(to)), { timeout: 60_000 }).toBeTruthy();
    const html = mailHtml(sink.mails.find((m) => m.to.includes(to))?.data ?? "");
    expect(html).toContain("Satz 1: Name: Anna<br />Satz 2: Name: Ben &lt;b&gt;; E-Mail: ben@example.de");
    expect(html).not.toContain("geheim");
  });

  it("the no-JS POST carries set 1 under nf-field-2.21_1", async () => {
    const v = new Visitor(() => app().url);
    const page = await v.get(`/forms/${repeaterForm}/`);
    const view = /name="_nf_view" value="([^"]+)"/.exec(page.text)?.[1] ?? "";
    expect(page.text).toContain('name="nf-field-2.21_1"');
    const { res } = await v.post(`/forms/${repeaterForm}/`, {
      _form_id: String(repeaterForm),
      _nf_view: view,
      "nf-field-1": "nojs@example.de",
      "nf-field-2.21_1": "Clara",
    });
    expect(res.status).toBeLessThan(400);
    const [row] = await q<{ values: Record<string, { text: string }> }>(
      "select values from form_submissions where form_id = $1 order by id desc limit 1",
      [repeaterForm],
    );
    expect(row?.values["2"]?.text).toBe("Satz 1: Name: Clara");
  });
});

describe.each(PROVIDERS)("%s through nf_ajax_submit (fake provider; fails closed)", (provider) => {
  const submit = async (token: string) => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    return nfSubmit(v, nonce, {
      id: captchaForms[provider] as number,
      fields: fieldsOf({ 1: "x", 2: token }),
    });
  };

  it("pass: stored; the token itself is not stored", async () => {
    fake.setMode(provider, "pass");
    const before = await count(captchaForms[provider] as number);
    const { body } = await submit(`fake-${provider}-1`);
    expect(body.errors).toEqual({});
    expect(await count(captchaForms[provider] as number)).toBe(before + 1);
    const [row] = await q<{ values: Record<string, unknown> }>(
      "select values from form_submissions where form_id = $1 order by id desc limit 1",
      [captchaForms[provider]],
    );
    expect(row?.values["2"]).toBeUndefined();
    expect(fake.requests.at(-1)?.body).toMatchObject({ secret: FAKE_SECRET, response: `fake-${provider}-1` });
  });

  it("fail, down and no token: a field error, nothing stored", async () => {
    const id = captchaForms[provider] as number;
    const before = await count(id);
    fake.setMode(provider, "fail");
    expect((await submit(`fake-${provider}-2`)).body.errors.fields).toEqual({
      2: {
        slug: "captcha-invalid",
        message: "Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
      },
    });
    fake.setMode(provider, "down");
    expect((await submit(`fake-${provider}-3`)).body.errors.fields[2]).toMatchObject({
      slug: "captcha-unavailable",
      message: expect.stringContaining("Ihre Angaben wurden nicht gesendet"),
    });
    fake.setMode(provider, "pass");
    const missing = (await submit("")).body.errors.fields[2];
    expect(missing.slug).toBe(provider === "recaptcha_v3" ? "recaptcha-v3-missing" : "captcha-missing");
    expect(await count(id)).toBe(before);
  });
});

describe("proof of work", () => {
  const nodeDigest = async (t: string) => new Uint8Array(createHash("sha256").update(t).digest());

  it("the challenge endpoint: only for forms with the captcha, never cached", async () => {
    const v = new Visitor(() => app().url);
    const bad = await v.get(`/wp-admin/admin-ajax.php?action=nf_pow_challenge&form_id=${repeaterForm}`);
    expect(bad.res.status).toBe(404);
    const ok = await v.get(
      `/wp-admin/admin-ajax.php?action=nf_pow_challenge&form_id=${captchaForms.proofofwork}`,
    );
    expect(ok.res.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(ok.text)).toMatchObject({ difficulty: 8, challenge: expect.stringMatching(/^\d+\./) });
  });

  it("a solved challenge is accepted once; a reused one fails and nothing is stored", async () => {
    const id = captchaForms.proofofwork as number;
    const v = new Visitor(() => app().url);
    const { challenge } = JSON.parse(
      (await v.get(`/wp-admin/admin-ajax.php?action=nf_pow_challenge&form_id=${id}`)).text,
    );
    const token = await solvePow(challenge, { digest: nodeDigest });
    const { nonce } = await formsNonce(v);
    const first = await nfSubmit(v, nonce, { id, fields: fieldsOf({ 1: "a", 2: token }) });
    expect(first.body.errors).toEqual({});
    const before = await count(id);
    const again = await nfSubmit(v, nonce, { id, fields: fieldsOf({ 1: "b", 2: token }) });
    expect(again.body.errors.fields[2]).toMatchObject({ slug: "captcha-invalid" });
    expect(await count(id)).toBe(before);
  });
});
