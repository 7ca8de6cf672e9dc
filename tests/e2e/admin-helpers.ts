/**
 * Back-office browser tests: an owner made in the e2e server's database and signed in through the
 * browser. Every admin spec signs in through `signInOwner`, so the owner sign-in flow can change
 * here once.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, type OwnerRole } from "../setup/owner-fixture.ts";
import { withE2eDatabase } from "./shop-helpers.ts";

export { TEST_PASSWORD };

export async function newOwner(role: OwnerRole = "administrator"): Promise<{ id: number; email: string }> {
  return withE2eDatabase((db) => createOwner(db, role));
}

/** Signs the owner in and lands on `path` (the dashboard by default), the admin frame visible. */
export async function signInOwner(page: Page, owner: { email: string }, path = "/admin/"): Promise<void> {
  await page.goto(`/admin/login/?next=${encodeURIComponent(path)}`);
  await page.getByLabel("E-Mail-Adresse").fill(owner.email);
  await page.getByLabel("Passwort").fill(TEST_PASSWORD);
  await page.getByLabel("Passwort").press("Enter");
  await expect(page.getByRole("navigation", { name: "Verwaltung" }).first()).toBeAttached();
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
export async function tabTo(page: Page, target: Locator, maxPresses = 160): Promise<void> {
  // A target that is not on the page fails here, by name, instead of waiting out the test.
  await expect(target).toBeAttached();
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("Tab never reached the element");
}

/**
 * Full-page screenshots of the current screen at each width into `dir` (`NAME-WIDTH.png`), after
 * checking that the page itself never scrolls sideways (wide tables scroll inside their card).
 */
export async function screenshotsAt(
  page: Page,
  dir: string,
  name: string,
  widths: readonly number[],
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
