/**
 * The cart page: quantities are updated (the form and totals blocked meanwhile: overlay 0.6,
 * „Bitte warten …“, fade in 200 ms, out 400 ms), lines are removed, the result notice is
 * focused; with and without JavaScript; no axe violations with items.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  addButtons,
  CLOCK_START,
  expectNoAxeViolations,
  headerCount,
  pauseClockAfter,
  shopReady,
} from "./shop-helpers.ts";

/** Two different products in the cart, added the no-JS way. */
async function fillCart(page: Page) {
  await page.goto("/shop/");
  const ids = await addButtons(page).evaluateAll((els) =>
    els.slice(0, 2).map((el) => el.getAttribute("data-product_id")),
  );
  for (const id of ids) await page.goto(`/shop/?add-to-cart=${id}`);
}

const lines = (page: Page) => page.locator(".woocommerce-cart-form__cart-item");

test.describe("cart page", () => {
  test("updates quantities: form and totals blocked while it works, then the notice is focused", async ({
    page,
  }) => {
    await fillCart(page);
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/cart/");
    await shopReady(page);
    await pauseClockAfter(page, 5000);
    await expect(lines(page)).toHaveCount(2);
    const firstQty = lines(page).first().locator("input.qty");
    const subtotal = lines(page).first().locator(".product-subtotal");
    const unit = (await lines(page).first().locator(".product-price").textContent())!.trim();

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/cart") && url.pathname.endsWith(".data"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await firstQty.fill("3");
    await page.getByRole("button", { name: "Warenkorb aktualisieren" }).click();

    const form = page.locator("form.woocommerce-cart-form");
    const totals = page.locator(".cart_totals");
    for (const region of [form, totals]) {
      await expect(region.locator(".blockUI.blockMsg")).toHaveText("Bitte warten …");
      await expect(region).toHaveAttribute("aria-busy", "true");
    }
    const overlayOpacity = () =>
      form.locator(".blockUI.blockOverlay").evaluate((el) => Number((el as HTMLElement).style.opacity));
    expect(await overlayOpacity()).toBe(0);
    await page.clock.runFor(200);
    expect(await overlayOpacity()).toBeCloseTo(0.6, 5);
    await expect(page.getByRole("button", { name: "Warenkorb aktualisieren" })).toBeDisabled();

    release();
    const notice = page.locator(".cart-page .woocommerce-message[role=alert]");
    await expect(notice).toHaveText("Warenkorb aktualisiert.");
    await expect(firstQty).toHaveValue("3");
    await expect.poll(() => headerCount(page)).toBe("4");
    await expect(subtotal).not.toHaveText(unit);
    // The overlay fades out over 400 ms, then it is gone.
    await page.clock.runFor(200);
    const fading = await overlayOpacity();
    expect(fading).toBeGreaterThan(0.2);
    expect(fading).toBeLessThan(0.4);
    await page.clock.runFor(199);
    await expect(form.locator(".blockUI")).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(form.locator(".blockUI")).toHaveCount(0);
    await expect(form).not.toHaveAttribute("aria-busy", "true");
    // The notice takes the focus 500 ms after it was shown.
    await page.clock.runFor(100);
    await expect(notice).toBeFocused();
  });

  test("a quantity of 0 removes the line", async ({ page }) => {
    await fillCart(page);
    await page.goto("/cart/");
    await shopReady(page);
    await lines(page).first().locator("input.qty").fill("0");
    await page.getByRole("button", { name: "Warenkorb aktualisieren" }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect.poll(() => headerCount(page)).toBe("1");
  });

  test("the remove link removes a line", async ({ page }) => {
    await fillCart(page);
    await page.goto("/cart/");
    await shopReady(page);
    // The product's own link (the cell also shows its delivery time).
    const name = (await lines(page).first().locator(".product-name a").first().textContent())!.trim();
    await lines(page)
      .first()
      .getByRole("link", { name: `„${name}“ aus dem Warenkorb entfernen` })
      .click();
    await expect(page.locator(".woocommerce-message[role=alert]")).toHaveText(`„${name}“ wurde entfernt.`);
    await expect(lines(page)).toHaveCount(1);
    await expect.poll(() => headerCount(page)).toBe("1");
  });

  test("has no axe violations with items", async ({ page }) => {
    await fillCart(page);
    await page.goto("/cart/");
    await shopReady(page);
    await expect(lines(page)).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

test.describe("cart page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("updates quantities", async ({ page }) => {
    await fillCart(page);
    await page.goto("/cart/");
    await lines(page).nth(1).locator("input.qty").fill("5");
    await page.getByRole("button", { name: "Warenkorb aktualisieren" }).click();
    await expect(page.locator(".cart-page .woocommerce-message")).toHaveText("Warenkorb aktualisiert.");
    await expect(lines(page).nth(1).locator("input.qty")).toHaveValue("5");
    await expect.poll(() => headerCount(page)).toBe("6");
  });

  test("removes a line with its link", async ({ page }) => {
    await fillCart(page);
    await page.goto("/cart/");
    await lines(page).first().locator("a.remove").click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.locator(".woocommerce-message")).toContainText("wurde entfernt.");
    await expect(lines(page)).toHaveCount(1);
  });
});
