/**
 * The post editor's missing parts in the browser (issue 25 item 1): by keyboard, write a post
 * with a library image, a form picked by name and a YouTube video, schedule it a minute ahead and
 * see it appear on its own (the publishing job) with the image, the form and the video's consent
 * placeholder; the autosave says it saved; a second save makes a revision, the revisions screen
 * restores the first. Axe finds nothing on the editor and the revisions screen; screenshots at
 * 1280 and 768 px go to /tmp/shots-k25e/.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { storeUpload } from "#modules/media/upload.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-k25e";
const run = Date.now().toString(36);
const MEDIA_DIR = join(process.env.E2E_DATA_DIR ?? "./data/e2e", "media");
const ALT = `Röstkurs am Trommelröster ${run}`;
const TITLE = `Röstkurs ${run}`;
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

test.beforeAll(async () => {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a5230" } })
    .png()
    .toBuffer();
  await withE2eDatabase((db) =>
    storeUpload(db, MEDIA_DIR, {
      bytes,
      filename: `k25e-kurs-${run}.png`,
      title: `k25e-kurs-${run}`,
      alt: ALT,
    }),
  );
});

/** From the text, Shift+Tab to the toolbar's tab stop, then arrow keys to the named button, Enter. */
async function toolbarButton(page: Page, name: string) {
  const editor = page.getByRole("textbox", { name: "Inhalt", exact: true });
  await editor.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Home");
  const target = page.getByRole("toolbar").getByRole("button", { name, exact: true });
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowRight");
  }
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
}

/** "YYYY-MM-DDTHH:MM" in German time, `ms` from now. */
function berlinLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(Date.now() + ms));
  return parts.replace(" ", "T");
}

test("write a post with an image, a form and a video by keyboard, schedule it, see it appear; revisions", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signInOwner(page, await newOwner("shop_manager"), "/admin/posts/new/");
  const editor = page.getByRole("textbox", { name: "Inhalt", exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await tabTo(page, page.getByLabel("Titel", { exact: true }));
  await page.keyboard.type(TITLE);
  await tabTo(page, editor);
  await page.keyboard.type("Unser Röstkurs im Frühling.");

  await toolbarButton(page, "Bild aus der Mediathek");
  const picker = page.getByRole("dialog", { name: "Bild aus der Mediathek wählen" });
  await picker.getByRole("searchbox").fill(run);
  await picker.getByRole("searchbox").press("Enter");
  const choose = picker.getByRole("button", { name: `„k25e-kurs-${run}“ wählen` });
  await tabTo(page, choose, 40);
  await page.keyboard.press("Enter");
  await expect(editor.getByRole("img", { name: ALT })).toBeVisible();

  await toolbarButton(page, "Formular einfügen");
  const formDialog = page.getByRole("dialog", { name: "Formular einfügen" });
  await formDialog.getByLabel("Formular").selectOption({ label: "Kontaktformular" });
  await tabTo(page, formDialog.getByRole("button", { name: "Einfügen" }), 10);
  await page.keyboard.press("Enter");
  await expect(editor).toContainText(/\[ninja_form id=\d+\]/);

  await toolbarButton(page, "Video einbetten (YouTube, Vimeo)");
  const videoDialog = page.getByRole("dialog", { name: "Video einbetten" });
  await expect(videoDialog.getByLabel("Adresse des Videos")).toBeFocused();
  await page.keyboard.type("https://example.com/nope");
  await page.keyboard.press("Enter");
  await expect(videoDialog.getByRole("alert")).toContainText("YouTube- oder Vimeo-Videos");
  await videoDialog.getByLabel("Adresse des Videos").fill(VIDEO);
  await page.keyboard.press("Enter");
  await expect(editor.getByRole("link", { name: VIDEO })).toBeVisible();

  // The autosave keeps the draft on the server (a new post: entry 0) and says so.
  const autosaved = page.waitForResponse((r) => r.url().includes("/admin/posts/new/autosave/") && r.ok());
  await autosaved;
  await expect(page.getByRole("status").filter({ hasText: "Automatisch gesichert um" })).toBeVisible();

  await tabTo(page, page.getByLabel("Status", { exact: true }));
  await page.getByLabel("Status", { exact: true }).selectOption("future");
  // Two minutes ahead at minute precision: at least a minute ahead whenever the save happens.
  await page.getByLabel("Veröffentlichen am", { exact: true }).fill(berlinLocal(120_000));
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "post-editor", [1280, 768]);
  await tabTo(page, page.getByRole("button", { name: "Anlegen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Angelegt." })).toBeVisible();
  const editUrl = page.url();

  // Not live yet; the publishing job puts it live within a minute of its time.
  const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
  expect(slug).toMatch(/^roestkurs-/);
  const postPath = `/blog/${slug}/`;
  expect((await page.request.get(postPath, { maxRedirects: 0 })).status()).toBe(404);
  await expect
    .poll(async () => (await page.request.get(postPath, { maxRedirects: 0 })).status(), {
      timeout: 240_000,
      intervals: [5_000],
    })
    .toBe(200);
  await page.goto(postPath);
  const article = page.locator("article.single-post");
  await expect(article.getByRole("img", { name: ALT })).toBeVisible();
  await expect(article.locator(".nf-form-slot form")).toBeVisible();
  await expect(article.getByRole("button", { name: /YouTube/ })).toBeVisible();
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);

  // A second save makes a second revision; the revisions screen restores the first.
  await page.goto(editUrl);
  await page.getByLabel("Titel", { exact: true }).fill(`${TITLE} geändert`);
  await tabTo(page, page.getByRole("button", { name: "Speichern" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await tabTo(page, page.getByRole("link", { name: "Revisionen →" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Revisionen von/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "revisions", [1280, 768]);
  await tabTo(page, page.getByRole("link", { name: /^Version 1 · / }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: /^Version 1 · / })).toHaveAttribute("aria-current", "true");
  await tabTo(page, page.getByRole("button", { name: "Diese Revision wiederherstellen" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Die Revision ist wiederhergestellt." }),
  ).toBeVisible();
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue(TITLE);
});
