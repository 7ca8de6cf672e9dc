/** Shared steps of the storefront specs. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { type Db, openDatabase } from "#db/client.ts";
import { parseCliValue } from "../../cli/commands/settings.ts";
import "#modules/all-settings.ts";
import { type Settings, setSettings } from "#modules/settings/index.ts";

const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const E2E_SERVER = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/** Hydrated, with the storefront's cart script installed. */
export async function shopReady(page: Page): Promise<void> {
  await page.locator("html[data-shop-js=ready]").waitFor({ state: "attached" });
}

/** The `wc-ajax` endpoint of a request URL, if any. */
export function wcAjax(url: URL | string): string | null {
  return new URL(url).searchParams.get("wc-ajax");
}

/** The AJAX add buttons of the listing's first page (simple products in stock). */
export function addButtons(page: Page) {
  return page.locator("ul.products .add_to_cart_button.ajax_add_to_cart");
}

export async function headerCount(page: Page): Promise<string> {
  return (await page.locator("a.cart-contents .count").textContent())?.trim() ?? "";
}

/** Puts a product into the cart the no-JS way (`?add-to-cart=`) and returns its id. */
export async function addFirstProductWithoutJs(page: Page): Promise<string> {
  await page.goto("/shop/");
  const id = await addButtons(page).first().getAttribute("data-product_id");
  expect(id).toMatch(/^\d+$/);
  await page.goto(`/shop/?add-to-cart=${id}`);
  return id!;
}

/** `exclude`: selectors left out of the scan (the appearance preview's frame showing a refused colour). */
export async function expectNoAxeViolations(page: Page, exclude: readonly string[] = []): Promise<void> {
  // The home slider changes slides every 5 s; a fade caught mid-way (text at half opacity over the
  // next image) reads as a contrast failure. Check a still slider: its own pause button (WCAG 2.2.2),
  // pressed by an event rather than a click, so neither focus nor an open modal dialog is disturbed.
  const slider = page.locator(".home-slider");
  // count() does not wait: most pages have no slider.
  if ((await slider.count()) === 1 && (await slider.getAttribute("data-paused")) === "false") {
    await slider.locator(".home-slider__pause").dispatchEvent("click");
    await expect(slider).toHaveAttribute("data-paused", "true");
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== "running" ||
            !(a.effect as KeyframeEffect | null)?.target?.closest(".home-slider"),
        ),
    );
  }
  // Entry fades (the home page's featured products) caught mid-way read as contrast failures as
  // well. They start only after the theme chrome hydrates (deferred behind the page) and
  // ANIMATION_DELAY_MS after the section is seen, so a scan in that gap met a fade that began
  // during the scan: wait until every entry animation in the viewport has started.
  if ((await page.locator("[data-animate]").count()) > 0 && (await scriptsRun(page))) {
    await page.locator("html[data-chrome=ready]").waitFor({ state: "attached" });
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-animate]")].every((el) => {
        const rect = el.getBoundingClientRect();
        const seen = rect.top < window.innerHeight && rect.bottom > 0;
        return !seen || !el.classList.contains("not-animated");
      }),
    );
  }
  // WooCommerce's block overlay (app/lib/block-ui.ts) fades out by a JavaScript tween, which
  // getAnimations() does not see: a scan while it covered the cart read its buttons as low contrast.
  await expect(page.locator(".blockUI")).toHaveCount(0);
  // Then let every finite animation or transition end.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      if (a.playState !== "running") return true;
      const end = Number(a.effect?.getComputedTiming().endTime);
      return !Number.isFinite(end);
    }),
  );
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // A fully sandboxed frame (the e-mail preview's srcdoc) runs no script: axe waits for its
    // answer until the test's time-out. Left out of the scan (its title is set in the component).
    .exclude('iframe[sandbox=""]');
  for (const selector of exclude) axe.exclude(selector);
  const results = await axe.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
}

/** Inline opacity set by the fade (empty string = restored). */
export async function inlineOpacity(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => (el as HTMLElement).style.opacity);
}

/** A fixed start for Playwright's fake clock. */
export const CLOCK_START = new Date("2026-03-02T09:00:00+01:00");
export const after = (ms: number) => new Date(CLOCK_START.getTime() + ms);

/**
 * Pauses the fake clock `ms` after its start, or shortly after the page's present time when loading
 * took longer than that. The clock runs in real time until then, so on a loaded machine the
 * moment read can be past before `pauseAt` arrives (an error): then again with a wider margin.
 */
export async function pauseClockAfter(page: Page, ms: number): Promise<void> {
  for (const margin of [500, 2000, 8000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(Math.max(after(ms).getTime(), now + margin));
      return;
    } catch (err) {
      if (!String(err).includes("fast-forward to the past")) throw err;
    }
  }
  throw new Error("the fake clock could not be paused");
}

/** An owner setting changed through the CLI, against the test server's database. */
export async function setSetting(key: string, value: string): Promise<void> {
  await setSettingValues({ [key]: parseCliValue(value) });
}

/**
 * Changes settings (all or nothing) in this process, through the same domain function and value
 * checks as `laden settings set|import`: spawning the CLI for each change cost seconds apiece on a
 * loaded machine (about 30 changes on the blog chain alone).
 */
export async function setSettingValues(values: Record<string, unknown>): Promise<void> {
  const before = await settingsCacheDrops();
  await withE2eDatabase((db) => setSettings(db, values as Partial<Settings>));
  // The server keeps settings in memory and drops them when PostgreSQL notifies the change: the
  // next page must not be rendered from the old ones.
  await expect.poll(settingsCacheDrops, { timeout: 30_000 }).toBeGreaterThan(before);
}

/** The e2e server's count of settings cache drops (its /metrics, readable from loopback). */
async function settingsCacheDrops(): Promise<number> {
  const text = await (await fetch(`${E2E_SERVER}/metrics`)).text();
  return Number(/^laden_settings_cache_drops_total (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}

/**
 * The running e2e server's database (its embedded PostgreSQL, found through the data dir as the
 * CLI finds it), for one piece of work in the test process; closed after it.
 */
export async function withE2eDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: E2E_DATA_DIR, role: "cli" });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Scrolls the window and waits until the browser has dispatched the scroll event (it comes with
 * the next rendering step, which a paused fake clock does not wait for), so handlers then run.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        if (Math.round(window.scrollY) === top) return done();
        window.addEventListener("scroll", () => done(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/** Whether the page's own scripts run (false in a `javaScriptEnabled: false` context). */
async function scriptsRun(page: Page): Promise<boolean> {
  // React Router's inline context script runs during parsing, before `load`.
  return page.evaluate(() => "__reactRouterContext" in window);
}
