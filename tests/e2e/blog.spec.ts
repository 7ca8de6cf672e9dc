/**
 * The blog in the browser (spec §2, §9; glossary C2, C3): the three list layouts, the main column
 * full width without sidebar (and beside it, left or right), infinite scroll by button and
 * automatically at 50 px from the bottom with the page links kept, reduced motion, the German
 * media player labels, click-to-load embeds, and axe on the blog home and a single post.
 */
import { expect, type Page, test } from "@playwright/test";
import { INFINITE_SCROLL_THRESHOLD_PX } from "#modules/blog/paths.ts";
import { expectNoAxeViolations, setSetting } from "./shop-helpers.ts";
import { themeScreenTests } from "./theme-screens.ts";

// The specs change theme settings: they run one by one.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const articles = (page: Page) => page.locator(".blog-posts .article-wrapper");

/** The list or the players are hydrated (the load-more button only appears then; the scroll listener is set). */
async function blogReady(page: Page) {
  await page
    .locator(".blog-posts[data-hydrated], .media-player[data-hydrated], .media-embed[data-hydrated]")
    .first()
    .waitFor({ state: "attached" });
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`${selector} not visible`);
  return b;
}

test.afterAll(async () => {
  await setSetting("theme.blogLayout", "list");
  await setSetting("theme.sidebar", "right");
  await setSetting("theme.infiniteScroll", "button");
});

test("the spec's constant: the automatic trigger fires at 50 px", () => {
  expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(50);
});

test("three layouts: list (one column), grid (columns), small_thumbs (thumbnail beside the text)", async ({
  page,
}) => {
  await setSetting("theme.sidebar", "none");
  await setSetting("theme.blogLayout", "list");
  await page.goto("/blog/");
  const columns = () =>
    page.locator(".blog-posts").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(await columns()).toBe(1);
  const first = await box(page, ".blog-posts .article-wrapper:first-child .entry-thumb img");
  expect(first.width).toBeGreaterThan(800);

  await setSetting("theme.blogLayout", "grid");
  await page.goto("/blog/");
  expect(await columns()).toBe(3);
  const [a, b] = [await articles(page).nth(0).boundingBox(), await articles(page).nth(1).boundingBox()];
  expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);

  await setSetting("theme.blogLayout", "small_thumbs");
  await page.goto("/blog/");
  expect(await columns()).toBe(1);
  const withThumb = page.locator(".small_thumbs-style:has(.entry-thumb)").first();
  const thumb = await withThumb.locator(".entry-thumb img").boundingBox();
  const title = await withThumb.locator(".entry-title").boundingBox();
  expect(thumb?.width).toBe(160);
  expect(title && thumb && title.x > thumb.x + thumb.width).toBe(true);
  await setSetting("theme.blogLayout", "list");
});

test("the main column is full width without sidebar, and beside the sidebar on the left or right", async ({
  page,
}) => {
  await setSetting("theme.sidebar", "none");
  await page.goto("/blog/");
  const container = await page.locator(".blog-layout").evaluate((el) => {
    const s = getComputedStyle(el);
    return el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
  });
  expect((await box(page, "#primary")).width).toBeCloseTo(container, 0);
  await expect(page.locator("#secondary")).toHaveCount(0);

  await setSetting("theme.sidebar", "right");
  await page.goto("/blog/espresso-richtig-einstellen/");
  let main = await box(page, "#primary");
  let side = await box(page, "#secondary");
  expect(main.width).toBeLessThan(container * 0.8);
  expect(side.x).toBeGreaterThan(main.x + main.width);

  await setSetting("theme.sidebar", "left");
  await page.goto("/blog/");
  main = await box(page, "#primary");
  side = await box(page, "#secondary");
  expect(main.width).toBeLessThan(container * 0.8);
  expect(side.x + side.width).toBeLessThan(main.x);

  // Below the laptop breakpoint the sidebar goes under the main column, which is full width.
  await page.setViewportSize({ width: 991, height: 800 });
  main = await box(page, "#primary");
  side = await box(page, "#secondary");
  expect(side.y).toBeGreaterThan(main.y);
  await setSetting("theme.sidebar", "right");
});

