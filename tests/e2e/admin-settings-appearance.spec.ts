/**
 * Darstellung in a browser, by keyboard only (issue 27 item 2): a colour below WCAG AA shows its
 * ratio live and is refused on save; a new accent colour shows in the live preview (the real
 * storefront in a frame) before saving, not on the storefront, and on the storefront after
 * saving; a slide moves down by keyboard with the focus kept. axe 0; screenshots at 1280 and
 * 375 px in /tmp/shots-appearance/.
 */
import { expect, type Page, test } from "@playwright/test";
import { getSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, setSettingValues, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-appearance";
const FRAME = "Vorschau des Shops mit den ungespeicherten Einstellungen";

/** The accent colour a page is drawn with. */
function accentOf(page: Page | ReturnType<Page["mainFrame"]>) {
  return page.evaluate(() => document.documentElement.style.getPropertyValue("--accent"));
}

/** The preview frame's accent, once it shows a signed draft. */
async function previewAccent(page: Page): Promise<string> {
  const frame = page.frames().find((f) => f.url().includes("laden_preview="));
  if (!frame) return "";
  try {
    return await accentOf(frame);
  } catch {
    return ""; // navigating meanwhile
  }
}

async function replaceText(page: Page, label: string, value: string) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(value);
}

// The screen saves every appearance setting: they are put back for the specs after this one.
let before: Record<string, unknown> = {};
test.beforeAll(async () => {
  const settings = await withE2eDatabase(getSettings);
  before = Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith("theme.")));
});
test.afterAll(() => setSettingValues(before));

test("a colour change shows in the preview before saving and on the storefront after", async ({ page }) => {
  // A long form walked by Tab (every field and slide control) on a loaded machine.
  test.setTimeout(360_000);
  await page.goto("/");
  const before = await accentOf(page);
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Darstellung" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Darstellung" })).toBeVisible();
  await expect(page.frameLocator(`iframe[title="${FRAME}"]`).locator("#masthead")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "appearance", [1280, 375]);

  // Too little contrast: the ratio shows at once, the save is refused naming pair and ratio.
  await replaceText(page, "Akzentfarbe", "#f4a261");
  await expect(page.getByText("Akzentfarbe (Links) auf Hintergrundfarbe: 2,")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(
    page.getByText(
      /Zu wenig Kontrast: Akzentfarbe \(Links\) auf Hintergrundfarbe \(#f4a261 auf #[0-9a-f]{6}\) hat 2,\d\d:1/,
    ),
  ).toBeVisible();
  // The preview frame shows the refused colour on purpose (the owner sees why): the screen itself.
  await expectNoAxeViolations(page, [`iframe[title="${FRAME}"]`]);
  await screenshotsAt(page, SHOTS, "appearance-refused", [1280, 375]);

  // A dark green: the preview shows it before saving, the storefront does not yet.
  await replaceText(page, "Akzentfarbe", "#1b5e20");
  await expect(
    page.getByText(/Akzentfarbe \(Links\) auf Hintergrundfarbe: \d+,\d\d:1 – erfüllt WCAG AA/),
  ).toBeVisible();
  await expect.poll(() => previewAccent(page), { timeout: 15_000 }).toBe("#1b5e20");
  await expect(page.getByRole("status").filter({ hasText: "ungespeicherten Änderungen" })).toBeVisible();
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/`);
  expect(await accentOf(visitor)).toBe(before);

  // A slide moves down by keyboard; the focus stays on its button.
  const down = page.getByRole("button", { name: "Folie 1 nach unten" });
  await tabTo(page, down);
  const firstTitle = await page.getByLabel("Überschrift").first().inputValue();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Folie 2 nach unten" })).toBeFocused();
  await expect(page.getByLabel("Überschrift").nth(1)).toHaveValue(firstTitle);
  await expect(page.getByText("Folie 1 steht jetzt an Position 2")).toBeAttached();

  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "appearance-saved", [1280, 375]);

  await visitor.goto(`${new URL(page.url()).origin}/`);
  expect(await accentOf(visitor)).toBe("#1b5e20");
  await expect(visitor.locator(".home-slider__slide h2").nth(1)).toHaveText(firstTitle);
  await screenshotsAt(visitor, SHOTS, "storefront-after", [1280, 375]);
  await visitor.close();
});
