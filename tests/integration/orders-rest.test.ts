/**
 * The owner's order REST API: `/wp-json/laden/v1/orders` (paging like WordPress, status
 * filter), one order (items, addresses, masked IBAN only, attribution, notes), status changes
 * with allowed transitions, cancel giving the stock back once; only shop_manager and
 * administrator, cookie + nonce auth, errors in the `{code, message, data: {status}}` shape.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderRow } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { createUser } from "#modules/users/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import {
  createCustomer,
  placeTestOrder,
  productStock,
  stockedProduct,
  TEST_IBAN,
  TEST_PASSWORD,
  uniqueEmail,
} from "../setup/orders-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;

let manager: Visitor;
let managerNonce: string;
let customer: { id: number; email: string };
let product: { id: number; stock: number };
const placed: OrderRow[] = [];

beforeAll(async () => {
  const email = uniqueEmail("chefin");
  await createUser(db(), { email, role: "shop_manager", password: TEST_PASSWORD });
  manager = new Visitor(() => app().url);
  await manager.signIn(email, TEST_PASSWORD);
  managerNonce = await manager.restNonce();
  customer = await createCustomer(db());
  product = await stockedProduct(db(), 100);
  for (const paymentMethod of [
    PAYMENT_METHOD_IDS.sepa,
    PAYMENT_METHOD_IDS.bacs,
    PAYMENT_METHOD_IDS.invoice,
  ]) {
    placed.push(
      await placeTestOrder(db(), {
        userId: customer.id,
        email: customer.email,
        productId: product.id,
        paymentMethod,
      }),
    );
  }
});

const api = (
  v: Visitor,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; nonce?: string } = {},
) =>
  v.request(`/wp-json/laden/v1${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.nonce !== undefined ? { "x-wp-nonce": init.nonce } : {}),
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const asManager = (path: string, init: Parameters<typeof api>[2] = {}) =>
  api(manager, path, { nonce: managerNonce, ...init });
const json = (text: string) =>
  JSON.parse(text) as Record<string, unknown> & { code?: string; data?: { status: number } };

describe("who may read orders", () => {
  it("answers 401 without a signed-in user", async () => {
    const { res, text } = await api(new Visitor(() => app().url), "/orders");
    expect(res.status).toBe(401);
    expect(json(text)).toMatchObject({ code: "rest_forbidden", data: { status: 401 } });
    expect(json(text).message).toMatch(/angemeldet/);
  });

  it("answers 403 to a signed-in customer", async () => {
    const v = new Visitor(() => app().url);
    await v.signIn(customer.email, TEST_PASSWORD);
    const nonce = await v.restNonce();
    for (const [path, method] of [
      ["/orders", "GET"],
      [`/orders/${placed[0]!.id}`, "GET"],
      [`/orders/${placed[0]!.id}`, "POST"],
    ] as const) {
      const { res, text } = await api(v, path, {
        nonce,
        method,
        ...(method === "POST" ? { body: { status: "cancelled" } } : {}),
      });
      expect(res.status).toBe(403);
      expect(json(text)).toMatchObject({ code: "rest_forbidden", data: { status: 403 } });
    }
  });

  it("refuses a cookie without a nonce (anonymous) and a wrong nonce (403)", async () => {
    expect((await api(manager, "/orders")).res.status).toBe(401);
    const { res, text } = await api(manager, "/orders", { nonce: "0123456789" });
    expect(res.status).toBe(403);
    expect(json(text).code).toBe("rest_cookie_invalid_nonce");
  });
});

describe("GET /orders", () => {
  it("lists newest first with WordPress paging headers", async () => {
    const { res, text } = await asManager("/orders?per_page=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const total = Number(res.headers.get("x-wp-total"));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(Number(res.headers.get("x-wp-totalpages"))).toBe(Math.ceil(total / 2));
    const list = JSON.parse(text) as { id: number; line_items: unknown[] }[];
    expect(list).toHaveLength(2);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(list[0]!.line_items).toHaveLength(1);

    const page2 = JSON.parse((await asManager("/orders?per_page=2&page=2")).text) as { id: number }[];
    expect(page2[0]!.id).toBeLessThan(list[1]!.id);
  });

  it("filters by status (one or several)", async () => {
    const onHold = JSON.parse((await asManager("/orders?status=on-hold")).text) as {
      id: number;
      status: string;
    }[];
    expect(onHold.map((o) => o.id)).toContain(placed[1]!.id);
    expect(onHold.every((o) => o.status === "on-hold")).toBe(true);
    const both = await asManager("/orders?status=on-hold,processing&per_page=100");
    expect(Number(both.res.headers.get("x-wp-total"))).toBeGreaterThanOrEqual(3);
  });

  it("answers 400 for bad paging and status values, and for a page past the end", async () => {
    for (const q of [
      "per_page=101",
      "per_page=0",
      "page=0",
      "page=abc",
      "per_page=-1",
      "status=shipped",
      "status=completed,nope",
    ]) {
      const { res, text } = await asManager(`/orders?${q}`);
      expect(res.status, q).toBe(400);
      expect(json(text)).toMatchObject({ code: "rest_invalid_param", data: { status: 400 } });
    }
    const { res, text } = await asManager("/orders?page=999");
    expect(res.status).toBe(400);
    expect(json(text).code).toBe("rest_post_invalid_page_number");
  });
});

describe("GET /orders/ID", () => {
  it("shows items, addresses, attribution and the IBAN only masked", async () => {
    const order = placed[0]!;
    const { res, text } = await asManager(`/orders/${order.id}`);
    expect(res.status).toBe(200);
    const body = JSON.parse(text);
    expect(body).toMatchObject({
      id: order.id,
      number: String(order.id),
      status: "processing",
      currency: "EUR",
      payment_method: PAYMENT_METHOD_IDS.sepa,
      payment_method_title: "SEPA-Lastschrift",
      billing: { first_name: "Erika", city: "Köln", email: customer.email },
      attribution: { source_type: "typein", device_type: "Desktop" },
      customer_id: customer.id,
    });
    expect(body.line_items[0]).toMatchObject({ product_id: product.id, quantity: 1 });
    expect(body.sepa.iban_masked).toMatch(/^DE\*\*.*30 ?00$/);
    expect(body.sepa.mandate_reference).toBeTruthy();
    expect(text).not.toContain(TEST_IBAN);
    expect(text).not.toContain(TEST_IBAN.slice(4, 12));
    expect(text).not.toContain(order.orderKey);
    expect(text).not.toContain(order.sepaIbanEncrypted!);
    expect(Array.isArray(body.notes)).toBe(true);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc", "1e3"]) {
      const { res, text } = await asManager(`/orders/${id}`);
      expect(res.status).toBe(404);
      expect(json(text).data).toEqual({ status: 404 });
    }
  });
});

describe("POST /orders/ID", () => {
  it("moves an order along the allowed transitions and notes each change", async () => {
    const order = await placeTestOrder(db(), {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
    });
    const done = await asManager(`/orders/${order.id}`, { method: "POST", body: { status: "completed" } });
    expect(done.res.status).toBe(200);
    const body = JSON.parse(done.text);
    expect(body.status).toBe("completed");
    expect(body.date_paid).not.toBeNull();
    expect(body.notes.at(-1).note).toMatch(/„In Bearbeitung“ auf „Abgeschlossen“/);
    expect(body.notes.at(-1).customer_note).toBe(false);

    const refused = await asManager(`/orders/${order.id}`, { method: "POST", body: { status: "cancelled" } });
    expect(refused.res.status).toBe(409);
    expect(json(refused.text)).toMatchObject({
      code: "laden_order_status_transition",
      data: { status: 409 },
    });
    expect(json(refused.text).message).toMatch(/Abgeschlossen.*Storniert/);

    // Form-encoded works as well (what a plain script sends).
    const refunded = await manager.post(
      `/wp-json/laden/v1/orders/${order.id}`,
      { status: "refunded" },
      { "x-wp-nonce": managerNonce },
    );
    expect(refunded.res.status).toBe(200);
    expect(JSON.parse(refunded.text).status).toBe("refunded");
  });

  it("answers 400 for a status that is no owner status and a body that is not JSON or a form, 404 for no order", async () => {
    const id = placed[2]!.id;
    for (const status of ["shipped", "Completed", "wc-on-hold", ""]) {
      const { res, text } = await asManager(`/orders/${id}`, { method: "POST", body: { status } });
      expect(res.status, status).toBe(400);
      expect(json(text).code).toBe("rest_invalid_param");
    }
    const broken = await manager.request(`/wp-json/laden/v1/orders/${id}`, {
      method: "POST",
      headers: { "x-wp-nonce": managerNonce, "content-type": "application/json" },
      body: "{nope",
    });
    expect(broken.res.status).toBe(400);
    const xml = await manager.request(`/wp-json/laden/v1/orders/${id}`, {
      method: "POST",
      headers: { "x-wp-nonce": managerNonce, "content-type": "text/xml" },
      body: "<status>cancelled</status>",
    });
    expect(xml.res.status).toBe(400);
    expect(
      (await asManager("/orders/999999", { method: "POST", body: { status: "cancelled" } })).res.status,
    ).toBe(404);
    // Nothing of that changed the order.
    const after = JSON.parse((await asManager(`/orders/${id}`)).text);
    expect(after.status).toBe("processing");
  });

  it("cancelling gives the stock back once, also when repeated or sent twice at the same time (PATCH via override)", async () => {
    const before = (await productStock(db(), product.id))!;
    const order = await placeTestOrder(db(), {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      quantity: 2,
    });
    expect(await productStock(db(), product.id)).toBe(before - 2);
    const cancel = () =>
      asManager(`/orders/${order.id}`, {
        method: "POST",
        body: { status: "cancelled" },
        headers: { "x-http-method-override": "PATCH" },
      });
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    for (const a of answers) expect(a.res.status).toBe(200);
    expect(await productStock(db(), product.id)).toBe(before);
    const again = await cancel();
    expect(again.res.status).toBe(200);
    expect(await productStock(db(), product.id)).toBe(before);
    const body = JSON.parse(again.text);
    expect(body.stock_reduced).toBe(false);
    const cancelNotes = (body.notes as { note: string }[]).filter((n) => /Storniert/.test(n.note));
    expect(cancelNotes).toHaveLength(1);
    expect(cancelNotes[0]!.note).toMatch(/Bestand/);
    // Final: a cancelled order cannot be revived.
    const revive = await asManager(`/orders/${order.id}`, { method: "POST", body: { status: "processing" } });
    expect(revive.res.status).toBe(409);
  });
});
