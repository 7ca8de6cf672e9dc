/**
 * Issue 19, shop and theme defects in the browser: a checkout field's error goes once the field
 * is valid, the go-to-top button clear of the summary's VAT line on a phone, the mandate preview's
 * `lang` on /en/, every region named in `fragments` replaced, the transparent header over the
 * slider, social icons as SVG with names, the chevron click after a hover, the sliding search
 * without a sliver of the menu, the sort select inside a phone's width, and the coming-soon
 * banner above the consent banner.
 */
import { expect, type Page, test } from "@playwright/test";
import { addButtons, setSetting, shopReady, wcAjax } from "./shop-helpers.ts";

// Some tests change a theme setting: the tests of this file run one by one.
test.describe.configure({ mode: "serial", timeout: 180_000 });

async function chromeReady(page: Page) {
  await page.locator("html[data-chrome=ready]").waitFor({ state: "attached" });
}

async function cartWithOneProduct(page: Page, prefix = ""): Promise<void> {
  await page.goto(`${prefix}/shop/`);
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
}

async function openCheckout(page: Page, prefix = "") {
  await page.goto(`${prefix}/checkout/`);
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
}

/** Waits until every running transition and animation of the page has finished. */
async function transitionsDone(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test.describe("checkout", () => {
  test("a field's error goes as soon as the field is valid, the others stay until the next submit", async ({
    page,
  }) => {
    await cartWithOneProduct(page);
    await openCheckout(page);
    await page.click("#place_order");
    const city = page.locator("#billing_city_field");
    const email = page.locator("#billing_email_field");
    await expect(city.locator(".field-error")).toContainText("Pflichtfeld");
    await expect(email.locator(".field-error")).toBeVisible();
    await expect(page.locator("#billing_city")).toHaveAttribute("aria-invalid", "true");
    // The error list takes the focus 500 ms after it appears (spec §4); type after that, as a visitor would.
    await expect(page.locator(".woocommerce-NoticeGroup-checkout .woocommerce-error")).toBeFocused();

    await page.locator("#billing_city").pressSequentially("Berlin");
    await expect(city.locator(".field-error")).toHaveCount(0);
    await expect(city).not.toHaveClass(/woocommerce-invalid/);
    await expect(page.locator("#billing_city")).not.toHaveAttribute("aria-invalid", "true");
    // An invalid value does not clear it; a valid one does.
    await page.locator("#billing_email").pressSequentially("erika@");
    await expect(email.locator(".field-error")).toBeVisible();
    await page.locator("#billing_email").pressSequentially("example.com");
    await expect(email.locator(".field-error")).toHaveCount(0);
    await expect(page.locator("#billing_first_name_field .field-error")).toBeVisible();
    // The notice list stays as the server answered (and keeps the focus it was given).
    await expect(page.locator(".woocommerce-NoticeGroup-checkout li[data-id=billing_city]")).toHaveCount(1);
  });

  test("on a phone the go-to-top button never lies over the summary's totals and VAT line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await cartWithOneProduct(page);
    await openCheckout(page);
    await chromeReady(page);
    const vat = page.locator(".woocommerce-checkout-review-order-table .includes_tax").first();
    await vat.scrollIntoViewIfNeeded();
    // The VAT line at the bottom of the window, where the button appears.
    await page.evaluate(() => {
      const el = document.querySelector(".woocommerce-checkout-review-order-table .includes_tax")!;
      window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8);
    });
    const button = page.locator("#toTop");
    await expect(button).toHaveClass(/is-visible/);
    await transitionsDone(page);
    const b = (await button.boundingBox())!;
    for (const cell of await page.locator(".woocommerce-checkout-review-order-table :is(td, th)").all()) {
      const c = (await cell.boundingBox())!;
      const text = await cell.evaluate((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        const rects = [...r.getClientRects()];
        return rects.length ? Math.max(...rects.map((x) => x.right)) : 0;
      });
      expect(text, `${await cell.textContent()} ends left of the button`).toBeLessThanOrEqual(b.x);
      expect(c.x).toBeGreaterThanOrEqual(0);
    }
  });
});

test.describe("English pages", () => {
  test("the mandate preview on /en/checkout/ sends lang=en and answers in English", async ({ page }) => {
    await cartWithOneProduct(page, "/en");
    await openCheckout(page, "/en");
    await page.fill("#billing_first_name", "Erika");
    await page.fill("#billing_last_name", "Mustermann");
    await page.fill("#billing_address_1", "Lindenstraße 12");
    await page.fill("#billing_postcode", "10115");
    await page.fill("#billing_city", "Berlin");
    await page.fill("#billing_email", "erika@example.com");
    await page.check("#payment_method_german_market_sepa_direct_debit");
    await page.fill("#german-market-sepa-holder", "Erika Mustermann");
    await page.fill("#german-market-sepa-iban", "DE89 3704 0044 0532 0130 00");
    const request = page.waitForRequest((r) => r.url().includes("admin-ajax.php"));
    await page.click("#gm-sepa-mandate-preview");
    expect(new URLSearchParams((await request).postData() ?? "").get("lang")).toBe("en");
    await expect(page.locator("#gm-sepa-mandate-preview-text .close")).toHaveText("Close");
  });
});

