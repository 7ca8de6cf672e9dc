/**
 * The Zahlung group in a browser, by keyboard only (issue 21 item 5): a shop manager switches
 * cash on delivery on and moves it to the top with its "up" button, saves, and a shopper then
 * finds it first (and preselected) at checkout and orders with it. The bank details are read-only
 * for the shop manager. axe 0 on the screen before and after saving; screenshots at 1280 and
 * 375 px in /tmp/shots-payments/.
 */
import { expect, test } from "@playwright/test";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { addButtons, expectNoAxeViolations, setSettingValues, shopReady, wcAjax } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-payments";

test.describe.configure({ timeout: 180_000 });

// Other specs expect the default payment list: put it back.
test.afterAll(() =>
  setSettingValues({
    "payment.codEnabled": false,
    "payment.order": [
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
      "bacs",
      "cod",
      "pay_at_pickup",
    ],
  }),
);

test("the owner puts cash on delivery first by keyboard; the shopper sees it first and orders with it", async ({
  page,
}) => {
  await setSettingValues({ "checkout.ordersPerHour": 10000, "payment.codEnabled": false });
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Zahlung" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Zahlung" })).toBeVisible();
  // The shop manager sees the bank details but cannot change them.
  await expect(page.getByLabel("IBAN", { exact: true })).toHaveAttribute("readonly", "");
  // The up/down buttons work once the screen's script runs.
  await page.locator(".admin-methods[data-hydrated]").waitFor({ state: "attached" });
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "payments", [1280, 375]);

  await tabTo(page, page.getByLabel("Nachnahme anbieten"));
  await page.keyboard.press("Space");
  const up = page.getByRole("button", { name: "Nachnahme nach oben" });
  await tabTo(page, up);
  // From the fourth place to the first: focus stays on the moved method.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Nachnahme nach unten" })).toBeFocused();
  await expect(up).toBeDisabled();
  await expect(page.locator(".admin-methods__item").first()).toContainText("Nachnahme");
  await expect(page.getByText("Nachnahme steht jetzt an Position 1.")).toBeAttached();

  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
  const saved = page.getByRole("status").filter({ hasText: "Gespeichert." });
  await expect(saved).toBeFocused();
  await expect(page.locator('input[name="payment.order"]').first()).toHaveValue("cod");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "payments-saved", [1280, 375]);

  // A shopper (no owner session): cash on delivery is the first method and preselected.
  await page.context().clearCookies();
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  const methods = page.locator('input[name="payment_method"]');
  await expect(methods.first()).toHaveValue("cod");
  await expect(methods.first()).toBeChecked();
  await expect(page.locator(".payment_method_cod label")).toHaveText("Nachnahme");
  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", "erika@example.com");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/order-received/);
  await expect(page.locator("main")).toContainText("Nachnahme");
  await expectNoAxeViolations(page);
});
