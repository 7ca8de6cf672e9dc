/**
 * Theme chrome in the browser (spec §2, §4, §9; glossary C1, C4, C5, D1): breakpoints, header
 * shrink after > 1 px, dropdowns (delay 250 ms, speed 350 ms) by pointer and keyboard, the mobile
 * menu below 992 px, top social icons, go-to-top (450 px, 400 ms), the search overlay's four
 * modes and the mobile behaviour below 1024 px, the home slider (fade 1000 ms, interval 5000 ms,
 * swipe 40 px, keys, pause), reduced motion, axe with the open states. Timings on page.clock.
 */
import { expect, type Page, test } from "@playwright/test";
import { CLOCK_START, expectNoAxeViolations, scrollTo } from "./shop-helpers.ts";

const PAUSE_AT = new Date(CLOCK_START.getTime() + 1000);

async function chromeReady(page: Page) {
  await page.locator("html[data-chrome=ready]").waitFor({ state: "attached" });
}

/** Lets the fake clock run the scroll handler's animation frame. */
async function frame(page: Page) {
  await page.clock.runFor(20);
}

test.describe("breakpoints and header", () => {
  test("device classes follow the spec's table exactly", async ({ page }) => {
    await page.goto("/shop/");
    await chromeReady(page);
    const edges: [number, string][] = [
      [375, "xs"],
      [575, "xs"],
      [576, "sm"],
      [767, "sm"],
      [768, "md"],
      [991, "md"],
      [992, "lg"],
      [1199, "lg"],
      [1200, "xl"],
      [1600, "xl"],
    ];
    for (const [width, device] of edges) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator("html"), `${width}px`).toHaveAttribute("data-device", device);
    }
  });

  test("the header gets its shrunk state after more than 1 px of scroll, and loses it at the top", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    // Paused: only runFor moves time, however slow the machine.
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/shop/");
    await chromeReady(page);
    const header = page.locator("#masthead");
    await expect(header).toHaveClass(/site-header--sticky/);
    await scrollTo(page, 1);
    await frame(page);
    await expect(header).not.toHaveClass(/shrinked/);
    await scrollTo(page, 2);
    await frame(page);
    await expect(header).toHaveClass(/shrinked/);
    // Sticky: it stays at the top of the viewport.
    await scrollTo(page, 600);
    await frame(page);
    expect((await header.boundingBox())?.y).toBe(0);
    await scrollTo(page, 0);
    await frame(page);
    await expect(header).not.toHaveClass(/shrinked/);
  });
});

test.describe("desktop dropdown menu", () => {
  test("opens on hover, fades in over 350 ms and closes 250 ms after the pointer leaves", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    // Paused: only runFor moves time, however slow the machine.
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/shop/");
    await chromeReady(page);
    const item = page.locator('[data-menu="desktop"] > li.has-submenu').first();
    const sub = item.locator(".sub-menu");
    const toggle = item.locator(".submenu-toggle");
    await expect(sub).toBeHidden();
    await item.locator(":scope > a").hover();
    await expect(item).toHaveClass(/is-open/);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sub).toBeVisible();
    expect(await sub.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.35s");
    // Into the submenu: stays open.
    await sub.locator("a").first().hover();
    await page.clock.runFor(1000);
    await expect(item).toHaveClass(/is-open/);
    // Away: open for 249 ms more, closed at 250 ms.
    await page.mouse.move(640, 700);
    await page.clock.runFor(249);
    await expect(item).toHaveClass(/is-open/);
    await page.clock.runFor(1);
    await expect(item).not.toHaveClass(/is-open/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sub).toBeHidden();
    // Coming back within the delay keeps it open.
    await item.locator(":scope > a").hover();
    await page.mouse.move(640, 700);
    await page.clock.runFor(200);
    await item.locator(":scope > a").hover();
    await page.clock.runFor(500);
    await expect(item).toHaveClass(/is-open/);
  });

  test("is keyboard operable: arrow keys, Escape, aria-expanded, Tab away closes", async ({ page }) => {
    await page.goto("/shop/");
    await chromeReady(page);
    const item = page.locator('[data-menu="desktop"] > li.has-submenu').first();
    const parent = item.locator(":scope > a");
    const toggle = item.locator(".submenu-toggle");
    const links = item.locator(".sub-menu a");
    await parent.focus();
    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    // The disclosure button opens it with Enter and Space.
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    // Tab through the submenu and out of it closes it.
    const count = await links.count();
    for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Left/right move between the top-level items.
    await parent.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator('[data-menu="desktop"] > li').nth(1).locator(":scope > a")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(parent).toBeFocused();
  });
});

