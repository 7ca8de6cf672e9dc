/**
 * The products screens in the browser (issue 23), keyboard only: the owner finds a product by
 * its SKU, opens it, changes its price and sees the new price in the shop; then raises every
 * product of a category by 10 % with the bulk edit; creates a product on "Neues Produkt" (a
 * refused empty title first) and previews the draft in the shop. axe finds nothing on list, editor
 * and the new-product screen; screenshots at 1280 and 375 px (768 too for the new-product screen)
 * go to /tmp/shots-products/.
 */
import { expect, test } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import { productCategories, productCategoryLinks, products } from "#db/schema/index.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-products";
const WIDTHS = [1280, 375] as const;
const run = Date.now().toString(36);
let categoryId: number;
const ids: number[] = [];

test.beforeAll(async () => {
  await withE2eDatabase(async (db) => {
    const [cat] = await db
      .insert(productCategories)
      .values({ slug: `e2e-bulk-${run}`, name: `E2E Bohnen ${run}` })
      .returning({ id: productCategories.id });
    categoryId = cat!.id;
    for (const [i, cents] of [1200, 850].entries()) {
      const [p] = await db
        .insert(products)
        .values({
          slug: `e2e-bohne-${i}-${run}`,
          name: `E2E Bohne ${i} ${run}`,
          sku: `E2E-${i}-${run}`.toUpperCase(),
          regularPriceCents: cents,
          sortPriceCents: cents,
          maxPriceCents: cents,
          manageStock: true,
          stockQuantity: 12,
        })
        .returning({ id: products.id });
      ids.push(p!.id);
      await db.insert(productCategoryLinks).values({ productId: p!.id, categoryId });
    }
  });
});

const price = (id: number) =>
  withE2eDatabase(
    async (db) => (await db.select().from(products).where(eq(products.id, id)))[0]!.regularPriceCents,
  );

test("products: find by SKU, change the price by keyboard, see it in the shop", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/products/");
  await expect(page.getByRole("heading", { level: 1, name: "Produkte" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Verwaltung" }).first().getByRole("link", { name: "Produkte" }),
  ).toHaveAttribute("aria-current", "page");

  const search = page.getByRole("searchbox", { name: "Suche" });
  await tabTo(page, search);
  await page.keyboard.type(`E2E-0-${run}`.toUpperCase());
  await page.keyboard.press("Enter");
  const rows = page.locator(".admin-products__table tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("12,00 €");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "products-list", WIDTHS);

  const open = rows.getByRole("link", { name: `E2E Bohne 0 ${run}`, exact: true });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: `Produkt bearbeiten: E2E Bohne 0 ${run}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "product-editor", WIDTHS);

  const field = page.getByLabel("Regulärer Preis (€, brutto)");
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("17,50");
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-notice[role=status]")).toContainText("Gespeichert.");
  await expect(field).toHaveValue("17,50");
  expect(await price(ids[0]!)).toBe(1750);

  // A bad value: the German message at the field, nothing saved. The save's revalidation must be
  // over first, or it puts the stored price back into the field after the bad one was typed.
  await page.waitForLoadState("networkidle");
  await field.fill("-5");
  await expect(field).toHaveValue("-5");
  await field.press("Enter");
  await expect(page.locator(".admin-notice[role=alert]")).toContainText(
    "Bitte korrigieren Sie die markierten Felder.",
    { timeout: 15_000 },
  );
  await expect(page.getByText("Bitte einen Preis in Euro angeben, z. B. 12,90.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "product-editor-error", WIDTHS);
  expect(await price(ids[0]!)).toBe(1750);

  await page.goto(`/product/e2e-bohne-0-${run}/`);
  await expect(page.locator("main")).toContainText("17,50");
});

test("products: bulk +10 % on a category", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, `/admin/products/?category=${categoryId}`);
  const rows = page.locator(".admin-products__table tbody tr");
  await expect(rows).toHaveCount(2);
  const before = await withE2eDatabase(async (db) =>
    (await db.select().from(products).where(inArray(products.id, ids))).map(
      (p) => [p.id, p.regularPriceCents!] as const,
    ),
  );

  const all = page.getByRole("checkbox", { name: "Alle Produkte dieser Seite auswählen" });
  await tabTo(page, all);
  await page.keyboard.press("Space");
  await expect(rows.getByRole("checkbox")).toHaveCount(2);
  for (const box of await rows.getByRole("checkbox").all()) await expect(box).toBeChecked();
  await page.getByLabel("Änderung").selectOption({ label: "Preis ändern um" });
  await page.getByLabel("Wert", { exact: true }).fill("10 %");
  await page.getByRole("button", { name: "Auf Auswahl anwenden" }).click();
  await expect(page.locator(".admin-notice[role=status]")).toContainText(
    "2 geändert, 0 unverändert, 0 übersprungen.",
  );
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "products-bulk", WIDTHS);
  const after = await withE2eDatabase(async (db) =>
    Object.fromEntries(
      (await db.select().from(products).where(inArray(products.id, ids))).map((p) => [
        p.id,
        p.regularPriceCents,
      ]),
    ),
  );
  for (const [id, cents] of before) expect(after[id]).toBe(Math.round(cents * 1.1));
});

test("products: Neues Produkt by keyboard, then the draft's preview in the shop", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/products/");
  const link = page.getByRole("link", { name: "Neues Produkt" });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Neues Produkt" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "product-new", [1280, 768, 375]);

  // Submitted without a title: the German message at the field, the price typed kept.
  const price = page.getByLabel("Regulärer Preis (€, brutto)");
  await tabTo(page, price);
  await page.keyboard.type("8,90");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bitte einen Titel angeben.")).toBeVisible();
  const title = page.getByLabel("Titel", { exact: true });
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Regulärer Preis (€, brutto)")).toHaveValue("8,90");
  await expectNoAxeViolations(page);

  await tabTo(page, title);
  await page.keyboard.type(`E2E Neu ${run}`);
  // The type by arrow keys (a radio group), back to "Einfaches Produkt".
  await tabTo(page, page.getByRole("radio", { name: /Einfaches Produkt/ }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Variables Produkt/ })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await tabTo(page, page.getByRole("button", { name: "Anlegen und weiter bearbeiten" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: `Produkt bearbeiten: E2E Neu ${run}` }),
  ).toBeVisible();
  await expect(page.locator(".admin-notice[role=status]")).toContainText("als Entwurf angelegt");

  const preview = page.getByRole("link", { name: /^Vorschau/ });
  await tabTo(page, preview);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Vorschau – nicht veröffentlicht")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `E2E Neu ${run}` })).toBeVisible();
});
