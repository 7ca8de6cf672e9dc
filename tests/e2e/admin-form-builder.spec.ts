/**
 * The form builder in the browser (issue 26): the owner builds a small quote calculator from
 * scratch — fields from the palette, one dragged into place, a calculation whose placeholder is
 * picked (not typed), a condition, an e-mail action with a picked merge tag — sees calculation and
 * condition work in the live preview, publishes, and a visitor fills the form in; the submission
 * is stored with the published version. A second test builds with the keyboard only. axe finds
 * nothing on the list and the builder; screenshots at 1280 and 768 px go to /tmp/forms-shots/.
 */
import { expect, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { formReady } from "./forms-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/forms-shots";
/** One address per run: the e2e database keeps the outbox of earlier runs. */
const GUEST = `gast-${Date.now().toString(36)}@example.org`;

async function createForm(page: Page, title: string): Promise<number> {
  await page.getByLabel("Titel des neuen Formulars").fill(title);
  await page.getByRole("button", { name: "Formular anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Formular: ${title}` })).toBeVisible();
  await expect(page.locator(".admin-forms-builder[data-hydrated]")).toBeAttached();
  return Number(/\/admin\/forms\/(\d+)\//.exec(page.url())![1]);
}

const fieldNames = (page: Page) => page.locator(".admin-forms-fields__label").allTextContents();

test("builds a quote calculator, previews it live, publishes, and a visitor's submission is stored", async ({
  page,
  browser,
}) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner);
  await page
    .getByRole("navigation", { name: "Verwaltung" })
    .first()
    .getByRole("link", { name: "Formulare" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Formulare" })).toBeVisible();
  await expectNoAxeViolations(page);
  const id = await createForm(page, "Angebot Catering");

  const palette = page.locator(".admin-forms-palette");
  const panel = page.locator(".admin-forms-builder__panel");
  const preview = page.getByRole("region", { name: "Vorschau" });
  for (const type of ["Zahl", "Mehrzeiliger Text", "E-Mail", "Absenden-Schaltfläche"])
    await palette.getByRole("button", { name: `Feld hinzufügen: ${type}`, exact: true }).click();
  const item = (name: string) =>
    page.locator(".admin-forms-fields__item", { hasText: name }).locator(".admin-forms-fields__name");
  await item("E-Mail").click();
  await panel.getByLabel("Beschriftung", { exact: true }).fill("Ihre E-Mail");
  await panel.getByLabel("Feldschlüssel").fill("email");
  await panel.getByLabel("Pflichtfeld").check();
  await item("Zahl").click();
  await panel.getByLabel("Beschriftung", { exact: true }).fill("Gäste");
  await panel.getByLabel("Feldschlüssel").fill("gaeste");
  await panel.getByLabel("Kleinster Wert").fill("1");
  await page
    .locator(".admin-forms-fields__item", { hasText: "Mehrzeiliger Text" })
    .locator(".admin-forms-fields__name")
    .click();
  await panel.getByLabel("Beschriftung", { exact: true }).fill("Wünsche");
  await panel.getByLabel("Feldschlüssel").fill("wuensche");
  await expect.poll(() => fieldNames(page)).toEqual(["Gäste", "Wünsche", "Ihre E-Mail", "Absenden"]);

  // Drag the e-mail field to the top.
  // (HTML5 drag events dispatched as the browser sends them: a mouse drag under the sticky admin
  // header is not reliable in headless Chromium.)
  const source = page.locator('[data-builder-key="email"]');
  const target = page.locator('[data-builder-key="gaeste"]');
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent("dragstart", { dataTransfer: transfer });
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
  await source.dispatchEvent("dragend", { dataTransfer: transfer });
  await expect.poll(() => fieldNames(page)).toEqual(["Ihre E-Mail", "Gäste", "Wünsche", "Absenden"]);
  await expect(page.getByTestId("field-moved")).toHaveText("„Ihre E-Mail“ ist jetzt an Position 1 von 4.");

  // A calculation with the guests picked into the equation, shown by an HTML field.
  await page.getByRole("button", { name: "Berechnungen", exact: true }).click();
  await panel.getByRole("button", { name: "Berechnung hinzufügen" }).click();
  await panel.getByLabel("Name").fill("preis");
  await panel.getByLabel("Feld oder Berechnung einfügen").selectOption({ label: "Gäste" });
  await panel.getByRole("button", { name: "Einfügen" }).click();
  await panel.getByLabel("Formel").press("End");
  await panel.getByLabel("Formel").pressSequentially(" * (12");
  await expect(panel.getByText(/Die Formel ist fehlerhaft/)).toBeVisible();
  await panel.getByLabel("Formel").pressSequentially(")");
  await expect(panel.getByLabel("Formel")).toHaveValue("{field:gaeste} * (12)");
  await expect(panel.getByText("Die Formel ist gültig.")).toBeVisible();
  await panel.getByLabel("{field:gaeste}").fill("4");
  await expect(panel.getByText("Ergebnis: 48.00")).toBeVisible();
  await palette.getByRole("button", { name: "Feld hinzufügen: HTML-Text", exact: true }).click();
  await panel.getByLabel("Inhalt (HTML)").fill("<p>Ihr Preis: {calc:preis} €</p>");

  // Condition: the wishes only from 10 guests on.
  await page.getByRole("button", { name: "Bedingungen", exact: true }).click();
  await panel.getByRole("button", { name: "Bedingung hinzufügen" }).click();
  await panel.getByLabel("Wenn Feld (Regel 1)").selectOption({ label: "Gäste" });
  await panel.getByLabel("Vergleich").selectOption({ label: "größer als" });
  await panel.getByLabel("Wert", { exact: true }).fill("9");
  await panel.getByLabel("Feld (Folge 1)").selectOption({ label: "Wünsche" });

  // The live preview runs the visitor's engine.
  const guests = preview.getByLabel("Gäste");
  await guests.fill("3");
  await guests.blur();
  await expect(preview.getByText("Ihr Preis: 36,00 €")).toBeVisible();
  await expect(preview.getByLabel("Wünsche")).toBeHidden();
  await guests.fill("12");
  await expect(preview.getByLabel("Wünsche")).toBeVisible();

  // An e-mail action: the recipient is the visitor's address, picked from the merge tags.
  await page.getByRole("button", { name: "Aktionen", exact: true }).click();
  await panel.getByRole("button", { name: "+ E-Mail senden" }).click();
  await panel.getByLabel("An (Adressen, durch Komma getrennt)").click();
  await panel.getByLabel("Platzhalter einfügen").selectOption({ label: "Ihre E-Mail {field:email}" });
  await panel.getByRole("button", { name: "Einfügen" }).click();
  await expect(panel.getByLabel("An (Adressen, durch Komma getrennt)")).toHaveValue("{field:email}");
  await panel.getByLabel("Betreff").fill("Ihr Angebot über {calc:preis} €");
  // The mail only goes out when there are guests (an action condition).
  const mail = panel.locator('[data-action="email"]');
  await mail.getByLabel("Nur unter einer Bedingung ausführen").check();
  await mail.getByLabel("Wenn Feld (Regel 1)").selectOption({ label: "Gäste" });
  await mail.getByLabel("Vergleich").selectOption({ label: "größer als" });
  await mail.getByLabel("Wert", { exact: true }).fill("0");

  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "builder", [1280, 768]);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Das Formular ist veröffentlicht (Fassung 1).")).toBeVisible();

  // A visitor fills it in.
  const visitor = await browser.newPage();
  await visitor.goto(`/forms/${id}/`);
  // Typed before the form's engine hydrated, the guests would be lost (the price stayed 0,00 €).
  await formReady(visitor);
  await visitor.getByLabel("Gäste").fill("5");
  await visitor.getByLabel("Ihre E-Mail").fill(GUEST);
  await expect(visitor.getByText("Ihr Preis: 60,00 €")).toBeVisible();
  await visitor.getByRole("button", { name: "Absenden" }).click();
  await expect(visitor.getByText("Vielen Dank! Ihre Nachricht ist angekommen.")).toBeVisible();
  await visitor.close();
  const rows = await withE2eDatabase((db) =>
    db.execute<{ form_version: number; preis: string }>(
      sql`select form_version, calculations->>'preis' as preis from form_submissions where form_id = ${id}`,
    ),
  );
  expect(rows.rows).toEqual([{ form_version: 1, preis: "60.00" }]);
  const mails = await withE2eDatabase((db) =>
    db.execute<{ subject: string }>(sql`select subject from mail_outbox where "to" = ${GUEST}`),
  );
  // Money in merge tags is formatted once, by the locale.
  expect(mails.rows.map((m) => m.subject)).toEqual(["Ihr Angebot über 60,00 €"]);
});

test("builds with the keyboard only: adds fields, moves one with Alt+Arrow, publishes", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/forms/");
  await tabTo(page, page.getByLabel("Titel des neuen Formulars"));
  await page.keyboard.type("Rückruf");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Formular: Rückruf" })).toBeVisible();
  await expect(page.locator(".admin-forms-builder[data-hydrated]")).toBeAttached();
  for (const type of ["Telefon", "Einzeiliger Text", "Absenden-Schaltfläche"]) {
    await tabTo(page, page.getByRole("button", { name: `Feld hinzufügen: ${type}`, exact: true }));
    await page.keyboard.press("Enter");
  }
  await expect.poll(() => fieldNames(page)).toEqual(["Telefon", "Einzeiliger Text", "Absenden"]);
  const text = page.locator('[data-builder-key="textbox_1"] .admin-forms-fields__name');
  await tabTo(page, text);
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => fieldNames(page)).toEqual(["Einzeiliger Text", "Telefon", "Absenden"]);
  await expect(page.getByTestId("field-moved")).toHaveText(
    "„Einzeiliger Text“ ist jetzt an Position 1 von 3.",
  );
  await expect(text).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "„Telefon“ nach unten" }));
  await page.keyboard.press("Enter");
  await expect.poll(() => fieldNames(page)).toEqual(["Einzeiliger Text", "Absenden", "Telefon"]);
  // The save bar is above the list: Shift+Tab goes there directly (forward, the whole preview
  // lies in between, which took a loaded machine past the test's minute).
  const publish = page.getByRole("button", { name: "Veröffentlichen" });
  for (let i = 0; i < 60 && !(await publish.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Shift+Tab");
  await expect(publish).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Das Formular ist veröffentlicht (Fassung 1).")).toBeVisible();
});

