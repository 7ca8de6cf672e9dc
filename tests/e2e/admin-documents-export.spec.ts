/**
 * Issue 22 items 6 and 7 in the browser, by keyboard alone: an owner ticks three orders on the
 * orders list, asks for their invoices as a ZIP (the answer names the order without an invoice),
 * downloads it, then opens Belege and downloads the month's DATEV Buchungsstapel. Axe 0 and
 * screenshots at 1280 and 375 px of both screens.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { issueInvoice } from "#modules/documents/issue.ts";
import { createCustomer, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, setSettingValues, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/shots-documents-export";

test("an owner downloads the selected orders' invoices as a ZIP and the DATEV export by keyboard", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await setSettingValues({
    "legal.companyName": "Röstwerk Laden GmbH",
    "legal.street": "Hafenstraße 12",
    "legal.postcode": "20457",
    "legal.city": "Hamburg",
    "legal.vatId": "DE123456789",
    "accounting.consultantNumber": "29098",
    "accounting.clientNumber": "55003",
  });
  const made = await withE2eDatabase(async (db) => {
    const c = await createCustomer(db);
    const orders: { id: number; number: string | null }[] = [];
    for (const invoiced of [true, true, false]) {
      const product = await stockedProduct(db, 20);
      // Purchase on account: invoiced on completion only, so the third order stays without one.
      const o = await placeTestOrder(db, {
        userId: c.id,
        email: c.email,
        productId: product.id,
        paymentMethod: PAYMENT_METHOD_IDS.invoice,
      });
      const number = invoiced
        ? (await issueInvoice(db, { orderId: o.id, actor: { id: null, label: "e2e" } })).document.number
        : null;
      orders.push({ id: o.id, number });
    }
    return orders;
  });
  const [a, b, none] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];

  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/orders/");
  for (const order of made) {
    const box = page.getByLabel(`Bestellung ${order.id} auswählen`);
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  const zipButton = page.getByRole("button", { name: "Rechnungen herunterladen (ZIP)" });
  await page.getByRole("combobox", { name: "Status ändern in" }).focus();
  await tabTo(page, zipButton, 5);
  await page.keyboard.press("Enter");
  const report = page.getByRole("status").filter({ hasText: "Rechnungen liegen bereit" });
  await expect(report).toContainText("2 Rechnungen liegen bereit.");
  await expect(report).toContainText(`Ohne Rechnung (nicht im ZIP): Bestellung ${none.id}.`);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header stays out of the full-page shot
  await screenshotsAt(page, SHOTS, "orders-zip", [1280, 375]);

  const link = report.getByRole("link", { name: "ZIP herunterladen" });
  await page.keyboard.press("Shift+Tab"); // from wherever the focus is, the link is reached forwards
  await tabTo(page, link, 120);
  const [zip] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(zip.suggestedFilename()).toMatch(/^rechnungen-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
  expect(Object.keys(files).sort()).toEqual(
    [`${a.number}.pdf`, `${b.number}.pdf`, "ohne-rechnung.txt"].sort(),
  );
  expect(new TextDecoder().decode(files[`${a.number}.pdf`]!.slice(0, 5))).toBe("%PDF-");

  // Belege: this month's documents and the DATEV file.
  const nav = page.getByRole("navigation", { name: "Verwaltung" }).first();
  await tabTo(page, nav.getByRole("link", { name: "Belege" }), 200);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Belege" })).toBeVisible();
  await expect(page.getByRole("link", { name: `PDF ${a.number}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `PDF ${b.number}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "documents", [1280, 375]);

  const datev = page.getByRole("link", { name: "DATEV-Buchungsstapel herunterladen" });
  await tabTo(page, datev, 40);
  const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(file.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_\d{8}_\d{8}\.csv$/);
  const text = new TextDecoder("windows-1252").decode(readFileSync((await file.path())!));
  expect(text.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
  expect(text).toContain(`"${a.number}"`);
  expect(text).toContain(`"${b.number}"`);
});

test("an administrator sets up Buchhaltung by keyboard; a debtor of the wrong length is refused", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const owner = await newOwner("administrator");
  await signInOwner(page, owner, "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Buchhaltung" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Buchhaltung" })).toBeVisible();
  await expect(page.getByText("Leer lassen für das Standardkonto: SKR03 8400, SKR04 4400.")).toBeVisible();

  const debtor = page.getByLabel("Sammeldebitor");
  await tabTo(page, debtor);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1000");
  const save = page.getByRole("button", { name: "Einstellungen speichern" });
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Das Debitorenkonto braucht 5 Stellen (Sachkontenlänge + 1).")).toBeVisible();
  await expect(debtor).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotsAt(page, SHOTS, "accounting-refused", [1280, 375]);

  await tabTo(page, debtor);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("10000");
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeFocused();
  await expectNoAxeViolations(page);
});