test.describe("mobile menu", () => {
  test("has a toggle and expandable submenus at 991 px and is hidden from 992 px", async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto("/shop/");
    await chromeReady(page);
    const toggle = page.locator(".mobile-menu-toggle");
    const menu = page.locator("#mobile-menu");
    await expect(page.locator(".site-nav-desktop")).toBeHidden();
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveClass(/is-active/);
    await expect(menu).toBeVisible();
    const parent = menu.locator("li.has-submenu").first();
    await expect(parent.locator(".sub-menu")).toBeHidden();
    await parent.locator(".submenu-toggle").click();
    await expect(parent.locator(".submenu-toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(parent.locator(".sub-menu a").first()).toBeVisible();
    // From 992 px on: neither toggle nor menu, the desktop menu instead.
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(page.locator(".site-nav-desktop")).toBeVisible();
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    // Keyboard: Escape closes and returns focus to the toggle.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("top social icons", () => {
  test("are 40 px wide, at most 8 on the smallest size", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/");
    await chromeReady(page);
    const icons = page.locator(".top-social li");
    await expect(icons).toHaveCount(4);
    for (const box of await icons
      .locator("a")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width)))
      expect(box).toBe(40);
    // Twelve links (as an owner may configure): 8 shown on xs, all from 576 px.
    await page.evaluate(() => {
      const ul = document.querySelector(".top-social ul")!;
      const li = ul.querySelector("li")!;
      for (let i = 0; i < 8; i++) ul.append(li.cloneNode(true));
    });
    await expect(icons).toHaveCount(12);
    expect(
      await icons.evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== "none").length),
    ).toBe(8);
    await page.setViewportSize({ width: 575, height: 700 });
    expect(
      await icons.evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== "none").length),
    ).toBe(8);
    await page.setViewportSize({ width: 576, height: 700 });
    expect(
      await icons.evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== "none").length),
    ).toBe(12);
  });
});

test.describe("go-to-top", () => {
  test("appears after 450 px, slides in over 400 ms and scrolls up in 400 ms", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    // Paused: only runFor moves time, however slow the machine.
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/shop/");
    await chromeReady(page);
    const button = page.locator("#toTop");
    expect(await button.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("0.4s");
    await scrollTo(page, 450);
    await frame(page);
    await expect(button).not.toHaveClass(/is-visible/);
    await scrollTo(page, 451);
    await frame(page);
    await expect(button).toHaveClass(/is-visible/);
    await scrollTo(page, 1200);
    await frame(page);
    await button.click();
    await page.clock.runFor(200);
    const mid = await page.evaluate(() => window.scrollY);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1200);
    await page.clock.runFor(184);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.runFor(40);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The last scroll event reaches the page at the browser's next real rendering step, which a
    // busy machine may deliver after one fake frame: step frames until its update has run.
    await expect
      .poll(async () => {
        await frame(page);
        return button.getAttribute("class");
      })
      .not.toMatch(/is-visible/);
  });

  test("with reduced motion jumps at once and does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: CLOCK_START });
    // Paused: only runFor moves time, however slow the machine.
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/shop/");
    await chromeReady(page);
    const button = page.locator("#toTop");
    expect(
      Number.parseFloat(await button.evaluate((el) => getComputedStyle(el).transitionDuration)),
    ).toBeLessThan(0.001);
    await scrollTo(page, 1200);
    await frame(page);
    await button.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const sub = page.locator('[data-menu="desktop"] .sub-menu').first();
    expect(
      Number.parseFloat(await sub.evaluate((el) => getComputedStyle(el).transitionDuration)),
    ).toBeLessThan(0.001);
  });
});

const MODES = ["dropdown", "sliding", "full-width", "popup"] as const;

async function setMode(page: Page, mode: string) {
  await page.evaluate((m) => {
    (document.querySelector(".search-overlay") as HTMLElement).dataset.mode = m;
  }, mode);
}

