/**
 * The form's submission in the browser (issue 7 items 1, 4, 6; spec §4, §7 calls 1 and 2, §8,
 * §9): the signals in order, the button's processing state, the real `nf_ajax_submit` with its
 * success message, clear_complete and hide_complete, the automatic resubmit after a nonce
 * failure, server field errors in both shapes, redirects, the success scroll (300 ms, 50 px) on
 * the paused clock, analytics with stubbed gtag/dataLayer and the console warnings, resume
 * (`?nf_resume=ID`), parse-response-ERROR, and axe after success and after errors.
 *
 * Forms of its own are imported as .nff fixtures through the CLI (tests/e2e/forms-helpers.ts).
 */
import { execFile } from "node:child_process";
import { expect, type Page, type Request, test } from "@playwright/test";
import { expectNoAxe, field, formReady, importNff, writeTempNff } from "./forms-helpers.ts";
import { CLOCK_START } from "./shop-helpers.ts";

const CLI = new URL("../../bin/laden.ts", import.meta.url).pathname;
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const AJAX = "**/wp-admin/admin-ajax.php";
const PROCESSING = "Wird gesendet …";

function laden(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, LADEN_DATA_DIR: DATA_DIR, DATABASE_URL: "" } },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** Records the form signals (nf:*) in the page, in order. */
async function recordSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __nf: string[] };
    w.__nf = [];
    for (const name of [
      "nf:before-submit",
      "nf:submit-cancel",
      "nf:submit-failed",
      "nf:after-validation",
      "nf:submit-response",
      "nf:captcha-reset",
    ])
      document.addEventListener(name, () => w.__nf.push(name));
  });
}

const signals = (page: Page) => page.evaluate(() => (window as unknown as { __nf: string[] }).__nf);

const isSubmit = (r: Request) =>
  r.method() === "POST" &&
  r.url().includes("admin-ajax.php") &&
  (r.postData() ?? "").includes("nf_ajax_submit");

async function fillContact(page: Page, name = "Ada Lovelace") {
  await page.getByLabel("Ihr Name").fill(name);
  await page.getByRole("textbox", { name: /^E-Mail-Adresse/ }).fill("ada@example.org");
  await page.getByLabel("Worum geht es?").selectOption("kaffee");
  await page.getByLabel("Ihre Nachricht").fill("Welche Bohne für Espresso?");
  await page.getByLabel(/Datenschutzerklärung gelesen/).check();
}

/** The demo contact form, loaded and hydrated. */
async function openContact(page: Page) {
  await page.goto("/forms/kontakt/");
  await formReady(page);
}

/** … filled in and sent with its submit button. */
async function sendContact(page: Page) {
  await openContact(page);
  await fillContact(page);
  await page.locator("#nf-field-8").click();
}

/** A small form of our own: a name (unique per submission), an e-mail, submit; actions as given. */
function fixture(title: string, settings: Record<string, unknown>, actions: Record<string, unknown>[]) {
  const fields = [
    { type: "textbox", key: "name", label: "Name", required: "1" },
    { type: "email", key: "email", label: "E-Mail" },
    { type: "submit", key: "send", label: "Senden", processing_label: PROCESSING },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  return { settings: { title, show_title: "1", ...settings }, fields, actions };
}

async function importFixture(name: string, data: unknown): Promise<number> {
  const [form] = await importNff(writeTempNff(`${name}.nff`, data));
  if (!form) throw new Error(`fixture ${name} not imported`);
  return form.id;
}

/** Mocks the submit endpoint with one envelope (for the client-only behaviours). */
async function answerWith(page: Page, body: unknown, status = 200) {
  await page.route(AJAX, (route) =>
    isSubmit(route.request())
      ? route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) })
      : route.continue(),
  );
}

/** Many submissions from one address within a minute: lift the per-client limit for this run. */
async function liftRateLimit() {
  await laden("settings", "set", "forms.submitsPerMinute", "1000");
}

