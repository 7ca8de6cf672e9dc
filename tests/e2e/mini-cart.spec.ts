/**
 * Mini cart item removal (spec §4 "Mini cart item removal", §8, §9 block overlay): the row is
 * blocked (white overlay at 0.6, „Bitte warten …“, fade in 200 ms) until the refreshed cart
 * replaces it; an answer without fragments, or a failure, follows the remove link.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  addButtons,
  addFirstProductWithoutJs,
  CLOCK_START,
  expectNoAxeViolations,
  headerCount,
  pauseClockAfter,
  shopReady,
  wcAjax,
} from "./shop-helpers.ts";

/** Two products in the cart (the no-JS way). */
async function twoInCart(page: Page) {
  await page.goto("/shop/");
  const ids = await addButtons(page).evaluateAll((els) =>
    els.slice(0, 2).map((el) => el.getAttribute("data-product_id")),
  );
  for (const id of ids) await page.goto(`/shop/?add-to-cart=${id}`);
}

const rows = (page: Page) => page.locator(".widget_shopping_cart_content .woocommerce-mini-cart-item");

async function openMiniCart(page: Page) {
  await page.hover(".header-cart-region");
  const panel = page.locator(".mini-cart-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS("opacity", "1"); // its fade-in transition has ended
}

test.describe("mini cart removal", () => {
  test("blocks the row with the overlay until the refreshed cart replaces it", async ({ page }) => {
    await twoInCart(page);
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/shop/");
    await shopReady(page);
    await pauseClockAfter(page, 5000);
    await openMiniCart(page);
    await expect(rows(page)).toHaveCount(2);
    const row = rows(page).first();
    const link = row.locator("a.remove_from_cart_button");
    const key = await link.getAttribute("data-cart_item_key");
    const message = await link.getAttribute("data-success_message");
    expect(message).toMatch(/^„.+“ wurde entfernt\.$/);

    const requestSeen = page.waitForRequest((r) => wcAjax(r.url()) === "remove_from_cart");
    await link.click();
    const request = await requestSeen;
    expect(new URLSearchParams(request.postData() ?? "").get("cart_item_key")).toBe(key);

    const overlay = row.locator(".blockUI.blockOverlay");
    const text = row.locator(".blockUI.blockMsg");
    await expect(overlay).toHaveCount(1);
    await expect(text).toHaveText("Bitte warten …");
    await expect(row).toHaveAttribute("aria-busy", "true");
    const opacity = () => overlay.evaluate((el) => Number((el as HTMLElement).style.opacity));
    expect(await opacity()).toBe(0);
    // The answer is in once the cart regions start fading.
    await expect(page.locator("a.cart-contents")).toHaveClass(/\bupdating\b/);
    await page.clock.runFor(100);
    expect(await opacity()).toBeGreaterThan(0.2);
    expect(await opacity()).toBeLessThan(0.45);
    await page.clock.runFor(100);
    expect(await opacity()).toBeCloseTo(0.6, 5);
    expect(await text.evaluate((el) => (el as HTMLElement).style.opacity)).toBe("1");
    // Still there (blocked) until the cart is replaced at the end of the 400 ms fade.
    await page.clock.runFor(199);
    await expect(rows(page)).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(rows(page)).toHaveCount(1);
    expect(await headerCount(page)).toBe("1");
    const live = page.locator("div.widget_shopping_cart_live_region");
    await page.clock.runFor(600);
    await expect(live).toHaveText(message!);
  });

  test("works from the keyboard and keeps the focus in the cart region", async ({ page }) => {
    await addFirstProductWithoutJs(page);
    // A page without the "added" notice, which would take the focus after 500 ms.
    await page.goto("/shop/");
    await shopReady(page);
    const cartLink = page.locator("a.cart-contents");
    await cartLink.focus();
    await expect(page.locator(".mini-cart-panel")).toBeVisible();
    await page.keyboard.press("Tab");
    const remove = rows(page).first().locator("a.remove_from_cart_button");
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(".woocommerce-mini-cart__empty-message")).toBeVisible();
    await expect(cartLink).toBeFocused();
    expect(await headerCount(page)).toBe("0");
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test("an answer without fragments follows the remove link", async ({ page }) => {
    await addFirstProductWithoutJs(page);
    await page.goto("/shop/"); // without the notice, whose scroll would move the header away
    await shopReady(page);
    await openMiniCart(page);
    const link = rows(page).first().locator("a.remove_from_cart_button");
    // A key the server does not know: it answers {success: false}; the link itself is intact.
    await link.evaluate((el) => el.setAttribute("data-cart_item_key", "0".repeat(32)));
    const answers: unknown[] = [];
    await page.route(
      (url) => wcAjax(url) === "remove_from_cart",
      async (route) => {
        const response = await route.fetch();
        answers.push(await response.json());
        await route.fulfill({ response });
      },
    );
    await link.click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.locator(".woocommerce-message[role=alert]")).toContainText("wurde entfernt.");
    await expect(page.locator(".cart-empty")).toBeVisible();
    expect(answers).toEqual([{ success: false }]);
  });

  test("a failed request follows the remove link", async ({ page }) => {
    await addFirstProductWithoutJs(page);
    await page.goto("/shop/");
    await shopReady(page);
    await page.route(
      (url) => wcAjax(url) === "remove_from_cart",
      (route) => route.abort("failed"),
    );
    await openMiniCart(page);
    await rows(page).first().locator("a.remove_from_cart_button").click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.locator(".woocommerce-message[role=alert]")).toContainText("wurde entfernt.");
    expect(await headerCount(page)).toBe("0");
  });

  test("the open mini cart has no axe violations", async ({ page }) => {
    await addFirstProductWithoutJs(page);
    await page.goto("/shop/"); // without the notice (and its focus move)
    await shopReady(page);
    // Opened from the keyboard; the pointer is away, so no hover transition is under way.
    await page.mouse.move(0, 500);
    await page.locator("a.cart-contents").focus();
    const panel = page.locator(".mini-cart-panel");
    await expect(panel).toHaveCSS("opacity", "1");
    await expectNoAxeViolations(page);
  });
});
