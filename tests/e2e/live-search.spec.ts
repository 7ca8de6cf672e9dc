/**
 * The live search box (spec §2 "Live search box", §4 "Live search", §5, §7 call 3, §8, §9;
 * glossary D1, E1–E4), with the spec's numbers on Playwright's clock: 500 ms debounce, the space
 * key ignored, the minimum length, aborting the previous search, the panel geometry (max(form,
 * 500) − 10 px wide, 400 px high, details from 910 px), outside click and refocus, following the
 * input, both show-more variants, the combobox keys, the scrollbar, add to cart from the details.
 */
import { expect, type Page, type Request, test } from "@playwright/test";
import {
  CLOCK_START,
  expectNoAxeViolations,
  headerCount,
  pauseClockAfter,
  scrollTo,
  shopReady,
} from "./shop-helpers.ts";

const SEARCH_PAGE = "/?s=";
const isSearch = (r: Request) => r.url().includes("/wp-admin/admin-ajax.php") && r.method() === "POST";
const fields = (r: Request) => new URLSearchParams(r.postData() ?? "");

const pauseClock = (page: Page) => pauseClockAfter(page, 5000);

/** Opens the results page's form (form 2: load-more variant) with the fake clock paused. */
async function openSearchPage(page: Page, path = SEARCH_PAGE) {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(path);
  await shopReady(page);
  await pauseClock(page);
}

function pageInput(page: Page) {
  return page.locator("#is-search-input-2");
}
const panel = (page: Page, id = 2) => page.locator(`#is-ajax-search-result-${id}`);
const details = (page: Page, id = 2) => page.locator(`#is-ajax-search-details-${id}`);

/** Focuses the input and waits until the live search script is attached to its form. */
async function focusSearch(page: Page, formId = 2) {
  await page.locator(`#is-search-input-${formId}`).focus();
  await page
    .locator(`form[data-form-id="${formId}"][data-live-search="ready"]`)
    .waitFor({ state: "attached" });
}

/**
 * Resizes the window and waits until the page has had its resize event. Chromium dispatches it
 * with the next rendering step, which `setViewportSize` does not wait for; running the paused
 * clock's frame before the event came left the panels where they were (the details panel stayed
 * visible at 909 px under load).
 */
async function resizeTo(page: Page, width: number, height: number) {
  await page.evaluate(() => {
    const w = window as Window & { resized?: Promise<void> };
    w.resized = new Promise((done) => window.addEventListener("resize", () => done(), { once: true }));
  });
  await page.setViewportSize({ width, height });
  await page.evaluate(() => (window as Window & { resized?: Promise<void> }).resized);
}

/** Types, lets the debounce run out, and waits for the answer to be shown. */
async function search(page: Page, text: string, formId = 2) {
  const input = page.locator(`#is-search-input-${formId}`);
  await input.fill("");
  const answered = page.waitForResponse(
    (r) => isSearch(r.request()) && fields(r.request()).get("page") === "1",
  );
  await input.pressSequentially(text);
  await page.clock.runFor(500);
  await answered;
  await expect(page.locator(`form[data-form-id="${formId}"]`)).not.toHaveClass(/processing/);
  await expect(panel(page, formId)).toBeVisible();
}

/** Opens the theme's header search overlay (its toggle appears once the theme script runs). */
async function openHeaderSearch(page: Page) {
  await page.locator("html.theme-js").waitFor({ state: "attached" });
  await page.locator(".search-overlay__toggle").click();
  await page.locator('.search-overlay:not([data-state="closed"])').waitFor({ state: "attached" });
}