test.describe("the whole flow on the demo contact form (real server)", () => {
  test.beforeAll(liftRateLimit);

  test("signals in order, processing label while sending, success message, clear and hide complete, axe 0", async ({
    page,
  }) => {
    await recordSignals(page);
    await openContact(page);
    await fillContact(page);
    // Hold the request until the processing state has been checked.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(AJAX, async (route) => {
      if (isSubmit(route.request())) await held;
      await route.continue();
    });
    const submit = page.locator("#nf-field-8");
    const sent = page.waitForRequest(isSubmit);
    await submit.click();
    const request = await sent;
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText(PROCESSING);
    const body = new URLSearchParams(request.postData() ?? "");
    expect(body.get("action")).toBe("nf_ajax_submit");
    expect(body.get("security")).toBeTruthy();
    expect(body.get("nonce_ts")).toMatch(/^\d+$/);
    const data = JSON.parse(body.get("formData") ?? "{}");
    expect(data.fields["1"]).toEqual({ id: 1, value: "Ada Lovelace" });
    expect(data.fields["7"]).toEqual({ id: 7, value: true });
    release();

    const response = page.locator(".nf-response-msg");
    await expect(response).toHaveText("Danke, Ada Lovelace! Wir melden uns bald bei Ihnen.");
    await expect(response).toBeFocused();
    await expect(response).toHaveAttribute("aria-live", "assertive");
    // hide_complete: the form is hidden, the response stays; clear_complete: back to loaded values.
    await expect(page.locator(".nf-form-wrap")).toBeHidden();
    await expect(page.locator("#nf-field-1")).toHaveValue("");
    await expect(page.locator("#nf-field-7")).not.toBeChecked();
    expect(await signals(page)).toEqual([
      "nf:before-submit",
      "nf:after-validation",
      "nf:captcha-reset",
      "nf:submit-response",
    ]);
    await expectNoAxe(page);
  });

  test("client validation blocks the request: submit-failed, first invalid field focused", async ({
    page,
  }) => {
    await recordSignals(page);
    const requests: Request[] = [];
    page.on("request", (r) => isSubmit(r) && requests.push(r));
    await openContact(page);
    await page.locator("#nf-field-8").click();
    await expect(page.getByLabel("Ihr Name")).toBeFocused();
    await expect.poll(() => signals(page)).toEqual(["nf:before-submit", "nf:submit-failed"]);
    expect(requests).toHaveLength(0);
  });

  test("a listener cancels before-submit: submit-cancel, nothing sent", async ({ page }) => {
    await recordSignals(page);
    await page.addInitScript(() => document.addEventListener("nf:before-submit", (e) => e.preventDefault()));
    const requests: Request[] = [];
    page.on("request", (r) => isSubmit(r) && requests.push(r));
    await sendContact(page);
    await expect.poll(() => signals(page)).toEqual(["nf:before-submit", "nf:submit-cancel"]);
    expect(requests).toHaveLength(0);
    await expect(page.locator("#nf-field-8")).toBeEnabled();
  });

  test("a stale nonce: the server answers a fresh one and the form is resubmitted once, automatically", async ({
    page,
  }) => {
    await openContact(page);
    // The page's forms nonce goes stale (as after a day in an open tab).
    await page.evaluate(() => {
      const el = document.getElementById("laden-params") as HTMLElement;
      const params = JSON.parse(el.textContent ?? "{}");
      params.forms.nonce = "0000000000";
      el.textContent = JSON.stringify(params);
    });
    const bodies: URLSearchParams[] = [];
    const statuses: number[] = [];
    page.on("request", (r) => isSubmit(r) && bodies.push(new URLSearchParams(r.postData() ?? "")));
    page.on("response", (r) => isSubmit(r.request()) && statuses.push(r.status()));
    await fillContact(page, "Grace Hopper");
    await page.locator("#nf-field-8").click();
    await expect(page.locator(".nf-response-msg")).toHaveText(
      "Danke, Grace Hopper! Wir melden uns bald bei Ihnen.",
    );
    expect(bodies).toHaveLength(2);
    expect(statuses).toEqual([403, 200]);
    expect(bodies[0]?.get("security")).toBe("0000000000");
    expect(bodies[1]?.get("security")).not.toBe("0000000000");
    expect(bodies[1]?.get("formData")).toBe(bodies[0]?.get("formData"));
  });
});

