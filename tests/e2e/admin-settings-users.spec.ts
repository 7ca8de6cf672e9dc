/**
 * Settings II (issue 27 items 3 and 4) in a browser, by keyboard only: an administrator invites a
 * shop manager; in a fresh browser the invitee opens the mail's link, sets a password, signs in
 * and is refused the users screen; the used link is refused. The privacy screen refuses an
 * out-of-range limit and saves a consent text that the storefront's banner then shows. The
 * profile creates an application password (shown once) and lists the devices. axe 0 on each
 * screen; screenshots at 1280 and 375 px in /tmp/shots-users/.
 */
import { expect, type Page, test } from "@playwright/test";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "#db/schema/index.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { uniqueEmail } from "../setup/orders-fixture.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, setSettingValues, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-users";
const PASSWORD = "Einladung-2026-neu";

/**
 * Tab stops before a field: every owner the suite's specs created is a row of the users table
 * (a select and two buttons each) above the invitation form — over 50 of them by the time this
 * lane spec runs in a full run.
 */
const MAX_TABS = 1000;

/** Replaces a field's text by keyboard: Tab to it, select all, type. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field, MAX_TABS);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(value);
}

async function press(page: Page, name: string) {
  await tabTo(page, page.getByRole("button", { name, exact: true }), MAX_TABS);
  await page.keyboard.press("Enter");
}

async function invitationPath(email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const [mail] = await withE2eDatabase((db) =>
        db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email))
          .orderBy(desc(mailOutbox.id)),
      );
      text = mail?.text ?? "";
      return text;
    })
    .toContain("/admin/invitation/?token=");
  const url = new URL(/https?:\/\/\S+\/admin\/invitation\/\?token=[A-Za-z0-9_-]{43}/.exec(text)![0]);
  return url.pathname + url.search;
}

test("an administrator invites a shop manager, who sets a password from the mail and is refused the users screen", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("eingeladen");
  await signInOwner(page, await newOwner("administrator"), "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Benutzer", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "users", [1280, 375]);

  await typeInto(page, "E-Mail-Adresse", email);
  await typeInto(page, "Name (freiwillig)", "Mia Neu");
  await expect(page.getByLabel("Rolle", { exact: true })).toHaveValue("shop_manager");
  await press(page, "Einladung senden");
  await expect(page.getByRole("status").filter({ hasText: "Die Einladung an" })).toContainText(
    `Die Einladung an ${email} ist unterwegs.`,
  );
  await expect(page.getByRole("heading", { name: "Offene Einladungen" })).toBeVisible();
  await expect(page.locator(".admin-users__list")).toContainText(email);
  await expectNoAxeViolations(page);

  const link = await invitationPath(email);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const invitee = await context.newPage();
  try {
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { name: "Einladung annehmen" })).toBeVisible();
    await expect(invitee.getByLabel("Ihr Name")).toHaveValue("Mia Neu");
    await expectNoAxeViolations(invitee);
    await screenshotsAt(invitee, SHOTS, "invitation", [1280, 375]);
    await tabTo(invitee, invitee.getByLabel("Passwort", { exact: true }));
    await invitee.keyboard.type(PASSWORD);
    await invitee.keyboard.press("Enter");
    await expect(invitee).toHaveURL(/\/admin\/login\/\?invited=1$/);
    await expect(invitee.getByRole("status").filter({ hasText: "Ihr Passwort" })).toContainText(
      "Ihr Passwort ist gespeichert.",
    );
    await expectNoAxeViolations(invitee);
    await tabTo(invitee, invitee.getByLabel("E-Mail-Adresse"));
    await invitee.keyboard.type(email);
    await tabTo(invitee, invitee.getByLabel("Passwort"));
    await invitee.keyboard.type(PASSWORD);
    await invitee.keyboard.press("Enter");
    await expect(invitee.getByRole("navigation", { name: "Verwaltung" }).first()).toBeAttached();
    const refused = await invitee.goto("/admin/settings/users/");
    expect(refused?.status()).toBe(403);
    await invitee.goto("/admin/settings/");
    await expect(invitee.getByRole("heading", { level: 2, name: "Benutzer" })).toBeVisible();
    await expect(invitee.getByRole("link", { name: "Benutzer", exact: true })).toHaveCount(0);

    // The link worked once.
    const again = await invitee.goto(link);
    expect(again?.status()).toBe(410);
    await expect(invitee.getByRole("alert")).toContainText("Dieser Einladungslink wurde bereits verwendet.");
    await expectNoAxeViolations(invitee);
  } finally {
    await context.close();
  }

  await page.reload();
  await expect(page.locator(`tr[data-user="${email}"]`)).toContainText("Shop-Manager");
});

test.describe("privacy and spam", () => {
  let before: Partial<Settings> = {};
  test.beforeAll(async () => {
    const settings = await withE2eDatabase(getSettings);
    before = {
      "consent.de.title": settings["consent.de.title"],
      "forms.submitsPerMinute": settings["forms.submitsPerMinute"],
    };
  });
  test.afterAll(() => setSettingValues(before));

  test("refuses an out-of-range limit, saves a banner title the storefront then shows", async ({
    page,
    browser,
  }) => {
    await signInOwner(page, await newOwner("administrator"), "/admin/settings/privacy/");
    await expect(page.getByRole("heading", { level: 1, name: "Datenschutz und Spam-Schutz" })).toBeVisible();
    await expect(page.getByText("Geheimer Schlüssel (CAPTCHA_TURNSTILE_SECRET): gesetzt")).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotsAt(page, SHOTS, "privacy", [1280, 375]);

    await typeInto(page, "Sendungen je Besucher und Minute", "0");
    await press(page, "Einstellungen speichern");
    await expect(page.getByRole("alert")).toContainText("Nicht gespeichert");
    await expect(page.getByText("mindestens 1 pro Minute")).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, "Sendungen je Besucher und Minute", "12");
    const title = page
      .getByRole("group", { name: "Texte auf Deutsch" })
      .getByLabel("Überschrift des Banners");
    await tabTo(page, title);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Kekse im Röstwerk");
    await press(page, "Einstellungen speichern");
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toContainText("Gespeichert");

    // A visitor who has not chosen yet (the project's storage state carries a consent choice).
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const visitor = await context.newPage();
      await visitor.goto("/");
      await expect(visitor.getByRole("region", { name: "Kekse im Röstwerk" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test("the profile lists the devices and creates an application password shown once", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/profile/");
  await expect(page.getByRole("heading", { name: "Angemeldete Geräte" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Angemeldete Geräte" })).toContainText("dieses Gerät");
  await typeInto(page, "Name", "Warenwirtschaft");
  await press(page, "Anlegen");
  const secret = page.locator(".admin-users__secret");
  await expect(secret).toHaveText(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "profile", [1280, 375]);
  await page.reload();
  await expect(page.locator(".admin-users__secret")).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: "Anwendungspasswort „Warenwirtschaft“ widerrufen" }),
  ).toBeVisible();
});
