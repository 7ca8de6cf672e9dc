/**
 * The customers screens in the browser, keyboard only: find a customer by search, open them,
 * download the JSON export and open the readable one, then erase them with the e-mail
 * confirmation (a wrong address first). axe finds nothing on list, page and erasure step;
 * screenshots at 1280, 768 and 375 px go to /tmp/shots-customers/.
 */
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createCustomer, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { newOwner, signInOwner } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-customers";

async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("not reachable by Tab");
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let person: { id: number; email: string };
let orderId: number;

test.beforeAll(async () => {
  await withE2eDatabase(async (db) => {
    person = await createCustomer(db);
    await db.execute(sql`insert into user_addresses (user_id, kind, first_name, last_name, address_1, postcode, city, country)
      values (${person.id}, 'billing', 'Imke', 'Brodersen', 'Deichstraße 3', '25813', 'Husum', 'DE')`);
    const product = await stockedProduct(db, 20);
    orderId = (await placeTestOrder(db, { userId: person.id, email: person.email, productId: product.id }))
      .id;
  });
});

test("customers: find, open, export and erase with confirmation, keyboard only", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/customers/");
  await expect(page.getByRole("heading", { level: 1, name: "Kunden" })).toBeVisible();

  // Search by e-mail address, from the keyboard.
  const search = page.getByRole("searchbox", { name: "Suche" });
  await tabTo(page, search);
  await page.keyboard.type(person.email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(person.email).replace(/\./g, "\\.")}`));
  const row = page.locator(".admin-cust-table tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Imke Brodersen");
  await expect(row).toContainText("25813 Husum");
  await expectNoAxeViolations(page);
  await shots(page, "customers-list");

  const open = row.getByRole("link", { name: "Imke Brodersen" });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${person.id}/$`));
  await expect(page.getByRole("heading", { level: 1, name: "Imke Brodersen" })).toBeVisible();
  await expect(page.getByRole("link", { name: person.email })).toBeVisible();
  await expect(page.getByRole("link", { name: `#${orderId}` })).toHaveAttribute(
    "href",
    `/admin/orders/${orderId}/`,
  );
  await expectNoAxeViolations(page);
  await shots(page, "customer-page");

  // The JSON export downloads; the readable export opens as a page.
  const json = page.getByRole("link", { name: "Als JSON herunterladen" });
  await tabTo(page, json);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^kunde-${person.id}-daten-\\d{4}-\\d\\d-\\d\\d\\.json$`),
  );
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.account.email).toBe(person.email);
  expect(exported.orders.map((o: { id: number }) => o.id)).toContain(orderId);
  const html = page.getByRole("link", { name: "Als lesbare Seite öffnen" });
  await tabTo(page, html);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: `Datenauskunft Kunde #${person.id}` }),
  ).toBeVisible();
  await page.goBack();

  // Erase: the confirmation step refuses a wrong address, then erases.
  const erase = page.getByRole("link", { name: "Kunden löschen …" });
  await tabTo(page, erase);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kunden löschen");
  await expect(page.getByText("Betroffene Bestellungen: 1")).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = page.getByLabel("Zur Bestätigung die E-Mail-Adresse des Kunden eingeben");
  await tabTo(page, confirm);
  await page.keyboard.type("falsch@example.de");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("stimmt nicht mit der des Kunden überein");
  await expect(confirm).toHaveValue("falsch@example.de");
  await expectNoAxeViolations(page);
  await shots(page, "customer-erase");
  await confirm.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(person.email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/customers\/\?erased=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Der Kunde wurde gelöscht" })).toBeVisible();

  const left = await withE2eDatabase(async (db) => {
    const users = await db.execute(sql`select 1 from users where id = ${person.id}`);
    const orders = await db.execute<{ email: string; total_cents: number }>(
      sql`select email, total_cents from orders where id = ${orderId}`,
    );
    return { users: users.rows.length, order: orders.rows[0] };
  });
  expect(left.users).toBe(0);
  expect(left.order?.email).toBe(`geloescht-${orderId}@anonymisiert.invalid`);
  expect(left.order?.total_cents).toBeGreaterThan(0);
});
