/**
 * The customer's orders over HTTP: `/my-account/orders/` (number, date, status, total, links,
 * "Jetzt bezahlen" for orders that need payment) and `/my-account/view-order/ID/` (items, totals
 * with VAT per rate, addresses, payment with the IBAN masked, mandate reference, visible notes,
 * bank details for open prepayment); only the owner sees an order, everyone else the German 404.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderRow } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { appForFile } from "../setup/app-fixture.ts";
import {
  createCustomer,
  forceStatus,
  placeTestOrder,
  stockedProduct,
  TEST_IBAN,
  TEST_PASSWORD,
} from "../setup/orders-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;

let alice: { id: number; email: string };
let aliceBrowser: Visitor;
let sepaOrder: OrderRow;
let bacsOrder: OrderRow;
let invoiceOrder: OrderRow;

beforeAll(async () => {
  alice = await createCustomer(db());
  const product = await stockedProduct(db(), 100);
  sepaOrder = await placeTestOrder(db(), {
    userId: alice.id,
    email: alice.email,
    productId: product.id,
    quantity: 2,
    note: "Bitte beim Nachbarn abgeben",
  });
  bacsOrder = await placeTestOrder(db(), {
    userId: alice.id,
    email: alice.email,
    productId: product.id,
    paymentMethod: PAYMENT_METHOD_IDS.bacs,
  });
  invoiceOrder = await placeTestOrder(db(), {
    userId: alice.id,
    email: alice.email,
    productId: product.id,
    paymentMethod: PAYMENT_METHOD_IDS.invoice,
  });
  await db().execute(sql`
    insert into order_notes (order_id, note, customer_visible) values
      (${sepaOrder.id}, 'Ihr Paket ist unterwegs.', true),
      (${sepaOrder.id}, 'Interne Notiz: Kundin hat angerufen.', false)`);
  aliceBrowser = new Visitor(() => app().url);
  await aliceBrowser.signIn(alice.email, TEST_PASSWORD);
});

const rowOf = (html: string, id: number) => {
  const m = new RegExp(
    `<tr[^>]*class="[^"]*order status-[^"]*"[^>]*>(?:(?!</tr>).)*#${id}(?:(?!</tr>).)*</tr>`,
    "s",
  ).exec(html);
  if (!m) throw new Error(`no row for order ${id}`);
  return m[0];
};

describe("/my-account/orders/", () => {
  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const { res } = await new Visitor(() => app().url).get("/my-account/orders/");
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/my-account/");
  });

  it("lists the customer's orders, newest first, with number, date, status, total and links", async () => {
    const { res, text } = await aliceBrowser.get("/my-account/orders/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const ids = [...text.matchAll(/>#(\d+)</g)].map((m) => Number(m[1]));
    expect(ids).toEqual([invoiceOrder.id, bacsOrder.id, sepaOrder.id]);

    const sepaRow = rowOf(text, sepaOrder.id);
    expect(sepaRow).toContain(`href="/my-account/view-order/${sepaOrder.id}/"`);
    expect(textOf(sepaRow)).toContain("In Bearbeitung");
    expect(textOf(sepaRow)).toMatch(/\d{1,2}\. \p{L}+ 20\d\d/u);
    expect(textOf(sepaRow)).toMatch(/\d+,\d\d €.*für 2 Artikel/);
    expect(sepaRow).not.toContain("/checkout/order-pay/");

    // Prepayment not yet received: on-hold with bacs needs payment.
    const bacsRow = rowOf(text, bacsOrder.id);
    expect(textOf(bacsRow)).toContain("In Wartestellung");
    expect(bacsRow).toContain(`href="/checkout/order-pay/${bacsOrder.id}/?key=${bacsOrder.orderKey}"`);
    expect(textOf(bacsRow)).toContain("Jetzt bezahlen");
    expect(rowOf(text, invoiceOrder.id)).not.toContain("/checkout/order-pay/");

    // The account navigation names the page.
    expect(text).toMatch(
      /woocommerce-MyAccount-navigation-link--orders is-active"><a aria-current="page" href="\/my-account\/orders\/"[^>]*>Bestellungen/,
    );
  });

  it("offers payment for pending and failed orders too", async () => {
    await forceStatus(db(), invoiceOrder.id, "failed");
    const { text } = await aliceBrowser.get("/my-account/orders/");
    expect(rowOf(text, invoiceOrder.id)).toContain(`/checkout/order-pay/${invoiceOrder.id}/`);
    expect(textOf(rowOf(text, invoiceOrder.id))).toContain("Fehlgeschlagen");
    await forceStatus(db(), invoiceOrder.id, "processing");
  });

  it("says so when there are no orders, and answers 404 for a page past the end", async () => {
    const bob = await createCustomer(db());
    const v = new Visitor(() => app().url);
    await v.signIn(bob.email, TEST_PASSWORD);
    const { res, text } = await v.get("/my-account/orders/");
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Sie haben noch keine Bestellung aufgegeben.");
    expect((await v.get("/my-account/orders/2/")).res.status).toBe(404);
    expect((await v.get("/my-account/orders/x/")).res.status).toBe(404);
  });

  it("works in English under /en/", async () => {
    const { res, text } = await aliceBrowser.get("/en/my-account/orders/");
    expect(res.status).toBe(200);
    expect(text).toContain(`href="/en/my-account/view-order/${sepaOrder.id}/"`);
    expect(textOf(text)).toContain("Processing");
  });
});

describe("/my-account/view-order/ID/", () => {
  it("shows items, totals with VAT per rate, payment with the IBAN masked, mandate reference, addresses and visible notes", async () => {
    const { res, text } = await aliceBrowser.get(`/my-account/view-order/${sepaOrder.id}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const page = textOf(text);
    expect(page).toContain(`Bestellung ${sepaOrder.id} wurde am`);
    expect(page).toContain("In Bearbeitung");
    expect(page).toMatch(/× 2/);
    expect(page).toMatch(/Zwischensumme \d+,\d\d €/);
    expect(page).toMatch(/enthält \d+,\d\d € MwSt\. \((7|19) %\)/);
    expect(page).toContain("SEPA-Lastschrift");
    expect(page).toMatch(/IBAN DE\*\* \*{4} \*{4} \*{4} \*{2}30 00/);
    expect(page).toContain(`Mandatsreferenz ${sepaOrder.mandateReference}`);
    expect(page).toContain("Heidestraße 17");
    expect(page).toContain("51147 Köln");
    expect(page).toContain("Bitte beim Nachbarn abgeben");
    expect(page).toContain("Ihr Paket ist unterwegs.");
    expect(page).not.toContain("Interne Notiz");
    expect(text).not.toContain(TEST_IBAN);
    expect(text).not.toContain(sepaOrder.sepaIbanEncrypted!);
    // Paid by direct debit: nothing to pay, no bank details.
    expect(text).not.toContain('href="/checkout/order-pay/');
    expect(page).not.toContain("Unsere Bankverbindung");
    // The withdrawal button for this order, prefilled.
    expect(text).toContain(`href="/vertrag-widerrufen/?order=${sepaOrder.id}"`);
  });

  it("shows our bank details and the pay link for an unpaid prepayment order", async () => {
    const { text } = await aliceBrowser.get(`/my-account/view-order/${bacsOrder.id}/`);
    const page = textOf(text);
    expect(page).toContain("Unsere Bankverbindung");
    expect(page).toContain("DE02 1203 0000 0000 2020 51");
    expect(page).toContain(`Verwendungszweck Bestellung ${bacsOrder.id}`);
    expect(text).toContain(`href="/checkout/order-pay/${bacsOrder.id}/?key=${bacsOrder.orderKey}"`);
    // Once the money is in, neither is shown.
    await forceStatus(db(), bacsOrder.id, "processing");
    const paid = await aliceBrowser.get(`/my-account/view-order/${bacsOrder.id}/`);
    expect(textOf(paid.text)).not.toContain("Unsere Bankverbindung");
    expect(paid.text).not.toContain('href="/checkout/order-pay/');
    await forceStatus(db(), bacsOrder.id, "on-hold");
  });

  it("answers the German 404 for someone else's order, an unknown one and a malformed id", async () => {
    const mallory = await createCustomer(db());
    const v = new Visitor(() => app().url);
    await v.signIn(mallory.email, TEST_PASSWORD);
    for (const path of [
      `/my-account/view-order/${sepaOrder.id}/`,
      "/my-account/view-order/999999/",
      "/my-account/view-order/abc/",
    ]) {
      const { res, text } = await v.get(path);
      expect(res.status, path).toBe(404);
      expect(textOf(text)).toContain("Seite nicht gefunden");
      expect(text).not.toContain("Heidestraße");
    }
    const guest = await new Visitor(() => app().url).get(`/my-account/view-order/${sepaOrder.id}/`);
    expect([302, 303]).toContain(guest.res.status);
  });
});
