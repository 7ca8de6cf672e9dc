/**
 * The Versand screen in a browser, by keyboard only (issue 21, item 3): the owner opens the
 * "EU-Ausland" zone, is refused an amount that is no amount, then adds France; France is then in
 * the checkout's country list with that zone's flat rate, and on the shipping page's table.
 * axe 0 on the list, the zone form and its refusal; screenshots at 1280 and 375 px in
 * /tmp/shots-shipping/.
 */
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { addButtons, expectNoAxeViolations, shopReady, wcAjax, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-shipping";

test.afterAll(async () => {
  // The e2e database is shared by every spec: France goes again, as the migration left the zones.
  await withE2eDatabase((db) =>
    db.execute(
      sql`update shipping_zones set countries = array_remove(countries, 'FR') where 'FR' = any(countries)`,
    ),
  );
});

test("the owner adds France to a zone by keyboard; checkout and the shipping page offer it", async ({
  page,
}) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Versand", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Versand" })).toBeVisible();
  const table = page.locator(".admin-shipping__table");
  await expect(table).toContainText("EU-Ausland");
  await expect(table).toContainText("Pauschale · 12,90 € · DHL");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "zones", [1280, 375]);

  await tabTo(page, page.getByRole("link", { name: "Zone „EU-Ausland“ bearbeiten" }));
  await page.keyboard.press("Enter");
  const cost = page.locator("#method-0-cost");
  await expect(cost).toHaveValue("12,90");
  await expectNoAxeViolations(page);

  // A typo is refused with the reason, nothing saved, the typed value kept.
  await tabTo(page, cost);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("12,9x");
  await tabTo(page, page.getByRole("button", { name: "Zone speichern" }));
  await page.keyboard.press("Enter");
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Nicht gespeichert");
  await expect(refusal).toBeFocused();
  await expect(page.getByText("Bitte einen Betrag wie 4,90 eingeben")).toBeVisible();
  await expect(cost).toHaveValue("12,9x");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "zone-refused", [1280, 375]);

  await tabTo(page, cost);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("12,90");
  const france = page.getByRole("checkbox", { name: "Frankreich", exact: true });
  await tabTo(page, france);
  await page.keyboard.press("Space");
  await expect(france).toBeChecked();
  await screenshotsAt(page, SHOTS, "zone-form", [1280, 375]);
  await tabTo(page, page.getByRole("button", { name: "Zone speichern" }));
  await page.keyboard.press("Enter");
  const saved = page.getByRole("status").filter({ hasText: "Gespeichert." });
  await expect(saved).toBeFocused();
  await expect(table).toContainText("Österreich, Frankreich");

  // The shop: France in the checkout's country list, with the zone's flat rate.
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("#billing_country option[value='FR']")).toHaveText("Frankreich");
  const review = page.waitForResponse((r) => wcAjax(r.url()) === "update_order_review");
  await page.selectOption("#billing_country", "FR");
  await review;
  await expect(page.locator("#shipping_method_0_flat_rate4 + label")).toContainText("12,90");

  await page.goto("/versand-und-zahlung/");
  const prices = page.locator(".laden-shipping-table");
  await expect(prices.getByRole("rowheader", { name: "Österreich, Frankreich" })).toBeVisible();
  await expect(prices).toContainText("12,90 €");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "shipping-page", [1280, 375]);
});
