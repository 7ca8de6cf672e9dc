/**
 * The media library in the browser (issue 23 item 4): the owner reaches "Medien" from the
 * navigation, uploads one image through the file input by keyboard (progress per file, the end
 * announced) and one by drag and drop, adds the missing alt text (the warning badge goes), sees
 * where an image is used (a post), and is refused when trying to move a used image to the trash. axe finds
 * nothing on the library and the item page; screenshots at 1280 and 375 px go to /tmp/shots-media/.
 */
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-media";
const tag = `e2e${Date.now().toString(36)}`;

const image = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();

test("media: upload by keyboard and by drag and drop, add alt text, see usage, trash refused while used", async ({
  page,
}) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner);
  await page
    .getByRole("navigation", { name: "Verwaltung" })
    .first()
    .getByRole("link", { name: "Medien" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Medien" })).toBeVisible();

  // 1. The file input, keyboard only: Tab to it, Space opens the chooser, Tab to the button, Enter.
  const input = page.getByLabel("Bilddateien");
  await tabTo(page, input);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles({
    name: `${tag}-roesterei.png`,
    mimeType: "image/png",
    buffer: await image("#8a3b12"),
  });
  await tabTo(page, page.getByRole("button", { name: "Hochladen" }));
  await page.keyboard.press("Enter");
  const results = page.getByRole("list", { name: "Ergebnis des Hochladens" });
  await expect(results).toContainText(`${tag}-roesterei.png hochgeladen.`);
  await expect(results.getByRole("progressbar")).toHaveAttribute("value", "100");
  await expect(page.getByRole("status").filter({ hasText: "1 von 1 Dateien hochgeladen." })).toBeAttached();

  // 2. Drag and drop: a refused file beside a good one; the good one still uploads.
  const dropped = await image("#225588");
  const transfer = await page.evaluateHandle(
    ({ good, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(good)], name, { type: "image/png" }));
      dt.items.add(new File(["kein Bild"], "notiz.png", { type: "image/png" }));
      return dt;
    },
    { good: [...dropped], name: `${tag}-bohnen.png` },
  );
  await page.locator(".admin-media-drop").dispatchEvent("drop", { dataTransfer: transfer });
  await expect(results).toContainText(`${tag}-bohnen.png hochgeladen.`);
  await expect(results).toContainText("notiz.png nicht hochgeladen: Die Datei ist kein Bild");
  await expect(page.getByRole("status").filter({ hasText: "1 von 2 Dateien hochgeladen." })).toBeAttached();

  // Both in the grid (revalidated), each with the missing-alt-text badge.
  const tile = (name: string) => page.locator(".admin-media-tile").filter({ hasText: name });
  await expect(tile(`${tag}-roesterei`)).toContainText("Alternativtext fehlt");
  await expect(tile(`${tag}-bohnen`)).toContainText("Alternativtext fehlt");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "library", [1280, 375]);

  // 3. Open the first one and add its alt text, keyboard only.
  const link = tile(`${tag}-roesterei`).getByRole("link", { name: `${tag}-roesterei` });
  await tabTo(page, link, 200);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `${tag}-roesterei` })).toBeVisible();
  await expect(page.locator(".admin-page__head")).toContainText("Alternativtext fehlt");
  const alt = page.getByLabel("Alternativtext");
  await tabTo(page, alt);
  await page.keyboard.type("Trommelröster mit frisch gerösteten Bohnen");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
  await expect(page.locator(".admin-page__head")).not.toContainText("Alternativtext fehlt");

  // 4. Used as a draft post's featured image (a draft: the storefront other specs see stays as it is).
  const id = Number(new URL(page.url()).pathname.split("/").filter(Boolean).pop());
  const post = `Röstprotokoll ${tag}`;
  await withE2eDatabase((db) =>
    db.execute(sql`insert into posts (slug, lang, title, content, status, featured_media_id)
      values (${tag}, 'de', ${post}, '<p>Notizen</p>', 'draft', ${id})`),
  );
  await page.reload();
  await expect(page.getByRole("region", { name: "Verwendung" })).toContainText("verwendet in 1 Beitrag");
  await expect(page.getByRole("region", { name: "Verwendung" })).toContainText(post);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "item", [1280, 375]);

  // 5. Moving it to the trash is refused, naming the product; the image stays.
  await tabTo(page, page.getByRole("button", { name: "In den Papierkorb" }), 120);
  await page.keyboard.press("Enter");
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Das Bild wird noch verwendet und kann nicht entfernt werden");
  await expect(refusal).toContainText(`Beitrag „${post}“`);
  await screenshotsAt(page, SHOTS, "item-refused", [1280, 375]);
  const trashed = await withE2eDatabase(async (db) => {
    const rows = await db.execute<{ t: string | null }>(
      sql`select trashed_at as t from media where id = ${id}`,
    );
    return rows.rows[0]!.t;
  });
  expect(trashed).toBeNull();
});
