/**
 * The posts editor in the browser (issue 25 items 1–2): write a post with an image from the media
 * library, publish it and see it on /blog/; the list and the editor by keyboard with axe finding
 * nothing; screenshots at 1280 and 768 px go to /tmp/shots-k25p/.
 */
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { storeUpload } from "#modules/media/upload.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-k25p";
const run = Date.now().toString(36);
const MEDIA_DIR = join(process.env.E2E_DATA_DIR ?? "./data/e2e", "media");
const ALT = `Frisch geröstete Bohnen ${run}`;
const TITLE = `Röstbericht ${run}`;

test.beforeAll(async () => {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#6e4b2a" } })
    .png()
    .toBuffer();
  await withE2eDatabase((db) =>
    storeUpload(db, MEDIA_DIR, {
      bytes,
      filename: `k25-bohnen-${run}.png`,
      title: `k25-bohnen-${run}`,
      alt: ALT,
    }),
  );
});

test("write a post with a library image, publish it, see it on /blog/; keyboard and axe on list and editor", async ({
  page,
}) => {
  await signInOwner(page, await newOwner("shop_manager"), "/admin/posts/");
  await expect(page.getByRole("heading", { level: 1, name: "Beiträge" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "posts-list", [1280, 768]);
  const create = page.getByRole("link", { name: "Neuer Beitrag" });
  await tabTo(page, create);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Beitrag" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Inhalt", exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await tabTo(page, page.getByLabel("Titel", { exact: true }));
  await page.keyboard.type(TITLE);
  await editor.click();
  await page.keyboard.type("## Die Röstung");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Kräftig und rund.");
  await page.getByRole("button", { name: "Bild aus der Mediathek" }).click();
  const picker = page.getByRole("dialog", { name: "Bild aus der Mediathek wählen" });
  await picker.getByRole("searchbox").fill(run);
  await picker.getByRole("searchbox").press("Enter");
  await picker.getByRole("button", { name: `„k25-bohnen-${run}“ wählen` }).click();
  await expect(editor.getByRole("img", { name: ALT })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("publish");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "post-editor", [1280, 768]);
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Angelegt." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Beitrag bearbeiten" })).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: "Inhalt", exact: true }).getByRole("img", { name: ALT }),
  ).toBeVisible();

  await page.goto("/blog/");
  await page.getByRole("link", { name: TITLE }).first().click();
  const prose = page.locator(".entry-content");
  await expect(prose.getByRole("heading", { level: 2, name: "Die Röstung" })).toBeVisible();
  await expect(prose.getByRole("img", { name: ALT })).toBeVisible();
});