test.describe("live search: typing and requests", () => {
  test("waits 500 ms after the last key, ignores the space key, and starts only at the minimum length", async ({
    page,
  }) => {
    await openSearchPage(page);
    const requests: Request[] = [];
    page.on("request", (r) => {
      if (isSearch(r)) requests.push(r);
    });
    await focusSearch(page);
    const min = Number(await page.locator('form[data-form-id="2"]').getAttribute("data-min-no-for-search"));
    expect(min).toBe(3);

    // Shorter than the minimum: no request, no panel.
    await pageInput(page).pressSequentially("es");
    await page.clock.runFor(600);
    expect(requests).toHaveLength(0);
    await expect(panel(page)).toBeHidden();

    // The third letter starts the 500 ms; a space 300 ms later does not restart it.
    await pageInput(page).press("p");
    await page.clock.runFor(300);
    await pageInput(page).press(" ");
    await page.clock.runFor(199);
    expect(requests).toHaveLength(0);
    const sent = page.waitForRequest(isSearch);
    await page.clock.runFor(1);
    const request = await sent;
    expect(requests).toHaveLength(1);

    const body = fields(request);
    expect(body.get("action")).toBe("is_ajax_load_posts");
    expect(body.get("s")?.trim()).toBe("esp");
    expect(body.get("page")).toBe("1");
    expect(body.get("id")).toBe("2");
    expect(body.get("lang")).toBe("de");
    const params = JSON.parse((await page.locator("#laden-params").textContent()) ?? "{}");
    expect(body.get("security")).toBe(params.search.nonce);

    await expect(panel(page).locator(".is-ajax-search-post").first()).toBeVisible();

    // Deleting below the minimum hides the panel after the debounce.
    await pageInput(page).press("Backspace");
    await pageInput(page).press("Backspace");
    await page.clock.runFor(500);
    await expect(panel(page)).toBeHidden();
    expect(requests).toHaveLength(1);
  });

  test("shows the processing state while a request runs; a new search aborts the one in flight; failures are only logged", async ({
    page,
  }) => {
    await openSearchPage(page);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const aborted: string[] = [];
    page.on("requestfailed", (r) => {
      if (isSearch(r)) aborted.push(`${fields(r).get("s")}:${r.failure()?.errorText}`);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/wp-admin/admin-ajax.php", async (route) => {
      if (fields(route.request()).get("s") === "Kaffee") await held.catch(() => {});
      await route.continue().catch(() => {});
    });
    await focusSearch(page);
    await pageInput(page).pressSequentially("Kaffee");
    const first = page.waitForRequest(isSearch);
    await page.clock.runFor(500);
    await first;

    // Processing: the panel is shown with the processing state.
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toHaveAttribute("aria-busy", "true");
    await expect(panel(page)).toHaveClass(/is-processing/);
    await expect(page.locator('form[data-form-id="2"]')).toHaveClass(/processing/);
    await expect(panel(page).locator(".is-ajax-search-processing")).toHaveText("Suche läuft …");

    // A new search aborts the first.
    await pageInput(page).pressSequentially("bohnen");
    const second = page.waitForResponse(
      (r) => isSearch(r.request()) && fields(r.request()).get("s") === "Kaffeebohnen",
    );
    await page.clock.runFor(500);
    await second;
    await expect.poll(() => aborted).toEqual(["Kaffee:net::ERR_ABORTED"]);
    release();
    await expect(panel(page)).not.toHaveClass(/is-processing/);
    await expect(panel(page).locator(".is-ajax-search-items")).toBeVisible();
    expect(errors).toEqual([]);

    // A failing request is logged to the console and nothing else happens.
    await page.unroute("**/wp-admin/admin-ajax.php");
    await page.route("**/wp-admin/admin-ajax.php", (route) => route.fulfill({ status: 500, body: "kaputt" }));
    await pageInput(page).press("Backspace");
    const failed = page.waitForResponse((r) => isSearch(r.request()));
    await page.clock.runFor(500);
    await failed;
    // The browser reports the 500 itself; our script only logs it.
    const ours = () => errors.filter((e) => !e.startsWith("Failed to load resource"));
    await expect.poll(() => ours().length).toBe(1);
    expect(ours()[0]).toContain("Live-Suche fehlgeschlagen");
    await expect(page.locator('form[data-form-id="2"]')).not.toHaveClass(/processing/);
  });
});

