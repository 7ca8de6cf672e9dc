/**
 * Page-load accessibility behaviours (spec §2 scroll to notice, §4, §9): the first alert notice
 * is scrolled to (100 px offset, 1000 ms; a jump with reduced motion) and focused after 500 ms;
 * the result count is hidden and re-announced after 2000 ms; quantity inputs outside the cart
 * table are raised to their minimum.
 */
import { expect, type Page, test } from "@playwright/test";
import { addButtons, CLOCK_START, pauseClockAfter, shopReady } from "./shop-helpers.ts";

/** A page that opens with a success notice: the no-JS add link, on a paused clock. */
async function openWithNotice(page: Page) {
  await page.goto("/shop/");
  const id = await addButtons(page).first().getAttribute("data-product_id");
  await page.clock.install({ time: CLOCK_START });
  await pauseClockAfter(page, 1000);
  await page.goto(`/shop/?add-to-cart=${id}`);
  const notice = page.locator(".woocommerce-message[role=alert]");
  await expect(notice).toContainText("wurde Ihrem Warenkorb hinzugefügt");
  // Set when the focus is scheduled, on hydration.
  await expect(notice).toHaveAttribute("tabindex", "-1");
  return notice;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where the notice ends up: 100 px below the top of the window. */
const targetScroll = (page: Page) =>
  page
    .locator(".woocommerce-message[role=alert]")
    .evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY - 100));

test.describe("notices after page load", () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test("the first alert notice is scrolled to over 1000 ms and focused after 500 ms", async ({ page }) => {
    const notice = await openWithNotice(page);
    const target = await targetScroll(page);
    expect(target).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(499);
    await expect(notice).not.toBeFocused();
    // Halfway through the scroll (jQuery's swing easing: half the way at half the time).
    const halfway = await scrollY(page);
    expect(halfway).toBeGreaterThan(target * 0.3);
    expect(halfway).toBeLessThan(target * 0.7);
    await page.clock.runFor(1);
    await expect(notice).toBeFocused();
    expect(await scrollY(page)).toBeLessThan(target);
    await page.clock.runFor(500);
    expect(await scrollY(page)).toBe(target);
    expect(await notice.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
  });

  test("with reduced motion it jumps, and still focuses after 500 ms", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const notice = await openWithNotice(page);
    const target = await targetScroll(page);
    expect(await scrollY(page)).toBe(target);
    await page.clock.runFor(499);
    await expect(notice).not.toBeFocused();
    await page.clock.runFor(1);
    await expect(notice).toBeFocused();
  });

  test("the first of several notices is the one focused (errors first)", async ({ page }) => {
    await page.goto("/shop/");
    const button = addButtons(page).first();
    const id = await button.getAttribute("data-product_id");
    // An error (bad quantity) and then a success, both left for the next page.
    await page.request.get(`/shop/?add-to-cart=${id}&quantity=abc`, { maxRedirects: 0 });
    await page.goto(`/shop/?add-to-cart=${id}`);
    const error = page.locator(".woocommerce-error[role=alert]");
    await expect(error).toBeVisible();
    await expect(error).toBeFocused();
    await expect(page.locator(".woocommerce-message[role=alert]")).not.toBeFocused();
  });
});

test.describe("result count", () => {
  test("is hidden from assistive technology, then re-announced after 2000 ms", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await pauseClockAfter(page, 1000);
    await page.goto("/shop/");
    await shopReady(page);
    const count = page.locator(".woocommerce-result-count");
    await expect(count).toHaveAttribute("role", "status");
    await expect(count).toHaveAttribute("aria-hidden", "true");
    const text = (await count.textContent()) ?? "";
    expect(text).toMatch(/^Zeige 1–\d+ von \d+ Produkten$/);
    await count.locator("span").evaluate((el) => el.setAttribute("data-first", "yes"));
    await page.clock.runFor(1999);
    await expect(count).toHaveAttribute("aria-hidden", "true");
    await page.clock.runFor(1);
    await expect(count).not.toHaveAttribute("aria-hidden");
    await expect(count).toHaveText(text);
    // The content was inserted anew (what makes the live region speak).
    await expect(count.locator("span[data-first]")).toHaveCount(0);
  });
});

test.describe("quantity inputs", () => {
  test("outside the cart table a value below min is raised to min", async ({ page }) => {
    await page.goto("/product/kenia-aa/");
    await shopReady(page);
    const qty = page.locator("form.cart input.qty");
    await expect(qty).toHaveAttribute("min", "1");
    await qty.fill("0");
    await qty.blur();
    await expect(qty).toHaveValue("1");
    await qty.fill("-4");
    await qty.press("Enter"); // change event (and the browser's own validation of the form)
    await expect(qty).toHaveValue("1");
    await qty.fill("3");
    await qty.blur();
    await expect(qty).toHaveValue("3");
  });

  test("inside the cart table 0 stays (it removes the line)", async ({ page }) => {
    await page.goto("/shop/");
    const id = await addButtons(page).first().getAttribute("data-product_id");
    await page.goto(`/shop/?add-to-cart=${id}`);
    await page.goto("/cart/");
    await shopReady(page);
    const qty = page.locator(".woocommerce-cart-form input.qty").first();
    await qty.fill("0");
    await qty.blur();
    await expect(qty).toHaveValue("0");
  });
});
