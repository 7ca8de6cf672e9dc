/**
 * The menus screen in the browser (issue 25 item 3), keyboard only: add a custom link to the
 * German main menu, move it up with its button and Alt + arrow keys (each move announced in the
 * live region, the focus staying on the moved item), nest it under "Blog", rename it, see it in
 * the storefront header's Blog submenu, remove it again (the shared shop's menu as before); axe
 * finds nothing. Screenshots at 1280 and 768 px go to /tmp/shots-menus/.
 */
import { expect, test } from "@playwright/test";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-menus";
const run = Date.now().toString(36);
const label = `Röstkurs ${run}`;
const renamed = `Röstkurse ${run}`;

test("menus: edit the main menu by keyboard only and see it on the storefront", async ({ page }) => {
  test.setTimeout(240_000);
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/menus/");
  await expect(page.getByRole("heading", { level: 1, name: "Menüs" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Hauptmenü (Kopfzeile) · Deutsch" }),
  ).toBeVisible();
  const live = page.locator(".admin-tax__live");

  // Add a custom link: Tab to the add form's label, type, Tab to the address, Enter submits.
  const labelField = page.locator("#menu-new-label");
  await tabTo(page, labelField, 300);
  await page.keyboard.type(label);
  await page.keyboard.press("Tab");
  await expect(page.locator("#menu-new-url")).toBeFocused();
  await page.keyboard.type(`/kontakt/?von=${run}`);
  await page.keyboard.press("Enter");
  await expect(live).toHaveText(`„${label}“ ist hinzugefügt.`);
  const row = page.locator(`li[data-menu-item="${label}"]`);
  await expect(row).toBeVisible();

  // Move it up with its button: announced, the focus stays on the button.
  const up = page.getByRole("button", { name: `${label}: Nach oben` });
  await page.getByRole("link", { name: `${label} bearbeiten` }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(live).toHaveText(`${label} ist jetzt an Position 4 von 5.`);
  await expect(up).toBeFocused();
  // Alt + ↑ once more (between Blog and Über uns), Alt + → nests it under Blog.
  await page.keyboard.press("Alt+ArrowUp");
  await expect(live).toHaveText(`${label} ist jetzt an Position 3 von 5.`);
  await page.keyboard.press("Alt+ArrowRight");
  await expect(live).toHaveText(`${label} ist jetzt unter Blog, Position 1 von 1.`);
  await expect(page.getByRole("button", { name: `${label}: Unterordnen` })).toBeFocused();
  // Two levels in the header: nothing can go under it.
  await expect(page.getByRole("button", { name: `${label}: Unterordnen` })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "menus", [1280, 768]);

  // Rename it: its "Bearbeiten" link opens the form in place.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: `${label} bearbeiten` })).toBeFocused();
  await page.keyboard.press("Enter");
  const editLabel = page.getByRole("form", { name: `${label} bearbeiten` }).getByLabel("Beschriftung");
  await expect(editLabel).toBeVisible();
  await tabTo(page, editLabel, 20);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(renamed);
  await page.keyboard.press("Enter");
  await expect(live).toHaveText(`„${renamed}“ ist gespeichert.`);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "menus-edit", [1280]);

  // The storefront's header: the link is in Blog's submenu.
  await page.goto("/");
  const header = page.locator("header").first();
  const link = header.locator(`a[href="/kontakt/?von=${run}"]`).first();
  await expect(link).toHaveText(renamed);
  const blogItem = link.locator("xpath=ancestor::li[last()]");
  await expect(blogItem.locator("a").first()).toHaveText("Blog");

  // Remove it again by keyboard: the shared shop's menu is as before.
  await page.goto("/admin/menus/");
  const remove = page.getByRole("button", { name: `${renamed} entfernen` });
  await page.getByRole("link", { name: `${renamed} bearbeiten` }).focus();
  await page.keyboard.press("Tab");
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(live).toHaveText(`„${renamed}“ ist entfernt.`);
  await page.goto("/");
  await expect(page.locator(`header a[href="/kontakt/?von=${run}"]`)).toHaveCount(0);
});
