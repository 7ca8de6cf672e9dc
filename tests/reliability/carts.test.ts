/**
 * F1/F3: concurrent `add_to_cart` on one cart session lose no update (200 adds, 200 units), on
 * one app process and spread round-robin over two processes sharing PostgreSQL (no sticky
 * sessions); a stock limit holds under the same burst.
 */
import { describe, expect, it } from "vitest";
import { appForFile, secondProcessForFile } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";

const app = appForFile();
const second = secondProcessForFile(app);

type CartJson = {
  error?: boolean;
  code?: string;
  cart_hash?: string;
  cart: { lines: { quantity: number }[] };
};

async function wc(base: string, endpoint: string, body: Record<string, string>, j: Jar) {
  const res = await fetch(`${base}/?wc-ajax=${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(j) },
    body: new URLSearchParams(body),
  });
  remember(j, res);
  return res;
}

/** `n` adds of one unit at once, request i going to bases[i % bases.length]. */
async function burst(n: number, productId: number, j: Jar, bases: string[]) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${bases[i % bases.length]}/?wc-ajax=add_to_cart`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(j) },
        body: new URLSearchParams({ product_id: String(productId), quantity: "1" }),
      });
      return {
        status: res.status,
        retryAfter: Number(res.headers.get("retry-after")),
        body: (await res.json()) as CartJson,
      };
    }),
  );
}

/**
 * Every add is either applied and answered 200, or shed before it changed anything: 503 with
 * Retry-After when the burst outwaits the pool's connect time-out (a loaded 2-core machine;
 * on an idle one all succeed). The cart then holds exactly the first unit plus the 200s.
 */
function expectExact(results: Awaited<ReturnType<typeof burst>>, finalQuantity: number) {
  const shed = results.filter((r) => r.status === 503);
  for (const r of shed) {
    expect(r.retryAfter).toBeGreaterThan(0);
    expect(r.body.code).toBe("laden_unavailable");
  }
  const applied = results.filter((r) => r.status !== 503);
  expect(applied.filter((r) => r.status !== 200 || r.body.error)).toEqual([]);
  expect(applied.length).toBeGreaterThan(0);
  expect(finalQuantity).toBe(1 + applied.length);
}

/** Simple products without stock management (the seed's first ones), one per scenario. */
async function products() {
  const { rows } = await app().database.pool.query<{ id: number }>(
    "select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock and min_quantity = 1 and regular_price_cents is not null order by id limit 3",
  );
  expect(rows).toHaveLength(3);
  return rows.map((r) => r.id);
}

/** A cart session with one unit of the product: the burst then shares that session. */
async function cartWith(productId: number): Promise<Jar> {
  const j = jar();
  expect((await wc(app().url, "add_to_cart", { product_id: String(productId) }, j)).status).toBe(200);
  return j;
}

async function finalCart(base: string, j: Jar): Promise<CartJson> {
  return (await wc(base, "get_refreshed_fragments", {}, j)).json();
}

describe("exact carts under concurrent writes", () => {
  it("F1: 200 concurrent adds on one cart on one process give exactly 200", async () => {
    const [id] = await products();
    const j = await cartWith(id!);
    const results = await burst(199, id!, j, [app().url]);
    const final = await finalCart(app().url, j);
    expect(final.cart.lines).toHaveLength(1);
    expectExact(results, final.cart.lines[0]!.quantity);
    // The stored cart is the one the last write answered with.
    const hashes = new Set(results.map((r) => r.body.cart_hash));
    expect(hashes.has(final.cart_hash)).toBe(true);
  });

  it("F3: 200 concurrent adds on one cart across two processes sharing PostgreSQL give exactly 200", async () => {
    const [, id] = await products();
    const j = await cartWith(id!);
    const results = await burst(199, id!, j, [app().url, second().url]);
    // Either process reads the same cart: nothing lives in one process's memory.
    const [a, b] = [await finalCart(app().url, j), await finalCart(second().url, j)];
    expect(b.cart).toEqual(a.cart);
    expect(a.cart.lines).toHaveLength(1);
    expectExact(results, a.cart.lines[0]!.quantity);
  });

  it("F3: a stock of 37 stops 100 concurrent adds across two processes at exactly 37", async () => {
    const [, , id] = await products();
    await app().database.pool.query(
      "update products set manage_stock = true, stock_quantity = 37 where id = $1",
      [id],
    );
    const j = await cartWith(id!);
    const results = await burst(99, id!, j, [app().url, second().url]);
    const shed = results.filter((r) => r.status === 503);
    for (const r of shed) expect(r.body.code).toBe("laden_unavailable");
    const added = results.filter((r) => r.status === 200 && !r.body.error);
    const refused = results.filter((r) => r.status === 200 && r.body.error);
    expect(added.length + refused.length + shed.length).toBe(99);
    expect(refused.every((r) => r.body.code === "laden_stock_exceeded")).toBe(true);
    // Of the adds that reached the database, exactly the 36 units left were taken.
    expect(added).toHaveLength(Math.min(36, 99 - shed.length));
    expect((await finalCart(app().url, j)).cart.lines[0]!.quantity).toBe(1 + added.length);
  });
});
