/**
 * Stock history and the owner's low-stock mails over HTTP (issue 23 item 7): an order takes stock
 * and records it with its order, a refund's restock and a cancellation give it back and record
 * it, the owner's editor records the edit with the owner; the editor shows the "Bestandsverlauf"
 * with a link to the order. The low-stock mail goes once per crossing of the threshold (again only
 * after the stock was above it once more), out of stock has its own, and two orders that cross at
 * the same time queue one mail.
 */
import { and, asc, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, products, productVariations, stockChanges } from "#db/schema/index.ts";
import { updateVariations } from "#modules/catalog/variations-edit.ts";
import { setSettings } from "#modules/settings/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, productStock } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, type Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const OWNER_MAIL = "lager@roestwerk.example";

let manager: Visitor;
let managerId: number;
let buyers: { id: number; email: string }[];

beforeAll(async () => {
  // No invoice PDFs: this file is about stock, and rendering them slows the server on a busy machine.
  await setSettings(db(), {
    "shop.orderNotificationEmail": OWNER_MAIL,
    "stock.lowStockAmount": 2,
    "documents.invoiceOn": "manual",
  });
  const account = await createOwner(db(), "shop_manager");
  managerId = account.id;
  manager = await ownerVisitor(base, account);
  buyers = [await createCustomer(db()), await createCustomer(db())];
});

let serial = 0;
/** A published simple product with managed stock (its own threshold when given). */
async function stocked(quantity: number, lowStockAmount: number | null = 3) {
  serial++;
  const [row] = await db()
    .insert(products)
    .values({
      slug: `t-lager-${serial}`,
      name: `Lagerkaffee ${serial}`,
      sku: `LAGER-${serial}`,
      regularPriceCents: 1200,
      sortPriceCents: 1200,
      maxPriceCents: 1200,
      manageStock: true,
      stockQuantity: quantity,
      lowStockAmount,
    })
    .returning({ id: products.id });
  return row!.id;
}

const buy = (productId: number, quantity: number, buyer = buyers[0]!) =>
  placeTestOrder(db(), { userId: buyer.id, email: buyer.email, productId, quantity });

const history = (productId: number) =>
  db().select().from(stockChanges).where(eq(stockChanges.productId, productId)).orderBy(asc(stockChanges.id));

const stockMails = (productId: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `stock:%:${productId}:%`))
    .orderBy(asc(mailOutbox.id));

async function orderVersion(id: number) {
  const [row] = await db().select({ version: orders.version }).from(orders).where(eq(orders.id, id));
  return String(row!.version);
}

describe("stock history", () => {
  it("an order takes stock and records it with the order; a refund's restock and a cancellation give it back", async () => {
    const id = await stocked(10);
    const order = await buy(id, 3);
    expect(await productStock(db(), id)).toBe(7);
    expect(await history(id)).toMatchObject([
      { delta: -3, quantityAfter: 7, reason: "order", orderId: order.id },
    ]);

    // A refund of one unit with restock, over the order page's form.
    const page = await manager.get(`/admin/orders/${order.id}/`);
    const itemId = /name="qty_(\d+)"/.exec(page.text)![1]!;
    const refund = await manager.post(`/admin/orders/${order.id}/`, {
      intent: "refund",
      version: await orderVersion(order.id),
      key: hidden(page.text, "key"),
      [`qty_${itemId}`]: "1",
      [`amount_${itemId}`]: "",
      [`restock_${itemId}`]: "1",
      reason: "Retoure",
    });
    expect(refund.res.status).toBe(200);
    expect(await productStock(db(), id)).toBe(8);

    // The cancellation gives back the two units the refund did not.
    await manager.post(`/admin/orders/${order.id}/`, {
      intent: "status",
      version: await orderVersion(order.id),
      to: "cancelled",
    });
    expect(await productStock(db(), id)).toBe(10);
    expect((await history(id)).map((h) => [h.reason, h.delta, h.quantityAfter, h.orderId])).toEqual([
      ["order", -3, 7, order.id],
      ["refund", 1, 8, order.id],
      ["cancel", 2, 10, order.id],
    ]);
  });

  it("records the owner's edit with the owner and shows the latest changes in the editor, linked to the order", async () => {
    const id = await stocked(6);
    const order = await buy(id, 1);
    const { text: page } = await manager.get(`/admin/products/${id}/`);
    const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1] ?? "";
    const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    const saved = await manager.post(`/admin/products/${id}/`, {
      version: hidden(page, "version"),
      seen: decode(hidden(page, "seen")),
      name: decode(field("name")),
      slug: field("slug"),
      regular_price: field("regular_price"),
      sku: field("sku"),
      manage_stock: "1",
      stock_quantity: "40",
      low_stock_amount: "3",
      tax_class: "standard",
      backorders: "no",
      status: "publish",
      catalog_visibility: "visible",
      stock_status: "instock",
    });
    expect(saved.res.status).toBe(200);
    expect(await productStock(db(), id)).toBe(40);
    const [last] = await db()
      .select()
      .from(stockChanges)
      .where(eq(stockChanges.productId, id))
      .orderBy(desc(stockChanges.id))
      .limit(1);
    expect(last).toMatchObject({
      reason: "edit",
      delta: 35,
      quantityAfter: 40,
      actorId: managerId,
      orderId: null,
    });

    const editor = await manager.get(`/admin/products/${id}/`);
    const text = textOf(editor.text);
    expect(text).toContain("Bestandsverlauf");
    expect(text).toContain("Bearbeitet");
    expect(editor.text).toContain(`href="/admin/orders/${order.id}/"`);
    expect(text).toContain(`Bestellung ${order.id}`);
  });

  it("an order that fails for want of stock records nothing", async () => {
    const id = await stocked(1);
    await expect(buy(id, 2)).rejects.toThrow();
    expect(await history(id)).toEqual([]);
    expect(await productStock(db(), id)).toBe(1);
  });
});

