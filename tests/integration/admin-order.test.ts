/**
 * The owner's order page over HTTP, as a browser without JavaScript uses it: the door on every
 * action, status changes with the customer's mail exactly once (even posted twice) and the
 * tracking link, refunds (never more than paid, restock once), the withdrawal's confirmation
 * step, two owners on one order (version conflict), address validation in German, notes.
 */
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orderRefunds, orders } from "#db/schema/index.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { declareWithdrawal } from "#modules/orders/withdrawal.ts";
import { getSettings } from "#modules/settings/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import {
  createCustomer,
  forceStatus,
  placeTestOrder,
  productStock,
  stockedProduct,
  TEST_IBAN,
  TEST_PASSWORD,
} from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const path = (id: number) => `/admin/orders/${id}/`;

let manager: Visitor;
let admin: Visitor;
let customer: Visitor;
let customerAccount: { id: number; email: string };

beforeAll(async () => {
  customerAccount = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(customerAccount.email, TEST_PASSWORD);
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
});

async function newOrder(
  quantity = 1,
  paymentMethod: (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS] = PAYMENT_METHOD_IDS.sepa,
) {
  const product = await stockedProduct(db(), 20);
  const order = await placeTestOrder(db(), {
    userId: customerAccount.id,
    email: customerAccount.email,
    productId: product.id,
    quantity,
    paymentMethod,
  });
  return { order, product };
}

async function version(id: number): Promise<string> {
  const [row] = await db().select({ version: orders.version }).from(orders).where(eq(orders.id, id));
  return String(row!.version);
}

async function statusMails(id: number, status: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `order:${id}:status:${status}:customer`));
}

async function row(id: number) {
  const [r] = await db().select().from(orders).where(eq(orders.id, id));
  return r!;
}

/** The refund form's idempotency key from the page (one per page view). */
async function refundKey(v: Visitor, id: number): Promise<string> {
  return hidden((await v.get(path(id))).text, "key");
}

