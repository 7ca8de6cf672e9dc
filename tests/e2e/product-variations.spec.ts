/**
 * Selecting a product variation (spec §4 "Checkout": "Selecting a product variation slides the
 * legacy offers block away. Resetting the variation slides it back."): the chosen variation's
 * price, unit price, stock and SKU; unavailable options; the reset; the posted variation_id.
 */
import { expect, test } from "@playwright/test";
import {
  CLOCK_START,
  expectNoAxeViolations,
  headerCount,
  pauseClockAfter,
  shopReady,
} from "./shop-helpers.ts";

const KENIA = "/product/kenia-aa/";

test.describe("variation selection", () => {
  test("a complete choice shows its price, unit price, stock and SKU; the range price slides away and back", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto(KENIA);
    await shopReady(page);
    await pauseClockAfter(page, 5000);

    const offers = page.locator(".legacy-itemprop-offers");
    const variation = page.locator(".single_variation");
    const sku = page.locator(".product_meta .sku");
    await expect(offers).toBeVisible();
    await expect(offers.locator(".price")).toContainText("12,90 €");
    await expect(offers.locator(".price")).toContainText("44,90 €");
    await expect(sku).toHaveText("RW-KEN-AA");
    await expect(variation).toBeEmpty();
    await expect(page.getByRole("button", { name: "Auswahl zurücksetzen" })).toHaveCount(0);

    await page.getByLabel("Größe").selectOption("500 g");
    await expect(variation).toBeEmpty(); // not complete yet
    await expect(offers).toBeVisible();
    await page.getByLabel("Mahlgrad").selectOption("Filter");

    await expect(variation.locator(".price")).toHaveText("23,90 €");
    await expect(variation.locator(".unit-price")).toHaveText("Grundpreis: 47,80 € / kg");
    await expect(variation.locator(".tax-notice")).toContainText("inkl. MwSt.");
    await expect(variation.locator(".stock")).toHaveText("22 vorrätig");
    await expect(sku).toHaveText("RW-KEN-AA-500-FI");
    await expect(variation).toHaveAttribute("aria-live", "polite");

    // The slide: 400 ms, then hidden.
    const full = await offers.evaluate((el) => el.scrollHeight);
    await page.clock.runFor(200);
    const half = await offers.evaluate((el) => el.getBoundingClientRect().height);
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(full);
    await page.clock.runFor(200);
    await expect(offers).toBeHidden();

    // Reset: back to no choice, the range price slides back, the focus returns to the first field.
    await page.getByRole("button", { name: "Auswahl zurücksetzen" }).click();
    await expect(page.getByLabel("Größe")).toHaveValue("");
    await expect(page.getByLabel("Mahlgrad")).toHaveValue("");
    await expect(page.getByLabel("Größe")).toBeFocused();
    await expect(variation).toBeEmpty();
    await expect(sku).toHaveText("RW-KEN-AA");
    await expect(offers).not.toHaveAttribute("hidden"); // shown, at height 0, growing
    await page.clock.runFor(200);
    const growing = await offers.evaluate((el) => el.getBoundingClientRect().height);
    expect(growing).toBeGreaterThan(0);
    expect(growing).toBeLessThan(full);
    await page.clock.runFor(200);
    expect(await offers.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(full, 0);
    expect(await offers.evaluate((el) => (el as HTMLElement).style.height)).toBe("");
    await expect(offers).toBeVisible();
  });

  test("unavailable options are disabled and say why", async ({ page }) => {
    await page.goto(KENIA);
    await shopReady(page);
    const oneKilo = page.getByLabel("Größe").locator("option", { hasText: "1 kg" });
    await expect(oneKilo).toHaveText("1 kg – nicht vorrätig");
    await expect(oneKilo).toBeDisabled();
    await expect(page.getByLabel("Größe").locator("option:not([disabled])")).toHaveCount(3); // placeholder + 2
  });

  test("unavailable options are disabled in the server's HTML too (no JavaScript)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(KENIA);
    await expect(page.getByLabel("Größe").locator("option", { hasText: "1 kg" })).toBeDisabled();
    await context.close();
  });

  test("the form posts the variation_id with the options and adds that variation", async ({ page }) => {
    await page.goto(KENIA);
    await shopReady(page);
    await page.getByLabel("Größe").selectOption("250 g");
    await page.getByLabel("Mahlgrad").selectOption("French Press");
    await page.getByLabel(/Menge/).fill("2");
    const variationId = await page.locator("input.variation_id").inputValue();
    expect(Number(variationId)).toBeGreaterThan(0);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(KENIA));
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    const form = new URLSearchParams((await posted).postData() ?? "");
    expect(form.get("variation_id")).toBe(variationId);
    expect(form.get("attribute_groesse")).toBe("250 g");
    expect(form.get("attribute_mahlgrad")).toBe("French Press");
    expect(form.get("quantity")).toBe("2");
    expect(form.get("add-to-cart")).toMatch(/^\d+$/);
    await expect(page.locator(".woocommerce-message[role=alert]")).toContainText(
      "2 × „Kenia AA Nyeri – 250 g, French Press“",
    );
    expect(await headerCount(page)).toBe("2");
  });

  test("has no axe violations with a variation chosen", async ({ page }) => {
    await page.goto(KENIA);
    await shopReady(page);
    await page.getByLabel("Größe").selectOption("250 g");
    await page.getByLabel("Mahlgrad").selectOption("Espresso");
    await expect(page.locator(".legacy-itemprop-offers")).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
