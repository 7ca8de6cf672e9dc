/**
 * The e-invoice on a real database and over HTTP: every issued invoice and credit note is a
 * Factur-X PDF whose factur-x.xml is the document's EN 16931 CII; the owner downloads the
 * XRechnung from the order page and REST, the same on every download, valid against the XSD and
 * the EN 16931 rules, with the business customer's VAT ID and Leitweg-ID; others get nothing.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderDocuments, orders } from "#db/schema/index.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { issueCreditNote } from "#modules/documents/credit-note.ts";
import { einvoiceXml } from "#modules/documents/einvoice/generate.ts";
import { issueInvoice } from "#modules/documents/issue.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { setSettings } from "#modules/settings/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { en16931Problems, facturXParts, parseCii, xsdProblems } from "../setup/en16931.ts";
import {
  createCustomer,
  forceStatus,
  placeTestOrder,
  stockedProduct,
  TEST_PASSWORD,
} from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const OWNER = { id: null, label: "test" };
const LEITWEG_ID = "04011000-12345-34";

let manager: Visitor;
let customer: Visitor;
let account: { id: number; email: string };

beforeAll(async () => {
  await settingsChange(app(), () =>
    setSettings(db(), {
      "legal.companyName": "Röstwerk Laden GmbH",
      "legal.street": "Hafenstraße 12",
      "legal.postcode": "20457",
      "legal.city": "Hamburg",
      "legal.vatId": "DE123456789",
      "legal.email": "rechnung@roestwerk.example",
      "legal.phone": "+49 40 123456",
      "sepa.creditorId": "DE98ZZZ09999999999",
    }),
  );
  account = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(account.email, TEST_PASSWORD);
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

/**
 * A business customer's SEPA order (company, VAT ID and Leitweg-ID as checkout stores them),
 * invoiced. Placed as purchase on account and turned into SEPA in the database: a SEPA order
 * queues its invoice when placed, and the job could issue it before the business fields are in.
 */
async function invoicedB2bOrder() {
  const product = await stockedProduct(db(), 50);
  const order = await placeTestOrder(db(), {
    userId: account.id,
    email: account.email,
    productId: product.id,
    quantity: 3,
    paymentMethod: PAYMENT_METHOD_IDS.invoice,
  });
  await db()
    .update(orders)
    .set({
      billing: { ...order.billing, company: "Stadtverwaltung Musterstadt" },
      vatId: "DE987654321",
      buyerReference: LEITWEG_ID,
      paymentMethod: PAYMENT_METHOD_IDS.sepa,
      mandateReference: `LADEN-${order.id}`,
      sepaIbanLast4: "3000",
    })
    .where(eq(orders.id, order.id));
  await forceStatus(db(), order.id, "processing");
  const { document } = await issueInvoice(db(), { orderId: order.id, actor: OWNER });
  return { order, document };
}

async function stored(documentId: number) {
  const [row] = await db().select().from(orderDocuments).where(eq(orderDocuments.id, documentId));
  return { pdf: row!.pdf, snapshot: row!.snapshot as DocumentSnapshot };
}

const get = (v: Visitor, url: string, headers: Record<string, string> = {}) =>
  fetch(`${base()}${url}`, { headers: v.headers(headers), redirect: "manual" });