describe("the order page's door", () => {
  it("sends a visitor to the owner sign-in and gives a customer 404 — for the page and for every action", async () => {
    const { order } = await newOrder();
    const visitor = new Visitor(base);
    const page = await visitor.get(path(order.id));
    expect(page.res.status).toBe(302);
    expect(page.res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    expect((await customer.get(path(order.id))).res.status).toBe(404);
    for (const intent of ["status", "refund", "note", "address", "withdrawal"]) {
      const fields = {
        intent,
        version: "1",
        to: "cancelled",
        note: "x",
        kind: "billing",
        key: "k".repeat(10),
      };
      const byVisitor = await visitor.post(path(order.id), fields);
      expect(byVisitor.res.status, intent).toBe(302);
      expect(byVisitor.res.headers.get("location"), intent).toMatch(/^\/admin\/login\//);
      const byCustomer = await customer.post(path(order.id), fields);
      expect(byCustomer.res.status, intent).toBe(404);
      expect(byCustomer.text, intent).not.toMatch(/Verwaltung|admin-app/);
    }
    // Nothing of it happened.
    expect(await row(order.id)).toMatchObject({ status: "processing", version: 1 });
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
  });

  it("shows an owner the order: lines, totals with VAT, the masked IBAN (never the clear one), mandate and origin", async () => {
    const { order } = await newOrder(2);
    const { res, text } = await manager.get(path(order.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const visible = textOf(text);
    expect(visible).toContain(`Bestellung ${order.id}`);
    expect(visible).toMatch(/Gesamtsumme [\d,]+\s€ enthaltene MwSt\. \d+ % [\d,]+\s€/);
    expect(visible).toContain(order.mandateReference!);
    expect(visible).toMatch(/DE\*\* \*{4} \*{4} \*{4} \*{2}30 00/);
    expect(text).not.toContain(TEST_IBAN);
    expect(text).not.toContain("5320 1300");
    expect(visible).toContain("typein");
    expect((await manager.get(path(999999))).res.status).toBe(404);
  });
});

describe("status changes", () => {
  it("completes with a tracking number: one mail with the carrier's link, even when posted twice", async () => {
    const { order } = await newOrder();
    const fields = {
      intent: "status",
      version: await version(order.id),
      to: "completed",
      carrier: "dhl",
      tracking: "00340434161234567890",
    };
    const first = await manager.post(path(order.id), fields);
    expect(first.res.status).toBe(200);
    expect(textOf(first.text)).toContain("Status auf „Abgeschlossen“ geändert.");
    const second = await manager.post(path(order.id), fields);
    expect(second.res.status).toBe(200);
    const mails = await statusMails(order.id, "completed");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customerAccount.email);
    expect(mails[0]!.subject).toMatch(/ist unterwegs/);
    expect(mails[0]!.text).toContain(
      "https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161234567890",
    );
    // Completed: the page points to the refund form, the only way on.
    expect(textOf((await manager.get(path(order.id))).text)).toContain(
      "Erstatten Sie über den Abschnitt „Erstattung“",
    );
    expect(await row(order.id)).toMatchObject({
      status: "completed",
      trackingCarrier: "dhl",
      trackingNumber: "00340434161234567890",
      version: 2,
    });
  });

  it("refuses a tracking number that is no tracking number, in German, and keeps the input", async () => {
    const { order } = await newOrder();
    const { res, text } = await manager.post(path(order.id), {
      intent: "status",
      version: await version(order.id),
      to: "completed",
      carrier: "dpd",
      tracking: "<script>",
    });
    expect(res.status).toBe(400);
    expect(textOf(text)).toContain("Sendungsnummer aus 4 bis 40 Buchstaben");
    expect(text).toContain('value="&lt;script&gt;"');
    expect((await row(order.id)).status).toBe("processing");
  });

  it("sends processing, cancelled and refunded mails once each; cancel restocks once", async () => {
    const { order, product } = await newOrder(3);
    await forceStatus(db(), order.id, "on-hold");
    for (let i = 0; i < 2; i++) {
      await manager.post(path(order.id), {
        intent: "status",
        version: await version(order.id),
        to: "processing",
      });
    }
    expect(await statusMails(order.id, "processing")).toHaveLength(1);
    const before = await productStock(db(), product.id);
    const v = await version(order.id);
    for (let i = 0; i < 2; i++)
      await manager.post(path(order.id), { intent: "status", version: v, to: "cancelled" });
    expect(await statusMails(order.id, "cancelled")).toHaveLength(1);
    expect(await productStock(db(), product.id)).toBe(before! + 3);

    // Refunded: through a full refund (the money is booked), mail once even when submitted twice.
    const { order: paid } = await newOrder();
    const key = await refundKey(manager, paid.id);
    const full = { intent: "refund", version: await version(paid.id), key, full: "1" };
    const one = await manager.post(path(paid.id), full);
    expect(one.res.status).toBe(200);
    const two = await manager.post(path(paid.id), full);
    expect(textOf(two.text)).toContain("schon gebucht");
    expect(await statusMails(paid.id, "refunded")).toHaveLength(1);
    expect((await row(paid.id)).status).toBe("refunded");
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id))).toHaveLength(1);
  });

  it("refuses a change the rules do not allow, in German", async () => {
    const { order } = await newOrder();
    await forceStatus(db(), order.id, "pending");
    const { res, text } = await manager.post(path(order.id), {
      intent: "status",
      version: await version(order.id),
      to: "completed",
    });
    expect(res.status).toBe(409);
    expect(textOf(text)).toContain("„Zahlung ausstehend“ kann nicht „Abgeschlossen“ werden");
  });
});

