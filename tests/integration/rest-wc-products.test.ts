/**
 * `wc/v3/products/<id>` (issue 23): one product in WooCommerce's shape with an ETag; an update
 * of price, sale price with dates, stock and status through the editor's module function
 * (German messages for bad input, nothing saved; If-Match stale → 412; audited); the new price
 * is what the shop shows; a customer is refused.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { products } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let ownerNonce: string;
let customer: Visitor;
let customerNonce: string;
let id: number;

beforeAll(async () => {
  const [row] = await db()
    .insert(products)
    .values({
      slug: "rest-bohne",
      name: "REST Bohne",
      sku: "REST-1",
      regularPriceCents: 990,
      sortPriceCents: 990,
      maxPriceCents: 990,
    })
    .returning({ id: products.id });
  id = row!.id;
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  ownerNonce = await owner.restNonce();
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
  customerNonce = await customer.restNonce();
});

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
const api = (v: Visitor, nonce: string, path: string, init: Init = {}) =>
  fetch(`${base()}/wp-json/wc/v3${path}`, {
    ...init,
    headers: v.headers({ "X-WP-Nonce": nonce, ...(init.headers ?? {}) }),
  });
const asOwner = (path: string, init: Init = {}) => api(owner, ownerNonce, path, init);
const put = (body: unknown, headers: Record<string, string> = {}) =>
  asOwner(`/products/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const stored = async () => (await db().select().from(products).where(eq(products.id, id)))[0]!;

describe("wc/v3/products/<id>", () => {
  it("gets one product in WooCommerce's shape with an ETag", async () => {
    const res = await asOwner(`/products/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(await res.json()).toMatchObject({
      id,
      name: "REST Bohne",
      slug: "rest-bohne",
      sku: "REST-1",
      price: "9.90",
      regular_price: "9.90",
      sale_price: "",
      on_sale: false,
      tax_class: "",
      stock_status: "instock",
      status: "publish",
    });
    expect((await asOwner("/products/99999999")).status).toBe(404);
  });

  it("updates price, sale with dates, stock and status; the shop shows the new price; audited", async () => {
    const res = await put({
      regular_price: "12.50",
      sale_price: "10.00",
      date_on_sale_from_gmt: "2020-01-01T00:00:00",
      date_on_sale_to_gmt: "2099-01-01T00:00:00",
      manage_stock: true,
      stock_quantity: 4,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      regular_price: "12.50",
      sale_price: "10.00",
      price: "10.00",
      on_sale: true,
      stock_quantity: 4,
      manage_stock: true,
    });
    expect(await stored()).toMatchObject({
      regularPriceCents: 1250,
      salePriceCents: 1000,
      stockQuantity: 4,
      version: 2,
    });
    const page = await (await fetch(`${base()}/product/rest-bohne/`)).text();
    expect(page).toContain("10,00");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.find((a) => a.entity === "product" && a.action === "update")?.changes).toMatchObject({
      regularPriceCents: { from: 990, to: 1250 },
    });
    // An empty sale price ends the sale and its schedule.
    const ended = await put({ sale_price: "" });
    expect(await ended.json()).toMatchObject({ sale_price: "", price: "12.50", date_on_sale_from_gmt: null });
  });

  it("refuses bad input with German messages per field and saves nothing", async () => {
    const before = await stored();
    const neg = await put({ regular_price: "-1" });
    expect(neg.status).toBe(400);
    expect(await neg.json()).toMatchObject({
      code: "rest_invalid_param",
      data: { params: { regular_price: "Bitte einen Preis in Euro angeben, z. B. 12,90." } },
    });
    const above = await put({ sale_price: "99.00" });
    expect((await above.json()).data.params).toEqual({
      sale_price: "Der Angebotspreis muss unter dem regulären Preis liegen.",
    });
    const zero = await put({ regular_price: "0" });
    expect((await zero.json()).data.params.regular_price).toBe("Der Preis muss größer als 0 € sein.");
    const stock = await put({ stock_quantity: -3 });
    expect((await stock.json()).data.params.stock_quantity).toBe(
      "Bitte eine ganze Zahl von 0 bis 10.000.000 angeben.",
    );
    const status = await put({ status: "trash" });
    expect(status.status).toBe(400);
    const dates = await put({
      sale_price: "5.00",
      date_on_sale_from: "2030-02-01T00:00:00",
      date_on_sale_to: "2030-01-01T00:00:00",
    });
    expect((await dates.json()).data.params.date_on_sale_to).toBe(
      "Das Angebotsende muss nach dem Beginn liegen.",
    );
    expect((await stored()).version).toBe(before.version);
  });

  it("answers a stale If-Match with 412 and changes nothing", async () => {
    const { version } = await stored();
    const stale = await put({ regular_price: "20.00" }, { "If-Match": `"${version - 1}"` });
    expect(stale.status).toBe(412);
    expect((await stale.json()).code).toBe("laden_version_conflict");
    expect((await stored()).regularPriceCents).toBe(1250);
    const fresh = await put({ status: "draft" }, { "If-Match": `"${version}"` });
    expect(fresh.status).toBe(200);
    expect((await stored()).status).toBe("draft");
  });

  it("refuses a customer", async () => {
    const res = await api(customer, customerNonce, `/products/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ regular_price: "1.00" }),
    });
    expect(res.status).toBe(403);
    expect((await stored()).regularPriceCents).toBe(1250);
  });
});
