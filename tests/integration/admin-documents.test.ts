/**
 * Documents on the owner's order page over HTTP: the door, "Rechnung erstellen" once (posted
 * twice), the stored PDF served byte for byte, the delivery note without prices, the invoice a
 * SEPA order gets by itself from the job runner, and missing legal data named.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderDocuments } from "#db/schema/index.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { setSettings } from "#modules/settings/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { pdfText } from "../setup/pdf-text.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const path = (id: number) => `/admin/orders/${id}/`;
const SELLER = {
  "legal.companyName": "Röstwerk Laden GmbH",
  "legal.street": "Hafenstraße 12",
  "legal.postcode": "20457",
  "legal.city": "Hamburg",
  "legal.vatId": "DE123456789",
} as const;

let manager: Visitor;
let customer: Visitor;
let account: { id: number; email: string };

beforeAll(async () => {
  await settingsChange(app(), () => setSettings(db(), SELLER));
  account = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(account.email, TEST_PASSWORD);
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

async function newOrder(paymentMethod: (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS]) {
  const product = await stockedProduct(db(), 50);
  return placeTestOrder(db(), {
    userId: account.id,
    email: account.email,
    productId: product.id,
    paymentMethod,
  });
}

const documentsOf = (orderId: number) =>
  db().select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));

async function download(v: Visitor, url: string) {
  const res = await fetch(`${base()}${url}`, { headers: v.headers(), redirect: "manual" });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("documents on the order page", () => {
  it("keeps visitors and customers out of the PDFs and the action", async () => {
    const order = await newOrder(PAYMENT_METHOD_IDS.invoice);
    const visitor = new Visitor(base);
    for (const url of [
      `/admin/orders/${order.id}/delivery-note.pdf`,
      `/admin/orders/${order.id}/documents/1.pdf`,
    ]) {
      const byVisitor = await download(visitor, url);
      expect(byVisitor.res.status, url).toBe(302);
      expect(byVisitor.res.headers.get("location"), url).toMatch(/^\/admin\/login\//);
      expect((await download(customer, url)).res.status, url).toBe(404);
    }
    expect((await customer.post(path(order.id), { intent: "invoice" })).res.status).toBe(404);
    expect(await documentsOf(order.id)).toEqual([]);
  });

  it("issues the invoice once when the owner asks twice, and serves the stored PDF as it is", async () => {
    const order = await newOrder(PAYMENT_METHOD_IDS.invoice); // purchase on account: invoiced on completion
    const page = await manager.get(path(order.id));
    expect(textOf(page.text)).toContain("Rechnung erstellen");

    const first = await manager.post(path(order.id), { intent: "invoice" });
    expect(first.res.status).toBe(200);
    const [doc] = await documentsOf(order.id);
    expect(textOf(first.text)).toContain(`Rechnung ${doc!.number} erstellt.`);
    const again = await manager.post(path(order.id), { intent: "invoice" });
    expect(textOf(again.text)).toContain(`Rechnung ${doc!.number} gibt es schon.`);
    expect(await documentsOf(order.id)).toHaveLength(1);
    expect(textOf(again.text)).not.toContain("Rechnung erstellen");

    const { res, bytes } = await download(manager, `/admin/orders/${order.id}/documents/${doc!.id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(doc!.sha256);
    expect((await pdfText(bytes)).join(" ")).toContain(`Rechnung ${doc!.number}`);
    // Another order's path does not reach it.
    const other = await newOrder(PAYMENT_METHOD_IDS.invoice);
    expect((await download(manager, `/admin/orders/${other.id}/documents/${doc!.id}.pdf`)).res.status).toBe(
      404,
    );
  });

  it("gives a delivery note without prices", async () => {
    const order = await newOrder(PAYMENT_METHOD_IDS.invoice);
    const { res, bytes } = await download(manager, `/admin/orders/${order.id}/delivery-note.pdf`);
    expect(res.status).toBe(200);
    const text = (await pdfText(bytes)).join(" ");
    expect(text).toContain("Lieferschein");
    expect(text).toContain("Erika Mustermann");
    expect(text).not.toContain("€");
  });

  it("a SEPA order gets its invoice from the job runner, without the owner", async () => {
    const order = await newOrder(PAYMENT_METHOD_IDS.sepa);
    await expect
      .poll(async () => (await documentsOf(order.id)).map((d) => [d.kind, d.issuedBy]), { timeout: 30_000 })
      .toEqual([["invoice", "system"]]);
  });

  it("names the legal data that is missing and issues nothing", async () => {
    const order = await newOrder(PAYMENT_METHOD_IDS.invoice);
    await settingsChange(app(), () => setSettings(db(), { "legal.vatId": "", "legal.taxNumber": "" }));
    try {
      const { res, text } = await manager.post(path(order.id), { intent: "invoice" });
      expect(res.status).toBe(409);
      expect(textOf(text)).toContain("fehlen USt-IdNr. oder Steuernummer");
      expect(await documentsOf(order.id)).toEqual([]);
    } finally {
      await settingsChange(app(), () => setSettings(db(), SELLER));
    }
  });
});
