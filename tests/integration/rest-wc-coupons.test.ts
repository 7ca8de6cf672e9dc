/**
 * `wc/v3/coupons` (issue 24 part 2): create, list, get, update (If-Match), trash and delete in
 * WooCommerce's shape through the module's functions; bad input refused with a stable code and a
 * German message per field and nothing saved; audited; a customer is refused.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { coupons } from "#db/schema/coupons.ts";
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

beforeAll(async () => {
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
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  asOwner(path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const count = async () => (await db().select().from(coupons)).length;

describe("wc/v3/coupons", () => {
  let id: number;

  it("creates a coupon in WooCommerce's shape, audited, and lists and gets it", async () => {
    const res = await send("POST", "/coupons", {
      code: " Sommer10 ",
      discount_type: "percent",
      amount: "10",
      date_expires: "2030-12-31",
      individual_use: true,
      product_ids: [3, 4],
      usage_limit: 100,
      usage_limit_per_user: 1,
      free_shipping: true,
      minimum_amount: "20.00",
      maximum_amount: "500",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: "sommer10",
      discount_type: "percent",
      amount: "10.00",
      individual_use: true,
      product_ids: [3, 4],
      excluded_product_ids: [],
      usage_limit: 100,
      usage_limit_per_user: 1,
      free_shipping: true,
      minimum_amount: "20.00",
      maximum_amount: "500.00",
      usage_count: 0,
      status: "publish",
    });
    expect(String(body.date_expires)).toMatch(/^2030-12-31T/);
    id = body.id as number;
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["create"]);

    const list = await asOwner("/coupons?search=sommer");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-wp-total")).toBe("1");
    expect(((await list.json()) as { code: string }[]).map((c) => c.code)).toEqual(["sommer10"]);
    const one = await asOwner(`/coupons/${id}`);
    expect(((await one.json()) as { id: number }).id).toBe(id);
    expect((await asOwner("/coupons/99999999")).status).toBe(404);
  });

  it("refuses bad input with stable codes and German messages, saving nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string, RegExp][] = [
      [{ code: "neg", amount: "-5" }, "amount", "amount_negative", /nicht negativ/],
      [{ code: "pct", discount_type: "percent", amount: "150" }, "amount", "percent_above_100", /100 %/],
      [
        { code: "minmax", amount: "5", minimum_amount: "50", maximum_amount: "20" },
        "minimum_amount",
        "minimum_above_maximum",
        /Mindestbestellwert/,
      ],
      [{ code: "SOMMER10", amount: "5" }, "code", "code_taken", /gibt es schon/],
      [{ code: "  ", amount: "5" }, "code", "code_missing", /Gutscheincode/],
      [{ code: "typ", discount_type: "bogus" }, "discount_type", "type_invalid", /Rabattart/],
    ];
    for (const [input, field, code, german] of cases) {
      const res = await send("POST", "/coupons", input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      const body = (await res.json()) as {
        code: string;
        data: { params: Record<string, string>; codes: Record<string, string> };
      };
      expect(body.code).toBe("rest_invalid_param");
      expect(body.data.codes[field]).toBe(code);
      expect(body.data.params[field]).toMatch(german);
    }
    expect(await count()).toBe(before);
    // An update with bad input leaves the coupon as it was.
    const bad = await send("PUT", `/coupons/${id}`, { amount: "101" });
    expect(bad.status).toBe(400);
    expect((await db().select().from(coupons).where(eq(coupons.id, id)))[0]!.amount).toBe(1000);
  });

  it("updates with If-Match (stale → 412), trashes, refuses a second trash, deletes for good", async () => {
    const ok = await send(
      "PUT",
      `/coupons/${id}`,
      { amount: "15", discount_type: "fixed_cart" },
      { "If-Match": '"1"' },
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ amount: "15.00", discount_type: "fixed_cart" });
    expect(ok.headers.get("etag")).toBe('"2"');
    const stale = await send("PATCH", `/coupons/${id}`, { amount: "20" }, { "If-Match": '"1"' });
    expect(stale.status).toBe(412);
    expect((await db().select().from(coupons).where(eq(coupons.id, id)))[0]!.amount).toBe(1500);

    const trashed = await asOwner(`/coupons/${id}`, { method: "DELETE" });
    expect(trashed.status).toBe(200);
    expect(((await trashed.json()) as { status: string }).status).toBe("trash");
    expect((await asOwner(`/coupons/${id}`, { method: "DELETE" })).status).toBe(410);
    expect((await asOwner("/coupons?status=trash")).headers.get("x-wp-total")).toBe("1");
    const gone = await asOwner(`/coupons/${id}?force=true`, { method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(await db().select().from(coupons).where(eq(coupons.id, id))).toEqual([]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete", "trash", "update"]);
  });

  it("refuses a customer", async () => {
    expect((await api(customer, customerNonce, "/coupons")).status).toBe(403);
    const res = await api(customer, customerNonce, "/coupons", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "hack", amount: "100" }),
    });
    expect(res.status).toBe(403);
  });
});