test("a repeater's set fields: added, named, required, live in the preview, published", async ({ page }) => {
  await signInOwner(page, await newOwner("shop_manager"), "/admin/forms/");
  const id = await createForm(page, "Anmeldung Röstkurs");
  const palette = page.locator(".admin-forms-palette");
  const panel = page.locator(".admin-forms-builder__panel");
  const preview = page.getByRole("region", { name: "Vorschau" });
  for (const type of ["Wiederholgruppe", "Absenden-Schaltfläche"])
    await palette.getByRole("button", { name: `Feld hinzufügen: ${type}`, exact: true }).click();
  await page
    .locator(".admin-forms-fields__item", { hasText: "Wiederholgruppe" })
    .locator(".admin-forms-fields__name")
    .click();
  await panel.getByLabel("Beschriftung", { exact: true }).fill("Teilnehmende");
  // The new repeater's one text field is renamed; an e-mail field is added and made required.
  await panel.getByLabel("Gruppenfeld 1: Beschriftung").fill("Name");
  await panel.getByLabel("Art des neuen Gruppenfelds").selectOption("email");
  await panel.getByRole("button", { name: "Gruppenfeld hinzufügen" }).click();
  await panel.getByLabel("Gruppenfeld 2: Beschriftung").fill("E-Mail der Person");
  await panel.getByLabel("Gruppenfeld 2: Pflichtfeld").check();
  await expect(preview.locator(".nf-repeater-fieldset").first()).toContainText("E-Mail der Person");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "builder-repeater", [1280, 768]);

  // A set field with the first one's key is refused on publish, in the repeater's panel.
  await panel.getByLabel("Gruppenfeld 2: Schlüssel").fill("eintrag");
  await expect(panel.getByRole("alert")).toContainText("eintrag");
  await panel.getByLabel("Gruppenfeld 2: Schlüssel").fill("email");
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Das Formular ist veröffentlicht (Fassung 1).")).toBeVisible();
  const stored = await withE2eDatabase(
    async (db) =>
      (await db.execute(sql`select fields from forms where id = ${id}`)).rows[0] as {
        fields: { type: string; fields?: { key: string; type: string; required?: boolean }[] }[];
      },
  );
  const sets = stored.fields.find((f) => f.type === "repeater")?.fields ?? [];
  expect(sets.map((f) => [f.key, f.type, f.required === true])).toEqual([
    ["eintrag", "textbox", false],
    ["email", "email", true],
  ]);
});

