/**
 * The back office's rich-text editor in the browser (issue 23 item 5), on the product editor:
 * Markdown shortcuts (`## `, `- `, `> `), Ctrl+B, Ctrl+I and Ctrl+K, an image from the media
 * library (one without alt text cannot be chosen), saved with Ctrl+S and shown on the shop's
 * product page; the toolbar by keyboard alone (one tab stop, arrow keys, pressed states); axe
 * finds nothing; screenshots at 1280, 768 and 375 px go to /tmp/rte-shots/.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { products } from "#db/schema/index.ts";
import { storeUpload } from "#modules/media/upload.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/rte-shots";
const run = Date.now().toString(36);
const MEDIA_DIR = join(process.env.E2E_DATA_DIR ?? "./data/e2e", "media");
const ALT = `Reife Kaffeekirschen ${run}`;
const ids = { product: 0, empty: 0, image: 0, noAlt: 0 };

const product = (slug: string) =>
  withE2eDatabase(
    async (db) =>
      (
        await db
          .insert(products)
          .values({
            slug,
            name: `RTE ${slug}`,
            regularPriceCents: 1490,
            sortPriceCents: 1490,
            maxPriceCents: 1490,
          })
          .returning({ id: products.id })
      )[0]!.id,
  );

async function upload(name: string, color: string, alt: string) {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
  return withE2eDatabase(
    async (db) => (await storeUpload(db, MEDIA_DIR, { bytes, filename: `${name}.png`, title: name, alt })).id,
  );
}

test.beforeAll(async () => {
  ids.image = await upload(`rte-kirschen-${run}`, "#b03a2e", ALT);
  ids.noAlt = await upload(`rte-ohne-alt-${run}`, "#2e86c1", "");
  ids.product = await product(`rte-kenia-${run}`);
  ids.empty = await product(`rte-leer-${run}`);
});

const description = () =>
  withE2eDatabase(async (db) => (await db.select().from(products).where(eq(products.id, ids.product)))[0]!);

/** The German description's field (label, toolbar, text). */
const field = (page: Page) =>
  page
    .locator(".admin-rte-field")
    .filter({ has: page.getByRole("textbox", { name: "Beschreibung", exact: true }) });

/** The product editor with its description editor loaded (the Lexical chunk comes after hydration). */
async function openEditor(page: Page, id: number) {
  await signInOwner(page, await newOwner("shop_manager"), `/admin/products/${id}/`);
  const editor = page.getByRole("textbox", { name: "Beschreibung", exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await expect(page.locator(".admin-rte[data-ready]")).toHaveCount(4);
  return editor;
}

test("rich text: Markdown and shortcuts, a link, a library image, Ctrl+S, seen in the shop", async ({
  page,
}) => {
  const editor = await openEditor(page, ids.product);
  await editor.click();
  await page.keyboard.type("## Herkunft");
  await expect(editor.locator("h2")).toHaveText("Herkunft");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Nyeri");
  await expect(editor.locator("ul > li")).toHaveText("Nyeri");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("> Ein Kaffee wie Johannisbeeren.");
  await expect(editor.locator("blockquote")).toHaveText("Ein Kaffee wie Johannisbeeren.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ein ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("kräftiger");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" und ");
  await page.keyboard.press("Control+i");
  await page.keyboard.type("fruchtiger");
  await page.keyboard.press("Control+i");
  await page.keyboard.type(" Kaffee. ");
  await expect(field(page).getByRole("button", { name: "Fett (Strg+B)" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // Ctrl+K: the link dialog (address and, with nothing selected, the link's text).
  await page.keyboard.press("Control+k");
  const linkDialog = page.getByRole("dialog", { name: "Link" });
  await expect(linkDialog).toBeVisible();
  await linkDialog.getByLabel("Adresse").fill("javascript:alert(1)");
  await linkDialog.getByLabel("Linktext").fill("Die Farm");
  await linkDialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(linkDialog.getByRole("alert")).toContainText("Bitte eine Adresse mit https://");
  await linkDialog.getByLabel("Adresse").fill("example.com/farm");
  await linkDialog.getByLabel("Adresse").press("Enter");
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator('a[href="https://example.com/farm"]')).toHaveText("Die Farm");

  // The image: from the library; one without alt text cannot be chosen.
  await page.keyboard.type(" ");
  await field(page).getByRole("button", { name: "Bild aus der Mediathek" }).click();
  const picker = page.getByRole("dialog", { name: "Bild aus der Mediathek wählen" });
  await picker.getByRole("searchbox").fill(run);
  await picker.getByRole("searchbox").press("Enter");
  await expect(picker.getByRole("status")).toHaveText("2 Bilder");
  await expect(picker.getByRole("button", { name: `„rte-ohne-alt-${run}“ wählen` })).toBeDisabled();
  await expect(picker.getByText("Alternativtext fehlt")).toBeVisible();
  await screenshotsAt(page, SHOTS, "picker", [1280, 375]);
  await picker.getByRole("button", { name: `„rte-kirschen-${run}“ wählen` }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole("img", { name: ALT })).toBeVisible();

  // Ctrl+S saves the form.
  await editor.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  const saved = (await description()).description;
  expect(saved).toContain("<h2>Herkunft</h2>");
  expect(saved).toContain("<ul><li>Nyeri</li></ul>");
  expect(saved).toContain("<blockquote>Ein Kaffee wie Johannisbeeren.</blockquote>");
  expect(saved).toContain("<strong>kräftiger</strong>");
  expect(saved).toContain("<em>fruchtiger</em>");
  expect(saved).toContain('<a href="https://example.com/farm" rel="noopener noreferrer">Die Farm</a>');
  expect(saved).toMatch(new RegExp(`<img src="/wp-content/uploads/[^"]+" alt="${ALT}"`));
  expect((await description()).contentMediaIds).toEqual([ids.image]);

  await page.goto(`/product/rte-kenia-${run}/`);
  const prose = page.locator(".product-description .prose");
  await expect(prose.getByRole("heading", { level: 2, name: "Herkunft" })).toBeVisible();
  await expect(prose.getByRole("img", { name: ALT })).toBeVisible();
  await expect(prose.getByRole("link", { name: "Die Farm" })).toHaveAttribute(
    "href",
    "https://example.com/farm",
  );
});

test("rich text: the toolbar by keyboard alone, axe clean, screenshots", async ({ page }) => {
  const editor = await openEditor(page, ids.empty);
  const toolbar = field(page).getByRole("toolbar", { name: "Textformat" });
  const paragraph = toolbar.getByRole("button", { name: "Absatz" });
  await tabTo(page, paragraph);
  await expect(paragraph).toHaveAttribute("tabindex", "0");
  await page.keyboard.press("ArrowRight");
  const h2 = toolbar.getByRole("button", { name: "Überschrift H2" });
  await expect(h2).toBeFocused();
  await expect(paragraph).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Wiederholen (Strg+Umschalt+Z)" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(paragraph).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  // The heading applies and the focus goes back to the text.
  await expect(editor).toBeFocused();
  await page.keyboard.type("Tastatur");
  await expect(editor.locator("h2")).toHaveText("Tastatur");
  await expect(h2).toHaveAttribute("aria-pressed", "true");
  // One tab stop: Shift+Tab from the text reaches the toolbar's current button.
  await page.keyboard.press("Shift+Tab");
  await expect(h2).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor.locator("h2")).toHaveCount(0);
  await expect(editor.locator("p")).toHaveText("Tastatur");
  await page.keyboard.press("Control+z");
  await expect(editor.locator("h2")).toHaveText("Tastatur");

  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "product-editor", [1280, 768, 375]);
});
