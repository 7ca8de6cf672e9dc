/**
 * The menus screen by keyboard only (issue 25 item 3): a shop manager opens Menüs, switches to the
 * English main menu, adds a custom link, moves it up and
 * nests it under the entry before it (each move announced, the focus kept on the pressed button),
 * renames it, sees it as a sub-menu item in the storefront's header, and removes both again.
 * axe 0 on each state; screenshots at 1280 and 768 px in /tmp/shots-menus/.
 *
 * The English main menu, so the German storefront other tests read is never changed meanwhile.
 */
import { expect, type Page, test } from "@playwright/test";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-menus";

async function press(page: Page, role: "button" | "link", name: string) {
  await tabTo(page, page.getByRole(role, { name, exact: true }));
  await page.keyboard.press("Enter");
}

test("the English main menu edited by keyboard: add, move, nest, rename, remove", async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const label = `Rezepte ${stamp}`;
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/");
  await press(page, "link", "Menüs");
  await expect(page.getByRole("heading", { level: 1, name: "Menüs" })).toBeVisible();
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await press(page, "link", "Englisch");
  await page.waitForURL(/lang=en/);
  // The English menu is on the screen (the URL changes before its data has rendered).
  await expect(
    page.getByRole("heading", { level: 2, name: "Hauptmenü (Kopfzeile) · Englisch" }),
  ).toBeVisible();
  // The top level's entries (sub-items are in nested lists).
  const items = page.locator("ol.admin-tax-tree > li");
  const live = page.locator(".admin-tax__live");
  const before = await items.count();
  expect(before, "the demo's English main menu has entries").toBeGreaterThan(1);

  // A custom link, typed; it goes to the end.
  const addForm = page.locator("form", { has: page.getByRole("button", { name: "Link hinzufügen" }) });
  await tabTo(page, addForm.getByLabel("Beschriftung"));
  await page.keyboard.type(`Rezept ${stamp}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type("/en/blog/");
  await press(page, "button", "Link hinzufügen");
  await expect(page.getByText(`„Rezept ${stamp}“ ist hinzugefügt.`)).toBeVisible();
  await expect(items).toHaveCount(before + 1);
  await expect(items.last()).toHaveAttribute("data-menu-item", `Rezept ${stamp}`);
  await expectNoAxeViolations(page);

  // Up one place, announced, the focus kept on the button; then under the entry before it.
  const up = `Rezept ${stamp}: Nach oben`;
  await press(page, "button", up);
  await expect(live).toHaveText(`Rezept ${stamp} ist jetzt an Position ${before} von ${before + 1}.`);
  await expect(page.getByRole("button", { name: up })).toBeFocused();
  await expect(items.nth(before - 1)).toHaveAttribute("data-menu-item", `Rezept ${stamp}`);
  const parent = (await items.nth(before - 2).getAttribute("data-menu-item"))!;
  await page.keyboard.press("Alt+ArrowRight");
  await expect(live).toContainText(`Rezept ${stamp} ist jetzt unter ${parent}, Position`);
  await expect(
    page.locator(`[data-menu-item="${parent}"] .admin-tax-tree__children [data-menu-item="Rezept ${stamp}"]`),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "menus-nested", [1280, 768]);

  // Renamed in its inline form.
  await press(page, "link", `Rezept ${stamp} bearbeiten`);
  const editor = page.getByRole("form", { name: `Rezept ${stamp} bearbeiten` });
  const name = editor.getByLabel("Beschriftung");
  await tabTo(page, name);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(label);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`„${label}“ ist gespeichert.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The storefront's English header shows it as a sub-menu item of its parent.
  const visitor = await page.context().newPage();
  await visitor.goto("/en/");
  const sub = visitor
    .locator("header li.has-submenu", { has: visitor.getByRole("link", { name: parent, exact: true }) })
    .locator(".sub-menu");
  // The submenu is closed (hidden) until its button opens it.
  await expect(sub.locator("a", { hasText: label })).toHaveAttribute("href", "/en/blog/");
  await visitor.close();

  // Removed again: the menu as it was.
  await press(page, "button", `${label} entfernen`);
  await expect(page.getByText(`„${label}“ ist entfernt.`)).toBeVisible();
  await expect(items).toHaveCount(before);
  await expectNoAxeViolations(page);
});