test("infinite scroll, button: appends the next page's posts, announces them, keeps the page links", async ({
  page,
}) => {
  await setSetting("theme.infiniteScroll", "button");
  await page.goto("/blog/");
  await blogReady(page);
  await expect(articles(page)).toHaveCount(10);
  const firstIds = await articles(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-post-id")));
  const button = page.getByRole("button", { name: "Weitere Beiträge laden" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(articles(page)).not.toHaveCount(10);
  const count = await articles(page).count();
  expect(count).toBeGreaterThan(10);
  const allIds = await articles(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-post-id")));
  expect(allIds.slice(0, 10)).toEqual(firstIds);
  expect(new Set(allIds).size).toBe(allIds.length);
  await expect(page.locator(".infscr-load-status")).toContainText(`${count - 10} weitere Beiträge geladen.`);
  // The last page is loaded: no button; the real links stay underneath.
  await expect(button).toHaveCount(0);
  await expect(page.locator('.posts-navigation a[href="/blog/page/2/"]').first()).toBeVisible();
  expect(page.url()).toMatch(/\/blog\/$/);
});

test("infinite scroll, auto: nothing at 51 px from the bottom, loads at 50 px; no button", async ({
  page,
}) => {
  await setSetting("theme.infiniteScroll", "auto");
  await page.goto("/blog/");
  await blogReady(page);
  await expect(page.getByRole("button", { name: "Weitere Beiträge laden" })).toHaveCount(0);
  await expect(articles(page)).toHaveCount(10);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/blog/page/2")) requests.push(r.url());
  });
  const scrollToFromBottom = (px: number) =>
    page.evaluate((gap) => {
      const doc = document.documentElement;
      window.scrollTo(0, doc.scrollHeight - window.innerHeight - gap);
    }, px);
  await scrollToFromBottom(INFINITE_SCROLL_THRESHOLD_PX + 1);
  await page.waitForTimeout(400);
  expect(requests).toEqual([]);
  await expect(articles(page)).toHaveCount(10);
  await scrollToFromBottom(INFINITE_SCROLL_THRESHOLD_PX);
  await expect(articles(page)).not.toHaveCount(10);
  expect(requests.length).toBe(1);
  await expect(page.locator('.posts-navigation a[href="/blog/page/2/"]').first()).toBeAttached();
  await setSetting("theme.infiniteScroll", "button");
});

test("appended posts fade in, except with reduced motion", async ({ page }) => {
  await setSetting("theme.infiniteScroll", "button");
  for (const [motion, animation] of [
    ["no-preference", "blog-appear"],
    ["reduce", "none"],
  ] as const) {
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto("/blog/");
    await blogReady(page);
    await page.getByRole("button", { name: "Weitere Beiträge laden" }).click();
    const appended = page.locator(".is-appended").first();
    await expect(appended).toBeAttached();
    expect(await appended.evaluate((el) => getComputedStyle(el).animationName)).toBe(animation);
  }
});

test("audio player with German labels; the YouTube embed loads only after the click", async ({ page }) => {
  await page.goto("/blog/podcast-folge-1-roestprofile/");
  await blogReady(page);
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute(
    "aria-label",
    "Audioplayer: Podcast, Folge 1: Wie ein Röstprofil entsteht",
  );
  await expect(audio).toHaveAttribute("controls", "");
  await expect(audio).toHaveAttribute("preload", "none");
  const mute = page.getByRole("button", { name: "Ton aus" });
  await expect(page.getByRole("button", { name: "Abspielen" })).toBeVisible();
  await mute.click();
  await expect(page.getByRole("button", { name: "Ton an" })).toHaveAttribute("aria-pressed", "true");
  expect(await audio.evaluate((el) => (el as HTMLAudioElement).muted)).toBe(true);
  await expect(page.getByRole("group", { name: /Audioplayer/ })).toBeVisible();

  const external: string[] = [];
  page.on("request", (r) => {
    if (/youtube/.test(r.url())) external.push(r.url());
  });
  await page.goto("/blog/video-die-roestmaschine/");
  await blogReady(page);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(external).toEqual([]);
  await page.getByRole("button", { name: "Inhalt von YouTube laden" }).click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await expect(frame).toHaveAttribute("title", /Eingebetteter Inhalt von YouTube/);
});

test("content images and the gallery stay inside the column; the gallery has 2 columns below 576 px, 3 from 576 px", async ({
  page,
}) => {
  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
  });
  for (const [width, columns] of [
    [375, 2],
    [575, 2],
    [576, 3],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog/ein-tag-in-der-roesterei/");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${width}`,
    ).toBeLessThanOrEqual(0);
    const column = await box(page, ".entry-content");
    const images = await page.locator(".entry-content img").all();
    expect(images.length).toBe(7);
    for (const img of images) {
      const b = await img.boundingBox();
      expect(b, `${width}`).not.toBeNull();
      expect(b!.x, `${width}`).toBeGreaterThanOrEqual(column.x - 0.5);
      expect(b!.x + b!.width, `${width}`).toBeLessThanOrEqual(column.x + column.width + 0.5);
    }
    const lefts = await page
      .locator(".gallery-item")
      .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
    expect(lefts, `${width}`).toBe(columns);
    await page.screenshot({ path: `/tmp/theme5-shots/gallery-post-${width}.png`, fullPage: true });
  }
  // The gallery is a labelled figure; every linked image has a name.
  await expect(page.getByRole("figure", { name: "Galerie mit 6 Bildern" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Galerie mit 6 Bildern" }).getByRole("listitem")).toHaveCount(
    6,
  );
  expect(external).toEqual([]);
});

for (const path of [
  "/blog/",
  "/blog/espresso-richtig-einstellen/",
  "/blog/podcast-folge-1-roestprofile/",
  "/blog/ein-tag-in-der-roesterei/",
]) {
  test(`axe: no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  });
}

// The theme's screenshots and breakpoint edges change the same settings: they run here, in this
// file's serial order, never beside the blog's cases in another worker.
themeScreenTests();