test("an image list's option takes its picture from the media library", async ({ page }) => {
  await signInOwner(page, await newOwner("shop_manager"), "/admin/forms/");
  await createForm(page, "Lieblingsbohne");
  const panel = page.locator(".admin-forms-builder__panel");
  await page
    .locator(".admin-forms-palette")
    .getByRole("button", { name: "Feld hinzufügen: Bildauswahl", exact: true })
    .click();
  await page
    .locator(".admin-forms-fields__item", { hasText: "Bildauswahl" })
    .locator(".admin-forms-fields__name")
    .click();
  await panel.getByRole("button", { name: "Bild für Option 1 aus der Mediathek wählen" }).click();
  const picker = page.getByRole("dialog", { name: "Bild aus der Mediathek wählen" });
  const tile = picker.getByRole("button", { name: /^„.+“ wählen$/ }).first();
  await expect(tile).toBeEnabled();
  await expectNoAxeViolations(page);
  await tile.click();
  await expect(picker).toBeHidden();
  const address = panel.getByLabel("Bildadresse der Option 1");
  await expect(address).toHaveValue(/^\/wp-content\/uploads\/.+/);
  await expect(panel.getByLabel("Alternativtext der Option 1")).not.toHaveValue("");
  const src = await address.inputValue();
  await expect(page.getByRole("region", { name: "Vorschau" }).locator(`img[src="${src}"]`)).toHaveCount(1);
});