test.describe("live search: the panels", () => {
  test("results panel under the input, max(form width, 500) − 10 px wide, list at most 400 px high", async ({
    page,
  }) => {
    await openSearchPage(page);
    await focusSearch(page);
    await search(page, "Kaffee");
    const form = (await page.locator('form[data-form-id="2"]').boundingBox())!;
    const input = (await pageInput(page).boundingBox())!;
    const box = (await panel(page).boundingBox())!;
    expect(box.width).toBeCloseTo(Math.max(form.width, 500) - 10, 0);
    expect(box.y).toBeCloseTo(input.y + input.height, 0);
    expect(box.x).toBeCloseTo(input.x, 0);
    const scroll = panel(page).locator(".is-ajax-search-scroll");
    await expect(scroll).toHaveCSS("max-height", "400px");
    expect((await scroll.boundingBox())!.height).toBeLessThanOrEqual(400);
    // axe runs on timers: let the clock run again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test("a narrow form still gets a 490 px panel, and data-result-box-max-height sets the list height", async ({
    page,
  }) => {
    await openSearchPage(page);
    await page.locator('form[data-form-id="2"]').evaluate((f) => {
      (f as HTMLElement).style.maxWidth = "300px";
      f.setAttribute("data-result-box-max-height", "250");
    });
    await focusSearch(page);
    await search(page, "Kaffee");
    expect((await panel(page).boundingBox())!.width).toBeCloseTo(490, 0);
    await expect(panel(page).locator(".is-ajax-search-scroll")).toHaveCSS("max-height", "250px");
  });

  test("details panel from 910 px: the hovered category or product's details; hidden below 910 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 910, height: 800 });
    await openSearchPage(page);
    await focusSearch(page);
    await search(page, "Espresso");
    await expect(details(page)).toBeVisible();
    const resultsBox = (await panel(page).boundingBox())!;
    const detailsBox = (await details(page).boundingBox())!;
    expect(
      Math.abs(detailsBox.x - (resultsBox.x + resultsBox.width)) < 2 ||
        detailsBox.x + detailsBox.width <= resultsBox.x + 2,
    ).toBe(true);

    // Hover the list as the visitor sees it: once SimpleBar has wrapped it (its script loads with
    // the first results and moves the options into its own scroll container).
    await panel(page).locator(".is-ajax-search-scroll[data-simplebar='init']").waitFor();
    const category = panel(page).locator(".is-ajax-search-categories .is-ajax-search-post").first();
    await category.hover();
    const catId = await category.getAttribute("data-id");
    await expect(
      details(page).locator(`.is-ajax-search-categories-details [data-id="${catId}"]`),
    ).toBeVisible();
    await expect(details(page).locator(".is-ajax-search-post-details:visible")).toHaveCount(1);

    const product = panel(page).locator(".is-ajax-search-posts .is-product").nth(1);
    await product.hover();
    const productId = await product.getAttribute("data-id");
    await expect(
      details(page).locator(`.is-ajax-search-posts-details [data-id="${productId}"]`),
    ).toBeVisible();

    await resizeTo(page, 909, 800);
    await page.clock.runFor(50);
    await expect(details(page)).toBeHidden();
    await expect(panel(page)).toBeVisible();
  });

  test("a click outside hides the panel; focus or a click in the non-empty input shows it again", async ({
    page,
  }) => {
    await openSearchPage(page);
    await focusSearch(page);
    await search(page, "Kaffee");
    await page.mouse.click(5, 700);
    await expect(panel(page)).toBeHidden();
    await expect(pageInput(page)).toHaveAttribute("aria-expanded", "false");
    await pageInput(page).click();
    await expect(panel(page)).toBeVisible();
    // Away with the keyboard and back: focus shows it again, without a new request.
    await page.mouse.click(5, 700);
    await expect(panel(page)).toBeHidden();
    let requests = 0;
    page.on("request", (r) => {
      if (isSearch(r)) requests++;
    });
    await page.keyboard.press("Tab");
    await pageInput(page).focus();
    await expect(panel(page)).toBeVisible();
    await page.clock.runFor(600);
    expect(requests).toBe(0);
  });

  test("both panels follow the input when the window is resized or scrolled", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/shop/");
    await shopReady(page);
    await pauseClock(page);
    // The header's overlay form (form 1) sits in the sticky header, so it moves when the page scrolls.
    await openHeaderSearch(page);
    await page.locator('form[data-form-id="1"][data-live-search="ready"]').waitFor({ state: "attached" });
    await search(page, "Espresso", 1);
    const under = async () => {
      const input = (await page.locator("#is-search-input-1").boundingBox())!;
      const box = (await panel(page, 1).boundingBox())!;
      return { gap: box.y - (input.y + input.height), right: box.x + box.width };
    };
    expect((await under()).gap).toBeCloseTo(0, 0);
    await scrollTo(page, 300);
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await under()).gap).toBeCloseTo(0, 0);
    await resizeTo(page, 1000, 700);
    await page.clock.runFor(50);
    expect((await under()).gap).toBeCloseTo(0, 0);
    expect((await under()).right).toBeLessThanOrEqual(1000);
    const detailsBox = (await details(page, 1).boundingBox())!;
    const resultsBox = (await panel(page, 1).boundingBox())!;
    expect(detailsBox.y).toBeCloseTo(resultsBox.y, 0);
  });
});

