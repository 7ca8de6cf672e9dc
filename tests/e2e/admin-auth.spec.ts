/**
 * The owner's way in (issue 20), in the browser: sign-in by keyboard alone, the idle expiry's
 * password dialog that keeps what the owner typed, TOTP set-up with a QR code and the code step
 * at the next sign-in, the first-owner setup page; axe on each, screenshots at 375/768/1280 px.
 */
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import { generate } from "otplib";
import { rateLimits, users } from "#db/schema/index.ts";
import { issueSetupToken } from "#modules/owner-auth/first-owner.ts";
import { newOwner, signInOwner, TEST_PASSWORD } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

test.describe.configure({ mode: "serial" });

// Every browser here signs in from 127.0.0.1: earlier runs' deliberate failures must not add up
// to this run's IP limit (the limit itself is tested over HTTP).
test.beforeAll(() => withE2eDatabase((db) => db.delete(rateLimits)));

const SHOTS = "/tmp/shots-auth";
mkdirSync(SHOTS, { recursive: true });

async function shots(page: Page, name: string, widths = [375, 768, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an owner signs in by keyboard alone; the shell works at a phone's width without JavaScript menus", async ({
  page,
}) => {
  const owner = await newOwner("shop_manager");
  await page.goto("/admin/login/?next=/admin/");
  await expect(page.getByRole("heading", { name: "Anmeldung zur Verwaltung" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "login");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-Mail-Adresse")).toBeFocused();
  await page.keyboard.type(owner.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("falsch-falsch");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Anmeldedaten falsch");
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(owner.email);
  await page.getByLabel("Passwort").focus();
  await page.keyboard.type(TEST_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("heading", { name: "Übersicht" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "dashboard");

  // At 375 px the navigation is a <details> menu.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByText("Menü", { exact: true }).click();
  await page.locator(".admin-header__menu").getByRole("link", { name: "Bestellungen" }).waitFor();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/menu-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sign out from the header.
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/login\/\?loggedout=1$/);
  await expect(page.getByRole("status")).toContainText("Sie wurden abgemeldet");
});

test("after 30 idle minutes the password is asked in place and the typed text stays", async ({ page }) => {
  const owner = await newOwner();
  await page.clock.install();
  await signInOwner(page, owner, "/admin/profile/");
  await expectNoAxeViolations(page);
  await shots(page, "profile");
  const name = page.getByLabel("Anzeigename");
  await name.fill("Lager Nord");
  await page.clock.fastForward("31:00");
  await page.getByRole("button", { name: "Speichern" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Sitzung abgelaufen" });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel("Passwort");
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/reauth-1280.png` });
  await password.fill("falsch-falsch");
  await password.press("Enter");
  await expect(dialog.getByRole("alert")).toContainText("Das Passwort stimmt nicht");
  await password.fill(TEST_PASSWORD);
  await password.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue("Lager Nord");
  await expect(page.getByRole("button", { name: "Speichern" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Profil gespeichert.")).toBeVisible();
  await expect(page.locator(".admin-header__who")).toContainText("Lager Nord");
});

test("an owner sets up two-factor with the QR code's key and then signs in with a code", async ({ page }) => {
  const owner = await newOwner();
  await signInOwner(page, owner, "/admin/profile/");
  await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung einrichten" }).click();
  await expect(page.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
  const secret = (await page.locator(".admin-profile__secret").textContent())!.trim();
  await expectNoAxeViolations(page);
  await shots(page, "profile-totp", [768, 1280]);
  await page.getByLabel("Code", { exact: true }).fill(await generate({ secret }));
  await page.getByRole("button", { name: "Code bestätigen" }).click();
  await expect(page.getByText("Die Zwei-Faktor-Anmeldung ist aktiv.")).toBeVisible();
  await expect(page.locator(".admin-profile__codes li")).toHaveCount(10);

  await page.getByRole("button", { name: "Abmelden" }).click();
  await page.getByLabel("E-Mail-Adresse").fill(owner.email);
  await page.getByLabel("Passwort").fill(TEST_PASSWORD);
  await page.getByLabel("Passwort").press("Enter");
  await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();
  await expect(page.getByLabel("Code")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel("Code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByLabel("Code").press("Enter");
  await expect(page.getByRole("heading", { name: "Übersicht" })).toBeVisible();
});

test("the first-owner setup page creates an administrator", async ({ page }) => {
  // A shop without administrators for the length of this test (this file runs serially).
  const demoted = await withE2eDatabase(async (db) =>
    (
      await db
        .update(users)
        .set({ role: "customer" })
        .where(eq(users.role, "administrator"))
        .returning({ id: users.id })
    ).map((r) => r.id),
  );
  try {
    const token = issueSetupToken(process.env.E2E_DATA_DIR ?? "./data/e2e");
    await page.goto(`/admin/setup/?token=${token}`);
    await expect(page.getByRole("heading", { name: "Ersten Administrator anlegen" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shots(page, "setup", [375, 1280]);
    await page.getByLabel("E-Mail-Adresse").fill(`erst-${Date.now()}@example.de`);
    await page.getByLabel("Passwort").fill("kurz");
    await page.getByRole("button", { name: "Administrator anlegen" }).click();
    await expect(page.getByText("mindestens 10 Zeichen lang")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Passwort").fill("ein-sehr-langes-passwort");
    await page.getByRole("button", { name: "Administrator anlegen" }).click();
    await expect(page.getByRole("heading", { name: "Übersicht" })).toBeVisible();
  } finally {
    if (demoted.length > 0)
      await withE2eDatabase((db) =>
        db.update(users).set({ role: "administrator" }).where(inArray(users.id, demoted)),
      );
  }
});
