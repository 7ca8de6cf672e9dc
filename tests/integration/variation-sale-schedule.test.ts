/**
 * Per-variation sale dates (issue 23 item 2, migration 0048) over HTTP: the variations screen
 * saves a sale price with its window (German time), the sale in effect follows it at once and by
 * the job runner's `catalog.sale-schedule` later (with the product's price range), an end before
 * the start is refused at the field with nothing saved, and REST `wc/v3/products/ID/variations`
 * reads and writes `date_on_sale_from`/`_to` (+ `_gmt`) with the same rules.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, productVariations } from "#db/schema/index.ts";
import { applySaleSchedules } from "#modules/catalog/sale-schedule.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, type Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let productId: number;
let small: number;
let large: number;

beforeAll(async () => {
  const [row] = await db()
    .insert(products)
    .values({
      slug: "vs-kaffee",
      name: "Angebotskaffee",
      type: "variable",
      sortPriceCents: 990,
      maxPriceCents: 1990,
      attributes: [{ name: "Größe", slug: "groesse", options: ["250 g", "1 kg"], variation: true }],
    })
    .returning({ id: products.id });
  productId = row!.id;
  const rows = await db()
    .insert(productVariations)
    .values([
      { productId, attributes: { groesse: "250 g" }, regularPriceCents: 990, menuOrder: 0 },
      { productId, attributes: { groesse: "1 kg" }, regularPriceCents: 1990, menuOrder: 1 },
    ])
    .returning({ id: productVariations.id });
  [small, large] = rows.map((r) => r.id) as [number, number];
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

const variation = async (id: number) =>
  (await db().select().from(productVariations).where(eq(productVariations.id, id)))[0]!;
const product = async () => (await db().select().from(products).where(eq(products.id, productId)))[0]!;

/** The screen's save with both rows; `sale` per variation: [price, from, to]. */
async function saveRows(sale: Partial<Record<number, [string, string, string]>>) {
  const form = new URLSearchParams({ intent: "save", version: String((await product()).version) });
  for (const [id, price] of [
    [small, "9,90"],
    [large, "19,90"],
  ] as const) {
    const [s, from, to] = sale[id] ?? ["", "", ""];
    form.append("ids", String(id));
    for (const [k, v] of Object.entries({ price, sale: s, sale_from: from, sale_to: to, sku: "", stock: "" }))
      form.set(`v.${id}.${k}`, v);
    form.set(`v.${id}.enabled`, "1");
  }
  return owner.request(`/admin/products/${productId}/variations/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
}

describe("per-variation sale dates on the variations screen", () => {
  it("saves a sale with a future window: planned, not in effect, marked waiting; the job starts and ends it", async () => {
    const { res } = await saveRows({ [large]: ["14,90", "2099-03-01T00:00", "2099-03-08T00:00"] });
    expect(res.status).toBe(200);
    const v = await variation(large);
    expect(v).toMatchObject({ plannedSalePriceCents: 1490, salePriceCents: null });
    // German time: 1 March 2099 00:00 in Berlin is 23:00 UTC the day before.
    expect(v.saleFrom?.toISOString()).toBe("2099-02-28T23:00:00.000Z");
    expect(v.saleTo?.toISOString()).toBe("2099-03-07T23:00:00.000Z");
    const page = await owner.get(`/admin/products/${productId}/variations/`);
    expect(textOf(page.text)).toContain("Zurzeit nicht aktiv (außerhalb des Zeitraums).");
    expect(page.text).toContain('value="2099-03-01T00:00"');
    expect((await product()).maxPriceCents).toBe(1990);

    expect(await applySaleSchedules(db(), new Date("2099-03-02T12:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect((await variation(large)).salePriceCents).toBe(1490);
    expect(await product()).toMatchObject({ sortPriceCents: 990, maxPriceCents: 1490 });
    // Idempotent: the same moment again changes nothing.
    expect(await applySaleSchedules(db(), new Date("2099-03-02T12:00:00Z"))).toBe(0);

    await applySaleSchedules(db(), new Date("2099-03-08T00:00:00Z"));
    expect((await variation(large)).salePriceCents).toBeNull();
    expect((await product()).maxPriceCents).toBe(1990);
    // The job left the plan as the owner set it.
    expect((await variation(large)).plannedSalePriceCents).toBe(1490);
  });

  it("applies a window that is open now at once", async () => {
    const { res } = await saveRows({ [small]: ["7,90", "2020-01-01T00:00", "2099-01-01T00:00"] });
    expect(res.status).toBe(200);
    expect(await variation(small)).toMatchObject({ plannedSalePriceCents: 790, salePriceCents: 790 });
    expect((await product()).sortPriceCents).toBe(790);
  });

  it("refuses an end before its start and dates without a sale price, at the field, saving nothing", async () => {
    const before = [await variation(small), await variation(large)];
    const version = (await product()).version;
    const bad = await saveRows({
      [small]: ["6,90", "2099-05-10T00:00", "2099-05-01T00:00"],
      [large]: ["", "2099-05-01T00:00", ""],
    });
    expect(bad.res.status).toBe(400);
    const visible = textOf(bad.text);
    expect(visible).toContain("Das Angebotsende muss nach dem Beginn liegen.");
    expect(visible).toContain("Für einen Angebotszeitraum bitte auch einen Angebotspreis angeben.");
    // What was typed stays in the form.
    expect(bad.text).toContain('value="2099-05-10T00:00"');
    expect([await variation(small), await variation(large)]).toEqual(before);
    expect((await product()).version).toBe(version);
    const unreadable = await saveRows({ [small]: ["6,90", "morgen", ""] });
    expect(unreadable.res.status).toBe(400);
    expect(textOf(unreadable.text)).toContain("Bitte ein gültiges Datum mit Uhrzeit angeben.");
  });

  it("removing the sale price takes its dates with it (bulk: remove sale price)", async () => {
    const form = new URLSearchParams({
      intent: "bulk",
      version: String((await product()).version),
      bulk_action: "saleClear",
      bulk_scope: "all",
    });
    const { res } = await owner.request(`/admin/products/${productId}/variations/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    for (const id of [small, large])
      expect(await variation(id)).toMatchObject({
        plannedSalePriceCents: null,
        salePriceCents: null,
        saleFrom: null,
        saleTo: null,
      });
  });
});

