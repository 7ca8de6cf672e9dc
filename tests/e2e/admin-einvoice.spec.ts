/**
 * The e-invoice on the owner's order page in the browser: the Belege card links each document's
 * XRechnung beside its PDF; the owner reaches the link by keyboard and downloads the XML, which
 * is valid against the EN 16931 XSD and names the invoice. axe finds nothing; screenshots (the
 * page at 1280 px, the card at 375 px) go to /tmp/shots-einvoice/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { issueInvoice } from "#modules/documents/issue.ts";
import { missingInvoiceFields } from "#modules/documents/snapshot.ts";
import { legalData } from "#modules/legal/legal-data.ts";
import { setSettings } from "#modules/settings/index.ts";
import { getSettings } from "#modules/settings/store.ts";
import { en16931Problems, parseCii, xsdProblems } from "../setup/en16931.ts";
import { createCustomer, forceStatus, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const SHOTS = "/tmp/shots-einvoice";

/** An invoiced purchase-on-account order (legal data filled in first where the database lacks it). */
async function invoicedOrder(): Promise<{ orderId: number; number: string }> {
  const secret = process.env.LADEN_SECRET || readFileSync(join(DATA_DIR, "secret"), "utf8").trim();
  return withE2eDatabase(async (db) => {
    if (missingInvoiceFields(legalData(await getSettings(db))).length > 0) {
      await setSettings(db, {
        "legal.companyName": "Röstwerk Laden GmbH",
        "legal.street": "Hafenstraße 12",
        "legal.postcode": "20457",
        "legal.city": "Hamburg",
        "legal.vatId": "DE123456789",
      });
    }
    const customer = await createCustomer(db);
    const product = await stockedProduct(db, 50);
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      quantity: 2,
      paymentMethod: PAYMENT_METHOD_IDS.invoice,
      secret,
    });
    await forceStatus(db, order.id, "completed");
    const { document } = await issueInvoice(db, { orderId: order.id, actor: { id: null, label: "e2e" } });
    return { orderId: order.id, number: document.number };
  });
}

test("the owner downloads an invoice's XRechnung from the Belege card by keyboard", async ({ page }) => {
  const { orderId, number } = await invoicedOrder();
  await signInOwner(page, await newOwner(), `/admin/orders/${orderId}/`);
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Belege" }) });
  const pdf = card.getByRole("link", { name: `Rechnung ${number} (PDF)` });
  const xml = card.getByRole("link", { name: `Rechnung ${number} als XRechnung (XML)` });
  await expect(pdf).toBeVisible();
  await expect(xml).toHaveText("XRechnung (XML)");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "order-belege", [1280]);
  // At 375 px the card (the page's item and refund tables are wider than a phone, a matter of
  // their own): the two links wrap inside it, nothing sticks out.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect.poll(() => card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await card.screenshot({ path: `${SHOTS}/belege-card-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await tabTo(page, xml, 200);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}-xrechnung.xml`);
  const text = readFileSync((await download.path())!, "utf8");
  expect(await xsdProblems(text)).toEqual([]);
  expect(en16931Problems(text)).toEqual([]);
  expect(parseCii(text).guideline).toContain("xrechnung_3.0");
  expect(text).toContain(`<ram:ID>${number}</ram:ID>`);
});
