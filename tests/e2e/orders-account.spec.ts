/**
 * The customer's orders and the withdrawal button in the browser, with JavaScript: orders list,
 * view-order, withdrawal step 1 (prefilled from the order), step 2 and the answer; axe finds no
 * violations on any of them, at desktop and phone width.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { type Database, openDatabase } from "#db/client.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";

let database: Database;
let customer: { id: number; email: string };
let sepaOrderId: number;
let bacsOrderId: number;

test.beforeAll(async () => {
  // The server's own database and secret (the IBAN is encrypted with it), borrowed like the CLI does.
  database = await openDatabase({ dataDir: DATA_DIR, role: "cli" });
  const secret = process.env.LADEN_SECRET || readFileSync(join(DATA_DIR, "secret"), "utf8").trim();
  customer = await createCustomer(database.db);
  const product = await stockedProduct(database.db, 50);
  const common = { userId: customer.id, email: customer.email, productId: product.id, secret };
  sepaOrderId = (await placeTestOrder(database.db, { ...common, note: "Bitte klingeln" })).id;
  bacsOrderId = (await placeTestOrder(database.db, { ...common, paymentMethod: PAYMENT_METHOD_IDS.bacs })).id;
});

test.afterAll(async () => {
  await database?.pool.end();
});

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
}

async function signIn(page: Page) {
  await page.goto("/my-account/");
  await hydrated(page);
  await page.locator("#username").fill(customer.email);
  await page.locator("#password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("navigation", { name: "Kontobereich" })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`orders list and view-order are accessible at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);

    await page.getByRole("link", { name: "Bestellungen" }).click();
    await expect(page).toHaveURL(/\/my-account\/orders\/$/);
    await expect(page.getByRole("heading", { level: 2, name: "Bestellungen" })).toBeVisible();
    const bacsRow = page.locator("tr", { has: page.getByRole("link", { name: `#${bacsOrderId}` }) });
    await expect(
      bacsRow.getByRole("link", { name: `Bestellung ${bacsOrderId} jetzt bezahlen` }),
    ).toHaveAttribute("href", new RegExp(`^/checkout/order-pay/${bacsOrderId}/\\?key=wc_order_`));
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: `Bestellung ${sepaOrderId} anzeigen` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/view-order/${sepaOrderId}/$`));
    await expect(page.getByRole("heading", { level: 2, name: `Bestellung ${sepaOrderId}` })).toBeVisible();
    await expect(page.locator(".order-iban")).toHaveText(/^DE\*\* \*{4} \*{4} \*{4} \*{2}30 00$/);
    await expect(page.getByText("Bitte klingeln")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/my-account/view-order/${bacsOrderId}/`);
    await expect(page.getByRole("heading", { name: "Unsere Bankverbindung" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The footer always offers the withdrawal button.
    await expect(page.locator("footer").getByRole("link", { name: "Vertrag widerrufen" })).toHaveAttribute(
      "href",
      "/vertrag-widerrufen/",
    );
  });
}

test("withdrawing an order from view-order: prefilled, confirmed, answered, and the order marked", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/my-account/view-order/${sepaOrderId}/`);
  await hydrated(page);
  await page.locator(".order-actions").getByRole("link", { name: "Vertrag widerrufen" }).click();
  await expect(page).toHaveURL(new RegExp(`/vertrag-widerrufen/\\?order=${sepaOrderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Vertrag widerrufen" })).toBeVisible();
  await expect(page.getByLabel("Bestellnummer")).toHaveValue(String(sepaOrderId));
  await expect(page.getByLabel("E-Mail-Adresse der Bestellung")).toHaveValue(customer.email);
  await expectNoAxeViolations(page);

  // A mistake in step 1 is named at the field; the list of errors takes the focus.
  await page.getByLabel("Ihr Name").fill("");
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await expect(page.getByRole("alert")).toContainText("Bitte geben Sie Ihren Namen an.");
  await expectNoAxeViolations(page);
  await page.getByLabel("Ihr Name").fill("Erika Mustermann");
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Widerruf bestätigen" })).toBeVisible();
  await expect(page.getByText(`Vertrag über die Bestellung ${sepaOrderId}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Widerruf bestätigen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Ihr Widerruf ist eingegangen" })).toBeVisible();
  await expect(page.locator(".woocommerce-message[role=status]")).toContainText(
    new RegExp(`Bestellung ${sepaOrderId} am .* um \\d\\d:\\d\\d:\\d\\d Uhr`),
  );
  await expectNoAxeViolations(page);

  const { rows } = await database.pool.query<{ withdrawn_at: Date | null }>(
    "select withdrawn_at from orders where id = $1",
    [sepaOrderId],
  );
  expect(rows[0]!.withdrawn_at).not.toBeNull();
  await page.goto(`/my-account/view-order/${sepaOrderId}/`);
  await expect(page.locator(".order-withdrawn")).toContainText("Sie haben den Vertrag am");
});