describe("per-variation sale dates over REST", () => {
  const api = async (path: string, init: RequestInit = {}) => {
    const nonce = await owner.restNonce();
    return fetch(`${base()}/wp-json/wc/v3/products/${productId}/variations${path}`, {
      ...init,
      headers: owner.headers({ "X-WP-Nonce": nonce, "content-type": "application/json" }),
    });
  };

  it("writes and reads date_on_sale_from/_to (shop time) and their _gmt forms", async () => {
    const res = await api(`/${large}`, {
      method: "PUT",
      body: JSON.stringify({
        sale_price: "15.00",
        date_on_sale_from: "2099-06-01T00:00:00",
        date_on_sale_to_gmt: "2099-06-30T22:00:00",
      }),
    });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({
      sale_price: "15.00",
      price: "19.90",
      on_sale: false,
      date_on_sale_from: "2099-06-01T00:00:00",
      date_on_sale_from_gmt: "2099-05-31T22:00:00",
      date_on_sale_to: "2099-07-01T00:00:00",
      date_on_sale_to_gmt: "2099-06-30T22:00:00",
    });
    expect(await variation(large)).toMatchObject({ plannedSalePriceCents: 1500, salePriceCents: null });
  });

  it("refuses an end before the start (400, nothing saved) and an empty sale price clears the dates", async () => {
    const before = await variation(large);
    const bad = await api(`/${large}`, {
      method: "PUT",
      body: JSON.stringify({
        date_on_sale_from: "2099-07-10T00:00:00",
        date_on_sale_to: "2099-07-01T00:00:00",
      }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Das Angebotsende muss nach dem Beginn liegen.");
    expect(await variation(large)).toEqual(before);
    const cleared = await api(`/${large}`, { method: "PUT", body: JSON.stringify({ sale_price: "" }) });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({
      sale_price: "",
      date_on_sale_from: null,
      date_on_sale_to: null,
    });
  });
});