test.describe("answers with errors (real server)", () => {
  let uniqueId = 0;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await liftRateLimit();
    uniqueId = await importFixture(
      "unique",
      fixture(
        "Einmal anmelden",
        { unique_field: "email", unique_field_error: "Diese Adresse ist schon angemeldet." },
        [
          { type: "save", label: "Speichern" },
          { type: "successmessage", label: "Danke", success_msg: "<p>Angemeldet.</p>" },
        ],
      ),
    );
  });

  test("a unique-field error ({slug, message}) shows on its field, blocks submit, clears on change; axe 0", async ({
    page,
  }) => {
    const email = `unique-${Date.now()}@example.org`;
    for (const attempt of [1, 2]) {
      await page.goto(`/forms/${uniqueId}/`);
      await formReady(page);
      await page.getByRole("textbox", { name: /^Name/ }).fill(`Versuch ${attempt}`);
      await page.getByLabel("E-Mail").fill(email);
      await page.getByRole("button", { name: "Senden" }).click();
      if (attempt === 1) await expect(page.locator(".nf-response-msg")).toHaveText("Angemeldet.");
    }
    const mail = field(page, "email");
    await expect(mail.locator(".nf-error-msg.nf-error-unique_field")).toHaveText(
      "Diese Adresse ist schon angemeldet.",
    );
    await expect(mail).toHaveClass(/nf-error/);
    await expect(page.getByRole("button", { name: "Senden" })).toBeDisabled();
    await expect(page.locator(".nf-response-msg")).toBeEmpty();
    await expectNoAxe(page);
    await page.getByLabel("E-Mail").fill(`x-${email}`);
    await expect(mail.locator(".nf-error-msg")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Senden" })).toBeEnabled();
  });

  test("a server required error (values tampered on the way) shows as required-error on the field", async ({
    page,
  }) => {
    await page.goto(`/forms/${uniqueId}/`);
    await formReady(page);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Ada");
    // Someone empties the required value after the browser validated it.
    await page.route(AJAX, (route) => {
      const body = new URLSearchParams(route.request().postData() ?? "");
      if (!isSubmit(route.request())) return route.continue();
      const data = JSON.parse(body.get("formData") ?? "{}");
      data.fields["1"].value = "";
      body.set("formData", JSON.stringify(data));
      return route.continue({ postData: body.toString() });
    });
    await page.getByRole("button", { name: "Senden" }).click();
    const name = field(page, "name");
    await expect(name.locator(".nf-error-msg.nf-error-required-error")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Name/ })).toBeFocused();
    await expect(page.getByRole("button", { name: "Senden" })).toHaveText("Senden");
    await expectNoAxe(page);
  });

  test("an unreadable answer adds parse-response-ERROR and restores the button; axe 0", async ({ page }) => {
    await page.route(AJAX, (route) =>
      isSubmit(route.request())
        ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
        : route.continue(),
    );
    await page.goto(`/forms/${uniqueId}/`);
    await formReady(page);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Ada");
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.locator(".nf-form-errors .nf-error-parse-response-ERROR")).toHaveText(
      "Die Antwort des Servers war unverständlich. Bitte versuchen Sie es in einem Moment noch einmal.",
    );
    await expect(page.getByRole("button", { name: "Senden" })).toBeEnabled();
    await expectNoAxe(page);
  });
});

test.describe("redirects and resume (real server)", () => {
  let redirectId = 0;
  let haltId = 0;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await liftRateLimit();
    redirectId = await importFixture(
      "redirect",
      fixture("Weiterleiten", {}, [
        { type: "save", label: "Speichern" },
        { type: "redirect", label: "Weiter", redirect_url: "/?formular=danke" },
      ]),
    );
    haltId = await importFixture(
      "halt",
      fixture("Mit Bezahlschritt", {}, [
        { type: "save", label: "Speichern" },
        { type: "redirect", label: "Bezahlen", redirect_url: "/?bezahlen=1", halt: "1" },
        { type: "successmessage", label: "Danke", success_msg: "<p>Zahlung erhalten, danke!</p>" },
      ]),
    );
  });

  test("actions.redirect is followed after success", async ({ page }) => {
    await page.goto(`/forms/${redirectId}/`);
    await formReady(page);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Ada");
    await page.getByRole("button", { name: "Senden" }).click();
    await page.waitForURL(/\?formular=danke$/);
  });

  test("resume: a halted submission continues on ?nf_resume=ID with fields hidden and submit processing", async ({
    page,
  }) => {
    await page.goto(`/forms/${haltId}/`);
    await formReady(page);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Ada");
    await page.getByRole("button", { name: "Senden" }).click();
    // The off-site step (halt.redirect) …
    await page.waitForURL(/\?bezahlen=1$/);
    // … returns to the form's page with nf_resume; hold call 2 to see the waiting form.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(AJAX, async (route) => {
      if (isSubmit(route.request())) await held;
      await route.continue();
    });
    const call = page.waitForRequest(isSubmit);
    await page.goto(`/forms/${haltId}/?nf_resume=${haltId}`);
    const body = new URLSearchParams((await call).postData() ?? "");
    expect(body.get("nf_resume[nf_resume]")).toBe(String(haltId));
    expect(body.get("security")).toBeTruthy();
    expect(body.has("formData")).toBe(false);
    const submit = page.getByRole("button", { name: PROCESSING });
    await expect(submit).toBeDisabled();
    await expect(field(page, "name")).toBeHidden();
    await expect(field(page, "email")).toBeHidden();
    release();
    await expect(page.locator(".nf-response-msg")).toHaveText("Zahlung erhalten, danke!");
    await expect(page.getByRole("button", { name: "Senden" })).toBeEnabled();
    await expectNoAxe(page);
  });
});

