/**
 * Comments in the browser (issue 25 item 4): a visitor without JavaScript comments under a post
 * and sees it "wartet auf Freigabe"; the owner finds it in the queue (nav counter) and approves it
 * by keyboard only; the visitor's page then shows it approved. axe finds nothing on the queue or
 * the post. Screenshots go to /tmp/shots-k25c/.
 */
import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-k25c";
const name = `Besucherin ${Date.now().toString(36)}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test("a visitor comments without JavaScript, the owner approves it by keyboard", async ({
  page,
  browser,
}) => {
  const slug = await withE2eDatabase(async (db) => {
    const { rows } = await db.execute<{ slug: string }>(
      sql`select slug from posts where status = 'publish' and lang = 'de' and not has_password and comments_open and published_at <= now() order by id limit 1`,
    );
    // Every run posts from the same loopback address: start a fresh per-IP window.
    await db.execute(sql`delete from rate_limits where bucket like 'comment:%'`);
    return rows[0]!.slug;
  });
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/blog/${slug}/`);
  await visitor
    .getByRole("textbox", { name: /^Kommentar/ })
    .fill(`Schöner Beitrag, danke für die Tipps! (${name})`);
  await visitor.getByRole("textbox", { name: /^Name/ }).fill(name);
  await visitor
    .getByRole("textbox", { name: /^E-Mail-Adresse/ })
    .fill(`e2e-${Date.now().toString(36)}@example.org`);
  await visitor.getByRole("button", { name: "Kommentar abschicken" }).click();
  const mine = visitor.locator("li.comment").filter({ hasText: name });
  await expect(mine).toContainText("Ihr Kommentar wartet auf Freigabe.");
  await expect(visitor).toHaveURL(/#comment-\d+$/);
  await visitor.screenshot({ path: `${SHOTS}/post-pending-1280.png`, fullPage: true });

  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner);
  const nav = page.getByRole("navigation", { name: "Verwaltung" }).first();
  await expect(nav.getByRole("link", { name: /Kommentare.*ausstehend/ })).toBeVisible();
  await nav.getByRole("link", { name: /Kommentare/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kommentare" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "queue", [1280, 768]);
  const approve = page.getByRole("button", { name: `Freigeben: Kommentar von ${name}` });
  await tabTo(page, approve, 200);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "1 Kommentar(e) geändert: Freigeben." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Freigeben: Kommentar von ${name}` })).toHaveCount(0);

  await visitor.reload();
  await expect(mine).toBeVisible();
  await expect(mine).not.toContainText("wartet auf Freigabe");
  await visitorContext.close();
  // axe needs scripts: the post is checked in the owner's browser (JavaScript on).
  await page.goto(`/blog/${slug}/`);
  await expect(page.locator("li.comment").filter({ hasText: name })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "post", [1280, 768, 375]);
});
