/**
 * The back office's orders list over HTTP: tabs with counts (incl. "Handlungsbedarf" with a
 * withdrawal), search by name / e-mail / postcode / number, filters, sorting, paging, the bulk
 * status change (refused transitions reported, idempotent on repeat, audited), the CSV export
 * (filters honoured, formulas defused, BOM), and the role checks of loader, action and export.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { orders } from "#db/schema/orders.ts";
import { appForFile } from "../setup/app-fixture.ts";
import {
  createCustomer,
  forceStatus,
  placeTestOrder,
  stockedProduct,
  TEST_PASSWORD,
} from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let customer: Visitor;
/** Our orders by role in the tests: [anna (processing), bernd (on-hold), carla (completed, =formula), dora (cancelled, withdrawn), emil (pending, withdrawn)] */
type Who = "anna" | "bernd" | "carla" | "dora" | "emil";
const ids = {} as Record<Who, number>;

async function order(
  name: Who,
  first: string,
  last: string,
  postcode: string,
  status: string,
  opts: { withdrawn?: boolean; cents?: number; days?: number } = {},
) {
  const c = await createCustomer(db(), `${name}-${Math.random().toString(36).slice(2, 8)}@example.de`);
  const product = await stockedProduct(db(), 50);
  const o = await placeTestOrder(db(), { userId: c.id, email: c.email, productId: product.id });
  await forceStatus(db(), o.id, status);
  await db().execute(sql`
    update orders set
      billing = billing || ${JSON.stringify({ firstName: first, lastName: last, postcode })}::jsonb,
      withdrawn_at = ${opts.withdrawn ? sql`now()` : null},
      created_at = now() - make_interval(days => ${opts.days ?? 0})
    where id = ${o.id}`);
  ids[name] = o.id;
}

beforeAll(async () => {
  await order("anna", "Anna", "Zander", "10115", "processing", { days: 1 });
  await order("bernd", "Bernd", "Ärmel", "80331", "on-hold", { days: 40 });
  await order("carla", "=HYPERLINK(1)", "Yilmaz", "20095", "completed", { days: 3 });
  await order("dora", "Dora", "Xaver", "50667", "cancelled", { withdrawn: true, days: 2 });
  await order("emil", "Emil", "Weber", "01067", "pending", { withdrawn: true, days: 5 });
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
});

const numbersIn = (html: string) =>
  [...html.matchAll(/href="\/admin\/orders\/(\d+)\/"/g)].map((m) => Number(m[1]));

async function list(qs = "") {
  const { res, text } = await owner.get(`/admin/orders/${qs}`);
  expect(res.status).toBe(200);
  return { text, numbers: numbersIn(text) };
}

