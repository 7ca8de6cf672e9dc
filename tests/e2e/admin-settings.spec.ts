/**
 * The settings screens in a browser, by keyboard only (issue 21's pattern): the owner finds
 * Shop-Status in the overview, is refused a notice without a text, writes one and sees it on the
 * storefront. axe 0 on the overview, the form and its refusal; screenshots at 1280 and 375 px
 * in /tmp/shots-settings/.
 */
import { expect, test } from "@playwright/test";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-settings";
const NOTICE = "Rösttag am Freitag: Bestellungen bis 12 Uhr gehen am selben Tag raus.";

test("the owner writes a store notice by keyboard and sees it in the shop", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/settings/");
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "overview", [1280, 375]);

  await tabTo(page, page.getByRole("link", { name: "Shop-Status" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Shop-Status" })).toBeVisible();

  const enabled = page.getByLabel("Hinweis über dem Shop anzeigen");
  const text = page.getByLabel("Text des Hinweises");
  await tabTo(page, text);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  if (!(await enabled.isChecked())) {
    await tabTo(page, enabled);
    await page.keyboard.press("Space");
  }
  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Ein eingeschalteter Hinweis braucht einen Text.");
  await expect(refusal).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "status-refused", [1280, 375]);

  await tabTo(page, text);
  await page.keyboard.type(NOTICE);
  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
  const saved = page.getByRole("status").filter({ hasText: "Gespeichert." });
  await expect(saved).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "status-saved", [1280, 375]);

  await page.goto("/shop/");
  await expect(page.getByText(NOTICE)).toBeVisible();
});