test.describe("header search overlay", () => {
  test("opens with the input focused; Escape closes the results and the overlay; a click outside closes both", async ({
    page,
  }) => {
    await openSearchPage(page, "/shop/");
    const overlay = page.locator(".search-overlay");
    await openHeaderSearch(page);
    await expect(page.locator("#is-search-input-1")).toBeFocused();
    await page.locator('form[data-form-id="1"][data-live-search="ready"]').waitFor({ state: "attached" });
    await search(page, "Espresso", 1);
    await page.keyboard.press("Escape");
    await expect(panel(page, 1)).toBeHidden();
    await expect(overlay).toHaveAttribute("data-state", "closed");
    await expect(page.locator(".search-overlay__toggle")).toBeFocused();

    await openHeaderSearch(page);
    await page.locator("#is-search-input-1").click();
    await expect(panel(page, 1)).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(panel(page, 1)).toBeHidden();
    await expect(overlay).toHaveAttribute("data-state", "closed");
  });
});

test.describe("live search: show more", () => {
  test("load-more variant: loads the next page into the list", async ({ page }) => {
    await openSearchPage(page);
    await focusSearch(page);
    await search(page, "Kaffee");
    const items = panel(page).locator(".is-ajax-search-posts .is-ajax-search-post");
    await expect(items).toHaveCount(10);
    const more = panel(page).locator(".is-show-more-results");
    await expect(more).toHaveAttribute("data-page", "2");
    await expect(more).not.toHaveClass(/redirect-tosr/);
    const next = page.waitForRequest((r) => isSearch(r) && fields(r).get("page") === "2");
    await more.click();
    const request = await next;
    expect(fields(request).get("s")).toBe("Kaffee");
    await expect.poll(() => items.count()).toBeGreaterThan(10);
    expect(new Set(await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-id")))).size).toBe(
      await items.count(),
    );
  });

  test("redirect variant: submits the form to the results page", async ({ page }) => {
    await openSearchPage(page, "/shop/");
    await openHeaderSearch(page);
    await page.locator('form[data-form-id="1"][data-live-search="ready"]').waitFor({ state: "attached" });
    await search(page, "Kaffee", 1);
    const more = panel(page, 1).locator(".is-show-more-results.redirect-tosr");
    await expect(more).toBeVisible();
    await Promise.all([page.waitForURL(/\/\?s=Kaffee&id=1$/), more.click()]);
    await expect(page.locator("h1")).toHaveText("Suchergebnisse für „Kaffee“");
  });
});

test.describe("live search: keyboard and screen readers", () => {
  test("arrow keys move through the options, Escape closes, Enter opens; the count is announced", async ({
    page,
  }) => {
    await openSearchPage(page);
    await focusSearch(page);
    await search(page, "Espresso");
    const input = pageInput(page);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", "is-ajax-search-listbox-2");
    await expect(page.locator(".is-search-status")).toHaveText(
      /^\d+ Ergebnisse\. Mit den Pfeiltasten auswählen\.$/,
    );

    const options = panel(page).locator("[role=option]");
    await input.press("ArrowDown");
    const firstId = await options.first().getAttribute("id");
    await expect(input).toHaveAttribute("aria-activedescendant", firstId!);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await expect(options.first()).toHaveAttribute("aria-selected", "false");
    await input.press("ArrowUp");
    await input.press("ArrowUp");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.last().getAttribute("id"))!);

    await input.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).not.toHaveAttribute("aria-activedescendant");

    await input.press("ArrowDown");
    await expect(panel(page)).toBeVisible();
    const product = panel(page).locator(".is-ajax-search-posts .is-product").first();
    const href = await product.getAttribute("data-url");
    const index = await options.evaluateAll(
      (els, id) => els.findIndex((e) => e.getAttribute("id") === id),
      await product.getAttribute("id"),
    );
    for (let i = 0; i <= index; i++) await input.press("ArrowDown");
    await Promise.all([page.waitForURL(`**${href}`), input.press("Enter")]);
  });

  test("the result lists scroll with SimpleBar: thumb at least 25 px, stop-scroll after 175 ms", async ({
    page,
  }) => {
    await openSearchPage(page);
    await page
      .locator('form[data-form-id="2"]')
      .evaluate((f) => f.setAttribute("data-result-box-max-height", "120"));
    await focusSearch(page);
    await search(page, "Kaffee");
    const more = panel(page).locator(".is-show-more-results");
    await more.click();
    await expect
      .poll(() => panel(page).locator(".is-ajax-search-posts .is-ajax-search-post").count())
      .toBeGreaterThan(10);
    const thumb = panel(page).locator(".simplebar-track.simplebar-vertical .simplebar-scrollbar");
    await expect(thumb).toBeAttached();
    await page.clock.runFor(100);
    const height = await thumb.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(25);

    const host = panel(page).locator(".is-ajax-search-scroll");
    // Let the show-more click's own scroll settle, then scroll and wait for the event: the list can
    // still carry the class from that click, so the assertion below would not wait, and a scroll
    // event coming after the clock ran restarted the 175 ms (failed once under load).
    await page.clock.runFor(200);
    await expect(host).not.toHaveClass(/simplebar-scrolling/);
    await host.locator(".simplebar-content-wrapper").evaluate(
      (el) =>
        new Promise<void>((done) => {
          el.addEventListener("scroll", () => done(), { once: true });
          el.scrollTop = el.scrollTop === 200 ? 150 : 200;
        }),
    );
    // The scroll handler marks the list as scrolling; 175 ms after the last scroll event it stops.
    await expect(host).toHaveClass(/simplebar-scrolling/);
    await page.clock.runFor(170);
    await expect(host).toHaveClass(/simplebar-scrolling/);
    await page.clock.runFor(10);
    await expect(host).not.toHaveClass(/simplebar-scrolling/);
  });
});

