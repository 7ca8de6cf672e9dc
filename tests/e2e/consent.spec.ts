/**
 * The consent manager and what it gates (issue 9): the banner and the settings dialog by
 * keyboard and screen reader; nothing tracking-related before consent (cookies and requests);
 * order attribution from a utm link, a search engine, a referral and a direct visit, posted with
 * the registration form; revoking clears it; analytics only after statistics consent.
 */
import { type BrowserContext, expect, type Page, type Request, test } from "@playwright/test";
import { expectNoAxeViolations, setSetting } from "./shop-helpers.ts";

// These tests start as a first visitor: no consent choice yet (the config gives the others one).
test.use({ storageState: { cookies: [], origins: [] } });

const PIXEL = "/wp-json/laden/v1/pixel";

async function consentReady(page: Page) {
  await page.locator("html[data-consent-js]").waitFor({ state: "attached" });
}

async function cookieMap(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
}

async function trackingCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name.startsWith("sbjs_")).map((c) => c.name);
}

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => seen.push(r));
  return seen;
}

async function grant(context: BrowserContext, baseURL: string, value: string) {
  await context.addCookies([{ name: "laden_consent", value, url: baseURL }]);
}

/** The hidden attribution inputs of the registration form, by field. */
async function attributionInputs(page: Page) {
  return page
    .locator(".woocommerce-form-register input[name^=wc_order_attribution_]")
    .evaluateAll((inputs) =>
      Object.fromEntries(
        (inputs as HTMLInputElement[]).map((i) => [i.name.replace("wc_order_attribution_", ""), i.value]),
      ),
    );
}