describe("the orders list", () => {
  it("shows status tabs with counts; Handlungsbedarf = on-hold, processing, or a withdrawal on an open order", async () => {
    const { text } = await list();
    const tabs = textOf(text);
    // Only our five orders exist in this database's orders table besides none from the seed.
    const [{ n }] = (await db().execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows as [
      { n: number },
    ];
    expect(tabs).toMatch(new RegExp(`Alle \\(\\s*${n}\\s*\\)`));
    const { numbers } = await list("?status=needs-action&per_page=100");
    expect(numbers).toEqual(expect.arrayContaining([ids.anna, ids.bernd, ids.emil]));
    expect(numbers).not.toContain(ids.dora);
    expect(numbers).not.toContain(ids.carla);
    const needs = Number(/Handlungsbedarf \(\s*(\d+)\s*\)/.exec(tabs)?.[1]);
    expect(needs).toBe(numbers.length);
    expect(text).toMatch(/aria-current="page"[^>]*>Alle/);
  });

  it("searches name, e-mail, postcode and order number; words in any order", async () => {
    expect((await list("?q=zander")).numbers).toEqual([ids.anna]);
    expect((await list("?q=Zander+anna")).numbers).toEqual([ids.anna]);
    expect((await list("?q=%C3%A4rmel")).numbers).toEqual([ids.bernd]);
    expect((await list("?q=80331")).numbers).toEqual([ids.bernd]);
    expect((await list("?q=emil-")).numbers).toEqual([ids.emil]);
    expect((await list(`?q=${ids.dora}`)).numbers).toContain(ids.dora);
    expect((await list("?q=100%25")).numbers).toEqual([]);
    const { text } = await list("?q=niemand-hier");
    expect(textOf(text)).toContain("Keine Bestellungen gefunden.");
  });

  it("filters by status, date range (German days), withdrawal, payment and shipping", async () => {
    expect((await list("?status=on-hold")).numbers).toEqual([ids.bernd]);
    const berlinDay = (daysAgo: number) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
        new Date(Date.now() - daysAgo * 86400000),
      );
    const recent = (await list(`?from=${berlinDay(6)}&to=${berlinDay(0)}&per_page=100`)).numbers;
    expect(recent).toEqual(expect.arrayContaining([ids.anna, ids.carla, ids.dora, ids.emil]));
    expect(recent).not.toContain(ids.bernd);
    expect((await list(`?from=${berlinDay(2)}&to=${berlinDay(2)}`)).numbers).toEqual([ids.dora]);
    const withdrawn = (await list("?withdrawal=1")).numbers;
    expect(withdrawn.sort()).toEqual([ids.dora, ids.emil].sort());
    expect((await list("?payment=bacs")).numbers).toEqual([]);
    expect((await list("?payment=german_market_sepa_direct_debit&q=zander")).numbers).toEqual([ids.anna]);
    expect((await list("?shipping=flat_rate:1")).numbers).toEqual([]);
    expect((await list("?shipping=local_pickup:3&q=zander")).numbers).toEqual([ids.anna]);
  });

  it("sorts by each column both ways, with aria-sort on the header", async () => {
    const ours = (numbers: number[]) => numbers.filter((n) => Object.values(ids).includes(n));
    const byName = ours((await list("?sort=customer&dir=asc&per_page=100")).numbers);
    // Ärmel sorts as a-umlaut after the Latin letters in C collation or first in a German one: both fine, the rest is fixed.
    expect(byName.filter((n) => n !== ids.bernd)).toEqual([ids.emil, ids.dora, ids.carla, ids.anna]);
    const byDate = ours((await list("?sort=date&dir=asc&per_page=100")).numbers);
    expect(byDate).toEqual([ids.bernd, ids.emil, ids.carla, ids.dora, ids.anna]);
    const { text, numbers } = await list("?sort=number&dir=asc&per_page=100");
    expect(ours(numbers)).toEqual([...ours(numbers)].sort((a, b) => a - b));
    expect(text).toMatch(
      /<th scope="col" aria-sort="ascending"[^>]*><a [^>]*href="\/admin\/orders\/\?sort=number&amp;per_page=100"/,
    );
    const desc = ours((await list("?sort=number&dir=desc&per_page=100")).numbers);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it("pages on the server; a page past the end shows the last page; bad values fall back (never a 500)", async () => {
    const all = (await list("?per_page=100")).numbers;
    const total = all.length;
    expect(total).toBeGreaterThanOrEqual(5);
    const first = (await list("?per_page=20")).numbers;
    expect(first).toEqual(all.slice(0, 20));
    const { res } = await owner.get(
      "/admin/orders/?page=abc&per_page=7&sort=%27;drop&status=x&from=2026-13-01",
    );
    expect(res.status).toBe(200);
    const past = await list("?page=9999&q=zander");
    expect(past.numbers).toEqual([ids.anna]);
  });
});

describe("bulk status change", () => {
  it("changes what may change, refuses the rest with the German reason, repeats idempotently, audits once", async () => {
    const form = new URLSearchParams();
    for (const id of [ids.anna, ids.dora, 999999]) form.append("ids", String(id));
    form.set("to", "completed");
    const post = () =>
      owner.request("/admin/orders/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
    const { res, text } = await post();
    expect(res.status).toBe(200);
    const t = textOf(text);
    expect(t).toContain(`Bestellung ${ids.anna}: Status ist jetzt „Abgeschlossen“.`);
    expect(t).toContain(
      `Bestellung ${ids.dora}: „Storniert“ kann nicht zu „Abgeschlossen“ werden, nichts geändert.`,
    );
    expect(t).toContain("Bestellung 999999: nicht gefunden.");
    const [anna] = await db().select().from(orders).where(eq(orders.id, ids.anna));
    expect(anna?.status).toBe("completed");
    const [dora] = await db().select().from(orders).where(eq(orders.id, ids.dora));
    expect(dora?.status).toBe("cancelled");

    const again = await post();
    expect(textOf(again.text)).toContain(
      `Bestellung ${ids.anna}: hatte bereits den Status „Abgeschlossen“, nichts geändert.`,
    );
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.anna)));
    expect(entries.filter((e) => e.action === "status")).toHaveLength(1);
  });

  it("asks for a selection and a status", async () => {
    const none = await owner.post("/admin/orders/", { to: "completed" });
    expect(none.res.status).toBe(400);
    expect(textOf(none.text)).toContain("Bitte wählen Sie mindestens eine Bestellung aus.");
    const noStatus = await owner.post("/admin/orders/", { ids: String(ids.bernd), to: "shipped" });
    expect(noStatus.res.status).toBe(400);
    expect(textOf(noStatus.text)).toContain("Bitte wählen Sie einen Status.");
  });

  it("sends a visitor to the sign-in and gives a customer a 404, changing nothing", async () => {
    const before = await db().select().from(orders).where(eq(orders.id, ids.bernd));
    const visitor = await new Visitor(base).post("/admin/orders/", {
      ids: String(ids.bernd),
      to: "cancelled",
    });
    expect(visitor.res.status).toBe(302);
    expect(visitor.res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    const cust = await customer.post("/admin/orders/", { ids: String(ids.bernd), to: "cancelled" });
    expect(cust.res.status).toBe(404);
    expect(cust.text).not.toContain("admin-app");
    const after = await db().select().from(orders).where(eq(orders.id, ids.bernd));
    expect(after).toEqual(before);
    expect((await customer.get("/admin/orders/")).res.status).toBe(404);
    expect((await new Visitor(base).get("/admin/orders/?q=x")).res.status).toBe(302);
  });
});

describe("CSV export", () => {
  it("exports the filtered list with German headers, BOM, semicolons and formulas defused", async () => {
    const res = await fetch(`${base()}/admin/orders/export.csv?q=yilmaz`, { headers: owner.headers() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Bestellnummer;Datum;Status;Vorname;Nachname;Firma;E-Mail;PLZ;Ort;Land;Summe (EUR);Zahlungsart;Versandart;Widerruf am",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids.carla};\\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2};Abgeschlossen;'=HYPERLINK\\(1\\);Yilmaz;`,
      ),
    );
    expect(lines[1]).toMatch(/;\d+,\d{2};/);
  });

  it("honours status and withdrawal filters and the list's order", async () => {
    const res = await fetch(`${base()}/admin/orders/export.csv?withdrawal=1&sort=number&dir=asc`, {
      headers: owner.headers(),
    });
    const rows = (await res.text()).trimEnd().split("\r\n").slice(1);
    expect(rows.map((r) => Number(r.split(";")[0]))).toEqual([ids.dora, ids.emil].sort((a, b) => a - b));
    expect(rows.every((r) => /;\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/.test(r))).toBe(true);
  });

  it("is refused to visitors and customers", async () => {
    const v = await new Visitor(base).get("/admin/orders/export.csv");
    expect(v.res.status).toBe(302);
    const c = await customer.get("/admin/orders/export.csv");
    expect(c.res.status).toBe(404);
    expect(c.text).not.toContain("Bestellnummer");
  });
});

describe("bulk completion of an order with a declared withdrawal", () => {
  it("is left to the order page's confirmation: nothing changed, the reason shown", async () => {
    const c = await createCustomer(db());
    const product = await stockedProduct(db(), 50);
    const o = await placeTestOrder(db(), { userId: c.id, email: c.email, productId: product.id });
    await db().execute(sql`update orders set withdrawn_at = now() where id = ${o.id}`);
    const { res, text } = await owner.post("/admin/orders/", { ids: String(o.id), to: "completed" });
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain(`Bestellung ${o.id}: Der Kunde hat den Widerruf erklärt.`);
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row?.status).toBe("processing");
    // Cancelling it in bulk is fine.
    const cancel = await owner.post("/admin/orders/", { ids: String(o.id), to: "cancelled" });
    expect(textOf(cancel.text)).toContain(`Bestellung ${o.id}: Status ist jetzt „Storniert“.`);
  });
});
