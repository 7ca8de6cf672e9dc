/**
 * REST `wc/v3/orders` for scripts: WooCommerce's shapes, paging headers and filters, the status
 * update with an optional If-Match (stale → 412 in the WP error shape, nothing changed; a repeat is
 * idempotent), order notes (a customer note mailed once), and the role checks (no auth → 401,
 * customer → 403).
 */
import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { mailOutbox, orderNotes, orders } from "#db/schema/orders.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let ownerNonce: string;
let customer: Visitor;
let customerNonce: string;
let orderId: number;
let otherId: number;

beforeAll(async () => {
  const c = await createCustomer(db());
  const product = await stockedProduct(db(), 20);
  const o = await placeTestOrder(db(), { userId: c.id, email: c.email, productId: product.id, quantity: 2 });
  orderId = o.id;
  const o2 = await placeTestOrder(db(), { userId: c.id, email: c.email, productId: product.id });
  otherId = o2.id;
  await db().execute(
    sql`update orders set billing = billing || '{"lastName":"Quaderer"}'::jsonb where id = ${otherId}`,
  );
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  ownerNonce = await owner.restNonce();
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
const json = (body: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("wc/v3/orders", () => {
  it("gets one order in WooCommerce's shape with an ETag", async () => {
    const res = await asOwner(`/orders/${orderId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(res.headers.get("etag")).toBe(`"${body.version}"`);
    expect(body).toMatchObject({
      id: orderId,
      number: String(orderId),
      status: "processing",
      currency: "EUR",
      prices_include_tax: true,
      payment_method: "german_market_sepa_direct_debit",
      payment_method_title: "SEPA-Lastschrift",
      billing: { first_name: "Erika", last_name: "Mustermann", postcode: "51147", country: "DE" },
      shipping: { first_name: "Erika", city: "Köln" },
      line_items: [
        expect.objectContaining({ quantity: 2, product_id: expect.any(Number), sku: expect.any(String) }),
      ],
      shipping_lines: [expect.objectContaining({ method_id: "local_pickup", instance_id: "3" })],
      meta_data: expect.arrayContaining([
        expect.objectContaining({ key: "_german_market_sepa_mandate_reference" }),
        { id: expect.any(Number), key: "_wc_order_attribution_source_type", value: "typein" },
      ]),
    });
    expect(body.date_created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.date_created_gmt).toBe(new Date(`${body.date_created_gmt}Z`).toISOString().slice(0, 19));
    expect(body).not.toHaveProperty("order_key");
    expect(JSON.stringify(body)).not.toContain("DE89370400440532013000");
    // Line totals are net with their tax; with shipping they add up to the gross total.
    const line = body.line_items[0];
    const sum =
      Number(line.total) + Number(line.total_tax) + Number(body.shipping_total) + Number(body.shipping_tax);
    expect(sum.toFixed(2)).toBe(body.total);
    expect((await asOwner("/orders/99999999")).status).toBe(404);
  });

  it("lists with search, status, after/before, paging headers", async () => {
    let res = await asOwner("/orders?per_page=1&page=1");
    expect(res.status).toBe(200);
    const total = Number(res.headers.get("x-wp-total"));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(res.headers.get("x-wp-totalpages")).toBe(String(total));
    expect(await res.json()).toHaveLength(1);

    res = await asOwner("/orders?search=quaderer");
    expect((await res.json()).map((o: { id: number }) => o.id)).toEqual([otherId]);
    expect(res.headers.get("x-wp-total")).toBe("1");

    res = await asOwner("/orders?status=completed,refunded");
    expect(res.headers.get("x-wp-total")).toBe("0");
    res = await asOwner(`/orders?after=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`);
    expect(res.headers.get("x-wp-total")).toBe("0");
    // Without an offset, the shop's wall clock (Berlin, one or two hours ahead of UTC): half an
    // hour ago on Berlin's clock includes the orders of the last minutes; read as UTC it would lie
    // in the future and list none.
    const berlinWall = (at: Date) =>
      new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", dateStyle: "short", timeStyle: "medium" })
        .format(at)
        .replace(" ", "T");
    res = await asOwner(`/orders?after=${berlinWall(new Date(Date.now() - 1800_000))}`);
    expect(Number(res.headers.get("x-wp-total"))).toBe(total);
    res = await asOwner(`/orders?before=${berlinWall(new Date(Date.now() - 1800_000))}`);
    expect(res.headers.get("x-wp-total")).toBe("0");
    res = await asOwner(`/orders?before=2000-01-01T00:00:00&orderby=id&order=asc`);
    expect(res.headers.get("x-wp-total")).toBe("0");
    res = await asOwner("/orders?orderby=id&order=asc&per_page=100");
    const listed = (await res.json()).map((o: { id: number }) => o.id);
    expect(listed).toEqual([...listed].sort((a: number, b: number) => a - b));

    for (const bad of [
      "per_page=101",
      "page=0",
      "status=shipped",
      "after=gestern",
      "before=2026-02-30",
      "order=up",
    ]) {
      const r = await asOwner(`/orders?${bad}`);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ code: "rest_invalid_param", data: { status: 400 } });
    }
    expect((await asOwner("/orders?page=999")).status).toBe(400);
  });

  it("updates the status: stale If-Match → 412 with nothing changed; current → applied; repeat idempotent", async () => {
    const current = await (await asOwner(`/orders/${otherId}`)).json();
    const stale = await asOwner(`/orders/${otherId}`, {
      method: "PUT",
      headers: { "If-Match": `"${current.version - 1 || 99}"`, "content-type": "application/json" },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({
      code: "laden_version_conflict",
      message: expect.stringContaining("inzwischen geändert"),
      data: { status: 412, current_version: current.version },
    });
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, otherId));
    expect(unchanged?.status).toBe("processing");

    const ok = await asOwner(`/orders/${otherId}`, {
      method: "PUT",
      headers: { "If-Match": `"${current.version}"`, "content-type": "application/json" },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(ok.status).toBe(200);
    const updated = await ok.json();
    expect(updated).toMatchObject({ status: "completed", version: current.version + 1 });
    expect(ok.headers.get("etag")).toBe(`"${current.version + 1}"`);
    expect(updated.date_completed).not.toBeNull();

    // The same request retried (its If-Match now stale): nothing changes, no second audit entry.
    const again = await asOwner(`/orders/${otherId}`, {
      method: "PUT",
      headers: { "If-Match": `"${current.version}"`, "content-type": "application/json" },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(again.status).toBe(200);
    expect((await again.json()).version).toBe(current.version + 1);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(otherId)));
    expect(entries.filter((e) => e.action === "status")).toHaveLength(1);

    // Without If-Match the write applies (POST, form-encoded, as WooCommerce clients also send).
    const refund = await asOwner(`/orders/${otherId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "status=refunded",
    });
    expect((await refund.json()).status).toBe("refunded");

    const refused = await asOwner(`/orders/${otherId}`, { method: "PUT", ...json({ status: "processing" }) });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "laden_order_status_transition",
      data: { status: 409 },
    });
    const badMatch = await asOwner(`/orders/${otherId}`, {
      method: "PUT",
      headers: { "If-Match": "irgendwas", "content-type": "application/json" },
      body: JSON.stringify({ status: "processing" }),
    });
    // A tag that is no version of ours never matches (RFC 9110): 412 before any transition rule.
    expect(badMatch.status).toBe(412);
  });

  it("adds and lists notes; a customer note is mailed once, a retried one is not added twice", async () => {
    const priv = await asOwner(`/orders/${orderId}/notes`, {
      method: "POST",
      ...json({ note: "Intern: Ware geprüft" }),
    });
    expect(priv.status).toBe(201);
    expect(await priv.json()).toMatchObject({ note: "Intern: Ware geprüft", customer_note: false });

    const send = () =>
      asOwner(`/orders/${orderId}/notes`, {
        method: "POST",
        ...json({ note: "Ihr Paket ist unterwegs.", customer_note: true }),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const note = await first.json();
    expect(note).toMatchObject({ customer_note: true, date_created: expect.any(String) });
    const retry = await send();
    expect(retry.status).toBe(200);
    expect((await retry.json()).id).toBe(note.id);

    const rows = await db().select().from(orderNotes).where(eq(orderNotes.note, "Ihr Paket ist unterwegs."));
    expect(rows).toHaveLength(1);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `order:${orderId}:note:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: expect.stringContaining(`Bestellung ${orderId}`) });
    expect(mails[0]!.text).toContain("Ihr Paket ist unterwegs.");

    const list = await (await asOwner(`/orders/${orderId}/notes`)).json();
    expect(list[0]).toMatchObject({ id: note.id, customer_note: true });
    expect(list.map((n: { note: string }) => n.note)).toContain("Intern: Ware geprüft");

    const empty = await asOwner(`/orders/${orderId}/notes`, { method: "POST", ...json({ note: "  " }) });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Bitte geben Sie eine Notiz ein.");
    expect((await asOwner("/orders/99999999/notes")).status).toBe(404);
  });

  it("answers no auth with 401 and a customer with 403, changing nothing", async () => {
    const paths: [string, Init][] = [
      ["/orders", {}],
      [`/orders/${orderId}`, {}],
      [`/orders/${orderId}`, { method: "PUT", ...json({ status: "cancelled" }) }],
      [`/orders/${orderId}/notes`, {}],
      [`/orders/${orderId}/notes`, { method: "POST", ...json({ note: "x" }) }],
    ];
    for (const [path, init] of paths) {
      const anon = await fetch(`${base()}/wp-json/wc/v3${path}`, init as RequestInit);
      expect(anon.status).toBe(401);
      expect(await anon.json()).toMatchObject({
        code: "woocommerce_rest_cannot_view",
        data: { status: 401 },
      });
      const cust = await api(customer, customerNonce, path, init as Init);
      expect(cust.status).toBe(403);
      expect(await cust.json()).toMatchObject({
        code: "woocommerce_rest_cannot_view",
        data: { status: 403 },
      });
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe("processing");
  });
});
