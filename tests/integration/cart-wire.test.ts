/**
 * The wc-ajax cart contract over HTTP: shapes, cookies, hashes, bad input. Concurrent writes are
 * in tests/reliability/carts.test.ts.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";

const app = appForFile();

async function wc(
  base: string,
  endpoint: string,
  body: Record<string, string> | string,
  j?: Jar,
  contentType = "application/x-www-form-urlencoded",
) {
  const res = await fetch(`${base}/?wc-ajax=${endpoint}`, {
    method: "POST",
    headers: { "content-type": contentType, ...(j?.size ? { cookie: cookieHeader(j) } : {}) },
    body: typeof body === "string" ? body : new URLSearchParams(body),
  });
  if (j) remember(j, res);
  return res;
}

async function productIds() {
  const db = app().database.pool;
  const simple = await db.query<{ id: number; slug: string }>(
    "select id, slug from products where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock and min_quantity = 1 and regular_price_cents is not null order by id limit 2",
  );
  const variable = await db.query<{ id: number; slug: string; vid: number; other: number }>(
    `select p.id, p.slug, v.id as vid,
            (select v2.id from product_variations v2 where v2.product_id <> p.id limit 1) as other
     from products p join product_variations v on v.product_id = p.id
     where p.type = 'variable' and v.stock_status = 'instock' order by p.id, v.id limit 1`,
  );
  return { simple: simple.rows[0]!, simple2: simple.rows[1]!, variable: variable.rows[0]! };
}

describe("add_to_cart", () => {
  it("adds, answers fragments and cart_hash, and sets the session and hint cookies", async () => {
    const { simple } = await productIds();
    const j = jar();
    const res = await wc(
      app().url,
      "add_to_cart",
      { product_id: String(simple.id), quantity: "2", product_sku: "x", success_message: "ok" },
      j,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(Object.keys(body.fragments)).toEqual(
      expect.arrayContaining(["div.widget_shopping_cart_content", "a.cart-contents"]),
    );
    expect(body.fragments["div.widget_shopping_cart_content"]).toMatch(
      /^<div class="widget_shopping_cart_content">/,
    );
    expect(body.fragments["div.widget_shopping_cart_content"]).toContain(
      'class="remove remove_from_cart_button"',
    );
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(body.cart.totals.itemCount).toBe(2);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("laden_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(j.get("woocommerce_items_in_cart")).toBe("1");
    expect(j.get("woocommerce_cart_hash")).toBe(body.cart_hash);

    // Adding again raises the line; the hash changes with it.
    const again = await (await wc(app().url, "add_to_cart", { product_id: String(simple.id) }, j)).json();
    expect(again.cart.lines).toHaveLength(1);
    expect(again.cart.lines[0].quantity).toBe(3);
    expect(again.cart_hash).not.toBe(body.cart_hash);
  });

  it("accepts a variation by id, by attributes, and as product_id", async () => {
    const { variable } = await productIds();
    const j = jar();
    const byId = await (
      await wc(
        app().url,
        "add_to_cart",
        { product_id: String(variable.id), variation_id: String(variable.vid) },
        j,
      )
    ).json();
    expect(byId.cart.lines[0].variationId).toBe(variable.vid);
    const asProduct = await (
      await wc(app().url, "add_to_cart", { product_id: String(variable.vid) }, j)
    ).json();
    expect(asProduct.cart.lines).toHaveLength(1);
    expect(asProduct.cart.lines[0].quantity).toBe(2);
    const { rows } = await app().database.pool.query(
      "select attributes from product_variations where id = $1",
      [variable.vid],
    );
    const attrs = Object.fromEntries(
      Object.entries(rows[0].attributes as Record<string, string>).map(([k, v]) => [`attribute_${k}`, v]),
    );
    const byAttrs = await (
      await wc(app().url, "add_to_cart", { product_id: String(variable.id), ...attrs }, j)
    ).json();
    expect(byAttrs.cart.lines[0].quantity).toBe(3);
  });

  it("answers business failures with 200 {error, product_url, code} and leaves the cart as it was", async () => {
    const { simple, variable } = await productIds();
    const j = jar();
    await wc(app().url, "add_to_cart", { product_id: String(simple.id) }, j);
    const hash = j.get("woocommerce_cart_hash");
    await app().database.pool.query(
      "update products set status = 'draft' where id = (select id from products where type='simple' order by id desc limit 1)",
    );
    const draft = await app().database.pool.query("select id from products where status = 'draft' limit 1");
    const cases: [Record<string, string>, string, string][] = [
      [{ product_id: "999999" }, "laden_product_not_found", "/shop/"],
      [{ product_id: String(draft.rows[0].id) }, "laden_product_not_found", "/shop/"],
      [
        { product_id: String(variable.id), variation_id: String(variable.other) },
        "laden_invalid_variation",
        `/product/${variable.slug}/`,
      ],
      [{ product_id: String(variable.id) }, "laden_invalid_variation", `/product/${variable.slug}/`],
      [
        { product_id: String(simple.id), variation_id: String(variable.vid) },
        "laden_invalid_variation",
        `/product/${simple.slug}/`,
      ],
      ...["0", "-1", "1.5", "abc", "100000", "99999999999"].map(
        (q): [Record<string, string>, string, string] => [
          { product_id: String(simple.id), quantity: q },
          "laden_invalid_quantity",
          `/product/${simple.slug}/`,
        ],
      ),
      [
        { product_id: String(simple.id), quantity: "9999" },
        "laden_stock_exceeded",
        `/product/${simple.slug}/`,
      ],
    ];
    for (const [fields, code, productUrl] of cases) {
      const res = await wc(app().url, "add_to_cart", fields, j);
      expect(res.status, JSON.stringify(fields)).toBe(200);
      const body = await res.json();
      expect(body, JSON.stringify(fields)).toMatchObject({ error: true, code, product_url: productUrl });
      expect(body.message.length).toBeGreaterThan(10);
    }
    const refreshed = await (await wc(app().url, "get_refreshed_fragments", {}, j)).json();
    expect(refreshed.cart_hash).toBe(hash);
    expect(refreshed.cart.lines[0].quantity).toBe(1);
  });

  it("rejects an out-of-stock product with laden_out_of_stock", async () => {
    const { rows } = await app().database.pool.query(
      "select id from products where stock_status = 'outofstock' limit 1",
    );
    expect(rows).toHaveLength(1);
    const body = await (await wc(app().url, "add_to_cart", { product_id: String(rows[0].id) })).json();
    expect(body).toMatchObject({ error: true, code: "laden_out_of_stock" });
  });

  it("answers malformed requests with 400 and a code", async () => {
    for (const body of [{}, { product_id: "" }, { product_id: "abc" }, { quantity: "1" }] as Record<
      string,
      string
    >[]) {
      const res = await wc(app().url, "add_to_cart", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "laden_invalid_product_id", data: { status: 400 } });
    }
    const json = await wc(app().url, "add_to_cart", '{"product_id": 1}', undefined, "application/json");
    expect(json.status).toBe(400);
    expect((await json.json()).code).toBe("laden_invalid_content_type");
    const get = await fetch(`${app().url}/?wc-ajax=add_to_cart&product_id=1`);
    expect(get.status).toBe(405);
  });

  it("does not create a session for a request that fails before touching the cart", async () => {
    const res = await wc(app().url, "add_to_cart", { product_id: "abc" });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("remove_from_cart and get_refreshed_fragments", () => {
  it("removes a line by cart_item_key and clears the hint cookies when empty", async () => {
    const { simple } = await productIds();
    const j = jar();
    const added = await (await wc(app().url, "add_to_cart", { product_id: String(simple.id) }, j)).json();
    const key = added.cart.lines[0].key;
    const res = await wc(app().url, "remove_from_cart", { cart_item_key: key }, j);
    const body = await res.json();
    expect(body.cart_hash).toBe("");
    expect(body.fragments["div.widget_shopping_cart_content"]).toContain(
      "woocommerce-mini-cart__empty-message",
    );
    expect(j.has("woocommerce_items_in_cart")).toBe(false);
    expect(j.has("woocommerce_cart_hash")).toBe(false);
  });

  it("answers an unknown key with 200 {success: false} and a missing key with 400", async () => {
    const j = jar();
    const { simple } = await productIds();
    await wc(app().url, "add_to_cart", { product_id: String(simple.id) }, j);
    for (const key of ["0".repeat(32), "nope"]) {
      const res = await wc(app().url, "remove_from_cart", { cart_item_key: key }, j);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: false });
    }
    expect((await wc(app().url, "remove_from_cart", {}, j)).status).toBe(400);
  });

  it("refreshes fragments without creating a session for a visitor without one", async () => {
    const res = await wc(app().url, "get_refreshed_fragments", { time: String(Date.now()) });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("laden_session"))).toEqual([]);
    const body = await res.json();
    expect(body.cart_hash).toBe("");
  });
});