describe("low-stock mails", () => {
  it("mails once per crossing of the threshold, again only after the stock was above it, and once when it runs out", async () => {
    const id = await stocked(6, 3);
    await buy(id, 2); // 6 → 4: above the threshold
    expect(await stockMails(id)).toHaveLength(0);
    await buy(id, 1); // 4 → 3: crosses
    await buy(id, 1); // 3 → 2: still below, no second mail
    let mails = await stockMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: OWNER_MAIL, subject: `Geringer Bestand: Lagerkaffee ${serial}` });
    expect(mails[0]!.text).toContain("auf 3 gesunken");
    expect(mails[0]!.text).toContain(`/admin/products/${id}/`);

    // The owner restocks above the threshold (no mail for a rise), the next fall crosses again.
    await db().update(products).set({ stockQuantity: 2 }).where(eq(products.id, id));
    const { updateProduct } = await import("#modules/catalog/product-edit.ts");
    await updateProduct(db(), id, { stockQuantity: 8 }, { actor: { id: managerId, label: "test" } });
    await buy(id, 5); // 8 → 3: crosses again
    mails = await stockMails(id);
    expect(mails).toHaveLength(2);
    await buy(id, 3); // 3 → 0: out of stock
    mails = await stockMails(id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Geringer Bestand: Lagerkaffee ${serial}`,
      `Geringer Bestand: Lagerkaffee ${serial}`,
      `Nicht mehr vorrätig: Lagerkaffee ${serial}`,
    ]);
  });

  it("uses the shop's threshold when the product has none", async () => {
    const id = await stocked(4, null);
    await buy(id, 1); // 4 → 3: above the shop's 2
    expect(await stockMails(id)).toHaveLength(0);
    await buy(id, 1); // 3 → 2
    expect(await stockMails(id)).toHaveLength(1);
  });

  it("queues one mail when two orders cross the threshold at the same time", async () => {
    const id = await stocked(5, 3);
    const placed = await Promise.all([buy(id, 2, buyers[0]), buy(id, 2, buyers[1])]);
    expect(placed.map((o) => o.id)).toHaveLength(2);
    expect(await productStock(db(), id)).toBe(1);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, `stock:low:${id}:%`)));
    expect(mails).toHaveLength(1);
    expect((await history(id)).map((h) => h.quantityAfter).sort()).toEqual([1, 3]);
  });
});

describe("a variation's stock", () => {
  it("records the owner's edit of a variation's stock with the variation, and nothing when the stock stays", async () => {
    const [product] = await db()
      .insert(products)
      .values({ slug: "t-lager-variabel", name: "Lagerkaffee variabel", type: "variable" })
      .returning({ id: products.id, version: products.version });
    const [variation] = await db()
      .insert(productVariations)
      .values({
        productId: product!.id,
        attributes: { groesse: "250 g" },
        regularPriceCents: 900,
        manageStock: true,
        stockQuantity: 5,
      })
      .returning({ id: productVariations.id });
    const actor = { id: managerId, label: "Lager" };
    await updateVariations(db(), product!.id, [{ id: variation!.id, patch: { stockQuantity: 12 } }], {
      actor,
    });
    await updateVariations(db(), product!.id, [{ id: variation!.id, patch: { regularPriceCents: 950 } }], {
      actor,
    });
    expect(await history(product!.id)).toMatchObject([
      { variationId: variation!.id, reason: "edit", delta: 7, quantityAfter: 12, actorId: managerId },
    ]);
  });
});
