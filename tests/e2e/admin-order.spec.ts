/**
 * The owner's order page in the browser, by keyboard: a SEPA order processed to completed with a
 * tracking number (the customer's mail queued once), a refund of one line with restock, and a
 * declared withdrawal that blocks completion until confirmed. axe finds nothing; screenshots at
 * 1280 and 768 px go to /tmp/shots-order-page/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { mailOutbox, orders, products } from "#db/schema/index.ts";
import { declareWithdrawal } from "#modules/orders/withdrawal.ts";
import { getSettings } from "#modules/settings/store.ts";
import { createCustomer, placeTestOrder, productStock, stockedProduct } from "../setup/orders-fixture.ts";
import { newOwner, signInOwner } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const SHOTS = "/tmp/shots-order-page";

type Placed = { orderId: number; productId: number; email: string };

/**
 * A customer's order of `quantity` units. `ownProduct`: of a product made for this test alone, so
 * its stock moves only by what this test does (the other worker's specs buy the demo's products).
 */
async function placeOrder(quantity: number, ownProduct = false): Promise<Placed> {
  const secret = process.env.LADEN_SECRET || readFileSync(join(DATA_DIR, "secret"), "utf8").trim();
  return withE2eDatabase(async (db) => {
    const customer = await createCustomer(db);
    const product = ownProduct ? await ownStockedProduct(db) : await stockedProduct(db, 50);
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      quantity,
      secret,
    });
    return { orderId: order.id, productId: product.id, email: customer.email };
  });
}

async function ownStockedProduct(db: Db): Promise<{ id: number }> {
  const slug = `e2e-erstattung-${Date.now().toString(36)}`;
  const [row] = await db
    .insert(products)
    .values({
      slug,
      name: "Erstattungsprobe",
      regularPriceCents: 1290,
      sortPriceCents: 1290,
      maxPriceCents: 1290,
      manageStock: true,
      stockQuantity: 50,
    })
    .returning({ id: products.id });
  return row!;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

/** Moves the focus with Tab alone until it reaches `target` (the keyboard-only path). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 250; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

const mailsFor = (key: string) =>
  withE2eDatabase((db) => db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key)));

test("an owner completes a SEPA order with a tracking number by keyboard; the customer's mail is queued once", async ({
  page,
}) => {
  const placed = await placeOrder(2);
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, `/admin/orders/${placed.orderId}/`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: `Bestellung ${placed.orderId}` })).toBeVisible();
  await expect(page.locator(".admin-order-iban")).toHaveText(/^DE\*\* \*{4} .*30 00$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/order-1280.png`, fullPage: true });

  const status = page.locator("#status-to");
  await tabTo(page, status);
  await page.keyboard.type("Abg");
  await expect(status).toHaveValue("completed");
  await page.keyboard.press("Tab");
  await page.keyboard.type("DHL");
  await expect(page.locator("#status-carrier")).toHaveValue("dhl");
  await page.keyboard.press("Tab");
  await expect(page.locator("#status-tracking")).toBeFocused();
  await page.keyboard.type("00340434161234567890");
  // Enter twice: a double submit sends one mail.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter").catch(() => undefined);
  // The second Enter may land after the first answer: "nichts geändert" then, never a second change.
  await expect(page.locator("#admin-main").getByRole("status")).toContainText(
    /auf „Abgeschlossen“ geändert|nichts geändert/,
  );
  await expect(page.locator(".admin-page__head .admin-badge")).toHaveText("Abgeschlossen");
  await expect(page.getByRole("link", { name: "DHL 00340434161234567890" })).toBeVisible();
  await expect
    .poll(async () => (await mailsFor(`order:${placed.orderId}:status:completed:customer`)).length)
    .toBe(1);
  const [mail] = await mailsFor(`order:${placed.orderId}:status:completed:customer`);
  expect(mail!.to).toBe(placed.email);
  expect(mail!.text).toContain("piececode=00340434161234567890");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 768, height: 1000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/order-completed-768.png`, fullPage: true });
});

test("a refund of one line with restock puts one unit back", async ({ page }) => {
  const placed = await placeOrder(2, true);
  const before = await withE2eDatabase((db) => productStock(db, placed.productId));
  const owner = await newOwner();
  await signInOwner(page, owner, `/admin/orders/${placed.orderId}/`);
  await hydrated(page);
  const qty = page.locator('input[name^="qty_"]');
  await tabTo(page, qty);
  await page.keyboard.press("Control+A");
  await page.keyboard.type("1");
  await page.keyboard.press("Tab"); // amount: empty = the unit's share
  await page.keyboard.press("Tab");
  await expect(page.locator('input[name^="restock_"]')).toBeFocused();
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Erstattung buchen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "erstattet" })).toBeVisible();
  await expect(page.getByText(/1 erstattet \(/)).toBeVisible();
  await expect.poll(() => withE2eDatabase((db) => productStock(db, placed.productId))).toBe(before! + 1);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 768, height: 1000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/order-refund-768.png`, fullPage: true });
});

test("a declared withdrawal shows on top and blocks completion until confirmed", async ({ page }) => {
  const placed = await placeOrder(1);
  await withE2eDatabase(async (db) => {
    const settings = await getSettings(db);
    await declareWithdrawal(
      db,
      { name: "Erika Mustermann", orderNumber: String(placed.orderId), email: placed.email },
      { settings, siteUrl: "http://127.0.0.1", lang: "de" },
    );
  });
  const owner = await newOwner();
  await signInOwner(page, owner, `/admin/orders/${placed.orderId}/`);
  await hydrated(page);
  const notice = page.getByRole("region", { name: "Widerruf erklärt" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Erika Mustermann");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/order-withdrawal-1280.png`, fullPage: true });

  const status = page.locator("#status-to");
  await tabTo(page, status);
  await page.keyboard.type("Abg");
  await expect(status).toHaveValue("completed");
  await tabTo(page, page.getByRole("button", { name: "Status ändern" }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("button", { name: "Ja, trotzdem abschließen" });
  await expect(confirm).toBeVisible();
  const row = () =>
    withE2eDatabase(
      async (db) => (await db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]!.status,
    );
  expect(await row()).toBe("processing");
  await expectNoAxeViolations(page);
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-page__head .admin-badge")).toHaveText("Abgeschlossen");
  expect(await row()).toBe("completed");
});
