/**
 * Issue 27 item 1 in a browser, by keyboard only: a shop manager opens E-Mails from the settings,
 * rewrites the German "Bestellung eingegangen" text with a placeholder from the menu, is refused
 * an unknown placeholder by name, saves; the next order's confirmation (written by the e2e server
 * into its outbox folder) carries the new text; the preview shows it with that order and the test
 * send reaches the owner. axe 0 on every state; screenshots at 1280 and 375 px in
 * /tmp/shots-settings-emails/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { mailOutbox } from "#db/schema/index.ts";
import { confirmationKey } from "#modules/orders/mails.ts";
import { mailSubject, mailText } from "../setup/mail-text.ts";
import { createCustomer, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const OUTBOX_DIR = join(DATA_DIR, "mail-outbox");
const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-settings-emails";

/** The .eml files the server wrote whose decoded subject matches and whose To is `to`. */
function mailsWith(subject: RegExp, to?: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX_DIR).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => readFileSync(join(OUTBOX_DIR, f), "utf8"))
    .filter((raw) => subject.test(mailSubject(raw)) && (!to || raw.includes(`To: ${to}`)));
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

test("a shop manager rewrites the order confirmation by keyboard; the next order's mail says it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/settings/");
  await hydrated(page);

  await tabTo(page, page.getByRole("link", { name: "E-Mails", exact: true }));
  await page.keyboard.press("Enter");
  // A client-side navigation: the screen's module loads first (slow on a loaded machine).
  await page.waitForURL("**/admin/settings/emails/", { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "E-Mails" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "list", [1280, 375]);

  await tabTo(page, page.getByRole("link", { name: "Bestellung eingegangen" }));
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/settings/emails/order_received/", { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Bestellung eingegangen" })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);

  // The German text: cleared, typed, a placeholder from the menu, typed on.
  const text = page.locator("#mail-de-text");
  await tabTo(page, text);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type("Moin ");
  await page.keyboard.press("Shift+Tab");
  const menuButton = page.getByRole("button", { name: "Platzhalter einfügen: Text (Deutsch)" });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "menu", [1280]);
  await page.keyboard.type("customer_f");
  await expect(page.getByRole("menuitem", { name: /customer_first_name/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(text).toBeFocused();
  await page.keyboard.type(", Ihre Bohnen werden frisch geröstet. {gutschein}");
  await expect(text).toHaveValue(
    "Moin {customer_first_name}, Ihre Bohnen werden frisch geröstet. {gutschein}",
  );

  // The unknown placeholder is refused by name, at its field.
  const save = page.getByRole("button", { name: "Speichern", exact: true });
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.locator("#mail-de-text-error")).toHaveText(
    "Unbekannter Platzhalter {gutschein} (Text, Deutsch).",
  );
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "refused", [1280, 375]);

  await tabTo(page, text);
  await page.keyboard.press("End");
  for (let i = 0; i < " {gutschein}".length; i++) await page.keyboard.press("Backspace");
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeFocused();

  // The next order's confirmation carries the owner's text, the order's parts after it.
  const order = await withE2eDatabase(async (db) => {
    const customer = await createCustomer(db);
    const product = await stockedProduct(db, 5);
    return placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      secret: readFileSync(join(DATA_DIR, "secret"), "utf8").trim(),
    });
  });
  // Queued in the order's transaction as rendered, then sent once its legal PDFs are drawn.
  const queued = await withE2eDatabase(async (db) => {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, confirmationKey(order.id)));
    return row;
  });
  expect(queued?.text).toContain(
    "Vielen Dank für Ihre Bestellung\n\nMoin Erika, Ihre Bohnen werden frisch geröstet.",
  );
  const subject = new RegExp(`^Ihre Bestellung ${order.id} bei `);
  await expect.poll(() => mailsWith(subject).length, { timeout: 120_000 }).toBe(1);
  const body = mailText(mailsWith(subject)[0]!);
  expect(body).toContain(
    "Vielen Dank für Ihre Bestellung\n\nMoin Erika, Ihre Bohnen werden frisch geröstet.",
  );
  expect(body).toContain(`Bestellung ${order.id} vom`);

  // The preview with that (latest) order, then the test send to the owner.
  await tabTo(page, page.getByRole("button", { name: "Vorschau" }));
  await page.keyboard.press("Enter");
  const preview = page.getByRole("region", { name: "Vorschau" });
  await expect(preview).toContainText(`Mit Bestellung ${order.id}, in der Sprache Deutsch.`);
  await expect(
    preview.frameLocator("iframe").getByText("Moin Erika, Ihre Bohnen werden frisch geröstet."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "preview", [1280, 375]);

  await tabTo(page, page.getByRole("button", { name: "Testmail senden" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Die Testmail an" })).toContainText(
    `Die Testmail an ${owner.email} ist unterwegs`,
  );
  await expect
    .poll(() => mailsWith(new RegExp(`^\\[Test\\] Ihre Bestellung ${order.id} bei `), owner.email).length, {
      timeout: 60_000,
    })
    .toBe(1);
});
