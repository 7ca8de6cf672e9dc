import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("shop listing", () => {
  test("shows products with prices and hydrates", async ({ page }) => {
    await page.goto("/shop/");
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    const cards = page.locator("ul.products > li.product");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    await expect(cards.first().locator(".price")).toContainText("€");
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  });

  test("sorting by price submits the form and keeps other arguments", async ({ page }) => {
    await page.goto("/shop/?foo=bar");
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.getByLabel("Sortierung").selectOption("price");
    await expect(page).toHaveURL(/orderby=price/);
    await expect(page).toHaveURL(/foo=bar/);
    // Back to the shop by its menu link (client-side): the default sort shows, nothing re-sorts.
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Shop" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.getByLabel("Sortierung")).toHaveValue("menu_order");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/shop/");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the sort form still works", async ({ page }) => {
    await page.goto("/shop/");
    await page.getByLabel("Sortierung").selectOption("price-desc");
    await page.getByRole("button", { name: "Sortieren" }).click();
    await expect(page).toHaveURL(/orderby=price-desc/);
    await expect(page.getByLabel("Sortierung")).toHaveValue("price-desc");
  });
});
