/**
 * The redirects screen in the browser (issue 23 item 6): the owner reaches "Weiterleitungen" from
 * the navigation, creates a 301 by keyboard only, follows it as a visitor would, and is refused a
 * loop with the German message at the field; axe finds nothing on the list, with and without the
 * error. The product editor's "Bestandsverlauf" card (item 7) is looked at too. Screenshots at
 * 1280 and 375 px go to /tmp/stock-shots/.
 */
import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import { products } from "#db/schema/index.ts";
import { updateProduct } from "#modules/catalog/product-edit.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/stock-shots";
const WIDTHS = [1280, 375] as const;
const tag = `e2e${Date.now().toString(36)}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test("redirects: create one by keyboard, its 301, a loop refused at the field", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner);
  await page
    .getByRole("navigation", { name: "Verwaltung" })
    .first()
    .getByRole("link", { name: "Weiterleitungen" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Weiterleitungen" })).toBeVisible();

  // Keyboard only: Tab to the old address, type, Tab to the target, type, Enter.
  await tabTo(page, page.getByLabel("Alte Adresse"));
  await page.keyboard.type(`/${tag}-alter-shop`);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Ziel")).toBeFocused();
  await page.keyboard.type("/shop/");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Die Weiterleitung ist angelegt." })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `/${tag}-alter-shop/` });
  await expect(row).toContainText("/shop/");
  await expect(row).toContainText("Von Hand");

  // A loop: /shop/ → the old address would lead back to /shop/.
  await page.getByLabel("Alte Adresse").fill("/shop/");
  await page.getByLabel("Ziel").fill(`/${tag}-alter-shop/`);
  await page.getByRole("button", { name: "Weiterleitung anlegen" }).click();
  await expect(page.getByRole("alert")).toContainText("Es wurde nichts gespeichert.");
  await expect(page.getByLabel("Ziel")).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Das Ziel leitet zurück auf die alte Adresse: Das wäre eine Schleife."),
  ).toBeVisible();
  await expect(page.getByLabel("Ziel")).toHaveValue(`/${tag}-alter-shop/`);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "redirects-loop", WIDTHS);

  // The edit page, reached by keyboard from the row.
  await tabTo(page, row.getByRole("link", { name: "bearbeiten" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Weiterleitung bearbeiten" })).toBeVisible();
  await expect(page.getByLabel("Alte Adresse")).toHaveValue(`/${tag}-alter-shop/`);
  await expectNoAxeViolations(page);

  // A visitor's old link answers 301 to the shop (the query string passed on).
  const followed = await page.request.get(`/${tag}-alter-shop/?ref=alt`, { maxRedirects: 0 });
  expect(followed.status()).toBe(301);
  expect(followed.headers().location).toBe("/shop/?ref=alt");
});

test("the product editor shows the stock history", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  const id = await withE2eDatabase(async (db) => {
    const [row] = await db
      .select({ id: products.id, stock: products.stockQuantity })
      .from(products)
      .where(and(eq(products.status, "publish"), eq(products.type, "simple"), eq(products.manageStock, true)))
      .orderBy(asc(products.id))
      .limit(1);
    await updateProduct(
      db,
      row!.id,
      { stockQuantity: (row!.stock ?? 0) + 12 },
      { actor: { id: owner.id, label: owner.email } },
    );
    return row!.id;
  });
  await signInOwner(page, owner, `/admin/products/${id}/`);
  const card = page.getByRole("region", { name: "Bestandsverlauf" });
  await expect(card.getByRole("row").nth(1)).toContainText("+12");
  await expect(card).toContainText("Bearbeitet");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "stock-history", WIDTHS);
});
