/**
 * The store notice (spec §3 "Store notice", §4, §9 cookie path): visible by default; dismissing
 * it (click, Enter or Space) sets `store_notice<id>=hidden` for the whole site, as a session
 * cookie, and it stays hidden on later pages.
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { shopReady } from "./shop-helpers.ts";

async function noticeCookie(context: BrowserContext, id: string) {
  return (await context.cookies()).find((c) => c.name === `store_notice${id}`);
}

async function expectDismissedForGood(page: Page, id: string) {
  await expect(page.locator(".woocommerce-store-notice")).toHaveCount(0);
  const cookie = await noticeCookie(page.context(), id);
  expect(cookie).toMatchObject({ value: "hidden", path: "/", expires: -1 });
  // The server leaves it out from now on, on every page.
  await page.reload();
  await shopReady(page);
  await expect(page.locator(".woocommerce-store-notice")).toHaveCount(0);
  await page.goto("/cart/");
  await expect(page.locator(".woocommerce-store-notice")).toHaveCount(0);
  const html = await (await page.request.get("/shop/")).text();
  expect(html).not.toContain("woocommerce-store-notice");
}

test.describe("store notice", () => {
  for (const key of ["Enter", " "]) {
    test(`dismissed from the keyboard (${key === " " ? "Space" : key})`, async ({ page }) => {
      await page.goto("/shop/");
      await shopReady(page);
      const notice = page.locator(".woocommerce-store-notice");
      await expect(notice).toBeVisible();
      const id = await notice.getAttribute("data-notice-id");
      expect(id).toMatch(/^[0-9a-f]+$/);
      expect(await noticeCookie(page.context(), id!)).toBeUndefined();
      // Reached with Tab: after the skip link it is the first control.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const dismiss = page.getByRole("button", { name: "Ausblenden" });
      await expect(dismiss).toBeFocused();
      await page.keyboard.press(key);
      await expect(notice).toHaveCount(0);
      // Handled: no navigation to the link's #fragment, and Space did not scroll the page.
      expect(page.url()).toMatch(/\/shop\/$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectDismissedForGood(page, id!);
    });
  }

  test("dismissed with a click", async ({ page }) => {
    await page.goto("/");
    await shopReady(page);
    const id = await page.locator(".woocommerce-store-notice").getAttribute("data-notice-id");
    await page.getByRole("button", { name: "Ausblenden" }).click();
    await expect(page).toHaveURL(/\/$/); // no #fragment: the click was handled
    await expectDismissedForGood(page, id!);
  });

  test("a page served before the dismissal (e.g. from a cache) hides it once hydrated", async ({ page }) => {
    await page.goto("/shop/");
    const id = await page.locator(".woocommerce-store-notice").getAttribute("data-notice-id");
    // The HTML still carries the notice (as a cached page would); the cookie says hidden.
    let servedWithNotice = false;
    await page.route("**/ueber-uns/", async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), cookie: "" } });
      const html = await response.text();
      servedWithNotice = html.includes("woocommerce-store-notice");
      await route.fulfill({ response, body: html });
    });
    await page
      .context()
      .addCookies([{ name: `store_notice${id}`, value: "hidden", url: new URL("/", page.url()).href }]);
    await page.goto("/ueber-uns/");
    await shopReady(page);
    await expect(page.locator(".woocommerce-store-notice")).toHaveCount(0);
    expect(servedWithNotice).toBe(true);
  });
});

test.describe("store notice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the dismiss link hides it on the page", async ({ page }) => {
    await page.goto("/shop/");
    const notice = page.locator(".woocommerce-store-notice");
    await expect(notice).toBeVisible();
    await page.getByRole("button", { name: "Ausblenden" }).click();
    await expect(notice).toBeHidden();
  });
});
