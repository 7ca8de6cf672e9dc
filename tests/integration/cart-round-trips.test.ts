/**
 * add_to_cart's database work, counted on the wire (tests/setup/pg-round-trips.ts): at most three
 * round trips — the session read and ONE statement for an existing session; the check, the new
 * session and the statement for a first add — and the line key the statement computes in SQL is
 * the one cartItemKey gives (cart-key.ts), also for attribute values JSON must escape.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addToCartInOneStatement } from "#modules/cart/add-statement.ts";
import { cartItemKey } from "#modules/cart/cart-key.ts";
import { insertSession } from "#modules/session/store.ts";
import { TEST_SECRET } from "../setup/app-fixture.ts";
import { type AppServer, startAppServer } from "../setup/app-server.ts";
import { cookieHeader, jar, remember } from "../setup/cookie-jar.ts";
import { countRoundTrips, type RoundTripCounter } from "../setup/pg-round-trips.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
let proxy: RoundTripCounter;
let server: AppServer;

beforeAll(async () => {
  database = await cloneDatabase();
  proxy = await countRoundTrips(database.url, "laden-server");
  server = await startAppServer({
    DATABASE_URL: proxy.url,
    LADEN_DATA_DIR: inject("dataDir"),
    LADEN_SECRET: TEST_SECRET,
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
});

async function simpleProduct(): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    "select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock and min_quantity = 1 and regular_price_cents is not null order by id limit 1",
  );
  return rows[0]!.id;
}

/** The round trips one request makes (the change feed's listener is not counted). */
async function tripsOf(
  send: () => Promise<Response>,
): Promise<{ trips: number; res: Response; body: string }> {
  // Let anything still running from before (a session touch, the access log) settle.
  await new Promise((r) => setTimeout(r, 100));
  proxy.reset();
  const res = await send();
  const body = await res.text();
  await new Promise((r) => setTimeout(r, 100));
  return { trips: proxy.count(), res, body };
}

describe("add_to_cart round trips", () => {
  it("takes at most 3: 2 on an existing session, 3 for a first add; a failed first add creates no cart", async () => {
    const id = await simpleProduct();
    const j = jar();
    const add = () =>
      fetch(`${server.url}/?wc-ajax=add_to_cart`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(j.size ? { cookie: cookieHeader(j) } : {}),
        },
        body: `product_id=${id}&quantity=1`,
      });
    // Warm up as the bench does: the settings cache is filled and its change-feed listener up
    // (until it listens, every settings read goes to the database).
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/?wc-ajax=add_to_cart`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `product_id=${id}`,
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const first = await tripsOf(add);
    remember(j, first.res);
    expect(first.body).toContain('"cart_hash"');
    // The cart's coupons (issue 24) are read by the add's own statement.
    expect(first.trips).toBeLessThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      const again = await tripsOf(add);
      expect(JSON.parse(again.body).cart.lines[0].quantity).toBe(i + 2);
      expect(again.trips).toBe(2);
    }
    const carts = await database.pool.query("select count(*)::int as n from carts");
    const missing = await tripsOf(() =>
      fetch(`${server.url}/?wc-ajax=add_to_cart`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "product_id=999999",
      }),
    );
    expect(JSON.parse(missing.body)).toMatchObject({ error: true, code: "laden_product_not_found" });
    // Its notice needs a session (as before); the cart must not change.
    expect((await database.pool.query("select count(*)::int as n from carts")).rows[0]).toEqual(
      carts.rows[0],
    );
  });
});

describe("the line key in SQL", () => {
  it("equals cartItemKey for any attributes, chosen or fixed, with quotes, backslashes, control characters and umlauts", async () => {
    const pool = database.pool;
    const { rows } = await pool.query<{ id: number }>(
      `insert into products (slug, name, type, status) values ('key-test', 'Key-Test', 'variable', 'publish') returning id`,
    );
    const productId = rows[0]!.id;
    const fixed = { farbe: 'Blau "hell"', größe: "", "a\\b": "", Zahl: "" };
    const v = await pool.query<{ id: number }>(
      "insert into product_variations (product_id, attributes, regular_price_cents) values ($1, $2, 1000) returning id",
      [productId, JSON.stringify(fixed)],
    );
    const variationId = v.rows[0]!.id;
    const { record } = await insertSession(database.db, null);
    const given = { größe: "XL – ÄÖÜß", "a\\b": 'x\n\t"y"\u0001\\z', Zahl: "10 €", ignored: "nicht" };
    const { lines } = await addToCartInOneStatement(
      database.db,
      { sessionId: record.id, userId: null },
      { productId, quantityText: "2", attributes: { ...given, farbe: fixed.farbe } },
    );
    const resolved = { farbe: fixed.farbe, größe: given.größe, "a\\b": given["a\\b"], Zahl: given.Zahl };
    expect(lines).toHaveLength(1);
    expect(lines[0]!.attributes).toEqual(resolved);
    expect(lines[0]!.variationId).toBe(variationId);
    expect(lines[0]!.key).toBe(cartItemKey(productId, variationId, resolved));
    // The same choice again (the variation id as product_id, the fixed value left out) raises the one line.
    const again = await addToCartInOneStatement(
      database.db,
      { sessionId: record.id, userId: null },
      { productId: variationId, quantityText: undefined, attributes: given },
    );
    expect(again.lines.map((l) => [l.key, l.quantity])).toEqual([[lines[0]!.key, 3]]);
  });
});
