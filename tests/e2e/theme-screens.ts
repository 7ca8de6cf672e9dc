/**
 * The theme's pages at the phone and desktop widths (issue 5, "what it must show"): home, the
 * blog in its three layouts, a post, the mobile menu and the four search overlay modes, each at
 * 375 and 1280 px with axe finding nothing; screenshots go to SCREENS_DIR for people to look at.
 * And the layout changes exactly at the spec's breakpoints (575/576, 767/768, 991/992, 1023/1024,
 * 1199/1200), each edge with something a visitor sees change (theme.spec checks the device names
 * and the social icons at the same edges).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { CLOCK_START, expectNoAxeViolations, pauseClockAfter, setSetting } from "./shop-helpers.ts";

const SCREENS_DIR = process.env.SCREENS_DIR ?? "test-results/screens";
// The pictures are for people to look at: taken on a developer's run (or with SCREENS_DIR set),
// not in CI, where nobody sees them and the full-page captures cost minutes. axe runs either way.
const TAKE_SCREENSHOTS = !process.env.CI || Boolean(process.env.SCREENS_DIR);
const WIDTHS = [375, 1280] as const;
const OVERLAY_MODES = ["dropdown", "sliding", "full-width", "popup"] as const;

/**
 * Waits for the page's final look: the fake clock paused (so the slider stays on its first slide),
 * every `[data-animate]` element scrolled past once and its entry animation run, fades finished.
 * Tests that call it install the clock before `goto`.
 */
async function settled(page: Page) {
  await page.locator("html[data-chrome=ready]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await pauseClockAfter(page, 1000);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.clock.runFor(3000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(100);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  await expect(page.locator(".not-animated")).toHaveCount(0);
}

/** After opening something on a settled page: its transitions run and finish. */
async function opened(page: Page) {
  await page.clock.runFor(1000);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** The screenshots (the first screen, and the whole page) with the clock still paused, then axe (which needs running timers). */
async function shootAndCheck(page: Page, name: string, fullPage = true) {
  if (TAKE_SCREENSHOTS) {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`) });
    if (fullPage) await page.screenshot({ path: join(SCREENS_DIR, `${name}-full.png`), fullPage });
  }
  await page.clock.resume();
  await expectNoAxeViolations(page);
}

/** Called by blog.spec.ts (serial; see there). */
export function themeScreenTests(): void {
  test.describe("theme screens", () => {
    test.describe.configure({ timeout: 180_000 });
    test.afterAll(async () => {
      await setSetting("theme.blogLayout", "list");
      await setSetting("theme.sidebar", "right");
      await setSetting("theme.searchOverlay", "dropdown");
    });

    for (const width of WIDTHS) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });
        test.beforeEach(async ({ page }) => {
          await page.clock.install({ time: CLOCK_START });
        });

        test("home", async ({ page }) => {
          await page.goto("/");
          await settled(page);
          await shootAndCheck(page, `home-${width}`);
        });

        for (const layout of ["list", "grid", "small_thumbs"] as const) {
          test(`blog, ${layout} layout`, async ({ page }) => {
            await setSetting("theme.blogLayout", layout);
            await page.goto("/blog/");
            await settled(page);
            await expect(page.locator(".blog-posts .article-wrapper").first()).toBeVisible();
            await shootAndCheck(page, `blog-${layout}-${width}`);
          });
        }

        test("a post", async ({ page }) => {
          await setSetting("theme.blogLayout", "list");
          await page.goto("/blog/espresso-richtig-einstellen/");
          await settled(page);
          await expect(page.locator("h1")).toBeVisible();
          await shootAndCheck(page, `post-${width}`);
        });

        for (const mode of OVERLAY_MODES) {
          test(`search overlay, ${mode}`, async ({ page }) => {
            await setSetting("theme.searchOverlay", mode);
            await page.goto("/blog/");
            await settled(page);
            const wrapper = page.locator(".search-overlay");
            await expect(wrapper).toHaveAttribute("data-mode", mode);
            await wrapper.locator(".search-overlay__toggle").click();
            await opened(page);
            await expect(wrapper).toHaveAttribute("data-state", "active");
            await expect(wrapper.locator("input[type=search]")).toBeFocused();
            await shootAndCheck(page, `overlay-${mode}-${width}`, false);
          });
        }
      });
    }

    test.describe("at 375 px", () => {
      test.use({ viewport: { width: 375, height: 812 } });
      test("the mobile menu, open with a submenu expanded", async ({ page }) => {
        await page.clock.install({ time: CLOCK_START });
        await page.goto("/");
        await settled(page);
        await page.locator(".mobile-menu-toggle").click();
        await page.locator("#mobile-menu .submenu-toggle").first().click();
        await expect(page.locator("#mobile-menu .submenu-toggle").first()).toHaveAttribute(
          "aria-expanded",
          "true",
        );
        await opened(page);
        await shootAndCheck(page, "mobile-menu-375", false);
      });
    });

    test.describe("the layout changes exactly at the spec's breakpoints", () => {
      const gridColumns = (page: Page) =>
        page
          .locator(".blog-posts")
          .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);

      test("575/576 and 1199/1200: the grid goes from 1 to 2 and from 2 to 3 columns", async ({ page }) => {
        await setSetting("theme.sidebar", "none");
        await setSetting("theme.blogLayout", "grid");
        for (const [width, columns] of [
          [575, 1],
          [576, 2],
          [1199, 2],
          [1200, 3],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto("/blog/");
          expect(await gridColumns(page), `${width} px`).toBe(columns);
        }
        await setSetting("theme.sidebar", "right");
      });

      test("767/768: the small thumbnail grows from 120 to 160 px", async ({ page }) => {
        await setSetting("theme.blogLayout", "small_thumbs");
        for (const [width, size] of [
          [767, 120],
          [768, 160],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto("/blog/");
          const entry = page.locator(".small_thumbs-style:has(.entry-thumb)").first();
          const thumb = await entry.locator(".entry-thumb img").boundingBox();
          const title = await entry.locator(".entry-title").boundingBox();
          expect(thumb?.width, `${width} px`).toBe(size);
          expect(thumb && title && title.x > thumb.x + thumb.width, `${width} px: beside the text`).toBe(
            true,
          );
        }
        await setSetting("theme.blogLayout", "list");
      });

      test("991/992: the mobile menu toggle gives way to the desktop menu", async ({ page }) => {
        for (const [width, mobile] of [
          [991, true],
          [992, false],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto("/");
          await expect(page.locator(".mobile-menu-toggle"), `${width} px`).toBeVisible({ visible: mobile });
          await expect(page.locator('[data-menu="desktop"]'), `${width} px`).toBeVisible({
            visible: !mobile,
          });
        }
      });

      test("1023/1024: the search overlay's mobile bar gives way to the configured mode", async ({
        page,
      }) => {
        await setSetting("theme.searchOverlay", "sliding");
        for (const [width, mobile] of [
          [1023, "true"],
          [1024, "false"],
        ] as const) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto("/");
          await page.locator("html[data-chrome=ready]").waitFor({ state: "attached" });
          await page.locator(".search-overlay__toggle").click();
          await expect(page.locator(".search-overlay"), `${width} px`).toHaveAttribute("data-mobile", mobile);
        }
        await setSetting("theme.searchOverlay", "dropdown");
      });
    });
  });
}