describe("refunds", () => {
  it("refuses a refund larger than what was paid, in German, and books nothing", async () => {
    const { order } = await newOrder();
    const { res, text } = await manager.post(path(order.id), {
      intent: "refund",
      version: await version(order.id),
      key: await refundKey(manager, order.id),
      other: String((order.totalCents + 1) / 100).replace(".", ","),
    });
    expect(res.status).toBe(422);
    expect(textOf(text)).toMatch(/höher als der bezahlte Betrag abzüglich früherer Erstattungen \(höchstens/);
    // A form without its key (a hand-made request) is refused: a retry could not be recognised.
    const keyless = await manager.post(path(order.id), { intent: "refund", version: "1", other: "1,00" });
    expect(keyless.res.status).toBe(422);
    expect(textOf(keyless.text)).toContain("Das Formular ist veraltet.");
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
    expect((await row(order.id)).version).toBe(1);
  });

  it("a partial refund of one unit with restock changes the stock exactly once, even posted twice", async () => {
    const { order, product } = await newOrder(3);
    const page = await manager.get(path(order.id));
    const itemId = /name="qty_(\d+)"/.exec(page.text)![1]!;
    const before = await productStock(db(), product.id);
    const fields = {
      intent: "refund",
      version: await version(order.id),
      key: hidden(page.text, "key"),
      [`qty_${itemId}`]: "1",
      [`amount_${itemId}`]: "",
      [`restock_${itemId}`]: "1",
      reason: "Retoure",
    };
    const first = await manager.post(path(order.id), fields);
    expect(first.res.status).toBe(200);
    const second = await manager.post(path(order.id), fields);
    expect(second.res.status).toBe(200);
    expect(await productStock(db(), product.id)).toBe(before! + 1);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBe(Math.round((order.subtotalCents / 3) * 1));
    const after = await row(order.id);
    expect(after.status).toBe("processing");
    // A later cancel gives back the other two units only.
    await manager.post(path(order.id), { intent: "status", version: String(after.version), to: "cancelled" });
    expect(await productStock(db(), product.id)).toBe(before! + 3);
  });
});

describe("a declared withdrawal", () => {
  it("is shown on top and blocks completion until the owner confirms (a second submit)", async () => {
    const { order } = await newOrder();
    const settings = await getSettings(db());
    await declareWithdrawal(
      db(),
      { name: "Erika Mustermann", orderNumber: String(order.id), email: customerAccount.email },
      { settings, siteUrl: base(), lang: "de" },
    );
    const page = textOf((await manager.get(path(order.id))).text);
    expect(page).toContain("Widerruf erklärt");
    expect(page).toMatch(/Erklärung: .*über den Widerrufsbutton von Erika Mustermann/);
    const fields = { intent: "status", version: await version(order.id), to: "completed" };
    const asked = await manager.post(path(order.id), fields);
    expect(asked.res.status).toBe(409);
    expect(textOf(asked.text)).toContain("Trotz Widerruf abschließen?");
    expect(asked.text).toContain('name="confirmWithdrawal" value="1"');
    expect((await row(order.id)).status).toBe("processing");
    expect(await statusMails(order.id, "completed")).toHaveLength(0);
    const confirmed = await manager.post(path(order.id), { ...fields, confirmWithdrawal: "1" });
    expect(confirmed.res.status).toBe(200);
    expect((await row(order.id)).status).toBe("completed");
    expect(await statusMails(order.id, "completed")).toHaveLength(1);
  });

  it("is marked handled by the owner, and by a cancel", async () => {
    const settings = await getSettings(db());
    const declare = (id: number) =>
      declareWithdrawal(
        db(),
        { name: "Erika Mustermann", orderNumber: String(id), email: customerAccount.email },
        { settings, siteUrl: base(), lang: "de" },
      );
    const { order: a } = await newOrder();
    await declare(a.id);
    const done = await manager.post(path(a.id), { intent: "withdrawal", version: await version(a.id) });
    expect(textOf(done.text)).toContain("Widerruf als bearbeitet markiert.");
    expect((await row(a.id)).withdrawalHandledAt).not.toBeNull();
    // Handled: completing needs no confirmation any more.
    const completed = await manager.post(path(a.id), {
      intent: "status",
      version: await version(a.id),
      to: "completed",
    });
    expect(completed.res.status).toBe(200);

    const { order: b } = await newOrder();
    await declare(b.id);
    await manager.post(path(b.id), { intent: "status", version: await version(b.id), to: "cancelled" });
    expect((await row(b.id)).withdrawalHandledAt).not.toBeNull();
  });
});

describe("two owners, addresses and notes", () => {
  it("refuses a stale save with „inzwischen geändert“ and the difference, keeping the input", async () => {
    const { order } = await newOrder();
    const seen = await version(order.id);
    await admin.post(path(order.id), { intent: "status", version: seen, to: "on-hold" });
    const stale = await manager.post(path(order.id), {
      intent: "address",
      kind: "billing",
      version: seen,
      billing_first_name: "Erika",
      billing_last_name: "Musterfrau",
      billing_company: "",
      billing_country: "DE",
      billing_address_1: "Neue Straße 5",
      billing_postcode: "50667",
      billing_city: "Köln",
      billing_phone: "",
    });
    expect(stale.res.status).toBe(409);
    const visible = textOf(stale.text);
    expect(visible).toContain("inzwischen geändert");
    expect(visible).toMatch(/status: vorher „In Bearbeitung“, jetzt „In Wartestellung“/);
    expect(stale.text).toContain('value="Neue Straße 5"');
    expect((await row(order.id)).billing.lastName).toBe("Mustermann");
    // A refund based on the old page is refused as well: nothing booked.
    const staleRefund = await manager.post(path(order.id), {
      intent: "refund",
      version: seen,
      key: "stale-refund-key",
      other: "1,00",
    });
    expect(staleRefund.res.status).toBe(409);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
  });

  it("validates an address edit with the address book's German rules, then saves and audits it", async () => {
    const { order } = await newOrder();
    const fields = {
      intent: "address",
      kind: "shipping",
      version: await version(order.id),
      shipping_first_name: "Max",
      shipping_last_name: "Muster",
      shipping_company: "",
      shipping_country: "DE",
      shipping_address_1: "Hauptstraße",
      shipping_postcode: "123",
      shipping_city: "Bonn",
      shipping_phone: "",
    };
    const bad = await manager.post(path(order.id), fields);
    expect(bad.res.status).toBe(400);
    const visible = textOf(bad.text);
    expect(visible).toMatch(/fünfstellig|5 Ziffern|Postleitzahl/);
    expect(visible).toMatch(/Hausnummer/);
    const good = await manager.post(path(order.id), {
      ...fields,
      shipping_address_1: "Hauptstraße 3",
      shipping_postcode: "53111",
    });
    expect(good.res.status).toBe(200);
    expect((await row(order.id)).shipping).toMatchObject({
      address1: "Hauptstraße 3",
      postcode: "53111",
      city: "Bonn",
    });
    // Closed orders keep their address.
    await forceStatus(db(), order.id, "completed");
    const locked = await manager.post(path(order.id), {
      ...fields,
      version: await version(order.id),
      shipping_postcode: "53111",
      shipping_address_1: "Weg 1",
    });
    expect(locked.res.status).toBe(409);
    expect((await row(order.id)).shipping?.address1).toBe("Hauptstraße 3");
  });

  it("a note to the customer is mailed once; a private note is not mailed", async () => {
    const { order } = await newOrder();
    const note = { intent: "note", note: "Ihr Paket geht morgen raus.", visibility: "customer" };
    await manager.post(path(order.id), note);
    await manager.post(path(order.id), note);
    await manager.post(path(order.id), { intent: "note", note: "Kundin rief an.", visibility: "private" });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, `order:${order.id}:note:%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Ihr Paket geht morgen raus.");
    const page = textOf((await manager.get(path(order.id))).text);
    expect(page).toContain("Kundin rief an.");
    const empty = await manager.post(path(order.id), { intent: "note", note: "  ", visibility: "private" });
    expect(textOf(empty.text)).toContain("Bitte schreiben Sie eine Notiz.");
  });
});