test.describe("search overlay", () => {
  for (const mode of MODES) {
    test(`${mode}: opens active with the wrapper expanded, closes with Escape and a click outside`, async ({
      page,
    }) => {
      await page.goto("/shop/");
      await chromeReady(page);
      await setMode(page, mode);
      const wrapper = page.locator(".search-overlay");
      const toggle = wrapper.locator(".search-overlay__toggle");
      const input = wrapper.locator("input[name=s]");
      await expect(wrapper).toHaveAttribute("data-state", "closed");
      await expect(input).toBeHidden();
      await toggle.click();
      await expect(wrapper).toHaveAttribute("data-state", "active");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(input).toBeFocused();
      if (mode === "sliding" || mode === "full-width") await expect(wrapper).toHaveClass(/is-expanded/);
      else await expect(wrapper).not.toHaveClass(/is-expanded/);
      const panel = wrapper.locator(".search-overlay__panel");
      if (mode === "sliding") await expect(panel).toHaveCSS("width", "310px");
      if (mode === "full-width") expect((await panel.boundingBox())?.width).toBe(1280);
      if (mode === "popup") await expect(panel).toHaveCSS("position", "fixed");
      await page.keyboard.press("Escape");
      await expect(wrapper).toHaveAttribute("data-state", "closed");
      await expect(wrapper).not.toHaveClass(/is-expanded/);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(wrapper).toHaveAttribute("data-state", "active");
      // A click inside the form keeps it open; outside closes it.
      await input.click();
      await expect(wrapper).toHaveAttribute("data-state", "active");
      await page.mouse.click(5, 600);
      await expect(wrapper).toHaveAttribute("data-state", "closed");
      await expect(input).toBeHidden();
    });
  }

  test("submits to the results page (GET /?s=)", async ({ page }) => {
    await page.goto("/shop/");
    await chromeReady(page);
    await page.locator(".search-overlay__toggle").click();
    await page.locator(".search-overlay input[name=s]").fill("espresso");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/\?s=espresso(&id=\d+)?$/);
  });

  test("below 1024 px every mode has the mobile behaviour (full-width bar under the header)", async ({
    page,
  }) => {
    for (const [width, mobile] of [
      [1023, "true"],
      [1024, "false"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/shop/");
      await chromeReady(page);
      await setMode(page, "sliding");
      const wrapper = page.locator(".search-overlay");
      await wrapper.locator(".search-overlay__toggle").click();
      await expect(wrapper).toHaveAttribute("data-mobile", mobile);
      const panel = wrapper.locator(".search-overlay__panel");
      if (mobile === "true") {
        await expect(wrapper).not.toHaveClass(/is-expanded/);
        expect((await panel.boundingBox())?.width).toBe(width);
      } else {
        await expect(panel).toHaveCSS("width", "310px");
      }
      await page.keyboard.press("Escape");
      await expect(wrapper).toHaveAttribute("data-state", "closed");
    }
  });
});

test.describe("home slider", () => {
  test("fades over 1000 ms, advances every 5000 ms, pauses, follows keys and swipes past 40 px", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    // Paused: only runFor moves time, however slow the machine.
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/");
    const slider = page.locator(".home-slider");
    await expect(slider).toHaveAttribute("data-ready", "true");
    const active = () => slider.getAttribute("data-index");
    // Height: the window height minus the header (no admin bar for visitors).
    const headerHeight = await page.evaluate(
      () =>
        (document.getElementById("masthead") as HTMLElement).offsetHeight +
        (document.querySelector(".top-social") as HTMLElement).offsetHeight +
        ((document.querySelector(".woocommerce-store-notice") as HTMLElement | null)?.offsetHeight ?? 0),
    );
    // (offsetHeight rounds each bar: allow 1 px.)
    expect(Math.abs((await slider.boundingBox())!.height - (800 - headerHeight))).toBeLessThanOrEqual(1);
    expect(
      await slider
        .locator(".home-slider__slide")
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toContain("1s");
    expect(await active()).toBe("0");
    await page.clock.runFor(4999);
    expect(await active()).toBe("0");
    await page.clock.runFor(1);
    expect(await active()).toBe("1");
    await page.clock.runFor(5000);
    expect(await active()).toBe("2");
    // Pause (WCAG 2.2.2): nothing moves; play again resumes.
    const pause = slider.locator(".home-slider__pause");
    await expect(pause).toHaveAccessibleName("Automatischen Wechsel anhalten");
    await pause.click();
    await expect(pause).toHaveAccessibleName("Automatischen Wechsel starten");
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    expect(await active()).toBe("2");
    // Keys while focus is inside.
    await pause.focus();
    await page.keyboard.press("ArrowRight");
    expect(await active()).toBe("0");
    await page.keyboard.press("ArrowLeft");
    expect(await active()).toBe("2");
    // Swipe: 40 px is not enough, 41 px is.
    const box = (await slider.boundingBox())!;
    const y = box.y + 40;
    await page.mouse.move(600, y);
    await page.mouse.down();
    await page.mouse.move(560, y);
    await page.mouse.up();
    expect(await active()).toBe("2");
    await page.mouse.move(600, y);
    await page.mouse.down();
    await page.mouse.move(559, y);
    await page.mouse.up();
    expect(await active()).toBe("0");
    await page.mouse.move(500, y);
    await page.mouse.down();
    await page.mouse.move(541, y);
    await page.mouse.up();
    expect(await active()).toBe("2");
    // Only the active slide is reachable.
    await expect(slider.locator('.home-slider__slide[data-active="true"]')).toHaveCount(1);
    expect(
      await slider
        .locator('.home-slider__slide[data-active="false"]')
        .first()
        .evaluate((el) => (el as HTMLElement).inert),
    ).toBe(true);
  });

  test("with reduced motion: no fade and the rotation starts paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: CLOCK_START });
    // Paused: only runFor moves time, however slow the machine.
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/");
    const slider = page.locator(".home-slider");
    await expect(slider).toHaveAttribute("data-ready", "true");
    expect(
      await slider
        .locator(".home-slider__slide")
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toMatch(/^(0s|1e-05s)$/);
    await expect(slider).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(15_000);
    await expect(slider).toHaveAttribute("data-index", "0");
  });
});

test.describe("accessibility", () => {
  test("axe finds nothing on home, with the dropdown and the search overlay open, and the mobile menu open", async ({
    page,
  }) => {
    test.setTimeout(240_000); // five full axe scans: about 10 s on two idle cores, over 60 s on busy ones
    await page.goto("/");
    await chromeReady(page);
    await expectNoAxeViolations(page);
    await page.locator('[data-menu="desktop"] > li.has-submenu .submenu-toggle').first().click();
    await expectNoAxeViolations(page);
    await page.locator(".search-overlay__toggle").click();
    await expect(page.locator(".search-overlay")).toHaveAttribute("data-state", "active");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    // The featured products, after their entry animation.
    await page.locator("[data-animate]").first().scrollIntoViewIfNeeded();
    await expect(page.locator(".not-animated")).toHaveCount(0);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === "finished"));
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 375, height: 700 });
    await page.locator(".mobile-menu-toggle").click();
    await page.locator("#mobile-menu .submenu-toggle").first().click();
    await expectNoAxeViolations(page);
  });
});

