/**
 * Templates and transfer in the back office (issue 26 item 5): a form from a template, a copy,
 * the trash (restore, delete for good after a confirmation) — by keyboard only; an `.nff` upload
 * with its report and the export downloaded and imported again (same fields); the embed screen's
 * snippet pasted into a partner site whose origin the owner allows on that screen; a Google
 * Analytics action set in the builder, whose event goes out only with statistics consent.
 * axe finds nothing on the new screens; screenshots at 1280 and 768 px go to /tmp/forms-shots/.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { formReady } from "./forms-helpers.ts";
import { expectNoAxeViolations, setSettingValues, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/forms-shots";
const CORPUS = "/work/shared/corpora/ninja-forms";
const run = Date.now().toString(36);

test.describe.configure({ timeout: 180_000 });

const formIdOf = (page: Page) => Number(/\/admin\/forms\/(\d+)\//.exec(page.url())![1]);

async function builderOpen(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: `Formular: ${title}` })).toBeVisible();
  await expect(page.locator(".admin-forms-builder[data-hydrated]")).toBeAttached();
}

test("template, copy, trash, restore and delete for good, by keyboard only", async ({ page }) => {
  await signInOwner(page, await newOwner("shop_manager"), "/admin/forms/");
  await expect(page.getByRole("heading", { level: 1, name: "Formulare" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "forms-list", [1280, 768]);

  // From a template: the quote calculator, with its calculations and fields.
  const picker = page.getByLabel("Oder mit einer Vorlage beginnen");
  await tabTo(page, picker);
  await picker.selectOption("quote"); // a native select: the keyboard's choice, set the same way
  await expect(picker).toHaveValue("quote");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Aus Vorlage anlegen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await builderOpen(page, "Angebotsrechner Kaffee-Catering");
  const templateId = formIdOf(page);
  await expect(page.locator(".admin-forms-fields__label").first()).toBeVisible();
  expect(await page.locator(".admin-forms-fields__label").count()).toBeGreaterThan(8);

  // Rename it (a unique title per run), save, back to the list, copy it.
  const title = `Catering ${run}`;
  await page.getByRole("button", { name: "Formular", exact: true }).click();
  await page.locator(".admin-forms-builder__panel").getByLabel("Titel", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText("Der Entwurf ist gespeichert.", { exact: false })).toBeVisible();
  await page.goto("/admin/forms/");
  const copy = page.getByRole("button", { name: `„${title}“ kopieren` });
  await tabTo(page, copy, 400);
  await page.keyboard.press("Enter");
  await builderOpen(page, `Kopie von ${title}`);
  const copyId = formIdOf(page);
  expect(copyId).not.toBe(templateId);

  // The copy to the trash; it leaves the list, the trash shows it.
  await page.goto("/admin/forms/");
  const trash = page.getByRole("button", { name: `„Kopie von ${title}“ in den Papierkorb legen` });
  await tabTo(page, trash, 400);
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-notice--success")).toHaveText(
    `„Kopie von ${title}“ liegt im Papierkorb. Besucher können es nicht mehr absenden.`,
  );
  await expect(page.getByRole("link", { name: `Kopie von ${title}`, exact: true })).toHaveCount(0);
  const trashLink = page.getByRole("link", { name: /^Papierkorb \(\d+\)$/ });
  await tabTo(page, trashLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Formulare im Papierkorb" })).toBeVisible();
  await expect(page.getByRole("cell", { name: `Kopie von ${title}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "forms-trash", [1280, 768]);

  // Restore: back in the list.
  await tabTo(page, page.getByRole("button", { name: `„Kopie von ${title}“ wiederherstellen` }), 400);
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-notice--success")).toHaveText(
    `„Kopie von ${title}“ ist wiederhergestellt.`,
  );
  await page.goto("/admin/forms/");
  await expect(page.getByRole("link", { name: `Kopie von ${title}`, exact: true })).toBeVisible();

  // Trash again, then delete for good after the confirmation.
  await page.getByRole("button", { name: `„Kopie von ${title}“ in den Papierkorb legen` }).click();
  await expect(page.locator(".admin-notice--success")).toContainText("liegt im Papierkorb");
  await page.goto("/admin/forms/trash/");
  await tabTo(page, page.getByRole("link", { name: `„Kopie von ${title}“ endgültig löschen …` }), 400);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("region", { name: `„Kopie von ${title}“ endgültig löschen?` });
  await expect(confirm).toContainText("mit 0 Einsendung(en)");
  await expectNoAxeViolations(page);
  await tabTo(page, confirm.getByRole("button", { name: "Ja, endgültig löschen" }), 400);
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-notice--success")).toHaveText(
    `„Kopie von ${title}“ ist endgültig gelöscht.`,
  );
  await expect(page.getByRole("cell", { name: `Kopie von ${title}`, exact: true })).toHaveCount(0);
  const gone = await withE2eDatabase(
    async (db) => (await db.execute(sql`select count(*)::int as n from forms where id = ${copyId}`)).rows[0],
  );
  expect(gone).toEqual({ n: 0 });
});

test("imports an .nff file with its report; the export imports again to the same fields", async ({
  page,
}) => {
  await signInOwner(page, await newOwner(), "/admin/forms/");
  await page.getByRole("link", { name: "Formular importieren (.nff)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Formular importieren" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Not an export: refused at the field, nothing created.
  await page.getByLabel("Exportdatei (.nff)").setInputFiles({
    name: "kaputt.nff",
    mimeType: "application/json",
    buffer: Buffer.from("kein json"),
  });
  await page.getByRole("button", { name: "Importieren" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Die Datei ist kein Ninja-Forms-Export (.nff): kein gültiges JSON.",
  );

  await page.getByLabel("Exportdatei (.nff)").setInputFiles(`${CORPUS}/formtemplate-quoterequest.nff`);
  await page.getByRole("button", { name: "Importieren" }).click();
  const report = page.getByRole("region", { name: "Bericht" });
  await expect(report.locator(".admin-notice--success")).toHaveText(
    "1 Formular(e) aus „formtemplate-quoterequest.nff“ importiert.",
  );
  await expect(report).toContainText("15 Felder");
  // The note's own item (the form's item around it holds its text too).
  await expect(report.getByRole("listitem").filter({ hasText: /^Währung „usd“/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "forms-import", [1280, 768]);

  await report.getByRole("link", { name: "„Quote Request Form“ im Editor öffnen" }).click();
  await builderOpen(page, "Quote Request Form");
  const fieldsShown = await page.locator(".admin-forms-fields__label").allTextContents();
  expect(fieldsShown).toHaveLength(15);

  // Export from the builder, import the download again: the same fields.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Als .nff exportieren" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^quote-request-form-[a-f0-9]{6}\.nff$/);
  const file = await download.path();
  const exported = JSON.parse(readFileSync(file, "utf8"));
  expect(exported.settings.title).toBe("Quote Request Form");
  await page.goto("/admin/forms/import/");
  await page.getByLabel("Exportdatei (.nff)").setInputFiles({
    name: "wieder.nff",
    mimeType: "application/json",
    buffer: readFileSync(file),
  });
  await page.getByRole("button", { name: "Importieren" }).click();
  await expect(page.getByRole("region", { name: "Bericht" })).toContainText("15 Felder");
  await page.getByRole("link", { name: "„Quote Request Form“ im Editor öffnen" }).click();
  await builderOpen(page, "Quote Request Form");
  expect(await page.locator(".admin-forms-fields__label").allTextContents()).toEqual(fieldsShown);
});

function partnerSite(snippet: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main><h1>Partnerseite</h1>${snippet}</main></body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

test("embed screen: the snippet works on a partner site once its origin is allowed there", async ({
  page,
  browser,
}) => {
  const before = await withE2eDatabase(async (db) => {
    const rows = (await db.execute(sql`select value from settings where key = 'forms.embedOrigins'`)).rows;
    return ((rows[0] as { value?: string[] } | undefined)?.value ?? []) as string[];
  });
  await signInOwner(page, await newOwner(), "/admin/forms/");
  const contact = (await withE2eDatabase(
    async (db) => (await db.execute(sql`select id from forms where key = 'kontakt'`)).rows[0],
  )) as { id: number };
  await page.goto(`/admin/forms/${contact.id}/embed/`);
  await expect(page.getByRole("heading", { level: 1, name: "Einbetten: Kontaktformular" })).toBeVisible();
  const snippetBox = page.getByRole("textbox", { name: "Schnipsel für Partnerseiten" });
  await expect(snippetBox).toHaveValue(new RegExp(`/embed/forms\\.js" data-form="${contact.id}"></script>$`));
  await page.getByLabel("Sprache des Formulars").selectOption("en");
  await expect(snippetBox).toHaveValue(/ data-lang="en"><\/script>$/);
  await page.getByLabel("Sprache des Formulars").selectOption("de");
  const snippet = await snippetBox.inputValue();
  const partner = await partnerSite(snippet);
  try {
    // Not allowed yet: the partner's page gets no form.
    const visitor = await browser.newPage();
    await visitor.goto(partner.origin);
    await expect(visitor.locator(".laden-embed")).toHaveText("Das Formular konnte nicht geladen werden.");
    await expect(visitor.locator("form.nf-form")).toHaveCount(0);

    // A bad line is refused with its line number, nothing saved; then the partner is allowed.
    const origins = page.getByRole("textbox", { name: "Erlaubte Partnerseiten" });
    await origins.fill(`${partner.origin}\npartner.example/seite`);
    await page.getByRole("button", { name: "Partnerseiten speichern" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Zeile 2: „partner.example/seite“ ist keine Adresse der Form https://host[:port].",
    );
    await expect(origins).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await origins.fill(`${partner.origin}/\n`);
    await page.getByRole("button", { name: "Partnerseiten speichern" }).click();
    await expect(page.locator(".admin-notice--success")).toHaveText(
      "Die erlaubten Partnerseiten sind gespeichert.",
    );
    await page.reload();
    await expect(origins).toHaveValue(partner.origin);
    await expectNoAxeViolations(page);
    await screenshotsAt(page, SHOTS, "forms-embed", [1280, 768]);

    await expect
      .poll(
        async () => {
          await visitor.goto(partner.origin);
          return visitor.locator("form.nf-form").count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(visitor.getByLabel(/^Ihr Name/)).toBeVisible();
    await visitor.close();
  } finally {
    partner.server.close();
    await setSettingValues({ "forms.embedOrigins": before });
  }
});

test("a Google Analytics action set in the builder sends its event only with statistics consent", async ({
  page,
  browser,
}) => {
  await signInOwner(page, await newOwner(), "/admin/forms/");
  const title = `Analyse ${run}`;
  await page.getByLabel("Titel des neuen Formulars").fill(title);
  await page.getByRole("button", { name: "Formular anlegen" }).click();
  await builderOpen(page, title);
  const id = formIdOf(page);
  const palette = page.locator(".admin-forms-palette");
  const panel = page.locator(".admin-forms-builder__panel");
  await palette.getByRole("button", { name: "Feld hinzufügen: Einzeiliger Text", exact: true }).click();
  await palette.getByRole("button", { name: "Feld hinzufügen: Absenden-Schaltfläche", exact: true }).click();
  await page.getByRole("button", { name: "Aktionen", exact: true }).click();
  await panel.getByRole("button", { name: "+ Analytics-Ereignis" }).click();
  const ga = panel.locator('[data-action="googleanalytics"]');
  await ga.getByLabel("Ereignis (Aktion)").fill("anfrage_gesendet");
  await ga.getByLabel("Kategorie").fill("Formulare");
  await ga.getByLabel("Beschriftung (Label)").fill(title);
  await expect(ga.getByLabel("Senden über")).toHaveValue("ga4");
  // The e-mail action offers the attachments.
  await panel.getByRole("button", { name: "+ E-Mail senden" }).click();
  const mail = panel.locator('[data-action="email"]');
  await expect(mail.getByLabel("Hochgeladene Dateien anhängen")).not.toBeChecked();
  await mail.getByLabel("Die Einsendung als CSV-Datei anhängen").check();
  await mail.getByLabel("An (Adressen, durch Komma getrennt)").fill("team@laden.example");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Das Formular ist veröffentlicht (Fassung 1).")).toBeVisible();
  const stored = await withE2eDatabase(
    async (db) =>
      (await db.execute(sql`select actions from forms where id = ${id}`)).rows[0] as {
        actions: { type: string; settings: Record<string, unknown> }[];
      },
  );
  expect(stored.actions.find((a) => a.type === "email")?.settings.attach_csv).toBe(true);

  const visit = async (consent: string) => {
    const visitor = await browser.newPage();
    await visitor
      .context()
      .addCookies([{ name: "laden_consent", value: consent, domain: "127.0.0.1", path: "/" }]);
    await visitor.addInitScript(() => {
      const w = window as unknown as { gtag: (...a: unknown[]) => void; __gtag: unknown[] };
      w.__gtag = [];
      w.gtag = (...a: unknown[]) => w.__gtag.push(a);
    });
    await visitor.goto(`/forms/${id}/`);
    await formReady(visitor);
    await visitor.getByRole("textbox").first().fill("Ada");
    await visitor.getByRole("button", { name: "Absenden" }).click();
    await expect(visitor.getByText("Vielen Dank! Ihre Nachricht ist angekommen.")).toBeVisible();
    const sent = await visitor.evaluate(() => (window as unknown as { __gtag: unknown[] }).__gtag);
    await visitor.close();
    return sent;
  };
  expect(await visit("v1.s1.m0")).toEqual([
    ["event", "anfrage_gesendet", { event_category: "Formulare", event_label: title, form_id: id }],
  ]);
  expect(await visit("v1.s0.m0")).toEqual([]);
});
