import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_SECRET,
  type FakeCaptcha,
  type FakeProvider,
  startFakeCaptcha,
} from "../../../tests/setup/fake-captcha.ts";
import { hostnameMatches, verifyCaptchaToken } from "./verify.ts";

let fake: FakeCaptcha;
beforeAll(async () => {
  fake = await startFakeCaptcha();
});
afterAll(() => fake.close());

const config = (p: FakeProvider, secret = FAKE_SECRET) => ({ siteKey: "site", secret, ...fake.urls(p) });
const PROVIDERS: FakeProvider[] = ["recaptcha", "recaptcha_v3", "turnstile", "hcaptcha"];

describe.each(PROVIDERS)("%s verification against the fake provider (fails closed)", (provider) => {
  it("a good token passes; the provider got the secret and the token", async () => {
    fake.setMode(provider, "pass");
    const token = `fake-${provider}-1`;
    expect(await verifyCaptchaToken({ provider, token, config: config(provider) })).toEqual({ ok: true });
    const last = fake.requests.at(-1);
    expect(last?.path).toBe(`/${provider}/siteverify`);
    expect(last?.body).toMatchObject({ secret: FAKE_SECRET, response: token });
    expect(last?.body.remoteip).toBeUndefined();
  });

  it("a rejected token, a wrong secret or no token fail", async () => {
    fake.setMode(provider, "fail");
    const token = `fake-${provider}-2`;
    expect(await verifyCaptchaToken({ provider, token, config: config(provider) })).toMatchObject({
      ok: false,
      code: "captcha-invalid",
    });
    fake.setMode(provider, "pass");
    expect(await verifyCaptchaToken({ provider, token, config: config(provider, "wrong") })).toMatchObject({
      code: "captcha-invalid",
    });
    expect(await verifyCaptchaToken({ provider, token: " ", config: config(provider) })).toMatchObject({
      code: "captcha-missing",
    });
  });

  it("down, hanging past the timeout, garbage, unreachable or no secret: unavailable", async () => {
    const token = `fake-${provider}-3`;
    for (const mode of ["down", "garbage"] as const) {
      fake.setMode(provider, mode);
      expect(await verifyCaptchaToken({ provider, token, config: config(provider) })).toMatchObject({
        code: "captcha-unavailable",
      });
    }
    fake.setMode(provider, "hang");
    const started = Date.now();
    expect(
      await verifyCaptchaToken({ provider, token, config: config(provider), timeoutMs: 300 }),
    ).toMatchObject({ code: "captcha-unavailable", detail: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(3000);
    const closed = { ...config(provider), verifyUrl: "http://127.0.0.1:1/siteverify" };
    expect(await verifyCaptchaToken({ provider, token, config: closed })).toMatchObject({
      code: "captcha-unavailable",
    });
    expect(await verifyCaptchaToken({ provider, token, config: config(provider, "") })).toMatchObject({
      code: "captcha-unavailable",
      detail: "no secret configured",
    });
    expect(await verifyCaptchaToken({ provider, token, config: undefined })).toMatchObject({
      code: "captcha-unavailable",
    });
  });
});

describe("reCAPTCHA v3 answers", () => {
  const answer = (json: unknown) =>
    (async () => new Response(JSON.stringify(json), { status: 200 })) as unknown as typeof fetch;
  const v3 = {
    provider: "recaptcha_v3" as const,
    token: "t",
    config: { siteKey: "k", secret: "s", scriptUrl: "", verifyUrl: "http://x" },
  };

  it("the action must be register and the score high enough", async () => {
    expect(
      await verifyCaptchaToken({ ...v3, fetch: answer({ success: true, action: "register", score: 0.7 }) }),
    ).toEqual({ ok: true });
    expect(
      await verifyCaptchaToken({ ...v3, fetch: answer({ success: true, action: "login", score: 0.9 }) }),
    ).toMatchObject({ detail: "wrong action" });
    expect(
      await verifyCaptchaToken({ ...v3, fetch: answer({ success: true, action: "register", score: 0.1 }) }),
    ).toMatchObject({ detail: "low score" });
    expect(await verifyCaptchaToken({ ...v3, fetch: answer({ success: "true" }) })).toMatchObject({
      code: "captcha-invalid",
    });
  });

  it("the answer's hostname must be ours or an embedding site's; loopback names are one (NF-13)", async () => {
    const hostnames = ["laden.example", "partner.example"];
    const ok = (hostname: unknown) =>
      verifyCaptchaToken({
        ...v3,
        hostnames,
        fetch: answer({ success: true, action: "register", score: 0.9, hostname }),
      });
    expect(await ok("laden.example")).toEqual({ ok: true });
    expect(await ok("LADEN.example")).toEqual({ ok: true });
    expect(await ok("partner.example")).toEqual({ ok: true });
    for (const bad of ["evil.example", "laden.example.evil.example", "", undefined, 42])
      expect(await ok(bad), String(bad)).toMatchObject({ code: "captcha-invalid", detail: "wrong hostname" });
    expect(hostnameMatches("localhost", ["127.0.0.1"])).toBe(true);
    expect(hostnameMatches("127.0.0.1", ["localhost"])).toBe(true);
    expect(hostnameMatches("evil.example", ["127.0.0.1"])).toBe(false);
  });
});
