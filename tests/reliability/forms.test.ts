/**
 * F9: duplicate submissions of one form view (ten in parallel, then three in a row) are stored
 * once with one e-mail; F11: a captcha provider that is down, hangs or answers garbage makes the
 * submission fail closed within the verify time-out, with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_VERIFY_TIMEOUT_MS } from "#modules/forms/captcha/constants.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { FAKE_SECRET, type FakeCaptcha, type FakeMode, startFakeCaptcha } from "../setup/fake-captcha.ts";
import {
  fieldDef as f,
  fieldsOf,
  formsNonce,
  makeForm,
  makeMessageForm,
  nfSubmit,
} from "../setup/forms-submit.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = {
  // Mails stay queued: the test counts outbox rows, not deliveries.
  MAIL_OUTBOX_INTERVAL_MS: "3600000",
  CAPTCHA_TURNSTILE_SECRET: FAKE_SECRET,
};
let fake: FakeCaptcha;
beforeAll(async () => {
  fake = await startFakeCaptcha();
});
afterAll(async () => {
  await fake?.close();
});
const app = appForFile(env);
const q = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app().database.pool.query<T>(text, params)).rows;
const setting = (key: string, value: unknown) =>
  settingsChange(app(), () =>
    q(
      "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(value)],
    ),
  );
const submissions = async (formId: number) =>
  q<{ id: number }>("select id from form_submissions where form_id = $1 order by id", [formId]);

let contact: number;
let guarded: number;

beforeAll(async () => {
  await setting("forms.submitsPerMinute", 1000);
  await setting("captcha.turnstile.siteKey", "site-turnstile");
  await setting("captcha.turnstile.verifyUrl", fake.urls("turnstile").verifyUrl);
  contact = await makeMessageForm(app().database.db, "reliability-contact");
  guarded = await makeForm(
    app().database.db,
    "reliability-captcha",
    [f(1, "name", "textbox"), f(2, "pruefung", "turnstile"), f(3, "go", "submit")],
    [{ type: "save", active: true, settings: {} }],
  );
});

describe("duplicate form submissions", () => {
  it("F9: ten parallel and three sequential identical posts of one view are stored once, with one e-mail", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const post = () =>
      nfSubmit(v, nonce, {
        id: contact,
        fields: fieldsOf({ 1: "Bitte rufen Sie mich an." }),
        extra: { view_token: "reliability-view-1" },
      });
    const parallel = await Promise.all(Array.from({ length: 10 }, post));
    const sequential = [await post(), await post(), await post()];
    for (const a of [...parallel, ...sequential]) {
      expect(a.res.status).toBe(200);
      expect(a.body.errors).toEqual({});
    }
    const rows = await submissions(contact);
    expect(rows).toHaveLength(1);
    const mails = await q("select id from mail_outbox where dedupe_key like $1", [
      `form-sub:${rows[0]!.id}:%`,
    ]);
    expect(mails).toHaveLength(1);

    // A new view of the form (same nonce, same text) is a new submission.
    const again = await nfSubmit(v, nonce, {
      id: contact,
      fields: fieldsOf({ 1: "Bitte rufen Sie mich an." }),
      extra: { view_token: "reliability-view-2" },
    });
    expect(again.body.errors).toEqual({});
    expect(await submissions(contact)).toHaveLength(2);
  });
});

describe("captcha provider unavailable", () => {
  it.each<FakeMode>(["down", "hang", "garbage"])(
    "F11: provider %s → the submission fails closed in time, nothing stored",
    async (mode) => {
      fake.setMode("turnstile", mode);
      try {
        const v = new Visitor(() => app().url);
        const { nonce } = await formsNonce(v);
        const before = (await submissions(guarded)).length;
        const started = Date.now();
        const { body } = await nfSubmit(v, nonce, {
          id: guarded,
          fields: fieldsOf({ 1: "x", 2: "fake-turnstile-1" }),
        });
        expect(Date.now() - started).toBeLessThan(CAPTCHA_VERIFY_TIMEOUT_MS + 3_000);
        expect(body.errors.fields[2]).toMatchObject({
          slug: "captcha-unavailable",
          message: expect.stringContaining("Ihre Angaben wurden nicht gesendet"),
        });
        expect(await submissions(guarded)).toHaveLength(before);
      } finally {
        fake.setMode("turnstile", "pass");
      }
    },
  );

  it("F11: the same form passes once the provider is back", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const before = (await submissions(guarded)).length;
    const { body } = await nfSubmit(v, nonce, {
      id: guarded,
      fields: fieldsOf({ 1: "x", 2: "fake-turnstile-9" }),
    });
    expect(body.errors).toEqual({});
    expect(await submissions(guarded)).toHaveLength(before + 1);
  });
});