test.describe("fragments", () => {
  test("every region the answer names is replaced, not only the ones our client renders", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await shopReady(page);
    // A mini cart widget in content HTML (WooCommerce's), and a theme's own region a plugin names.
    await page.evaluate(() => {
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "afterbegin",
          '<div class="widget_shopping_cart_content" id="content-widget">alt</div><span class="theme-cart-total">0 €</span>',
        );
    });
    await page.route(
      (url) => wcAjax(url) === "add_to_cart",
      async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.fragments["span.theme-cart-total"] = '<span class="theme-cart-total">neu</span>';
        await route.fulfill({ response, json });
      },
    );
    const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
    const name = await addButtons(page)
      .first()
      .evaluate((b) => /„(.*)“/.exec(b.getAttribute("aria-label") ?? "")?.[1] ?? "");
    await addButtons(page).first().click();
    await added;
    const widget = page.locator("main > .widget_shopping_cart_content");
    await expect(widget).toContainText(name);
    await expect(page.locator("#content-widget")).toHaveCount(0);
    await expect(page.locator("main .theme-cart-total")).toHaveText("neu");
    // The header's React cart is rendered from the cart state, once, and still works.
    await expect(page.locator("header .widget_shopping_cart_content")).toHaveCount(1);
    await expect(page.locator("a.cart-contents .count")).toHaveText("1");
  });
});

test.describe("theme", () => {
  test.afterAll(async () => {
    await setSetting("theme.headerStyle", "sticky");
    await setSetting("theme.searchOverlay", "dropdown");
  });

  for (const width of [375, 1280]) {
    test(`the transparent header lies over the slider, not above it (${width} px)`, async ({ page }) => {
      await setSetting("theme.headerStyle", "transparent");
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await chromeReady(page);
      const header = (await page.locator("#masthead").boundingBox())!;
      const slider = (await page.locator(".home-slider").boundingBox())!;
      expect(Math.round(slider.y)).toBe(Math.round(header.y));
      expect(await page.locator("#masthead").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        "rgba(0, 0, 0, 0)",
      );
      // Its texts are white over the dark slide (and the page under it is the slider, not the page background).
      expect(await page.locator("#masthead .site-logo").evaluate((el) => getComputedStyle(el).color)).toBe(
        "rgb(255, 255, 255)",
      );
      // Other pages have no slider: the header takes its room there.
      await page.goto("/shop/");
      const h1 = (await page.locator("main h1").first().boundingBox())!;
      const shopHeader = (await page.locator("#masthead").boundingBox())!;
      expect(h1.y).toBeGreaterThan(shopHeader.y + shopHeader.height);
    });
  }

  test("the top social links are SVG icons named by their network", async ({ page }) => {
    await page.goto("/");
    const links = page.locator(".top-social a");
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link.locator("svg")).toHaveCount(1);
      await expect(link.locator("svg")).toHaveAttribute("aria-hidden", "true");
      const visible = await link.evaluate((a) =>
        [...a.childNodes]
          .filter((n) => !(n instanceof Element && n.classList.contains("screen-reader-text")))
          .map((n) => n.textContent)
          .join("")
          .trim(),
      );
      expect(visible).toBe("");
    }
    for (const name of ["Instagram", "Facebook", "YouTube"])
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(1);
  });

  test("the chevron click confirms the submenu the hover just opened; the next click closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/shop/");
    await chromeReady(page);
    const item = page.locator('[data-menu="desktop"] > li.has-submenu').first();
    const toggle = item.locator(":scope > .submenu-toggle");
    await item.locator(":scope > a").hover();
    await expect(item).toHaveClass(/is-open/);
    await toggle.click();
    await expect(item).toHaveClass(/is-open/);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(item).not.toHaveClass(/is-open/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The keyboard toggles as before.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(item).toHaveClass(/is-open/);
  });

  test("the sliding search panel shows no sliver of the menu beside it", async ({ page }) => {
    await setSetting("theme.searchOverlay", "sliding");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/shop/");
    await chromeReady(page);
    const nav = page.locator(".site-nav-desktop");
    await expect(nav).toBeVisible();
    await page.click(".search-overlay__toggle");
    await expect(page.locator(".search-overlay")).not.toHaveAttribute("data-state", "closed");
    await transitionsDone(page);
    await expect(nav).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.locator(".search-overlay")).toHaveAttribute("data-state", "closed");
    await expect(nav).toBeVisible();
  });

  test("at 375 px the sort select keeps the page's margin on the right", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/shop/");
    const select = (await page.locator("select.orderby").boundingBox())!;
    const title = (await page.locator("main h1").first().boundingBox())!;
    expect(select.x + select.width).toBeLessThanOrEqual(375 - title.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test.describe("before a consent choice", () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    for (const width of [375, 1280]) {
      test(`the consent banner does not cover the coming-soon banner's dismiss link (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/shop/");
        await chromeReady(page);
        const consent = page.locator(".consent-banner");
        await expect(consent).toBeVisible();
        // The banner markup as the server renders it for the owner (tests/integration/theme.test.ts).
        await page.evaluate(() => {
          document.body.insertAdjacentHTML(
            "beforeend",
            '<section id="coming-soon-footer-banner" class="coming-soon-footer-banner" aria-label="Wir öffnen bald"><div class="coming-soon-footer-banner__content"><p>Coming soon</p><a href="#coming-soon-footer-banner" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/7" data-rest-nonce="abc123def456">Hinweis ausblenden</a></div></section>',
          );
        });
        const link = (await page.locator(".coming-soon-footer-banner-dismiss").boundingBox())!;
        const banner = (await consent.boundingBox())!;
        expect(link.y + link.height).toBeLessThanOrEqual(banner.y);
        // What is on top at the link's centre is the link itself.
        expect(
          await page.evaluate(
            ([x, y]) =>
              document.elementFromPoint(x!, y!)?.closest(".coming-soon-footer-banner-dismiss") !== null,
            [link.x + link.width / 2, link.y + link.height / 2],
          ),
        ).toBe(true);
      });
    }
  });
});
