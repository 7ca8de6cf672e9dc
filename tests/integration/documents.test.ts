/**
 * Invoices on a real database: gapless numbers under concurrency and rollbacks, one invoice per
 * order, § 14 UStG fields in the PDF, missing legal data named, issued documents unchangeable.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { orderDocuments, orderItems } from "#db/schema/index.ts";
import { vatContained } from "#modules/cart/totals.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { takeDocumentSequence } from "#modules/documents/counter.ts";
import { issueCreditNoteJob } from "#modules/documents/credit-note.ts";
import { issueInvoiceJob } from "#modules/documents/invoice-job.ts";
import { DocumentError, documentPdf, issueInvoice, listOrderDocuments } from "#modules/documents/issue.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { updateOrderAddress } from "#modules/orders/order-address.ts";
import { refundOrder } from "#modules/orders/refunds.ts";
import { changeOrderStatus } from "#modules/orders/status.ts";
import { setSettings } from "#modules/settings/index.ts";
import { createCustomer, forceStatus, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { pdfText } from "../setup/pdf-text.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

const OWNER = { id: null, label: "test" };
const SELLER = {
  "legal.companyName": "Röstwerk Laden GmbH",
  "legal.street": "Hafenstraße 12",
  "legal.postcode": "20457",
  "legal.city": "Hamburg",
  "legal.vatId": "DE123456789",
  "legal.taxNumber": "",
} as const;

let database: TestDatabase;
let db: Db;
let customer: { id: number; email: string };
let productId: number;

async function processingOrder(): Promise<number> {
  const order = await placeTestOrder(db, { userId: customer.id, email: customer.email, productId });
  await forceStatus(db, order.id, "processing");
  return order.id;
}

beforeAll(async () => {
  database = await cloneDatabase();
  db = database.db;
  await setSettings(db, SELLER);
  customer = await createCustomer(db);
  productId = (await stockedProduct(db, 200)).id;
});
afterAll(async () => {
  await database.drop();
});

describe("invoice numbers", () => {
  it("stay gapless and unique under 50 concurrent issues and rolled-back transactions", async () => {
    const orderIds: number[] = [];
    for (let i = 0; i < 50; i++) orderIds.push(await processingOrder());
    const rollback = new Error("rolled back on purpose");
    const aborted = Array.from({ length: 10 }, () =>
      db
        .transaction(async (trx) => {
          await takeDocumentSequence(trx as unknown as Db, "invoice");
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        }),
    );
    const issued = await Promise.all([
      ...orderIds.map((orderId) => issueInvoice(db, { orderId, actor: OWNER })),
      ...aborted,
    ]);
    const docs = issued.filter((x) => x !== undefined);
    expect(docs.every((d) => d.created)).toBe(true);
    const rows = await db.execute<{ sequence: string; number: string }>(
      sql`select sequence, number from order_documents where kind = 'invoice' order by sequence`,
    );
    const sequences = rows.rows.map((r) => Number(r.sequence));
    expect(sequences).toHaveLength(50);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => sequences[0]! + i));
    expect(new Set(rows.rows.map((r) => r.number)).size).toBe(50);
    const year = new Intl.DateTimeFormat("en", { timeZone: "Europe/Berlin", year: "numeric" }).format(
      new Date(),
    );
    expect(rows.rows[0]!.number).toBe(`RE-${year}-${String(sequences[0]).padStart(5, "0")}`);
    const [counter] = (
      await db.execute<{ next: string }>(
        sql`select next_value as next from document_counters where range = 'invoice'`,
      )
    ).rows;
    expect(Number(counter!.next)).toBe(sequences.at(-1)! + 1);
  });

  it("gives an order one invoice: a second request returns the first", async () => {
    const orderId = await processingOrder();
    const first = await issueInvoice(db, { orderId, actor: OWNER });
    const again = await issueInvoice(db, { orderId, actor: OWNER });
    expect(again.created).toBe(false);
    expect(again.document.number).toBe(first.document.number);
    expect(await listOrderDocuments(db, orderId)).toHaveLength(1);
  });
});

describe("issued without the owner", () => {
  const queued = async (orderId: number) =>
    (
      await db.execute<{ task: string }>(
        sql`select task_identifier as task from graphile_worker.jobs where key = ${`invoice:${orderId}`}`,
      )
    ).rows.map((r) => r.task);
  const ctx = { db: undefined as unknown as Db, jobId: "1", attempt: 1, log: () => {} };

  it("a SEPA order queues its invoice when placed; the job issues it once", async () => {
    const order = await placeTestOrder(db, { userId: customer.id, email: customer.email, productId });
    expect(order.status).toBe("processing");
    expect(await queued(order.id)).toEqual(["documents.issue-invoice"]);
    await issueInvoiceJob.handler({ orderId: order.id }, { ...ctx, db });
    await issueInvoiceJob.handler({ orderId: order.id }, { ...ctx, db });
    const docs = await listOrderDocuments(db, order.id);
    expect(docs.map((d) => [d.kind, d.issuedBy])).toEqual([["invoice", "system"]]);
  });

  it("purchase on account waits for completed; a cancelled order is skipped quietly", async () => {
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId,
      paymentMethod: PAYMENT_METHOD_IDS.invoice,
    });
    expect(await queued(order.id)).toEqual([]);
    await changeOrderStatus(db, order.id, "completed", "test", { actor: OWNER });
    expect(await queued(order.id)).toEqual(["documents.issue-invoice"]);
    await forceStatus(db, order.id, "cancelled");
    await issueInvoiceJob.handler({ orderId: order.id }, { ...ctx, db });
    expect(await listOrderDocuments(db, order.id)).toEqual([]);
  });
});

describe("credit notes", () => {
  const docs = async (orderId: number) =>
    (
      await db
        .select()
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, orderId))
        .orderBy(orderDocuments.id)
    ).map((d) => ({ ...d, snapshot: d.snapshot as DocumentSnapshot }));
  const itemsOf = (orderId: number) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const ctx = { db: undefined as unknown as Db, jobId: "1", attempt: 1, log: () => {} };
  /** A refund of one unit of `item`, without restocking. */
  const refundOneUnit = (orderId: number, item: { id: number; unitCents: number }, key: string) =>
    refundOrder(
      db,
      orderId,
      {
        full: false,
        lines: [{ itemId: item.id, quantity: 1, amountCents: item.unitCents, restock: false }],
        otherCents: 0,
        reason: "",
      },
      { actor: OWNER, idempotencyKey: key },
    );
  const runQueued = async (orderId: number) => {
    const rows = await db.execute<{ payload: { orderId: number } }>(
      sql`select j.payload from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'documents.issue-credit-note' and (j.payload->>'orderId')::int = ${orderId}`,
    );
    for (const row of rows.rows) {
      await issueCreditNoteJob.handler(issueCreditNoteJob.schema.parse(row.payload), { ...ctx, db });
    }
    return rows.rows.length;
  };

  it("a refund of an invoiced order gets its credit note with the refunded line, referring to the invoice", async () => {
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId,
      quantity: 3,
    });
    const { document: invoice } = await issueInvoice(db, { orderId: order.id, actor: OWNER });
    const [item] = await itemsOf(order.id);
    const refund = await refundOneUnit(order.id, item!, "refund-credit-1");
    expect(await runQueued(order.id)).toBe(1);
    await runQueued(order.id); // a second run issues nothing more
    const [, credit] = await docs(order.id);
    expect(credit).toMatchObject({ kind: "credit_note", refersToId: invoice.id, refundId: refund!.refundId });
    expect(credit!.number).toMatch(/^RK-\d{4}-\d{5}$/);
    expect(credit!.snapshot.lines).toEqual([
      expect.objectContaining({ itemId: item!.id, quantity: 1, totalCents: item!.unitCents }),
    ]);
    expect(credit!.snapshot.vat.grossCents).toBe(item!.unitCents);
    expect(credit!.snapshot.vat.vatCents).toBe(vatContained(item!.unitCents, item!.vatRateBp));
    const text = (await pdfText(credit!.pdf)).join(" ");
    expect(text).toContain(`Rechnungskorrektur ${credit!.number}`);
    expect(text).toContain(`zu Rechnung ${invoice.number}`);
    expect(text).toContain("Erstattungsbetrag");
  });

  it("cancelling credits the rest of the invoice once and marks the invoice cancelled", async () => {
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId,
      quantity: 2,
    });
    const { document: invoice } = await issueInvoice(db, { orderId: order.id, actor: OWNER });
    const [item] = await itemsOf(order.id);
    await refundOneUnit(order.id, item!, "refund-credit-2");
    await runQueued(order.id);
    await changeOrderStatus(db, order.id, "cancelled", "test", { actor: OWNER });
    await runQueued(order.id);
    const all = await docs(order.id);
    expect(all.map((d) => d.kind)).toEqual(["invoice", "credit_note", "credit_note"]);
    const [first, refundNote, cancellation] = all;
    expect(first!.cancelledAt).not.toBeNull();
    expect(cancellation!.snapshot.refersTo?.cancelsWhole).toBe(true);
    // Credited together: exactly the invoice.
    expect(refundNote!.snapshot.vat.grossCents + cancellation!.snapshot.vat.grossCents).toBe(
      first!.snapshot.vat.grossCents,
    );
    expect(refundNote!.snapshot.vat.vatCents + cancellation!.snapshot.vat.vatCents).toBe(
      first!.snapshot.vat.vatCents,
    );
    expect(invoice.number).toBe(first!.number);
  });

  it("a changed billing address cancels the invoice with a credit note and issues a new one", async () => {
    const order = await placeTestOrder(db, { userId: customer.id, email: customer.email, productId });
    await issueInvoice(db, { orderId: order.id, actor: OWNER });
    const saved = await updateOrderAddress(
      db,
      order.id,
      "billing",
      {
        billing_first_name: "Erika",
        billing_last_name: "Musterfrau",
        billing_address_1: "Neue Straße 1",
        billing_postcode: "50667",
        billing_city: "Köln",
        billing_country: "DE",
        billing_phone: "0221 1234567",
      },
      { actor: OWNER },
    );
    expect(saved).toMatchObject({ ok: true });
    await runQueued(order.id);
    const all = await docs(order.id);
    expect(all.map((d) => [d.kind, d.cancelledAt === null])).toEqual([
      ["invoice", false],
      ["credit_note", true],
      ["invoice", true],
    ]);
    expect(all[2]!.snapshot.buyer.address).toContain("Neue Straße 1");
    expect(all[0]!.snapshot.buyer.address).toContain("Heidestraße 17");
  });

  it("a changed delivery address does the same (the invoice prints it); an unchanged save nothing", async () => {
    const order = await placeTestOrder(db, { userId: customer.id, email: customer.email, productId });
    await issueInvoice(db, { orderId: order.id, actor: OWNER });
    const delivery = {
      shipping_first_name: "Erika",
      shipping_last_name: "Mustermann",
      shipping_address_1: "Lagerweg 3",
      shipping_postcode: "50667",
      shipping_city: "Köln",
      shipping_country: "DE",
    };
    expect(await updateOrderAddress(db, order.id, "shipping", delivery, { actor: OWNER })).toMatchObject({
      ok: true,
    });
    await runQueued(order.id);
    expect(await updateOrderAddress(db, order.id, "shipping", delivery, { actor: OWNER })).toMatchObject({
      ok: true,
    });
    await runQueued(order.id);
    const all = await docs(order.id);
    expect(all.map((d) => d.kind)).toEqual(["invoice", "credit_note", "invoice"]);
    expect(all[2]!.snapshot.deliveryAddress).toContain("Lagerweg 3");
  });

  it("a refund made before the invoice is credited right after the invoice is issued", async () => {
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId,
      quantity: 2,
    });
    const [item] = await itemsOf(order.id);
    await refundOneUnit(order.id, item!, "refund-credit-3");
    expect(await runQueued(order.id)).toBe(0); // no invoice yet: nothing to correct
    await issueInvoiceJob.handler({ orderId: order.id }, { ...ctx, db });
    expect((await docs(order.id)).map((d) => d.kind)).toEqual(["invoice", "credit_note"]);
  });
});

