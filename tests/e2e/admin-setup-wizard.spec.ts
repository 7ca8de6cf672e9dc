/**
 * The setup wizard on an empty shop (issue 27 item 5): a server of its own on a fresh embedded
 * database without the demo; the first administrator through the setup link `npm start` prints,
 * the dashboard's card, the legal page templates, legal data, shipping, then leaving in the middle
 * and resuming at the payment step, logo and colours, the summary "legally complete", finishing;
 * then the first product through the product screen and the shop's first order by a visitor.
 * Every button and link is reached with Tab and pressed with Enter; axe 0 on every step.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type AppServer, startAppServer } from "../setup/app-server.ts";
import { screenshotsAt, tabTo } from "./admin-helpers.ts";
import { addButtons, expectNoAxeViolations, shopReady, wcAjax } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-setup-wizard";
const PASSWORD = "Einrichtung-2026!";

let server: AppServer;
let dataDir: string;

test.beforeAll(async () => {
  // Beside the e2e data dir, readable by the embedded PostgreSQL's own user (a 0700 temp dir is not).
  const parent = resolve(process.env.E2E_DATA_DIR ?? "./data/e2e", "..");
  mkdirSync(parent, { recursive: true });
  dataDir = mkdtempSync(join(parent, "empty-shop-"));
  chmodSync(dataDir, 0o755);
  server = await startAppServer({
    LADEN_DATA_DIR: dataDir,
    DATABASE_URL: "",
    LADEN_DEMO: "0",
    LADEN_SECRET: "e2e-setup-wizard-secret-0123456789abcdef",
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function press(page: Page, name: string | RegExp, role: "button" | "link" = "button") {
  await tabTo(page, page.getByRole(role, { name, exact: typeof name === "string" }).first());
  await page.keyboard.press("Enter");
}

async function expectStep(page: Page, n: number, label: string) {
  await expect(page.getByRole("heading", { level: 2, name: `Schritt ${n} von 5: ${label}` })).toBeVisible();
  const progress = page.getByRole("navigation", { name: "Fortschritt" });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(`${n} ${label}`);
}

test("an empty shop: the wizard, left and resumed, ends legally complete; first product, first order", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const url = server.url;
  const token = /\/admin\/setup\/\?token=([\w-]+)/.exec(server.logs.join(""))?.[1];
  expect(token, "the start output names the setup link").toBeTruthy();

  // The first administrator, through the one-time setup link.
  await page.goto(`${url}/admin/setup/?token=${token}`);
  await page.getByLabel("E-Mail-Adresse").fill("inhaberin@kaffee-nord.example");
  await page.getByLabel("Passwort").fill(PASSWORD);
  await press(page, "Administrator anlegen");
  const card = page.getByRole("region", { name: "Einrichtung fortsetzen" });
  await expect(card).toContainText("Nächster Schritt: Rechtliches (Schritt 1 von 5)");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "dashboard-card", [1280, 375]);
  await press(page, "Einrichtung fortsetzen", "link");

  // 1 Rechtliches: templates for the missing legal pages, then the seller's data.
  await expectStep(page, 1, "Rechtliches");
  await expect(
    page.getByText(/Es fehlen noch Rechtstexte-Seiten: Impressum, Datenschutzerklärung/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "step-legal", [1280, 375]);
  await press(page, "Vorlagen für fehlende Rechtstexte anlegen");
  await expect(page.getByText("Die Rechtstexte-Seiten sind ausgewählt.")).toBeVisible();
  await expect(page.getByLabel("AGB", { exact: true })).not.toHaveValue("0");
  const legal: [string, string][] = [
    ["Firma bzw. Name", "Kaffee Nord GmbH"],
    ["Inhaber bzw. Vertretungsberechtigte", "Erika Muster (Geschäftsführerin)"],
    ["Straße und Hausnummer", "Am Deich 3"],
    ["Postleitzahl", "2581"],
    ["Ort", "Husum"],
    ["E-Mail-Adresse", "info@kaffee-nord.example"],
    ["Umsatzsteuer-Identifikationsnummer", "DE811907980"],
  ];
  for (const [label, value] of legal) await page.getByLabel(label, { exact: true }).fill(value);
  await press(page, "Weiter");
  // Refused with the Rechtliches screen's own reason; the step is not left, the input kept.
  await expect(page.getByRole("alert")).toContainText("Nicht gespeichert");
  await expect(page.getByText("Eine deutsche Postleitzahl hat genau 5 Ziffern.")).toBeVisible();
  await expect(page.getByLabel("Firma bzw. Name", { exact: true })).toHaveValue("Kaffee Nord GmbH");
  await expectStep(page, 1, "Rechtliches");
  await expectNoAxeViolations(page);
  await page.getByLabel("Postleitzahl").fill("25813");
  await press(page, "Weiter");

  // 2 Versand: the shop's first zone.
  await expectStep(page, 2, "Versand");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "step-shipping", [1280, 375]);
  await page.getByLabel("Kosten (brutto, €)").first().fill("5,50");
  await press(page, "Weiter");

  // 3 Zahlung — the owner leaves here and comes back later.
  await expectStep(page, 3, "Zahlung");
  await press(page, "Später fortsetzen", "link");
  await expect(card).toContainText("Nächster Schritt: Zahlung (Schritt 3 von 5)");
  await press(page, "Einrichtung fortsetzen", "link");
  await expectStep(page, 3, "Zahlung");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "step-payments", [1280, 375]);
  await press(page, "Weiter");

  // 4 Logo und Farben.
  await expectStep(page, 4, "Logo und Farben");
  await expectNoAxeViolations(page);
  await page.getByLabel("Akzentfarbe").fill("#1f4e79");
  await screenshotsAt(page, SHOTS, "step-theme", [1280, 375]);
  await press(page, "Weiter");

  // 5 Fertig: legally complete; finish, then the first product.
  await expectStep(page, 5, "Fertig");
  await expect(page.getByText("Ihr Shop hat alle rechtlich nötigen Angaben.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "step-done", [1280, 375]);
  await press(page, "Einrichtung abschließen");
  await expect(page.getByText("Die Einrichtung ist abgeschlossen.")).toBeVisible();
  await press(page, "Erstes Produkt anlegen", "link");
  await expect(page.getByRole("heading", { level: 1, name: "Neues Produkt" })).toBeVisible();
  await page.getByLabel("Titel", { exact: true }).fill("Hausröstung Nord");
  await page.getByLabel("Regulärer Preis (€, brutto)").fill("12,90");
  await press(page, "Anlegen und weiter bearbeiten");
  // A new product starts as a draft; the owner publishes it in the editor.
  await expect(
    page.getByRole("heading", { level: 1, name: "Produkt bearbeiten: Hausröstung Nord" }),
  ).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("publish");
  await press(page, "Speichern");
  await expect(page.locator(".admin-notice[role=status]")).toContainText("Gespeichert.");
  await page.goto(`${url}/admin/`);
  await expect(card).toHaveCount(0);

  // The shop's first order, by a visitor.
  const visitor = await browser.newContext({
    storageState: {
      cookies: [
        {
          name: "laden_consent",
          value: "v1.s0.m0",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    locale: "de-DE",
  });
  const shop = await visitor.newPage();
  await shop.goto(`${url}/shop/`);
  await shopReady(shop);
  const added = shop.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(shop).first().click();
  await added;
  await shop.goto(`${url}/checkout/`);
  await expect(shop.locator("#order_review")).toContainText("Hausröstung Nord");
  await shop.fill("#billing_first_name", "Jan");
  await shop.fill("#billing_last_name", "Kunde");
  await shop.fill("#billing_address_1", "Lindenstraße 12");
  await shop.fill("#billing_postcode", "10115");
  await shop.fill("#billing_city", "Berlin");
  await shop.fill("#billing_email", "jan@example.com");
  await shop.check("#terms");
  await shop.click("#place_order");
  await shop.waitForURL(/order-received\/\d+/);
  await expect(shop.locator("main")).toContainText("Hausröstung Nord");
  await expectNoAxeViolations(shop);
  await visitor.close();
});
