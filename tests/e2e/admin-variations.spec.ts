/**
 * Variable products in the browser (issue 23): the owner creates the global attributes Größe (3
 * terms) and Mahlgrad (2 terms) on the attributes screen by keyboard, makes a coffee variable,
 * adds both attributes, generates its 6 variations, sets their prices and publishes it; a visitor
 * then buys one variation and sees it in the cart at its price. axe finds nothing on either
 * screen; screenshots at 1280, 768 and 375 px go to /tmp/variations-shots/.
 */
import { expect, type Page, test } from "@playwright/test";
import { products } from "#db/schema/index.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/variations-shots";
const WIDTHS = [1280, 768, 375] as const;
const run = Date.now().toString(36);
const SIZE = `Größe ${run}`;
const GRIND = `Mahlgrad ${run}`;
const slug = `e2e-variabler-kaffee-${run}`;
let productId: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A new product as the owner starts it: a draft (creating products is another screen).
  productId = await withE2eDatabase(async (db) => {
    const [p] = await db
      .insert(products)
      .values({ slug, name: `E2E Variabler Kaffee ${run}`, status: "draft", regularPriceCents: 1290 })
      .returning({ id: products.id });
    return p!.id;
  });
});

async function submitAndWait(page: Page, button: ReturnType<Page["getByRole"]>, notice: string | RegExp) {
  await button.press("Enter");
  await expect(page.locator(".admin-notice--success")).toContainText(notice);
}

let owner: { email: string };

test("the owner creates the attributes Größe (3 terms) and Mahlgrad (2 terms) by keyboard", async ({
  page,
}) => {
  owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/products/attributes/");
  await expect(page.getByRole("heading", { level: 1, name: "Eigenschaften" })).toBeVisible();

  for (const [name, terms] of [
    [SIZE, ["250 g", "500 g", "1 kg"]],
    [GRIND, ["Bohne", "Filter"]],
  ] as const) {
    const field = page.getByLabel("Name", { exact: true });
    await tabTo(page, field);
    await page.keyboard.type(name);
    await page.getByRole("button", { name: "Eigenschaft anlegen" }).press("Enter");
    await expect(page.getByRole("region", { name })).toBeVisible();
    for (const term of terms) {
      const input = page.getByLabel(`Neuer Wert für ${name}`);
      await input.fill(term);
      await input.press("Enter");
      await expect(page.getByRole("region", { name }).getByText(term, { exact: true })).toBeVisible();
    }
  }
});

test("the attributes screen: axe finds nothing; screenshots", async ({ page }) => {
  await signInOwner(page, owner, "/admin/products/attributes/");
  await expect(page.getByRole("region", { name: GRIND }).getByText("Filter", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "attributes", WIDTHS);
});

test("the owner makes the coffee variable with both attributes, 6 variations and their prices", async ({
  page,
}) => {
  await signInOwner(page, owner, `/admin/products/${productId}/`);
  const link = page.getByRole("link", { name: "Variationen und Eigenschaften" });
  await expect(link).toHaveAttribute("href", `/admin/products/${productId}/variations/`);
  await page.goto(`/admin/products/${productId}/variations/`);
  await page.getByLabel("Produktart").selectOption("variable");
  await submitAndWait(page, page.getByRole("button", { name: "Produktart speichern" }), "gespeichert");

  for (const name of [SIZE, GRIND]) {
    await page.getByLabel("Globale Eigenschaft hinzufügen").selectOption({ label: name });
    await page.getByRole("button", { name: "Eigenschaften speichern" }).press("Enter");
    await expect(page.getByRole("group", { name: `${name} (Globale Eigenschaft)` })).toBeVisible();
  }

  const price = page.getByLabel("Preis der neuen Variationen (€)");
  await price.fill("12,90");
  await submitAndWait(
    page,
    page.getByRole("button", { name: "Alle Kombinationen erzeugen" }),
    "6 Variationen erzeugt, 0 vorhandene übersprungen.",
  );
  const rows = page.locator(".admin-variations__table tbody tr");
  await expect(rows).toHaveCount(6);

  // 500 g at 22,90 €, 1 kg at 39,90 €; each field named by its variation for screen readers.
  for (const [size, euros] of [
    ["500 g", "22,90"],
    ["1 kg", "39,90"],
  ] as const)
    for (const grind of ["Bohne", "Filter"])
      await page.getByRole("textbox", { name: `Preis (€) von ${size} · ${grind}`, exact: true }).fill(euros);
  await page.getByRole("textbox", { name: `Artikelnummer von 500 g · Filter` }).fill(`E2E-500-F-${run}`);
  await submitAndWait(
    page,
    page.getByRole("button", { name: "Variationen speichern" }),
    "4 Variationen gespeichert.",
  );
  await expect(page.getByRole("textbox", { name: "Preis (€) von 1 kg · Filter", exact: true })).toHaveValue(
    "39,90",
  );
});

test("the variations screen: axe finds nothing; screenshots", async ({ page }) => {
  await signInOwner(page, owner, `/admin/products/${productId}/variations/`);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "variations", WIDTHS);
});

test("the owner publishes the coffee in the editor", async ({ page }) => {
  await signInOwner(page, owner, `/admin/products/${productId}/variations/`);
  // Publish in the editor.
  await page.getByRole("link", { name: "Zurück zum Produkt" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("publish");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator(".admin-notice--success")).toHaveText("Gespeichert.");
});

test("a visitor buys the 500 g Filter variation at its price", async ({ page }) => {
  await page.goto(`/product/${slug}/`);
  await expect(page.locator(".legacy-itemprop-offers .price")).toContainText("12,90 €");
  await expect(page.locator(".legacy-itemprop-offers .price")).toContainText("39,90 €");
  await page.getByLabel(SIZE).selectOption("500 g");
  await page.getByLabel(GRIND).selectOption("Filter");
  await expect(page.locator(".single_variation .price")).toHaveText("22,90 €");
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.locator(".woocommerce-message")).toContainText("500 g, Filter");
  await page.goto("/cart/");
  const line = page.locator(".cart_item", { hasText: `E2E Variabler Kaffee ${run}` });
  await expect(line).toContainText("500 g");
  await expect(line).toContainText("22,90 €");
});
