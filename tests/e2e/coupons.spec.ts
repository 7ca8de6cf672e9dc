/**
 * Coupons in the browser (issue 24): the owner creates one in the back office by keyboard only
 * (axe 0 on the list and the editor); a visitor applies and removes a coupon in the cart with
 * JavaScript (no page load: the totals and the discount row update, the notice is announced) and
 * without (the form posts, the page answers with the discount), and places one order with it
 * whose confirmation shows the discount row. Screenshots at 1280, 768 and 375 px go to
 * /tmp/shots-coupons/.
 */
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createCoupon } from "#modules/coupons/coupon-edit.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import {
  addButtons,
  addFirstProductWithoutJs,
  expectNoAxeViolations,
  setSetting,
  shopReady,
  wcAjax,
  withE2eDatabase,
} from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-coupons";
const WIDTHS = [1280, 768, 375] as const;
const tag = Date.now().toString(36);

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Every order of the browser suite comes from 127.0.0.1 (see checkout.spec.ts).
  await setSetting("checkout.ordersPerHour", "10000");
});

/** A published 10 % coupon made as the REST route would; its code. */
async function coupon(name: string): Promise<string> {
  const code = `${name}-${tag}`;
  await withE2eDatabase((db) =>
    createCoupon(db, { code, discount_type: "percent", amount: "10" }, { actor: { id: null, label: "e2e" } }),
  );
  return code;
}

/** A form's round trip (post, 303, the page's data again) on a busy two-core machine. */
const ROUND_TRIP = { timeout: 15_000 };
const discountRow = (page: Page, code: string) => page.locator("tr.cart-discount").filter({ hasText: code });
const total = (page: Page) => page.locator(".cart_totals tr.order-total td").textContent();

test("the owner creates a coupon by keyboard; list and editor pass axe", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner);
  await page
    .getByRole("navigation", { name: "Verwaltung" })
    .first()
    .getByRole("link", { name: "Gutscheine", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Gutscheine" })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole("link", { name: "Gutschein hinzufügen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Gutschein hinzufügen" })).toBeVisible();
  await tabTo(page, page.getByLabel("Gutscheincode"));
  await page.keyboard.type(`Herbst-${tag}`);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Rabattart")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("abc");
  await page.keyboard.press("Enter");
  // Refused at the field, the input kept.
  await expect(page.getByRole("alert").filter({ hasText: "Es wurde nichts gespeichert." })).toBeVisible();
  await expect(page.getByLabel("Gutscheinbetrag")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Bitte geben Sie einen Betrag ein, z. B. 10 oder 12,50.")).toBeVisible();
  await expect(page.getByLabel("Gutscheincode")).toHaveValue(`Herbst-${tag}`);
  await expectNoAxeViolations(page);

  await page.getByLabel("Gutscheinbetrag").focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("15");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Der Gutschein ist angelegt." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Gutschein „herbst-${tag}“`);
  await expect(page.getByText("0 Verwendungen, unbegrenzt")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "editor", WIDTHS);

  await page.goto(`/admin/coupons/?q=${tag}`);
  const row = page.getByRole("row").filter({ hasText: `herbst-${tag}` });
  await expect(row).toContainText("Prozentualer Rabatt");
  await expect(row).toContainText("15 %");
  await expect(row).toContainText("0 / ∞");
  await screenshotsAt(page, SHOTS, "list", WIDTHS);
});

test("with JavaScript a coupon is applied and removed in place; an order keeps it", async ({ page }) => {
  const code = await coupon("js");
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/cart/");
  await shopReady(page);
  const before = await total(page);
  // A page load would lose this mark: the coupon forms must answer in place.
  await page.evaluate(() => Object.assign(window, { couponMark: true }));

  await page.getByLabel("Gutschein:").fill(code.toUpperCase());
  await page.getByRole("button", { name: "Gutschein anwenden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Gutschein erfolgreich angewendet." })).toBeVisible(
    ROUND_TRIP,
  );
  await expect(discountRow(page, code)).toContainText("−");
  await expect.poll(() => total(page)).not.toBe(before);
  expect(await page.evaluate(() => "couponMark" in window)).toBe(true);
  // The discount row moved the update button under the resting pointer: its hover colour fading
  // in (white text on a transparent-to-brown background) is no state to measure contrast in.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "cart", WIDTHS);

  await page.getByRole("button", { name: `Gutschein „${code}“ entfernen` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Gutschein erfolgreich entfernt." })).toBeVisible(
    ROUND_TRIP,
  );
  await expect(discountRow(page, code)).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(before);
  expect(await page.evaluate(() => "couponMark" in window)).toBe(true);

  // Applied at the checkout, the order placed with it.
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#coupon_code_checkout").fill(code);
  await page.locator(".checkout-coupon").getByRole("button", { name: "Gutschein anwenden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Gutschein erfolgreich angewendet." })).toBeVisible(
    ROUND_TRIP,
  );
  await expect(discountRow(page, code)).toContainText("−");
  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", "erika@example.com");
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await screenshotsAt(page, SHOTS, "checkout", WIDTHS);
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  await expect(discountRow(page, code)).toContainText("−");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the coupon form posts and the cart answers with the discount; removed the same way", async ({
    page,
  }) => {
    const code = await coupon("nojs");
    await addFirstProductWithoutJs(page);
    await page.goto("/cart/");
    await page.getByLabel("Gutschein:").fill(` ${code} `);
    await page.getByRole("button", { name: "Gutschein anwenden" }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.locator(".woocommerce-message")).toContainText("Gutschein erfolgreich angewendet.");
    await expect(discountRow(page, code)).toContainText("−");
    await page.getByRole("button", { name: `Gutschein „${code}“ entfernen` }).click();
    await expect(page.locator(".woocommerce-message")).toContainText("Gutschein erfolgreich entfernt.");
    await expect(discountRow(page, code)).toHaveCount(0);
    await page.getByLabel("Gutschein:").fill("gibt-es-nicht");
    await page.getByRole("button", { name: "Gutschein anwenden" }).click();
    await expect(page.locator(".woocommerce-error")).toContainText(
      "Gutschein „gibt-es-nicht“ existiert nicht!",
    );
  });
});
