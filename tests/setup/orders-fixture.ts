/**
 * Orders for tests, made the real way: a customer, a cart filled with the cart module, and
 * placeOrder on the test database (stock taken, mails queued into the outbox).
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { products } from "#db/schema/index.ts";
import { addToOwnerCart, resolvePurchasable } from "#modules/cart/store.ts";
import type { CheckoutInput } from "#modules/checkout/checkout-form.ts";
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from "#modules/checkout/payment.ts";
import { placeOrder } from "#modules/orders/place-order.ts";
import { getSettings } from "#modules/settings/store.ts";
import { registerCustomer } from "#modules/users/accounts.ts";
import "#modules/all-settings.ts";
import "#modules/i18n/all.ts";

export const TEST_PASSWORD = "ein-langes-passwort";
export const TEST_IBAN = "DE89370400440532013000";

export const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString("hex")}@example.de`;

export async function createCustomer(
  db: Db,
  email = uniqueEmail("kunde"),
): Promise<{ id: number; email: string }> {
  return { id: await registerCustomer(db, { email, password: TEST_PASSWORD }), email };
}

/**
 * A published simple product whose stock is managed, topped up to at least `min` units (each
 * test file has its own database, so this changes no other test).
 */
export async function stockedProduct(db: Db, min = 5): Promise<{ id: number; stock: number }> {
  const [row] = await db
    .select({ id: products.id, stock: products.stockQuantity })
    .from(products)
    .where(
      and(
        eq(products.status, "publish"),
        eq(products.type, "simple"),
        eq(products.manageStock, true),
        gte(products.stockQuantity, 1),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("the demo has no stocked simple product");
  await db.execute(
    sql`update products set stock_quantity = greatest(stock_quantity, ${min}) where id = ${row.id}`,
  );
  return { id: row.id, stock: Math.max(row.stock ?? 0, min) };
}

export async function productStock(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row?.stock ?? null;
}

export type TestOrderOptions = {
  userId: number;
  email: string;
  productId: number;
  quantity?: number;
  paymentMethod?: PaymentMethodId;
  note?: string;
  /** The server's LADEN_SECRET (the IBAN is encrypted with it); the HTTP tests' by default. */
  secret?: string;
};

/** tests/setup/app-fixture.ts starts every test server with this LADEN_SECRET. */
const APP_FIXTURE_SECRET = "test-secret-test-secret-test-secret-0123";

export async function placeTestOrder(db: Db, opts: TestOrderOptions) {
  const owner = { sessionId: "", userId: opts.userId };
  const item = await resolvePurchasable(db, { productId: opts.productId, attributes: {} });
  await addToOwnerCart(db, owner, item, opts.quantity ?? 1);
  const address = {
    firstName: "Erika",
    lastName: "Mustermann",
    company: "",
    address1: "Heidestraße 17",
    postcode: "51147",
    city: "Köln",
    country: "DE",
    phone: "0221 1234567",
  };
  const method = opts.paymentMethod ?? PAYMENT_METHOD_IDS.sepa;
  const input: CheckoutInput = {
    billing: address,
    email: opts.email,
    shipToDifferentAddress: false,
    shipping: { ...address, phone: "" },
    note: opts.note ?? "",
    shippingMethod: "local_pickup:3", // the migrated default zone's pickup (migration 0025)
    paymentMethod: method,
    terms: true,
    sepa: { holder: "Erika Mustermann", iban: TEST_IBAN, bic: "COBADEFFXXX", consent: true },
    carrierConsent: false,
    vatId: "",
    buyerReference: "",
    checkoutToken: randomBytes(12).toString("hex"),
  };
  const settings = await getSettings(db);
  const placed = await placeOrder(db, {
    owner,
    input,
    settings,
    lang: "de",
    secret: opts.secret ?? APP_FIXTURE_SECRET,
    attribution: { source_type: "typein", device_type: "Desktop" },
    siteUrl: "http://shop.test",
  });
  return placed.order;
}

/** Sets an order's status directly (for states only payment providers would reach). */
export async function forceStatus(db: Db, id: number, status: string): Promise<void> {
  await db.execute(sql`update orders set status = ${status} where id = ${id}`);
}
