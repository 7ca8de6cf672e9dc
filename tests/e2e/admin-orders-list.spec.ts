/**
 * The owner's orders list, by keyboard alone: find a customer's orders by name, narrow to a
 * status tab, sort, change two orders' status in one go, export the list as CSV; axe 0 and
 * screenshots at 1280, 768 and 375 px.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createCustomer, forceStatus, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { newOwner, signInOwner } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-orders-list";

async function shoot(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test("an owner finds, filters, sorts, bulk-changes and exports orders by keyboard", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const surname = `Brettschneider${Math.random().toString(36).slice(2, 7)}`;
  const ids = await withE2eDatabase(async (db) => {
    const made: number[] = [];
    for (const status of ["processing", "processing", "cancelled"]) {
      const c = await createCustomer(db);
      const product = await stockedProduct(db, 20);
      const o = await placeTestOrder(db, { userId: c.id, email: c.email, productId: product.id });
      await forceStatus(db, o.id, status);
      await db.execute(
        sql`update orders set billing = billing || ${JSON.stringify({ firstName: "Greta", lastName: surname })}::jsonb where id = ${o.id}`,
      );
      made.push(o.id);
    }
    return made;
  });
  const [a, b, cancelled] = ids as [number, number, number];
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/orders/");
  await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 1280, "list");

  // Search by the customer's name.
  await page.getByRole("searchbox", { name: "Suche" }).focus();
  await page.keyboard.type(surname.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${surname.toLowerCase()}`));
  const rows = page.locator(".admin-orders__table tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("3 Bestellungen")).toBeVisible();

  // The "In Bearbeitung" tab keeps the search.
  const tabs = page.getByRole("navigation", { name: "Status" });
  await tabs.getByRole("link", { name: /In Bearbeitung/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/status=processing/);
  await expect(rows).toHaveCount(2);
  await expect(tabs.getByRole("link", { name: /In Bearbeitung/ })).toHaveAttribute("aria-current", "page");

  // Sort by number: newest first, then oldest first.
  const numberHeader = page.getByRole("columnheader", { name: /^Bestellung/ });
  await numberHeader.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(numberHeader).toHaveAttribute("aria-sort", "descending");
  await expect(rows.first()).toContainText(`Nr. ${b}`);
  await numberHeader.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(numberHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText(`Nr. ${a}`);

  // Bulk change: tick both, choose "Abgeschlossen", apply.
  await page.getByLabel(`Bestellung ${a} auswählen`).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab"); // the order's link
  await page.getByLabel(`Bestellung ${b} auswählen`).focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel(`Bestellung ${b} auswählen`)).toBeChecked();
  await page.getByRole("combobox", { name: "Status ändern in" }).focus();
  await page.keyboard.type("Abg");
  await expect(page.getByRole("combobox", { name: "Status ändern in" })).toHaveValue("completed");
  await page.getByRole("button", { name: "Status ändern" }).focus();
  await page.keyboard.press("Enter");
  const report = page.getByRole("status").filter({ hasText: "geändert" });
  await expect(report).toContainText("2 geändert, 0 abgelehnt, 0 unverändert.");
  await expect(report).toContainText(`Bestellung ${a}: Status ist jetzt „Abgeschlossen“.`);
  await expect(rows).toHaveCount(0);
  await expectNoAxeViolations(page);

  // All tabs again, then the CSV of what is shown.
  await tabs.getByRole("link", { name: /^Alle/ }).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(3);
  const exportLink = page.getByRole("link", { name: "Als CSV exportieren" });
  await exportLink.focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFBestellnummer;")).toBe(true);
  const lines = csv.trimEnd().split("\r\n");
  expect(lines).toHaveLength(4);
  expect(lines.find((l) => l.startsWith(`${a};`))).toContain(";Abgeschlossen;Greta;");
  expect(lines.find((l) => l.startsWith(`${cancelled};`))).toContain(";Storniert;");

  await shoot(page, 768, "list");
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await shoot(page, 375, "list");
});