describe("the issued invoice is Factur-X", () => {
  it("carries its EN 16931 XML, valid and adding up, with the stored buyer and seller data", async () => {
    const { order, document } = await invoicedB2bOrder();
    const { pdf, snapshot } = await stored(document.id);
    const parts = await facturXParts(pdf);
    expect(parts.attachments.map((a) => a.name)).toEqual(["factur-x.xml"]);
    const xml = parts.attachments[0]!.text;
    expect(xml).toBe(await einvoiceXml(snapshot, "en16931"));
    expect(parts.xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(await xsdProblems(xml)).toEqual([]);
    expect(en16931Problems(xml)).toEqual([]);
    const inv = parseCii(xml);
    expect(inv.totals.grand).toBe(order.totalCents);
    expect(String(inv.agreement.BuyerReference)).toBe(LEITWEG_ID);
    expect(inv.agreement.BuyerTradeParty.Name).toBe("Stadtverwaltung Musterstadt");
    expect(JSON.stringify(inv.agreement.BuyerTradeParty.SpecifiedTaxRegistration)).toContain("DE987654321");
    expect(inv.agreement.BuyerTradeParty.PostalTradeAddress).toMatchObject({
      LineOne: "Heidestraße 17",
      PostcodeCode: "51147",
      CityName: "Köln",
      CountryID: "DE",
    });
    expect(String(inv.settlement.SpecifiedTradeSettlementPaymentMeans.TypeCode)).toBe("59");
    expect(inv.settlement.CreditorReferenceID).toBe("DE98ZZZ09999999999");
    expect(inv.settlement.SpecifiedTradePaymentTerms.DirectDebitMandateID).toBe(`LADEN-${order.id}`);
    expect(
      String(inv.settlement.SpecifiedTradeSettlementPaymentMeans.PayerPartyDebtorFinancialAccount.IBANID),
    ).toBe("3000");
  });

  it("a credit note is Factur-X too: 381, referring to the invoice it corrects", async () => {
    const { order, document } = await invoicedB2bOrder();
    const credit = await issueCreditNote(db(), { orderId: order.id, cancel: true, actor: OWNER });
    const { pdf } = await stored(credit!.document.id);
    const xml = (await facturXParts(pdf)).attachments[0]!.text;
    expect(await xsdProblems(xml)).toEqual([]);
    expect(en16931Problems(xml)).toEqual([]);
    const inv = parseCii(xml);
    expect(inv.typeCode).toBe("381");
    expect(inv.settlement.InvoiceReferencedDocument.IssuerAssignedID).toBe(document.number);
    expect(inv.totals.grand).toBe(order.totalCents);
  });
});

describe("the XRechnung download", () => {
  it("the order page links it; the owner gets the same valid XML every time; others get nothing", async () => {
    const { order, document } = await invoicedB2bOrder();
    const url = `/admin/orders/${order.id}/documents/${document.id}.xml`;
    const page = await manager.get(`/admin/orders/${order.id}/`);
    expect(page.text).toContain(`href="${url}"`);
    expect(textOf(page.text)).toContain("XRechnung (XML)");

    const first = await get(manager, url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(first.headers.get("content-disposition")).toBe(
      `attachment; filename="${document.number}-xrechnung.xml"`,
    );
    expect(first.headers.get("cache-control")).toMatch(/no-store/);
    const xml = await first.text();
    expect(parseCii(xml).guideline).toBe(
      "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
    );
    expect(await xsdProblems(xml)).toEqual([]);
    expect(en16931Problems(xml)).toEqual([]);

    // Derived from the snapshot, not the order: a later change to the order does not reach it.
    await db().update(orders).set({ buyerReference: "geändert" }).where(eq(orders.id, order.id));
    expect(await (await get(manager, url)).text()).toBe(xml);

    const visitor = await get(new Visitor(base), url);
    expect(visitor.status).toBe(302);
    expect((await get(customer, url)).status).toBe(404);
    expect((await get(manager, `/admin/orders/${order.id}/documents/99999999.xml`)).status).toBe(404);
    const other = await invoicedB2bOrder();
    expect((await get(manager, `/admin/orders/${other.order.id}/documents/${document.id}.xml`)).status).toBe(
      404,
    );
  });

  it("REST: ?format=xrechnung answers the XML, the list links it, an unknown format is refused", async () => {
    const { order, document } = await invoicedB2bOrder();
    const nonce = await manager.restNonce();
    const rest = (v: Visitor, url: string, n = nonce) =>
      fetch(`${base()}/wp-json/laden/v1/orders/${order.id}/documents${url}`, {
        headers: v.headers({ "X-WP-Nonce": n }),
      });
    const list = await (await rest(manager, "")).json();
    expect(list[0].xrechnung).toBe(
      `${base()}/wp-json/laden/v1/orders/${order.id}/documents/${document.id}?format=xrechnung`,
    );
    const res = await rest(manager, `/${document.id}?format=xrechnung`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toBe(
      await (await get(manager, `/admin/orders/${order.id}/documents/${document.id}.xml`)).text(),
    );
    const bad = await rest(manager, `/${document.id}?format=ubl`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Ungültiger Parameter: format.");
    expect(
      (await rest(customer, `/${document.id}?format=xrechnung`, await customer.restNonce())).status,
    ).toBe(403);
  });
});