describe("the invoice PDF", () => {
  it("holds every § 14 UStG field and is served as stored", async () => {
    const orderId = await processingOrder();
    const { document } = await issueInvoice(db, { orderId, actor: OWNER });
    const stored = await documentPdf(db, orderId, document.id);
    expect(stored?.number).toBe(document.number);
    const text = (await pdfText(stored!.pdf)).join("\n");
    for (const field of [
      "Röstwerk Laden GmbH", // seller's name
      "Hafenstraße 12, 20457 Hamburg", // seller's address
      "USt-IdNr. DE123456789", // seller's VAT id
      "Erika Mustermann", // buyer
      "Heidestraße 17",
      `Rechnung ${document.number}`, // consecutive number
      "Rechnungsdatum", // date of issue
      "Liefer-/Leistungsdatum", // date of delivery
      "Menge", // quantity and description
      "Summe netto", // net amount per rate, rate and tax
      "Umsatzsteuer",
      "Rechnungsbetrag",
      "Mandatsreferenz", // SEPA
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).toMatch(/7 %|19 %/);
    // Another order's id does not reach it.
    expect(await documentPdf(db, orderId + 100_000, document.id)).toBeUndefined();
  });
});

describe("refusals", () => {
  it("names the missing legal fields and issues nothing", async () => {
    const orderId = await processingOrder();
    await setSettings(db, { "legal.vatId": "", "legal.street": "" });
    try {
      const error = await issueInvoice(db, { orderId, actor: OWNER }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocumentError);
      expect((error as DocumentError).code).toBe("legal_missing");
      expect((error as DocumentError).missing).toEqual(["Anschrift", "USt-IdNr. oder Steuernummer"]);
      expect((error as Error).message).toContain("Anschrift, USt-IdNr. oder Steuernummer");
      expect(await listOrderDocuments(db, orderId)).toHaveLength(0);
    } finally {
      await setSettings(db, SELLER);
    }
  });

  it("refuses a cancelled order", async () => {
    const orderId = await processingOrder();
    await forceStatus(db, orderId, "cancelled");
    await expect(issueInvoice(db, { orderId, actor: OWNER })).rejects.toMatchObject({
      code: "not_invoiceable",
    });
  });

  it("never changes or deletes an issued document", async () => {
    const orderId = await processingOrder();
    const { document } = await issueInvoice(db, { orderId, actor: OWNER });
    // drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => "accepted",
        (e: { cause?: { message?: string } }) => e.cause?.message ?? "",
      );
    expect(await refusal(sql`update order_documents set number = 'X' where id = ${document.id}`)).toMatch(
      /never changed/,
    );
    expect(await refusal(sql`update order_documents set pdf = '' where id = ${document.id}`)).toMatch(
      /never changed/,
    );
    expect(await refusal(sql`delete from order_documents where id = ${document.id}`)).toMatch(
      /never deleted/,
    );
    await expect(db.execute(sql`delete from orders where id = ${orderId}`)).rejects.toThrow();
  });
});
