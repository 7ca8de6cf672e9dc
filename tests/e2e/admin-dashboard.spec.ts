/**
 * The dashboard in the browser: an owner reaches the figures by keyboard, each number is a link to
 * the orders list filtered to what it counts (the list's query-string contract), the chart's
 * table opens from the keyboard, axe finds nothing, and it stays usable on a phone (375 px: no
 * horizontal scrolling). Screenshots at 1280, 768 and 375 px go to /tmp/shots-customers/.
 */

import { expect, type Locator, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { addDays, berlinDay } from "#modules/reports/berlin-days.ts";
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

test.beforeAll(async () => {
  await withE2eDatabase(async (db) => {
    const customer = await createCustomer(db);
    const product = await stockedProduct(db, 20);
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
    });
    const held = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
    });
    await db.execute(sql`update orders set status = 'on-hold' where id = ${held.id}`);
    return order.id;
  });
});

test("dashboard: every number links to its list, keyboard only, axe clean, usable on a phone", async ({
  page,
}) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  const today = berlinDay(new Date());

  const todayCard = page.locator(".admin-dash-period", { has: page.getByRole("heading", { name: "Heute" }) });
  for (const link of await todayCard.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", `/admin/orders/?from=${today}&to=${today}`);
  }
  const week = page.locator(".admin-dash-period", {
    has: page.getByRole("heading", { name: "Letzte 7 Tage" }),
  });
  await expect(week.getByRole("link").first()).toHaveAttribute(
    "href",
    `/admin/orders/?from=${addDays(today, -6)}&to=${today}`,
  );
  const action = (label: string) => page.locator(".admin-dash-list li", { hasText: label }).getByRole("link");
  await expect(action("Brauchen Aufmerksamkeit")).toHaveAttribute(
    "href",
    "/admin/orders/?status=needs-action",
  );
  await expect(action("In Wartestellung")).toHaveAttribute("href", "/admin/orders/?status=on-hold");
  await expect(action("In Bearbeitung")).toHaveAttribute("href", "/admin/orders/?status=processing");
  await expect(action("Mit Widerruf")).toHaveAttribute("href", "/admin/orders/?withdrawal=1");
  expect(Number(await action("In Wartestellung").textContent())).toBeGreaterThanOrEqual(1);

  // The chart's table alternative, opened from the keyboard; each day's count links to that day.
  const summary = page.getByText("Als Tabelle anzeigen");
  await tabTo(page, summary);
  await page.keyboard.press("Enter");
  const todayRow = page.locator(".admin-dash-chart__table tbody tr").first();
  await expect(todayRow.getByRole("link")).toHaveAttribute(
    "href",
    `/admin/orders/?from=${today}&to=${today}`,
  );
  await expect(page.getByRole("img", { name: "Umsatz der letzten 30 Tage" })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);

  // Keyboard to the orders that need action: the orders list opens with the filter in the URL.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/");
  await tabTo(page, action("Brauchen Aufmerksamkeit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/orders\/\?status=needs-action$/);
});
