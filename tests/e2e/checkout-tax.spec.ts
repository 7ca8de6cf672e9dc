/**
 * Taxes in a browser (issue 21 item 4): with the one-stop shop on, an Austrian consumer buys with
 * Austrian VAT and a German one with German VAT; an Austrian business with a VAT ID gets reverse
 * charge (the review, order-received); the Steuern settings screen by keyboard only, axe 0 on
 * every screen, screenshots at 1280 and 375 px in /tmp/shots-taxes/.
 */
import { expect, type Page, test } from "@playwright/test";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { addButtons, expectNoAxeViolations, setSettingValues, shopReady, wcAjax } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-taxes";
const DEFAULTS = {
  "tax.ossEnabled": false,
  "tax.priceMode": "gross-constant",
  "tax.businessFields": "off",
  "tax.reverseCharge": true,
};

// The specs change shop-wide tax settings: one by one, put back afterwards.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeAll(() =>
  setSettingValues({
    "checkout.ordersPerHour": 10000,
    "tax.ossEnabled": true,
    "tax.businessFields": "optional",
  }),
);
test.afterAll(() => setSettingValues(DEFAULTS));

async function checkoutWithOneProduct(page: Page) {
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
}

async function fillBilling(page: Page, country: "DE" | "AT") {
  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", country === "AT" ? "Graben 1" : "Lindenstraße 12");
  await page.fill("#billing_email", "erika@example.com");
  if (country === "AT") {
    const refreshed = page.waitForResponse((r) => wcAjax(r.url()) === "update_order_review");
    await page.selectOption("#billing_country", "AT");
    await refreshed;
  }
  await page.fill("#billing_postcode", country === "AT" ? "1010" : "10115");
  await page.fill("#billing_city", country === "AT" ? "Wien" : "Berlin");
}

async function placeByPrepayment(page: Page) {
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
}

// The first product may be coffee (7 % here, 10 % in Austria) or equipment (19 %, 20 %).
const GERMAN_VAT = /MwSt\. \((19|7) %\)/;
const AUSTRIAN_VAT = /MwSt\. \((20|10) %, AT\)/;
let reverseChargeOrder = 0;

const review = (page: Page) => page.locator(".woocommerce-checkout-review-order-table .order-total");
const orderTotal = (page: Page) => page.locator(".woocommerce-order-details .order-total");

test("with the one-stop shop on, Austria pays Austrian VAT and Germany German VAT", async ({ page }) => {
  await checkoutWithOneProduct(page);
  await expect(review(page)).toContainText(GERMAN_VAT);
  await fillBilling(page, "AT");
  await expect(review(page)).toContainText(AUSTRIAN_VAT);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "checkout-austria", [1280, 375]);
  await placeByPrepayment(page);
  await expect(orderTotal(page)).toContainText(AUSTRIAN_VAT);
  await expectNoAxeViolations(page);

  await checkoutWithOneProduct(page);
  await fillBilling(page, "DE");
  await expect(review(page)).toContainText(GERMAN_VAT);
  await expect(review(page)).not.toContainText("AT");
  await placeByPrepayment(page);
  await expect(orderTotal(page)).toContainText(GERMAN_VAT);
});

test("an Austrian business with a VAT ID gets reverse charge", async ({ page }) => {
  await checkoutWithOneProduct(page);
  await fillBilling(page, "AT");
  await page.fill("#billing_company", "Kaffeehaus Wien GmbH");
  const refreshed = page.waitForResponse((r) => wcAjax(r.url()) === "update_order_review");
  await page.getByLabel("USt-IdNr.").fill("ATU12345678");
  await refreshed;
  await expect(review(page)).toContainText("Steuerschuldnerschaft des Leistungsempfängers");
  await expect(review(page)).not.toContainText("enthält");
  await page.getByLabel("Käuferreferenz (z. B. Leitweg-ID)").fill("PO-4711");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "checkout-reverse-charge", [1280, 375]);
  await placeByPrepayment(page);
  reverseChargeOrder = Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);
  await expect(orderTotal(page)).toContainText("Steuerschuldnerschaft des Leistungsempfängers");
  await expect(page.locator(".tax-business-facts")).toContainText("ATU12345678");
  await expect(page.locator(".tax-business-facts")).toContainText("PO-4711");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "order-received-reverse-charge", [1280, 375]);
});

test("a malformed VAT ID is refused with a German message next to the field", async ({ page }) => {
  await checkoutWithOneProduct(page);
  await fillBilling(page, "AT");
  await page.fill("#billing_company", "Kaffeehaus Wien GmbH");
  await page.getByLabel("USt-IdNr.").fill("ATU123");
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await expect(page.locator("#billing_vat_id_field")).toContainText("kein gültiges Format");
  await expect(page).toHaveURL(/\/checkout\/$/);
});

test("the owner sees the reverse charge on the order and flags the VAT ID by keyboard", async ({ page }) => {
  expect(reverseChargeOrder).toBeGreaterThan(0);
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, `/admin/orders/${reverseChargeOrder}/`);
  const card = page.getByRole("region", { name: "Steuern" });
  await expect(card).toContainText("Reverse Charge");
  await expect(card).toContainText("ATU12345678");
  await expect(card).toContainText("PO-4711");
  await expectNoAxeViolations(page);
  await tabTo(page, card.getByRole("button", { name: "USt-IdNr. als ungültig markieren" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Die USt-IdNr. ist als ungültig markiert.")).toBeVisible();
  await expect(card).toContainText("Als ungültig markiert am");
  await expect(card.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "admin-order-tax", [1280, 375]);
});

test("the owner sets the taxes by keyboard", async ({ page }) => {
  await setSettingValues(DEFAULTS);
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Steuern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Steuern" })).toBeVisible();
  await expect(page.getByLabel("Regelsatz Österreich in Prozent")).toHaveValue("20");
  await expect(page.getByLabel("Ermäßigt Österreich in Prozent")).toHaveValue("10");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "settings-taxes", [1280, 375]);

  const oss = page.getByLabel("MwSt. des Lieferlands berechnen (One-Stop-Shop, OSS)");
  await tabTo(page, oss);
  await page.keyboard.press("Space");
  await expect(oss).toBeChecked();
  await tabTo(page, page.getByLabel("Preise bei der MwSt. eines anderen Landes"));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Preise bei der MwSt. eines anderen Landes")).toHaveValue("net-constant");
  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
  const saved = page.getByRole("status").filter({ hasText: "Gespeichert." });
  await expect(saved).toBeFocused();
  // Reverse charge is on by default, the business fields off: saved, with the reason it does nothing.
  await expect(saved).toContainText("Ohne USt-IdNr. gilt Reverse Charge für niemanden.");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "settings-taxes-saved", [1280, 375]);
  await page.reload();
  await expect(oss).toBeChecked();
  await expect(page.getByLabel("Preise bei der MwSt. eines anderen Landes")).toHaveValue("net-constant");
});
