/**
 * Migrated URLs in a browser (issue 25 item 6): a post imported from a WordPress export answers
 * on its old addresses — the dated permalink of its `<link>` and WordPress's plain `/?p=ID` — by a
 * 301 to its new address, where the reader finds it; so does a page by `/?page_id=ID`.
 */
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { importWxr, parseWxr } from "../../importers/wxr/index.ts";
import { withE2eDatabase } from "./shop-helpers.ts";

const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";

test("an imported post and page answer on their WordPress addresses", async ({ page }) => {
  const id = Date.now() % 1_000_000_000;
  const slug = `helle-roestung-im-test-${id}`;
  const site = "https://alter-blog.example";
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="https://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Alter Blog</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>${site}</wp:base_blog_url>
<item><title>Helle Röstung im Test ${id}</title><link>${site}/2025/03/${slug}/</link>
<guid isPermaLink="false">${site}/?p=${id}</guid><wp:post_id>${id}</wp:post_id><wp:post_name>${slug}</wp:post_name>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_date_gmt>2025-03-14 09:00:00</wp:post_date_gmt>
<content:encoded><![CDATA[<p>Fruchtig und hell: unser Test der Frühjahrsröstung.</p>]]></content:encoded></item>
<item><title>Röstplan ${id}</title><link>${site}/roestplan-${id}/</link><wp:post_id>${id + 1}</wp:post_id>
<wp:post_name>roestplan-${id}</wp:post_name><wp:status>publish</wp:status><wp:post_type>page</wp:post_type>
<wp:post_date_gmt>2025-03-14 09:00:00</wp:post_date_gmt>
<content:encoded><![CDATA[<p>Montags Espresso, donnerstags Filter.</p>]]></content:encoded></item>
</channel></rss>`;
  const result = await withE2eDatabase((db) =>
    importWxr(db, parseWxr(xml), { mediaDir: join(E2E_DATA_DIR, "media"), fetcher: null }),
  );
  expect(result.created.posts).toBe(1);
  expect(result.created.pages).toBe(1);

  for (const old of [`/2025/03/${slug}/`, `/?p=${id}`]) {
    const response = await page.goto(old);
    expect(response?.request().redirectedFrom()?.url(), old).toContain(old);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Helle Röstung im Test ${id}`);
    await expect(page.getByText("Fruchtig und hell")).toBeVisible();
  }
  await page.goto(`/?page_id=${id + 1}`);
  await expect(page).toHaveURL(new RegExp(`/roestplan-${id}/$`));
  await expect(page.getByText("Montags Espresso, donnerstags Filter.")).toBeVisible();
});
