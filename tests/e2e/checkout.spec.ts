/**
 * The checkout as a visitor uses it: the SEPA preview gating on keyup, the mandate preview,
 * purchase on account hiding the shipping fields, local pickup hiding the carrier paragraph, the
 * refresh on payment change, errors focused after 500 ms, the second checkout and its overlay,
 * order-received and order-pay, and the whole checkout without JavaScript; axe on every page.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  addButtons,
  CLOCK_START,
  expectNoAxeViolations,
  pauseClockAfter,
  setSetting,
  shopReady,
  wcAjax,
} from "./shop-helpers.ts";

// One spec changes a shop setting (the second checkout): the specs of this file run one by one.
test.describe.configure({ mode: "serial", timeout: 180_000 });

// Every order of the browser suite comes from 127.0.0.1: the checkout's per-address limit
// (checkout.ordersPerHour, tested over HTTP in security-checkout-limit) must not count them all.
test.beforeAll(() => setSetting("checkout.ordersPerHour", "10000"));

async function cartWithOneProduct(page: Page): Promise<string> {
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  const button = addButtons(page).first();
  const id = (await button.getAttribute("data-product_id")) ?? "";
  await button.click();
  await added;
  return id;
}

async function openCheckout(page: Page) {
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
}

async function fillBilling(page: Page) {
  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", "erika@example.com");
}

test("the mandate consent paragraph appears only when every preview field is filled, checked on keyup", async ({
  page,
}) => {
  await cartWithOneProduct(page);
  await openCheckout(page);
  const consent = page.locator(".gm-sepa-direct-debit-second-checkout-disabled");
  await page.check("#payment_method_german_market_sepa_direct_debit");
  await expect(consent).toBeHidden();
  await fillBilling(page);
  await page.locator("#german-market-sepa-holder").pressSequentially("Erika Mustermann");
  await expect(consent).toBeHidden(); // the IBAN is still empty
  await page.locator("#german-market-sepa-iban").pressSequentially("DE8937040044053201300");
  await expect(consent).toBeVisible(); // keyup, no change event yet; no format check on the client
  // Whitespace only counts as empty (trimmed).
  await page.fill("#billing_city", "   ");
  await page.locator("#billing_city").press("Space");
  await expect(consent).toBeHidden();
  await page.fill("#billing_city", "Berlin");
  await page.locator("#billing_city").press("n");
  await expect(consent).toBeVisible();
  // Another payment method hides it; direct debit shows it again.
  await page.check("#payment_method_bacs");
  await expect(consent).toBeHidden();
  await page.check("#payment_method_german_market_sepa_direct_debit");
  await expect(consent).toBeVisible();
  // BIC is optional by default: German Market's gm-required-no.
  await expect(page.locator("#german-market-sepa-bic")).toHaveClass(/gm-required-no/);
  await expect(page.locator("#german-market-sepa-iban")).toHaveClass(/gm-required-yes/);
});

test("the mandate preview loads into the preview area, closes, and slides up when a field is emptied", async ({
  page,
}) => {
  await cartWithOneProduct(page);
  await openCheckout(page);
  await fillBilling(page);
  await page.check("#payment_method_german_market_sepa_direct_debit");
  await page.fill("#german-market-sepa-holder", "Erika Mustermann");
  await page.fill("#german-market-sepa-iban", "DE89 3704 0044 0532 0130 00");
  const preview = page.locator("#gm-sepa-mandate-preview-text");
  const request = page.waitForRequest((r) => r.url().includes("admin-ajax.php"));
  await page.click("#gm-sepa-mandate-preview");
  const body = new URLSearchParams((await request).postData() ?? "");
  expect(body.get("action")).toBe("gm_sepa_direct_debit_mandate_preview");
  expect(Object.fromEntries([...body].filter(([k]) => k !== "nonce"))).toMatchObject({
    holder: "Erika Mustermann",
    street: "Lindenstraße 12",
    zip: "10115",
    city: "Berlin",
    country: "DE",
  });
  await expect(preview).toBeVisible();
  await expect(preview.locator(".gm-sepa-mandate-preview-inner")).toContainText(
    "DE** **** **** **** **30 00",
  );
  await expect(preview).not.toContainText("0532 0130");
  await preview.locator(".close").click();
  await expect(preview).toBeHidden();
  await page.click("#gm-sepa-mandate-preview");
  await expect(preview).toBeVisible();
  await page.fill("#german-market-sepa-holder", "");
  await page.locator("#german-market-sepa-holder").press("Backspace");
  await expect(preview).toBeHidden();
  await expect(page.locator(".gm-sepa-direct-debit-second-checkout-disabled")).toBeHidden();
});

test("purchase on account unchecks and hides the shipping address and says why; other methods show it", async ({
  page,
}) => {
  await cartWithOneProduct(page);
  await openCheckout(page);
  await page.check("#ship-to-different-address-checkbox");
  await expect(page.locator(".shipping_address")).toBeVisible();
  await page.check("#payment_method_german_market_purchase_on_account");
  await expect(page.locator("#ship-to-different-address-checkbox")).not.toBeChecked();
  await expect(page.locator(".woocommerce-shipping-fields")).toBeHidden();
  await expect(page.locator("#german-market-puchase-on-account-message")).toContainText(
    "nur an Ihre Rechnungsadresse",
  );
  await page.check("#payment_method_bacs");
  await expect(page.locator(".woocommerce-shipping-fields")).toBeVisible();
  await expect(page.locator("#german-market-puchase-on-account-message")).toHaveCount(0);
  // The form with its error list passes axe too.
  await page.click("#place_order");
  await expect(page.locator(".woocommerce-NoticeGroup-checkout")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("local pickup hides the shipping service provider paragraph; a change of payment refreshes the review", async ({
  page,
}) => {
  await cartWithOneProduct(page);
  await openCheckout(page);
  await expectNoAxeViolations(page);
  const provider = page.locator("#p-shipping-service-provider");
  await expect(provider).toBeVisible();
  const refreshed = page.waitForRequest((r) => wcAjax(r.url()) === "update_order_review");
  await page.check("#shipping_method_0_local_pickup3");
  const body = new URLSearchParams((await refreshed).postData() ?? "");
  expect(body.get("shipping_method[0]")).toBe("local_pickup:3");
  await expect(provider).toBeHidden();
  await expect(page.locator(".woocommerce-checkout-review-order-table .shipping")).toContainText("kostenlos");
  await page.check("#shipping_method_0_flat_rate1");
  await expect(provider).toBeVisible();
  // B1: choosing another payment method recalculates (the page setting is on by default).
  const onPayment = page.waitForRequest((r) => wcAjax(r.url()) === "update_order_review");
  await page.check("#payment_method_bacs");
  expect(new URLSearchParams((await onPayment).postData() ?? "").get("payment_method")).toBe("bacs");
  // Another country changes the shipping price.
  const onCountry = page.waitForResponse((r) => wcAjax(r.url()) === "update_order_review");
  await page.selectOption("#billing_country", "AT");
  await onCountry;
  // Austria's zone has its own flat rate (migration 0025: "EU-Ausland").
  await expect(page.locator("#shipping_method_0_flat_rate4 + label")).toContainText("12,90");
});

test("errors are listed, scrolled to and focused after 500 ms; then a SEPA order is placed", async ({
  page,
}) => {
  await cartWithOneProduct(page);
  await page.clock.install({ time: CLOCK_START });
  await pauseClockAfter(page, 1000);
  await openCheckout(page);
  await page.click("#place_order");
  const errors = page.locator(".woocommerce-NoticeGroup-checkout .woocommerce-error");
  await expect(errors).toBeVisible();
  await expect(errors).toContainText("Vorname ist ein Pflichtfeld");
  await expect(errors).toContainText("Bitte bestätigen Sie");
  await page.clock.runFor(499);
  await expect(errors).not.toBeFocused();
  await page.clock.runFor(2);
  await expect(errors).toBeFocused();
  await page.clock.runFor(1000);
  await page.clock.resume();

  await fillBilling(page);
  await page.check("#payment_method_german_market_sepa_direct_debit");
  await page.fill("#german-market-sepa-holder", "Erika Mustermann");
  await page.fill("#german-market-sepa-iban", "DE89370400440532013000");
  await page.check("#gm-sepa-direct-debit-checkbox");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  await expect(page.locator(".woocommerce-thankyou-order-received")).toContainText("Vielen Dank");
  await expect(page.locator(".order-payment")).toContainText("DE** **** **** **** **30 00");
  await expect(page.locator("body")).not.toContainText("checkout.sepa");
  await expectNoAxeViolations(page);
});

test("a prepayment order can be paid on order-pay, with the order-pay direct-debit block gated", async ({
  page,
}) => {
  await cartWithOneProduct(page);
  await openCheckout(page);
  await fillBilling(page);
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/order-received/);
  const url = new URL(page.url());
  const id = url.pathname.split("/")[3];
  await page.goto(`/checkout/order-pay/${id}/?key=${url.searchParams.get("key")}`);
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await expectNoAxeViolations(page);
  const block = page.locator(".gm-sepa-direct-debit-order-pay");
  await page.check("#payment_method_german_market_sepa_direct_debit");
  await expect(block).toBeHidden();
  await page.locator("#german-market-sepa-holder").pressSequentially("Erika");
  await page.locator("#german-market-sepa-iban").pressSequentially("DE89370400440532013000");
  await expect(block).toBeVisible(); // the billing address comes from the order's hidden inputs
  await page.check("#gm-sepa-direct-debit-checkbox");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/order-received/);
  await expect(page.locator(".order-payment")).toContainText("Mandatsreferenz");
});

test("the second checkout: confirm page, back, binding button with the overlay against a second press", async ({
  page,
}) => {
  await setSetting("checkout.secondCheckout", "true");
  try {
    const firstProductId = await cartWithOneProduct(page);
    await openCheckout(page);
    await fillBilling(page);
    await page.check("#payment_method_bacs");
    await page.check("#terms");
    await expect(page.locator("#place_order")).toHaveText("Weiter zur Bestellübersicht");
    await page.click("#place_order");
    await page.waitForURL(/\/checkout\/confirm\/$/);
    await expect(page.locator(".wgm-second-checkout")).toContainText("Erika Mustermann");
    await expectNoAxeViolations(page);
    // The cart changes in another tab; coming back from the confirm step, the updated-totals
    // message the server renders is removed on load (B10, setting on by default).
    await page.request.post("/?wc-ajax=add_to_cart", { form: { product_id: firstProductId, quantity: "1" } });
    // Back keeps what was entered.
    await page.click("#place_order_back");
    await page.waitForURL(/\/checkout\/$/);
    await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator(".laden-updated-totals")).toHaveCount(0);
    await expect(page.locator("#billing_city")).toHaveValue("Berlin");
    await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
    await page.click("#place_order");
    await page.waitForURL(/\/checkout\/confirm\/$/);
    const overlay = page.locator(".wgm-place-order-disabled");
    await expect(overlay).toBeHidden();
    // Keep the first press from leaving the page, so the overlay can be looked at.
    await page.evaluate(() =>
      document
        .querySelector("form.wgm-second-checkout")!
        .addEventListener("submit", (e) => e.preventDefault()),
    );
    await page.click("#place_order");
    await expect(overlay).toBeVisible();
    // The overlay takes a second press: the button underneath cannot be clicked …
    const clickThrough = await page
      .locator("#place_order")
      .click({ timeout: 1000, trial: true })
      .then(() => true)
      .catch(() => false);
    expect(clickThrough).toBe(false);
    // … and a second submit (Enter) is swallowed by the page.
    const second = await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("form.wgm-second-checkout")!;
      const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(second).toBe(true);
    // The first press's request goes out.
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form.wgm-second-checkout")!.submit());
    await page.waitForURL(/order-received/);
  } finally {
    await setSetting("checkout.secondCheckout", "false");
  }
});

test("a visit from a utm link with marketing consent ends in a checkout that posts its attribution", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "laden_consent", value: "v1.s0.m1", url: baseURL! }]);
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst");
  await expect
    .poll(async () => (await context.cookies()).filter((c) => c.name.startsWith("sbjs_")).length)
    .toBe(8);
  await cartWithOneProduct(page);
  await openCheckout(page);
  await expect
    .poll(() => page.locator("input[name=wc_order_attribution_source_type]").inputValue())
    .toBe("utm");
  await fillBilling(page);
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  const posted = page.waitForRequest((r) => wcAjax(r.url()) === "checkout");
  await page.click("#place_order");
  const body = new URLSearchParams((await posted).postData() ?? "");
  expect(body.get("wc_order_attribution_source_type")).toBe("utm");
  expect(body.get("wc_order_attribution_utm_source")).toBe("newsletter");
  expect(body.get("wc_order_attribution_utm_campaign")).toBe("herbst");
  await page.waitForURL(/order-received/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole checkout works: errors re-rendered, then the order", async ({ page }) => {
    await page.goto("/shop/");
    const id = await addButtons(page).first().getAttribute("data-product_id");
    await page.goto(`/shop/?add-to-cart=${id}`);
    await page.goto("/checkout/");
    await fillBilling(page);
    await page.check("#payment_method_german_market_sepa_direct_debit");
    await page.fill("#german-market-sepa-holder", "Erika Mustermann");
    await page.fill("#german-market-sepa-iban", "DE89370400440532013001");
    // CSS alone shows the consent paragraph for direct debit.
    await expect(page.locator(".gm-sepa-direct-debit-second-checkout-disabled")).toBeVisible();
    await page.check("#gm-sepa-direct-debit-checkbox");
    await page.check("#terms");
    await page.click("#place_order");
    await expect(page.locator(".woocommerce-error")).toContainText("Prüfziffern");
    await expect(page.locator("#billing_city")).toHaveValue("Berlin");
    await page.fill("#german-market-sepa-iban", "DE89370400440532013000");
    await page.check("#gm-sepa-direct-debit-checkbox");
    await page.check("#terms");
    await page.click("#place_order");
    await page.waitForURL(/order-received/);
    await expect(page.locator(".woocommerce-thankyou-order-received")).toBeVisible();
  });
});
