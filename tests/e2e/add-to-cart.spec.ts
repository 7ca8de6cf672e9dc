/**
 * AJAX add to cart (spec §4 "Add-to-cart button", §8, §9): the request, its queue, the button
 * states, the view-cart link, the fade of the cart regions and the screen-reader announcement,
 * the error and fallback paths; and adding without JavaScript.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  addButtons,
  CLOCK_START,
  headerCount,
  inlineOpacity,
  pauseClockAfter,
  shopReady,
  wcAjax,
} from "./shop-helpers.ts";

type LoggedFetch = { endpoint: string; body: string; at: number };

/** Records every wc-ajax fetch the page makes, synchronously when it is called. */
async function logWcAjaxFetches(page: Page) {
  await page.addInitScript(() => {
    const log: { endpoint: string; body: string; at: number }[] = [];
    (window as unknown as { __wcAjaxLog: typeof log }).__wcAjaxLog = log;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const endpoint = url.searchParams.get("wc-ajax");
      if (endpoint) log.push({ endpoint, body: String(init?.body ?? ""), at: performance.now() });
      return original(input, init);
    };
  });
}

const fetchLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wcAjaxLog: LoggedFetch[] }).__wcAjaxLog);

test.describe("AJAX add to cart", () => {
  test("loading, then added; one view-cart link; regions fade 400 ms, then the cart is replaced; announced after 1000 ms", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/shop/");
    await shopReady(page);
    await pauseClockAfter(page, 5000);

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => wcAjax(url) === "add_to_cart",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const button = addButtons(page).first();
    const name = await button.getAttribute("data-success_message");
    expect(name).toMatch(/^„.+“ wurde Ihrem Warenkorb hinzugefügt\.$/);
    const requestSeen = page.waitForRequest((r) => wcAjax(r.url()) === "add_to_cart");
    await button.click();
    const request = await requestSeen;

    // Every data attribute of the button, form-encoded.
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    const sent = new URLSearchParams(request.postData() ?? "");
    expect(sent.get("product_id")).toBe(await button.getAttribute("data-product_id"));
    expect(sent.get("quantity")).toBe(await button.getAttribute("data-quantity"));
    expect(sent.get("success_message")).toBe(name);
    expect(page.url()).toMatch(/\/shop\/$/);

    await expect(button).toHaveClass(/\bloading\b/);
    await expect(button).toHaveAttribute("aria-busy", "true");
    release();

    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveAttribute("aria-busy");
    const viewCart = button.locator("xpath=following-sibling::*[1]");
    await expect(viewCart).toHaveClass("added_to_cart wc-forward");
    await expect(viewCart).toHaveText("Warenkorb anzeigen");
    await expect(viewCart).toHaveAttribute("href", "/cart/");

    // The fade: the cart regions go to 0.6 over 400 ms; the cart is replaced at 400 ms, then restored.
    const cartLink = page.locator("a.cart-contents");
    await expect(cartLink).toHaveClass(/\bupdating\b/);
    await expect(page.locator("div.widget_shopping_cart_content")).toHaveClass(/\bupdating\b/);
    expect(await headerCount(page)).toBe("0");
    await page.clock.runFor(200);
    const midway = Number(await inlineOpacity(page, "a.cart-contents"));
    expect(midway).toBeGreaterThan(0.7);
    expect(midway).toBeLessThan(0.9);
    await page.clock.runFor(199);
    expect(Number(await inlineOpacity(page, "a.cart-contents"))).toBeCloseTo(0.6, 1);
    expect(await headerCount(page)).toBe("0");
    await page.clock.runFor(1);
    expect(await headerCount(page)).toBe("1");
    expect(await inlineOpacity(page, "a.cart-contents")).toBe("");
    await expect(cartLink).not.toHaveClass(/\bupdating\b/);
    await expect(page.locator(".widget_shopping_cart_content .woocommerce-mini-cart-item")).toHaveCount(1);

    // The announcement, in the polite live region, 1000 ms after the answer.
    const live = page.locator("div.widget_shopping_cart_live_region[role=status]");
    await expect(live).toHaveCount(1);
    await expect(live).toHaveText("");
    await page.clock.runFor(599);
    await expect(live).toHaveText("");
    await page.clock.runFor(1);
    await expect(live).toHaveText(name!);

    // A second add: the same one view-cart link.
    await button.click();
    await expect(cartLink).toHaveClass(/\bupdating\b/);
    await page.clock.runFor(400);
    expect(await headerCount(page)).toBe("2");
    await expect(page.locator("a.added_to_cart")).toHaveCount(1);
  });

  test("requests are queued: a second click's request starts only after the first one answered", async ({
    page,
  }) => {
    await logWcAjaxFetches(page);
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let seen = 0;
    await page.route(
      (url) => wcAjax(url) === "add_to_cart",
      async (route) => {
        const n = ++seen;
        events.push(`start ${n}`);
        if (n === 1) await firstHeld;
        const response = await route.fetch();
        events.push(`answer ${n}`);
        await route.fulfill({ response });
      },
    );
    await page.goto("/shop/");
    await shopReady(page);
    const [first, second] = [addButtons(page).nth(0), addButtons(page).nth(1)];
    const ids = [await first.getAttribute("data-product_id"), await second.getAttribute("data-product_id")];

    await first.click();
    await second.click();
    await expect(second).toHaveClass(/\bloading\b/);
    // Both clicks are handled; the page has sent only the first request (the fetch is made
    // synchronously or on a microtask by any client that does not queue).
    expect((await fetchLog(page)).map((f) => f.body)).toEqual([
      expect.stringContaining(`product_id=${ids[0]}`),
    ]);
    expect(events).toEqual(["start 1"]);

    releaseFirst();
    await expect(second).toHaveClass(/\badded\b/);
    expect(events).toEqual(["start 1", "answer 1", "start 2", "answer 2"]);
    const log = await fetchLog(page);
    expect(log.map((f) => new URLSearchParams(f.body).get("product_id"))).toEqual(ids);
    await expect.poll(() => headerCount(page)).toBe("2");
  });

  test("an error answer with product_url goes to that product page", async ({ page }) => {
    await page.goto("/shop/");
    await shopReady(page);
    await page.route(
      (url) => wcAjax(url) === "add_to_cart",
      (route) => route.fulfill({ json: { error: true, product_url: "/product/kenia-aa/" } }),
    );
    await addButtons(page).first().click();
    await expect(page).toHaveURL(/\/product\/kenia-aa\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kenia AA Nyeri");
  });

  test("a refused add (crafted quantity) lands on the product page with the server's notice", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await shopReady(page);
    const button = addButtons(page).first();
    const productUrl = await button
      .locator("xpath=ancestor::li[1]//a[contains(@class,'product-card__link')]")
      .getAttribute("href");
    await button.evaluate((el) => el.setAttribute("data-quantity", "abc"));
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${productUrl}$`));
    const notice = page.locator(".woocommerce-error[role=alert]");
    await expect(notice).toHaveText("Bitte geben Sie eine gültige Menge an.");
    await expect(notice).toBeFocused();
    expect(await headerCount(page)).toBe("0");
  });

  test("a network failure follows the button's link (the no-JS path)", async ({ page }) => {
    await page.goto("/shop/");
    await shopReady(page);
    await page.route(
      (url) => wcAjax(url) === "add_to_cart",
      (route) => route.abort("internetdisconnected"),
    );
    const button = addButtons(page).first();
    const id = await button.getAttribute("data-product_id");
    const followed = page.waitForRequest(
      (r) => r.url().includes(`add-to-cart=${id}`) && r.isNavigationRequest(),
    );
    await button.click();
    await followed;
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.locator(".woocommerce-message[role=alert]")).toContainText(
      "wurde Ihrem Warenkorb hinzugefügt",
    );
    expect(await headerCount(page)).toBe("1");
  });

  test("with cart_redirect_after_add = yes it goes to cart_url", async ({ page }) => {
    await page.route("**/shop/", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('"cart_redirect_after_add":"no"');
      await route.fulfill({
        response,
        body: html.replace('"cart_redirect_after_add":"no"', '"cart_redirect_after_add":"yes"'),
      });
    });
    await page.goto("/shop/");
    await shopReady(page);
    await addButtons(page).first().click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.locator(".woocommerce-cart-form__cart-item")).toHaveCount(1);
  });

  test("a button without product_id follows its link", async ({ page }) => {
    await logWcAjaxFetches(page);
    await page.goto("/shop/");
    await shopReady(page);
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.className = "button add_to_cart_button ajax_add_to_cart";
      a.href = "/cart/";
      a.id = "no-product-id";
      a.textContent = "Ohne Produkt";
      document.querySelector("main")!.prepend(a);
    });
    await page.click("#no-product-id");
    await expect(page).toHaveURL(/\/cart\/$/);
    expect(await fetchLog(page)).toEqual([]);
  });

  test("on the cart page (is_cart) no view-cart link is inserted", async ({ page }) => {
    await page.goto("/shop/");
    const id = await addButtons(page).first().getAttribute("data-product_id");
    await page.goto("/cart/");
    await shopReady(page);
    await page.evaluate((productId) => {
      const a = document.createElement("a");
      a.className = "button add_to_cart_button ajax_add_to_cart";
      a.href = `?add-to-cart=${productId}`;
      a.dataset.product_id = productId!;
      a.dataset.quantity = "1";
      a.id = "crafted-add";
      a.textContent = "Nochmal";
      document.querySelector("main")!.prepend(a);
    }, id);
    await page.click("#crafted-add");
    await expect(page.locator("#crafted-add")).toHaveClass(/\badded\b/);
    await expect.poll(() => headerCount(page)).toBe("1");
    await expect(page.locator("a.added_to_cart")).toHaveCount(0);
    // The cart table follows the cart state too.
    await expect(page.locator(".woocommerce-cart-form__cart-item")).toHaveCount(1);
  });
});

test.describe("cart state on a page view", () => {
  test("a visitor without a cart makes no cart or fragment request", async ({ page }) => {
    await logWcAjaxFetches(page);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (wcAjax(r.url())) requests.push(r.url());
    });
    for (const path of ["/", "/shop/", "/product/kenia-aa/", "/cart/"]) {
      await page.goto(path);
      await shopReady(page);
      expect(await fetchLog(page)).toEqual([]);
    }
    expect(requests).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("laden_session");
  });

  test("a page rendered with an older cart (e.g. from a shared cache) is refreshed once", async ({
    page,
  }) => {
    await logWcAjaxFetches(page);
    await page.goto("/shop/");
    const id = await addButtons(page).first().getAttribute("data-product_id");
    await page.goto(`/shop/?add-to-cart=${id}`);
    expect(await headerCount(page)).toBe("1");
    // The listing as a cache would have it: rendered without the visitor's cookies (empty cart).
    await page.route("**/shop/?orderby=price", async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), cookie: "" } });
      await route.fulfill({ response });
    });
    await page.goto("/shop/?orderby=price");
    await shopReady(page);
    await expect.poll(() => headerCount(page)).toBe("1");
    expect((await fetchLog(page)).map((f) => f.endpoint)).toEqual(["get_refreshed_fragments"]);
    await expect(page.locator(".widget_shopping_cart_content .woocommerce-mini-cart-item")).toHaveCount(1);
  });
});

test.describe("adding without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the listing's add link adds and comes back with a notice", async ({ page }) => {
    await page.goto("/shop/");
    const link = addButtons(page).first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\?add-to-cart=\d+$/);
    await link.click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.locator(".woocommerce-message")).toContainText("wurde Ihrem Warenkorb hinzugefügt");
    expect(await headerCount(page)).toBe("1");
  });

  test("the product page's form adds a simple product", async ({ page }) => {
    await page.goto("/shop/");
    const productUrl = await addButtons(page)
      .first()
      .locator("xpath=ancestor::li[1]//a[contains(@class,'product-card__link')]")
      .getAttribute("href");
    await page.goto(productUrl!);
    await page.getByLabel(/Menge/).fill("2");
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page).toHaveURL(new RegExp(`${productUrl}$`));
    await expect(page.locator(".woocommerce-message")).toContainText("2 × „");
    expect(await headerCount(page)).toBe("2");
  });

  test("the product page's form adds a variation chosen by its options", async ({ page }) => {
    await page.goto("/product/kenia-aa/");
    await page.getByLabel("Größe").selectOption("250 g");
    await page.getByLabel("Mahlgrad").selectOption("Espresso");
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.locator(".woocommerce-message")).toContainText("„Kenia AA Nyeri – 250 g, Espresso“");
    expect(await headerCount(page)).toBe("1");
  });
});