test.describe("consent banner", () => {
  test("nothing tracking-related before a choice; the banner works by keyboard and is announced", async ({
    page,
    context,
  }) => {
    const requests = recordRequests(page);
    await page.goto("/?utm_source=newsletter&utm_medium=email", { referer: "https://www.google.de/" });
    await consentReady(page);
    const banner = page.getByRole("region", { name: "Ihre Privatsphäre" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Nur notwendige" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing tracking-related: no cookie, no tracking script, no pixel; the consent API says no.
    expect(await trackingCookies(context)).toEqual([]);
    expect((await cookieMap(context)).laden_consent).toBeUndefined();
    expect(requests.filter((r) => /attribution-client|analytics-client|\/pixel/.test(r.url()))).toEqual([]);
    // No request to a third party (fonts, images and scripts are our own).
    expect(
      requests.map((r) => new URL(r.url()).origin).filter((o) => o !== new URL(page.url()).origin),
    ).toEqual([]);
    expect(
      await page.evaluate(() => [
        (window as unknown as { wp_has_consent(c: string): boolean }).wp_has_consent("statistics"),
        (window as unknown as { wp_has_consent(c: string): boolean }).wp_has_consent("marketing"),
        (window as unknown as { wp_consent_type: string }).wp_consent_type,
      ]),
    ).toEqual([false, false, "optin"]);

    // Keyboard: from the privacy link, Tab walks the buttons in order; Enter chooses.
    await banner.getByRole("link", { name: "Mehr in der Datenschutzerklärung" }).focus();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Nur notwendige" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    const consent = (await cookieMap(context)).laden_consent;
    expect(consent).toMatchObject({ value: "v1.s0.m0", path: "/", sameSite: "Lax" });
    // About 6 months.
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
    expect(await trackingCookies(context)).toEqual([]);

    // The choice holds on the next page: no banner.
    await page.goto("/shop/");
    await consentReady(page);
    await expect(page.getByRole("region", { name: "Ihre Privatsphäre" })).toHaveCount(0);
    expect(requests.filter((r) => /attribution-client|analytics-client|\/pixel/.test(r.url()))).toEqual([]);
  });

  test("the footer link reopens the settings dialog: modal, Escape closes, focus returns", async ({
    page,
    context,
    baseURL,
  }) => {
    await grant(context, baseURL!, "v1.s0.m0");
    const pixels = recordRequests(page);
    await page.goto("/");
    await consentReady(page);
    const link = page.getByRole("button", { name: "Cookie-Einstellungen" });
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog; necessary is on and cannot be changed.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByRole("checkbox", { name: "Notwendig" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Notwendig" })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Statistik" })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    expect((await cookieMap(context)).laden_consent?.value).toBe("v1.s0.m0");

    // Statistics on by keyboard (Space on the checkbox), saved: analytics loads and sends the pixel.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Statistik" }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Auswahl speichern" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    expect((await cookieMap(context)).laden_consent?.value).toBe("v1.s1.m0");
    await expect(page.locator("[data-laden-pixel=loaded] img.laden-pixel")).toHaveCount(1);
    expect(pixels.filter((r) => r.url().includes(PIXEL))).toHaveLength(1);
    // Statistics is not marketing: still no attribution cookie.
    expect(await trackingCookies(context)).toEqual([]);
  });
});

test("the banner's settings open the dialog; saving there closes both", async ({ page, context }) => {
  await page.goto("/");
  await consentReady(page);
  const banner = page.getByRole("region", { name: "Ihre Privatsphäre" });
  await banner.getByRole("button", { name: "Einstellungen" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
  await dialog.getByRole("checkbox", { name: "Marketing" }).check();
  await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  expect((await cookieMap(context)).laden_consent?.value).toBe("v1.s0.m1");
  await expect.poll(() => trackingCookies(context)).toHaveLength(8);
});

test.describe("consent banner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is in the page from the server, and its buttons store the choice and come back", async ({
    page,
    context,
  }) => {
    await page.goto("/shop/?orderby=price");
    const banner = page.getByRole("region", { name: "Ihre Privatsphäre" });
    await expect(banner).toBeVisible();
    // Settings need the script: hidden (keeping their space) without it.
    await expect(banner.getByRole("button", { name: "Einstellungen" })).toBeHidden();
    await banner.getByRole("button", { name: "Nur notwendige" }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
    await expect(page.getByRole("region", { name: "Ihre Privatsphäre" })).toHaveCount(0);
    expect((await cookieMap(context)).laden_consent).toMatchObject({ value: "v1.s0.m0", path: "/" });
    expect(await trackingCookies(context)).toEqual([]);
  });
});

test.describe("analytics", () => {
  test("loads only after statistics consent, then counts every page view", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/blog/");
    await consentReady(page);
    await expect(page.getByRole("region", { name: "Ihre Privatsphäre" })).toBeVisible();
    expect(requests.filter((r) => r.url().includes(PIXEL) || r.url().includes("analytics-client"))).toEqual(
      [],
    );
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page.locator("[data-laden-pixel=loaded] img.laden-pixel")).toHaveCount(1);
    const pixel = requests.find((r) => r.url().includes(PIXEL))!;
    expect(new URL(pixel.url()).searchParams.get("p")).toBe("/blog/");
    const response = await pixel.response();
    expect(response?.headers()["content-type"]).toBe("image/gif");
    // A client-side navigation is a page view too.
    await page.getByRole("link", { name: "Shop" }).first().click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect
      .poll(() =>
        requests.filter((r) => r.url().includes(PIXEL)).map((r) => new URL(r.url()).searchParams.get("p")),
      )
      .toEqual(["/blog/", "/shop/"]);
  });
});

test.describe("order attribution", () => {
  const cases = [
    {
      name: "a utm link",
      url: "/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst",
      referer: undefined,
      expected: { source_type: "utm", utm_source: "newsletter", utm_medium: "email", utm_campaign: "herbst" },
    },
    {
      name: "a search engine",
      url: "/",
      referer: "https://www.google.de/",
      expected: { source_type: "organic", utm_source: "google", utm_medium: "organic" },
    },
    {
      name: "a referral",
      url: "/",
      referer: "https://kaffeeblog.example/beste-roestereien/",
      expected: { source_type: "referral", utm_source: "kaffeeblog.example", utm_medium: "referral" },
    },
    {
      name: "a direct visit",
      url: "/",
      referer: undefined,
      expected: { source_type: "typein", utm_source: "(direct)", utm_medium: "(none)" },
    },
  ];
  for (const c of cases) {
    test(`from ${c.name}, posted with the registration form`, async ({ page, context, baseURL }) => {
      await grant(context, baseURL!, "v1.s0.m1");
      await page.goto(c.url, c.referer ? { referer: c.referer } : {});
      await consentReady(page);
      await expect.poll(() => trackingCookies(context)).toHaveLength(8);
      const cookies = await cookieMap(context);
      expect(decodeURIComponent(cookies.sbjs_current!.value)).toContain(`typ=${c.expected.source_type}`);
      expect(cookies.sbjs_current).toMatchObject({ path: "/", sameSite: "Lax" });
      // 6 months of 30 days; the session cookie 30 minutes.
      const days = (cookies.sbjs_first!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(179.9);
      expect(days).toBeLessThan(180.1);
      const minutes = (cookies.sbjs_session!.expires * 1000 - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29.5);
      expect(minutes).toBeLessThan(30.5);

      // A second page of the same session: pages seen counts up, the source stays.
      await page.getByRole("link", { name: "Mein Konto" }).first().click();
      await expect(page).toHaveURL(/\/my-account\/$/);
      await expect.poll(async () => (await attributionInputs(page)).source_type).toBe(c.expected.source_type);
      const values = await attributionInputs(page);
      expect(values).toMatchObject({ ...c.expected, session_pages: "2", session_count: "1" });
      expect(values.user_agent).toContain("Chrome");
      expect(values.session_start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      await page
        .locator("#reg_email")
        .fill(`attr-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.de`);
      await page.locator("#reg_password").fill("ein-langes-passwort");
      const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/my-account"));
      await page.getByRole("button", { name: "Registrieren" }).click();
      const body = new URLSearchParams((await posted).postData() ?? "");
      expect(body.get("wc_order_attribution_source_type")).toBe(c.expected.source_type);
      expect(body.get("wc_order_attribution_utm_source")).toBe(c.expected.utm_source);
      await expect(page.getByRole("navigation", { name: "Kontobereich" })).toBeVisible();
    });
  }

  test("revoking marketing consent clears every tracking cookie and empties the inputs", async ({
    page,
    context,
    baseURL,
  }) => {
    await grant(context, baseURL!, "v1.s0.m1");
    await page.goto("/my-account/?utm_source=insta");
    await consentReady(page);
    await expect.poll(async () => (await attributionInputs(page)).utm_source).toBe("insta");
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await dialog.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect.poll(() => trackingCookies(context)).toEqual([]);
    const values = await attributionInputs(page);
    expect(Object.values(values).every((v) => v === "")).toBe(true);
    expect(Object.keys(values)).toHaveLength(16);
    // And nothing comes back on the next page.
    await page.goto("/shop/?utm_source=again");
    await consentReady(page);
    expect(await trackingCookies(context)).toEqual([]);
  });
});

test.describe("owner turned the consent manager off (another tool handles consent)", () => {
  const setConsentManager = (on: boolean) => setSetting("consent.enabled", String(on));

  test("no banner, no consent API: analytics and attribution run as with no consent API", async ({
    page,
    context,
  }) => {
    await setConsentManager(false);
    try {
      const requests = recordRequests(page);
      await page.goto("/?utm_source=partner");
      await page.locator("html[data-consent-js=external]").waitFor({ state: "attached" });
      await expect(page.getByRole("region", { name: "Ihre Privatsphäre" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Cookie-Einstellungen" })).toHaveCount(0);
      expect(await page.evaluate(() => typeof (window as { wp_has_consent?: unknown }).wp_has_consent)).toBe(
        "undefined",
      );
      await expect(page.locator("[data-laden-pixel=loaded] img.laden-pixel")).toHaveCount(1);
      expect(requests.filter((r) => r.url().includes(PIXEL))).toHaveLength(1);
      await expect.poll(() => trackingCookies(context)).toHaveLength(8);
    } finally {
      await setConsentManager(true);
    }
  });
});
