import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SECRET, type FakeCaptcha, startFakeCaptcha } from "../../../tests/setup/fake-captcha.ts";
import type { FormDef } from "../engine/types.ts";
import { providerConfigs, publicCaptchaConfig, verifyCaptchas } from "./index.ts";
import { captchaOrigins, withCaptchaConfig } from "./page.ts";
import { issueChallenge, MemorySpentChallenges } from "./pow.server.ts";
import { solvePow } from "./pow.ts";

let fake: FakeCaptcha;
beforeAll(async () => {
  fake = await startFakeCaptcha();
});
afterAll(() => fake.close());

const SITE_SECRET = "z".repeat(40);
const form: FormDef = {
  id: 5,
  settings: { title: "T" },
  fields: [
    { id: 1, key: "t", type: "turnstile", label: "T", order: 1 },
    { id: 2, key: "v3", type: "recaptcha_v3", label: "V3", order: 2 },
    { id: 3, key: "pow", type: "proofofwork", label: "P", order: 3 },
    { id: 4, key: "name", type: "textbox", label: "N", order: 4 },
  ],
};

function ctx() {
  const settings: Record<string, unknown> = {};
  for (const p of ["turnstile", "recaptcha_v3"] as const) {
    settings[`captcha.${p}.siteKey`] = "site";
    settings[`captcha.${p}.verifyUrl`] = fake.urls(p).verifyUrl;
  }
  return {
    providers: providerConfigs(settings, {
      CAPTCHA_TURNSTILE_SECRET: FAKE_SECRET,
      CAPTCHA_RECAPTCHA_V3_SECRET: FAKE_SECRET,
    }),
    powSecret: SITE_SECRET,
    powDifficulty: 8,
    spent: new MemorySpentChallenges(),
    v3MinScore: 0.5,
    hostnames: ["127.0.0.1"],
    lang: "de" as const,
    timeoutMs: 5000,
  };
}

async function powToken(formId = 5) {
  const { challenge } = issueChallenge(SITE_SECRET, formId, { difficulty: 8 });
  return solvePow(challenge, {
    digest: async (t) => new Uint8Array(createHash("sha256").update(t).digest()),
  });
}

describe("verifyCaptchas (the pipeline step)", () => {
  it("every captcha field passes with good tokens", async () => {
    fake.setMode("turnstile", "pass");
    fake.setMode("recaptcha_v3", "pass");
    const posted = {
      1: { id: 1, value: "fake-turnstile-1" },
      2: { id: 2, value: "fake-recaptcha_v3-1" },
      3: { id: 3, value: await powToken() },
    };
    expect(await verifyCaptchas(form, posted, ctx(), "CONSENT")).toEqual({});
  });

  it("fails closed per field: provider down, rejected, v3 without token, PoW reused or for another form", async () => {
    fake.setMode("turnstile", "down");
    fake.setMode("recaptcha_v3", "pass");
    const c = ctx();
    const pow = await powToken();
    await verifyCaptchas(form, { 3: { value: pow } }, c, "CONSENT");
    const errors = await verifyCaptchas(
      form,
      { 1: { value: "fake-turnstile-2" }, 2: { value: "" }, 3: { value: pow } },
      c,
      "CONSENT",
    );
    expect(errors).toEqual({
      1: { slug: "captcha-unavailable", message: expect.stringContaining("nicht erreichbar") },
      2: { slug: "recaptcha-v3-missing", message: "CONSENT" },
      3: {
        slug: "captcha-invalid",
        message: "Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
      },
    });
    fake.setMode("turnstile", "hang");
    c.timeoutMs = 1000;
    const other = await powToken(6);
    const e2 = await verifyCaptchas(
      form,
      { 1: { value: "fake-turnstile-3" }, 2: { value: "forged" }, 3: { value: other } },
      c,
      "C",
    );
    expect(Object.fromEntries(Object.entries(e2).map(([k, v]) => [k, v.slug]))).toEqual({
      1: "captcha-unavailable",
      2: "captcha-invalid",
      3: "captcha-invalid",
    });
  });

  it("no secret in the environment: unavailable, never a pass", async () => {
    fake.setMode("turnstile", "pass");
    const c = { ...ctx(), providers: providerConfigs({}, {}) };
    const only: FormDef = { ...form, fields: [form.fields[0] as FormDef["fields"][number]] };
    expect(await verifyCaptchas(only, { 1: { value: "fake-turnstile-4" } }, c, "C")).toMatchObject({
      1: { slug: "captcha-unavailable" },
    });
  });

  it("a token solved on another site is refused: the provider's hostname is not ours (NF-13)", async () => {
    fake.setMode("turnstile", "pass");
    fake.setMode("recaptcha_v3", "pass");
    const only: FormDef = { ...form, fields: form.fields.slice(0, 2) as FormDef["fields"] };
    const posted = { 1: { value: "fake-turnstile-9" }, 2: { value: "fake-recaptcha_v3-9" } };
    expect(await verifyCaptchas(only, posted, { ...ctx(), hostnames: ["laden.example"] }, "C")).toMatchObject(
      {
        1: { slug: "captcha-invalid" },
        2: { slug: "captcha-invalid" },
      },
    );
    expect(await verifyCaptchas(only, posted, { ...ctx(), hostnames: ["localhost"] }, "C")).toEqual({});
  });
});

describe("page configuration", () => {
  it("public config carries no secret; forms without captcha get none", () => {
    const pub = publicCaptchaConfig(
      providerConfigs({ "captcha.turnstile.siteKey": "k" }, { CAPTCHA_TURNSTILE_SECRET: "s" }),
    );
    expect(JSON.stringify(pub)).not.toContain('"s"');
    expect(pub.turnstile).toEqual({
      siteKey: "k",
      scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    });
    const rt = { ...form, messages: {} as never, locale: {} as never };
    expect(withCaptchaConfig(rt, { "captcha.turnstile.siteKey": "k" }).captcha?.turnstile?.siteKey).toBe("k");
    expect(withCaptchaConfig({ ...rt, fields: [] }, {}).captcha).toBeUndefined();
  });

  it("CSP origins only for providers with a site key; the real ones bring their frame origins", () => {
    expect(captchaOrigins({})).toEqual([]);
    expect(
      captchaOrigins({
        "captcha.hcaptcha.siteKey": "k",
        "captcha.hcaptcha.scriptUrl": "http://127.0.0.1:9/hcaptcha/api.js",
      }),
    ).toEqual(["http://127.0.0.1:9"]);
    expect(captchaOrigins({ "captcha.recaptcha.siteKey": "k" })).toEqual([
      "https://www.google.com",
      "https://www.gstatic.com",
    ]);
  });
});