test.describe("owner chrome", () => {
  test("with the admin bar the sticky header sits 32 px down", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/shop/");
    await chromeReady(page);
    // The server renders this for the owner (tests/integration/theme.test.ts); here the CSS.
    await page.evaluate(() => document.documentElement.setAttribute("data-admin-bar", ""));
    await scrollTo(page, 800);
    await frame(page);
    expect((await page.locator("#masthead").boundingBox())?.y).toBe(32);
  });

  for (const outcome of ["200", "500", "offline"] as const) {
    test(`coming-soon banner: dismiss POSTs the meta field with the nonce header and hides after the request (${outcome})`, async ({
      page,
    }) => {
      await page.goto("/shop/");
      await chromeReady(page);
      // The banner markup as the server renders it for the owner (see the HTTP tests).
      await page.evaluate(() => {
        document.body.insertAdjacentHTML(
          "beforeend",
          '<section id="coming-soon-footer-banner" class="coming-soon-footer-banner" aria-label="Wir öffnen bald"><div class="coming-soon-footer-banner__content"><p>Coming soon</p><a href="#coming-soon-footer-banner" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/7" data-rest-nonce="abc123def456">Hinweis ausblenden</a></div></section>',
        );
      });
      let release: () => void = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      const seen: { body: string | null; nonce: string | undefined; type: string | undefined }[] = [];
      await page.route("**/wp-json/wp/v2/users/7", async (route) => {
        const req = route.request();
        seen.push({
          body: req.postData(),
          nonce: req.headers()["x-wp-nonce"],
          type: req.headers()["content-type"],
        });
        await gate;
        if (outcome === "offline") await route.abort("internetdisconnected");
        else await route.fulfill({ status: Number(outcome), contentType: "application/json", body: "{}" });
      });
      const banner = page.locator("#coming-soon-footer-banner");
      await page.locator(".coming-soon-footer-banner-dismiss").click();
      await expect.poll(() => seen.length).toBe(1);
      // Still shown while the request runs …
      await expect(banner).toBeVisible();
      expect(seen[0]).toEqual({
        body: "woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes",
        nonce: "abc123def456",
        type: "application/x-www-form-urlencoded",
      });
      expect(page.url()).toMatch(/\/shop\/$/);
      release();
      // … hidden once it completes, whatever the outcome.
      await expect(banner).toBeHidden();
    });
  }
});