test.describe("live search: details panel add to cart", () => {
  test("quantity and add-to-cart use the shop's AJAX add to cart", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSearchPage(page);
    await focusSearch(page);
    await search(page, "Vorratsdose");
    const item = panel(page).locator(".is-ajax-search-posts .is-product").first();
    await item.hover();
    const id = await item.getAttribute("data-id");
    const box = details(page).locator(`.is-ajax-search-posts-details [data-id="${id}"]`);
    await expect(box).toBeVisible();
    await box.locator(".is-ajax-search-product-quantity").fill("2");
    const add = box.locator(".add_to_cart_button.ajax_add_to_cart");
    await expect(add).toHaveAttribute("data-quantity", "2");
    const response = page.waitForResponse((r) => r.url().includes("wc-ajax=add_to_cart"));
    await add.click();
    const body = new URLSearchParams((await response).request().postData() ?? "");
    expect(body.get("product_id")).toBe(id);
    expect(body.get("quantity")).toBe("2");
    await expect
      .poll(async () => {
        await page.clock.runFor(200);
        return headerCount(page);
      })
      .toBe("2");
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header form submits to the results page", async ({ page }) => {
    await page.goto("/shop/");
    // Without JavaScript the overlay's form is shown in the header (no toggle).
    await page.locator("#is-search-input-1").fill("Espresso");
    await Promise.all([
      page.waitForURL(/\/\?s=Espresso&id=1$/),
      page.locator("#is-search-input-1").press("Enter"),
    ]);
    await expect(page.locator(".search-results .search-result").first()).toBeVisible();
    await expect(page.locator(".woocommerce-result-count")).toHaveText(/\d+ Ergebnisse/);
  });
});
