/**
 * Issue 22's browser test: an owner completes a purchase on account (invoiced on completion) on
 * the order page by keyboard, downloads the invoice from the Belege card and sends it again; the
 * customer's mails (written by the e2e server into its outbox folder, no SMTP there) carry the
 * invoice and the legal texts as PDFs, and the invoice's text holds every § 14 UStG field. axe
 * finds nothing; screenshots at 1280 and 375 px go to /tmp/shots-invoice-mail/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { orderDocuments } from "#db/schema/index.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { legalAddressLine } from "#modules/legal/legal-data.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { mailAttachments, mailSubject, mailText } from "../setup/mail-text.ts";
import { createCustomer, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { pdfText } from "../setup/pdf-text.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const OUTBOX_DIR = join(DATA_DIR, "mail-outbox");
const SHOTS = "/tmp/shots-invoice-mail";

/** The .eml files the server wrote whose decoded subject matches. */
function mailsWith(subject: RegExp): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX_DIR).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => readFileSync(join(OUTBOX_DIR, f), "utf8"))
    .filter((raw) => subject.test(mailSubject(raw)));
}

async function pollMails(subject: RegExp, count: number): Promise<string[]> {
  await expect.poll(() => mailsWith(subject).length, { timeout: 30_000 }).toBe(count);
  return mailsWith(subject);
}

/** A PDF's text with every kind of space (the prices' no-break space too) as one space. */
const textOfPdf = async (bytes: Uint8Array) => oneSpace((await pdfText(bytes)).join(" "));
const oneSpace = (value: string) => value.replace(/\s+/g, " ");
const day = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "Europe/Berlin" }).format(
    new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso),
  );

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

test("an owner completes a purchase on account, downloads the invoice and sends it again; the mails carry the PDFs", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const placed = await withE2eDatabase(async (db) => {
    const customer = await createCustomer(db);
    const product = await stockedProduct(db, 50);
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      quantity: 2,
      paymentMethod: PAYMENT_METHOD_IDS.invoice,
      secret: readFileSync(join(DATA_DIR, "secret"), "utf8").trim(),
    });
    return { id: order.id, email: customer.email };
  });

  // The order confirmation: the AGB and the Widerrufsbelehrung as at order time, attached.
  const [confirmation] = await pollMails(new RegExp(`^Ihre Bestellung ${placed.id} bei `), 1);
  expect(mailText(confirmation!)).toContain("Muster-Widerrufsformular");
  const legal = mailAttachments(confirmation!);
  expect(legal.map((a) => a.filename)).toEqual(["AGB.pdf", "Widerrufsbelehrung.pdf"]);
  expect(await textOfPdf(legal[0]!.content)).toContain(`Fassung zur Bestellung Nr. ${placed.id}`);
  expect(await textOfPdf(legal[1]!.content)).toContain("Muster-Widerrufsformular");

  const owner = await newOwner("shop_manager");
  const path = `/admin/orders/${placed.id}/`;
  await signInOwner(page, owner, path);
  await hydrated(page);
  await expectNoAxeViolations(page);

  // Keyboard only: status "Abgeschlossen", then the form's button.
  const status = page.locator("#status-to");
  await tabTo(page, status);
  await page.keyboard.type("Abg");
  await expect(status).toHaveValue("completed");
  await tabTo(page, page.getByRole("button", { name: "Status ändern" }));
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-page__head .admin-badge")).toHaveText("Abgeschlossen");

  // The job issues the invoice on completion; the Belege card lists it once the page is fresh.
  const invoiceOf = () =>
    withE2eDatabase(async (db) => {
      const [row] = await db
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.orderId, placed.id), eq(orderDocuments.kind, "invoice")));
      return row;
    });
  await expect.poll(invoiceOf, { timeout: 30_000 }).toBeDefined();
  const invoice = (await invoiceOf())!;
  await page.reload();
  await hydrated(page);
  const link = page.getByRole("link", { name: `Rechnung ${invoice.number} (PDF)` });
  await tabTo(page, link);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  const downloaded = new Uint8Array(readFileSync((await download.path())!));
  expect(Buffer.from(downloaded).equals(Buffer.from(invoice.pdf))).toBe(true);

  // Every § 14 (4) UStG field, as the invoice's snapshot has it.
  const s = invoice.snapshot as DocumentSnapshot;
  const text = await textOfPdf(downloaded);
  const expected = [
    s.seller.companyName,
    legalAddressLine(s.seller),
    s.seller.vatId || s.seller.taxNumber,
    ...s.buyer.address,
    invoice.number,
    "Rechnungsdatum",
    day(s.issuedAt),
    "Liefer-/Leistungsdatum",
    day(s.deliveryDate),
    ...s.lines.flatMap((l) => [l.name, String(l.quantity)]),
    ...s.vat.rows.flatMap((r) => [
      `${(r.rateBp / 100).toLocaleString("de-DE")} %`,
      formatPrice(r.netCents, "de"),
      formatPrice(r.vatCents, "de"),
    ]),
    "Rechnungsbetrag",
    formatPrice(s.vat.grossCents, "de"),
  ];
  for (const field of expected) {
    expect(field, "a § 14 field").toBeTruthy();
    expect(text, field).toContain(oneSpace(field));
  }

  // The customer's invoice mail carries the same PDF.
  const subject = new RegExp(`^Ihre Rechnung ${invoice.number} zur Bestellung ${placed.id} `);
  const [invoiceMail] = await pollMails(subject, 1);
  const attached = mailAttachments(invoiceMail!);
  expect(attached.map((a) => a.filename)).toEqual([
    `Rechnung-${invoice.number.replace(/[^\w.-]+/g, "-")}.pdf`,
  ]);
  expect(attached[0]!.content.equals(Buffer.from(invoice.pdf))).toBe(true);

  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "order-invoiced", [1280, 375]);

  // "Erneut senden" by keyboard: one more mail, the notice names the address.
  await tabTo(page, page.getByRole("button", { name: `Erneut senden (${invoice.number})` }));
  await page.keyboard.press("Enter");
  await expect(page.locator("#admin-main").getByRole("status")).toContainText(
    `Rechnung ${invoice.number} wurde erneut an ${placed.email} gesendet.`,
  );
  await pollMails(subject, 2);
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "order-resent", [1280, 375]);
});
