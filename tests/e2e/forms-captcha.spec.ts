/**
 * Captchas in the browser (issue 7 item 7, spec §4/§5/§7 call 4/§8/§9, glossary F15) against the
 * fake provider on loopback (tests/setup/fake-captcha.ts): nothing is requested from a provider
 * before marketing consent; Turnstile and hCaptcha render after 100/200 ms and then every 500 ms,
 * at most 10 times (page.clock); a response fills the token and clears the required error;
 * reCAPTCHA v3 runs with action "register", refreshes every 110000 ms, and without consent shows
 * recaptcha-v3-missing (recaptcha-v3-consent when consent is withdrawn); the proof-of-work
 * captcha solves its challenge without any third party; keyboard and axe.
 */
import { expect, type Page, test } from "@playwright/test";
import { type FakeCaptcha, type FakeProvider, startFakeCaptcha } from "../setup/fake-captcha.ts";
import { expectNoAxe, formReady, importNff, setSettings, writeTempNff } from "./forms-helpers.ts";
import { CLOCK_START, after as clockAt } from "./shop-helpers.ts";

let fake: FakeCaptcha;
const forms: Record<string, number> = {};

function captchaNff(type: string, extra: Record<string, unknown> = {}): unknown {
  const fields = [
    { type: "textbox", key: "name", label: "Name" },
    { type, key: "pruefung", label: "Sicherheitsprüfung", ...extra },
    { type: "submit", key: "go", label: "Senden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  return { settings: { title: `Captcha ${type}`, show_title: "1" }, fields, actions: [] };
}

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeCaptcha();
  const settings: Record<string, unknown> = { "captcha.proofofwork.difficulty": 8 };
  for (const p of ["turnstile", "hcaptcha", "recaptcha_v3", "recaptcha"] as FakeProvider[]) {
    const { scriptUrl, verifyUrl } = fake.urls(p);
    settings[`captcha.${p}.siteKey`] = `site-${p}`;
    settings[`captcha.${p}.scriptUrl`] = scriptUrl;
    settings[`captcha.${p}.verifyUrl`] = verifyUrl;
  }
  await setSettings(settings);
  const types = ["turnstile", "hcaptcha", "recaptcha_v3", "proofofwork"];
  const imported = await importNff(
    writeTempNff(
      "captchas.nff",
      types.map((t) => captchaNff(t)),
    ),
  );
  for (const [i, t] of types.entries()) forms[t] = imported[i]?.id ?? 0;
  // The CSP follows the settings within seconds: wait until it allows the fake's scripts.
  await expect
    .poll(
      async () =>
        (await fetch(`${BASE}/forms/${forms.turnstile}/`)).headers.get("content-security-policy") ?? "",
      { timeout: 20_000 },
    )
    .toContain(fake.origin);
});
test.afterAll(() => fake?.close());
test.describe.configure({ timeout: 120_000 });

const scriptRequests = (p: FakeProvider) => fake.requests.filter((r) => r.path === `/${p}/api.js`).length;
const box = (page: Page) => page.locator(".nf-captcha");
/** Marketing consent given now: the consent cookie and the consent manager's change event. */
const setMarketing = (page: Page, on: boolean) =>
  page.evaluate((m) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie as the consent manager would
    document.cookie = `laden_consent=v1.s0.m${m ? 1 : 0}; path=/`;
    document.dispatchEvent(new CustomEvent("laden:consent-change"));
  }, on);
const grantMarketing = (page: Page) => setMarketing(page, true);
const scriptRan = (page: Page, p: FakeProvider) =>
  expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __fakeCaptchaLoaded?: string[] }).__fakeCaptchaLoaded),
    )
    .toContain(p);