test.describe("entry animations", () => {
  test("an element below the fold animates 500 ms plus its data-delay after it appears", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/");
    await chromeReady(page);
    const section = page.locator("[data-animate]").first();
    await expect(section).toHaveAttribute("data-delay", "100");
    await expect(section).toHaveClass(/not-animated/);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-appeared", "true");
    await page.clock.runFor(500 + 100 - 1);
    await expect(section).toHaveClass(/not-animated/);
    await page.clock.runFor(1);
    await expect(section).toHaveClass(/(^|\s)animated(\s|$)/);
    await expect(section).not.toHaveClass(/not-animated/);
    expect(await section.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("0.5s");
  });

  test("with reduced motion nothing is hidden or animated", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await chromeReady(page);
    const section = page.locator("[data-animate]").first();
    await expect(section).not.toHaveClass(/not-animated/);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });
});

test.describe("toasts", () => {
  const toastIn = (page: Page) => page.locator("#toast-region .toast");

  async function saveCookieSettings(page: Page, paused = false) {
    await page.locator("html[data-consent-js]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    // React reveals the lazily loaded dialog on a timer (Suspense throttling): with the fake
    // clock paused, let it run.
    await expect(async () => {
      if (paused) await page.clock.runFor(300);
      await expect(dialog).toBeVisible({ timeout: 500 });
    }).toPass();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect(dialog).toHaveCount(0);
  }

  test("saving the cookie settings is confirmed in a polite toast that stays until the visitor moves on, then hides 500 ms later", async ({
    page,
  }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(PAUSE_AT);
    await page.goto("/blog/");
    await chromeReady(page);
    await expect(page.locator("#toast-region")).toHaveAttribute("aria-live", "polite");
    await saveCookieSettings(page, true);
    const toast = toastIn(page);
    await expect(toast).toHaveText(/Ihre Auswahl wurde gespeichert\./);
    await frame(page);
    await expect(toast).toHaveClass(/is-shown/);
    expect(await toast.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.15s");
    // Reading takes what it takes: no timer alone hides it.
    await page.clock.runFor(30_000);
    await expect(toast).toHaveClass(/is-shown/);
    // The visitor moves on (a click elsewhere): 500 ms later it fades out and is removed.
    await page.mouse.click(5, 400);
    await page.clock.runFor(499);
    await expect(toast).toHaveClass(/is-shown/);
    await page.clock.runFor(2);
    await expect(toast).not.toHaveClass(/is-shown/);
    await page.clock.runFor(150);
    await expect(toast).toHaveCount(0);
  });

  test("a toast passes axe, is closed with its button, keeps itself while focused, and does not fade with reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blog/");
    await chromeReady(page);
    await saveCookieSettings(page);
    const toast = toastIn(page);
    await expect(toast).toHaveClass(/is-shown/);
    expect(await toast.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^(0s|1e-05s)$/);
    await expectNoAxeViolations(page);
    const close = toast.getByRole("button", { name: "Hinweis schließen" });
    await close.focus();
    await page.keyboard.press("Shift"); // a key inside the toast is not moving on
    await page.waitForTimeout(1000);
    await expect(toast).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(toast).toHaveCount(0);
  });
});