test.describe("success scroll (300 ms, 50 px offset)", () => {
  const success = {
    data: {
      settings: { clear_complete: false, hide_complete: false },
      actions: { success_message: "<p>Danke!</p>" },
    },
    errors: [],
    debug: [],
  };

  test("scrolls to the message over 300 ms so that it sits 50 px below the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await answerWith(page, success);
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1000));
    await sendContact(page);
    const area = page.locator(".nf-response-msg");
    await expect(area).toHaveText("Danke!");
    const start = await page.evaluate(() => window.scrollY);
    const target = await area.evaluate((el) =>
      Math.round(el.getBoundingClientRect().top + window.scrollY - 50),
    );
    expect(start).toBeGreaterThan(target + 100);
    await page.clock.runFor(150);
    const mid = await page.evaluate(() => window.scrollY);
    expect(mid).toBeLessThan(start);
    expect(mid).toBeGreaterThan(target);
    await page.clock.runFor(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(target + 1);
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBe(target);
    expect(Math.abs((await area.evaluate((el) => el.getBoundingClientRect().top)) - 50)).toBeLessThanOrEqual(
      1,
    );
  });

  test("does not scroll when the message is fully visible; jumps with reduced motion", async ({ page }) => {
    // Everything fits the window: the message is fully visible where it appears.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await answerWith(page, success);
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1000));
    await sendContact(page);
    await expect(page.locator(".nf-response-msg")).toHaveText("Danke!");
    await page.clock.runFor(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 500 });
    await sendContact(page);
    const area = page.locator(".nf-response-msg");
    await expect(area).toHaveText("Danke!");
    // No animation: the first look already finds it in place.
    expect(Math.abs((await area.evaluate((el) => el.getBoundingClientRect().top)) - 50)).toBeLessThanOrEqual(
      1,
    );
  });
});

test.describe("analytics events (real server: the form's googleanalytics actions)", () => {
  let analyticsId = 0;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await liftRateLimit();
    analyticsId = await importFixture(
      "analytics",
      fixture("Mit Analyse", {}, [
        { type: "successmessage", label: "Danke", success_msg: "<p>Danke!</p>" },
        { type: "googleanalytics", label: "GA4", event_name: "kontakt_gesendet", method_type: "ga4" },
        { type: "googleanalytics", label: "GTM", event_name: "kontakt_gtm", method_type: "gtm" },
        { type: "googleanalytics", label: "Ohne Namen", method_type: "ga4" },
      ]),
    );
  });

  async function submitWith(page: Page, consent: string) {
    await page
      .context()
      .addCookies([{ name: "laden_consent", value: consent, domain: "127.0.0.1", path: "/" }]);
    await page.goto(`/forms/${analyticsId}/`);
    await formReady(page);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Ada");
    await page.getByRole("button", { name: "Senden" }).click();
    await expect(page.locator(".nf-response-msg")).toHaveText("Danke!");
  }

  function warnings(page: Page): string[] {
    const out: string[] = [];
    page.on("console", (m) => m.type() === "warning" && out.push(m.text()));
    return out;
  }

  test("with statistics consent: gtag and dataLayer get the events; a missing name is a warning", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {
        gtag: (...a: unknown[]) => void;
        __gtag: unknown[];
        dataLayer: unknown[];
      };
      w.__gtag = [];
      w.gtag = (...a: unknown[]) => w.__gtag.push(a);
      w.dataLayer = [];
    });
    const warned = warnings(page);
    await submitWith(page, "v1.s1.m0");
    const params = { event_category: "form_submit", event_label: "ninja_forms_submit", form_id: analyticsId };
    expect(await page.evaluate(() => (window as unknown as { __gtag: unknown[] }).__gtag)).toEqual([
      ["event", "kontakt_gesendet", params],
    ]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      { event: "kontakt_gtm", ...params },
    ]);
    expect(warned.filter((w) => w.includes("kein Ereignisname"))).toHaveLength(1);
  });

  test("without the globals: console warnings that suggest switching the method", async ({ page }) => {
    const warned = warnings(page);
    await submitWith(page, "v1.s1.m0");
    expect(warned.some((w) => /gtag fehlt.*Tag Manager/.test(w))).toBe(true);
    expect(warned.some((w) => /dataLayer fehlt.*GA4/.test(w))).toBe(true);
  });

  test("without statistics consent nothing is sent", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { gtag: (...a: unknown[]) => void; __gtag: unknown[] };
      w.__gtag = [];
      w.gtag = (...a: unknown[]) => w.__gtag.push(a);
    });
    const warned = warnings(page);
    await submitWith(page, "v1.s0.m0");
    expect(await page.evaluate(() => (window as unknown as { __gtag: unknown[] }).__gtag)).toEqual([]);
    expect(warned).toEqual([]);
  });
});