for (const provider of ["turnstile", "hcaptcha"] as const) {
  test.describe(provider, () => {
    test("no request to the provider before consent; the notice opens the consent settings by keyboard", async ({
      page,
    }) => {
      const before = scriptRequests(provider);
      await page.goto(`/forms/${forms[provider]}/`);
      await formReady(page);
      await expect(box(page)).toHaveAttribute("data-status", "consent");
      await expect(box(page)).toContainText("erst nach Ihrer Zustimmung (Marketing) geladen");
      expect(scriptRequests(provider)).toBe(before);
      await expectNoAxe(page);
      await page.getByRole("button", { name: "Cookie-Einstellungen öffnen" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
    });

    test("renders after 100/200 ms and then every 500 ms; a response fills the token and clears the required error", async ({
      page,
    }) => {
      await page.clock.install({ time: CLOCK_START });
      await page.goto(`/forms/${forms[provider]}/`);
      await formReady(page);
      await page.clock.pauseAt(clockAt(60_000));
      fake.setReadyAfter(1200);
      await grantMarketing(page);
      await scriptRan(page, provider);
      // Tries at 100, 200, 500 and 1000 ms: the API is not there yet (ready at 1200 ms).
      await page.clock.runFor(1199);
      await expect(box(page)).toHaveAttribute("data-render-tries", "4");
      await expect(box(page)).toHaveAttribute("data-status", "waiting");
      await page.clock.runFor(301);
      await expect(box(page)).toHaveAttribute("data-render-tries", "5");
      await expect(box(page)).toHaveAttribute("data-status", "ready");
      fake.setReadyAfter(0);

      // Submitting without a token: the required error; the response clears it.
      await page.getByRole("button", { name: "Senden" }).click();
      const container = page.locator(`#nf-field-${await fieldId(page)}-container`);
      await expect(container.locator(".nf-error-required-error")).toBeVisible();
      const check = page.getByRole("button", { name: `Ich bin kein Roboter (${provider})` });
      await check.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(`#nf-field-${await fieldId(page)}`)).toHaveValue(`fake-${provider}-1`);
      await expect(container.locator(".nf-error-msg")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Senden" })).toBeEnabled();
      // axe waits on timers: let the clock run again.
      await page.clock.resume();
      await expectNoAxe(page);
    });

    test("gives up after 10 tries at 500 ms with a message", async ({ page }) => {
      await page.clock.install({ time: CLOCK_START });
      await page.goto(`/forms/${forms[provider]}/`);
      await formReady(page);
      await page.clock.pauseAt(clockAt(60_000));
      fake.setReadyAfter(3_600_000);
      await grantMarketing(page);
      await scriptRan(page, provider);
      await page.clock.runFor(4999);
      await expect(box(page)).toHaveAttribute("data-render-tries", "11");
      await expect(box(page)).not.toContainText("konnte nicht geladen werden");
      await page.clock.runFor(1);
      await expect(box(page)).toHaveAttribute("data-render-tries", "12");
      await expect(box(page)).toContainText("Die Sicherheitsprüfung konnte nicht geladen werden.");
      await page.clock.runFor(5000);
      await expect(box(page)).toHaveAttribute("data-render-tries", "12");
      fake.setReadyAfter(0);
    });
  });
}

async function fieldId(page: Page): Promise<string> {
  return (await box(page).getAttribute("data-fieldid")) ?? "";
}

test.describe("reCAPTCHA v3", () => {
  test("without consent: recaptcha-v3-missing with the recaptchaConsentMissing message, no request; consent starts it", async ({
    page,
  }) => {
    const before = scriptRequests("recaptcha_v3");
    await page.goto(`/forms/${forms.recaptcha_v3}/`);
    await formReady(page);
    const err = page.locator(".nf-error-recaptcha-v3-missing");
    await expect(err).toHaveText("Die reCAPTCHA-Prüfung konnte nicht geladen werden.");
    await expect(page.getByRole("button", { name: "Senden" })).toBeDisabled();
    expect(scriptRequests("recaptcha_v3")).toBe(before);
    await expectNoAxe(page);

    await grantMarketing(page);
    await expect(err).toHaveCount(0);
    await expect(page.locator(`#nf-field-${await fieldId(page)}`)).toHaveValue(/^fake-recaptcha_v3-\d+$/);
    await expect(page.getByRole("button", { name: "Senden" })).toBeEnabled();

    // Consent withdrawn while the form is open: recaptcha-v3-consent, the token is gone.
    await setMarketing(page, false);
    await expect(page.locator(".nf-error-recaptcha-v3-consent")).toBeVisible();
    await expect(page.locator(`#nf-field-${await fieldId(page)}`)).toHaveValue("");
  });

  test("runs with action register and refreshes every 110000 ms", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto(`/forms/${forms.recaptcha_v3}/`);
    await formReady(page);
    await page.clock.pauseAt(clockAt(60_000));
    // Consent given now (clock paused): the widget starts at a known time.
    await grantMarketing(page);
    await scriptRan(page, "recaptcha_v3");
    const executes = () =>
      page.evaluate(
        () => (window as unknown as { __fakeCaptchaExecutes?: string[] }).__fakeCaptchaExecutes ?? [],
      );
    await page.clock.runFor(100);
    await expect.poll(executes).toEqual(["register"]);
    const token = page.locator(`#nf-field-${await fieldId(page)}`);
    await expect(token).toHaveValue("fake-recaptcha_v3-1");
    await page.clock.runFor(109_899);
    expect(await executes()).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(executes).toEqual(["register", "register"]);
    await expect(token).toHaveValue("fake-recaptcha_v3-2");
    await page.clock.runFor(110_000);
    await expect.poll(executes).toHaveLength(3);
  });
});

test.describe("proof of work (self-hosted)", () => {
  test("solves the server's challenge without any third party; keyboard users meet no control", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).origin));
    await page.goto(`/forms/${forms.proofofwork}/`);
    await formReady(page);
    const token = page.locator(`#nf-field-${await fieldId(page)}`);
    await expect(token).toHaveValue(/^\d+\.\d+\.[0-9a-f]{24}\.8\.[A-Za-z0-9_-]{32}:\d+$/, {
      timeout: 20_000,
    });
    await expect(box(page)).toHaveAttribute("data-status", "solved");
    await expect(page.locator(".nf-captcha-status")).toHaveText("Sicherheitsprüfung abgeschlossen.");
    expect(new Set(requests)).toEqual(new Set([new URL(page.url()).origin]));
    await expectNoAxe(page);
  });
});
