/**
 * Issue 19, shop defects over HTTP: German shop law in listings, search, cart and checkout (unit
 * prices of variable products, "inkl. MwSt." next to search prices, the delivery time), the
 * variable products' buttons with their product id, English product cards, the mandate preview
 * in the request's `lang`, attribute labels on the order-received page and in the order mail,
 * and no paid flat rate next to free shipping.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";

const app = appForFile();

async function request(path: string, j: Jar = jar(), init: RequestInit = {}) {
  const res = await fetch(`${app().url}${path}`, {
    redirect: "manual",
    ...init,
    headers: { ...(j.size ? { cookie: cookieHeader(j) } : {}), ...(init.headers ?? {}) },
  });
  remember(j, res);
  return res;
}

async function page(path: string, j?: Jar): Promise<string> {
  const res = await request(path, j);
  expect(res.status, path).toBe(200);
  return res.text();
}

const post = (path: string, j: Jar, fields: Record<string, string>) =>
  request(path, j, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []) {
  return (await app().database.pool.query<T>(text, values)).rows;
}

/** The listing's `li.product` cards. */
function cards(html: string): string[] {
  return [...html.matchAll(/<li class="product type-product[^"]*">(.*?)<\/li>/gs)].map((m) => m[1]!);
}

async function coffeeVariation() {
  const [v] = await sql<{ id: number; product_id: number; price: number }>(
    `select v.id, v.product_id, coalesce(v.sale_price_cents, v.regular_price_cents) as price
       from product_variations v join products p on p.id = v.product_id
      where p.status = 'publish' and v.stock_status = 'instock' and v.attributes ->> 'groesse' = '500 g'
        and v.attributes ->> 'mahlgrad' = 'Filter' order by v.id limit 1`,
  );
  return v!;
}

async function addToCart(j: Jar, productId: number, quantity = 1) {
  const res = await post("/?wc-ajax=add_to_cart", j, {
    product_id: String(productId),
    quantity: String(quantity),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).not.toHaveProperty("error");
}

describe("listing cards of variable products", () => {
  it("show the unit price of their range and carry the product id on their button", async () => {
    const html = await page("/product-category/kaffee/");
    const variable = cards(html).filter((c) => c.includes("product_type_variable"));
    expect(variable.length).toBeGreaterThan(0);
    const ids = (await sql<{ id: number }>("select id from products where type = 'variable'")).map(
      (r) => r.id,
    );
    for (const card of variable) {
      const id = Number(/data-product_id="(\d+)"/.exec(card)?.[1]);
      expect(ids, card).toContain(id);
      expect(card).toMatch(/class="[^"]*\badd_to_cart_button\b/);
      expect(card).not.toContain("ajax_add_to_cart");
      // 250 g, 500 g and 1 kg bags: the lowest price per kg, "ab" when the bags differ.
      expect(card).toMatch(/<p class="unit-price">.*?(ab )?\d+,\d\d(&nbsp;|\s)€ \/ kg<\/p>/s);
    }
  });
});

describe("search results", () => {
  it("show every product price with „inkl. MwSt.“ and the shipping link", async () => {
    const html = await page("/?s=kaffee");
    const results = html.split('class="search-result search-result--product"').slice(1);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const item = result.split("</li>")[0]!.replace(/<!-- -->/g, "");
      expect(item).toMatch(/<p class="tax-notice">inkl\. MwSt\., zzgl\. <a href="[^"]+">Versandkosten<\/a>/);
    }
  });
});

describe("the live search answer", () => {
  it("shows every product price with „inkl. MwSt.“ (as text in an option, which holds no link)", async () => {
    const shop = await page("/shop/");
    const params = JSON.parse(
      /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(shop)![1]!,
    );
    const res = await post("/wp-admin/admin-ajax.php", jar(), {
      action: "is_ajax_load_posts",
      s: "kaffee",
      id: "1",
      page: "1",
      security: params.search.nonce,
    });
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    const prices = html
      .split('class="is-meta-price"')
      .slice(1)
      .map((p) => p.split("</div>")[0]!);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices)
      expect(price).toMatch(/<p class="tax-notice">inkl\. MwSt\., zzgl\. (<a href="[^"]+">)?Versandkosten/);
  });
});

describe("the delivery time", () => {
  it("is shown with each line in the cart and in the checkout's order summary", async () => {
    const j = jar();
    const [simple] = await sql<{ id: number; delivery_time: string | null }>(
      `select id, delivery_time from products where type = 'simple' and status = 'publish'
         and stock_status = 'instock' and min_quantity = 1 order by id limit 1`,
    );
    await addToCart(j, simple!.id);
    const time = simple!.delivery_time ?? "2–4 Werktage";
    const cart = await page("/cart/", j);
    expect(cart).toMatch(new RegExp(`<td class="product-name"[^>]*>.*?Lieferzeit: ${time}.*?</td>`, "s"));
    const checkout = await page("/checkout/", j);
    const review = /<table class="shop_table woocommerce-checkout-review-order-table">.*?<\/table>/s.exec(
      checkout,
    )![0];
    expect(review).toContain(`Lieferzeit: ${time}`);
  });
});

describe("English pages", () => {
  it("say the product cards' texts in English", async () => {
    for (const path of ["/en/", "/en/shop/", "/en/product-category/kaffee/"]) {
      const html = await page(path);
      const text = cards(html).join("\n");
      expect(text.length, path).toBeGreaterThan(0);
      for (const german of ["Preisspanne", "Angebot!", "Ausführung wählen", "inkl. MwSt.", "Grundpreis"])
        expect(text, `${path}: ${german}`).not.toContain(german);
    }
    expect(cards(await page("/en/product-category/kaffee/")).join("")).toContain("Price range");
  });

  it("the mandate preview answers in the language the request names", async () => {
    const html = await page("/en/checkout/");
    const params = JSON.parse(
      /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(params.lang).toBe("en");
    const res = await post("/wp-admin/admin-ajax.php", jar(), {
      action: "gm_sepa_direct_debit_mandate_preview",
      holder: "Erika Mustermann",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      street: "Lindenstraße 12",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      nonce: params.sepa.nonce,
      lang: "en",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<div class="close"[^>]*>Close<\/div>/);
  });
});

describe("an order of a variable product", () => {
  it("names the attributes by their labels on the order-received page and in the order mail", async () => {
    const j = jar();
    const variation = await coffeeVariation();
    await addToCart(j, variation.id);
    const checkoutPage = await page("/checkout/", j);
    const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(checkoutPage)![1]!;
    const token = /name="laden_checkout_token" value="([^"]+)"/.exec(checkoutPage)![1]!;
    const res = await post("/?wc-ajax=checkout", j, {
      "woocommerce-process-checkout-nonce": nonce,
      laden_checkout_token: token,
      billing_first_name: "Erika",
      billing_last_name: "Mustermann",
      billing_country: "DE",
      billing_address_1: "Lindenstraße 12",
      billing_postcode: "10115",
      billing_city: "Berlin",
      billing_email: "attribute-labels@example.com",
      "shipping_method[0]": "local_pickup:3",
      payment_method: "bacs",
      terms: "1",
    });
    const body = (await res.json()) as { result: string; redirect: string };
    expect(body.result).toBe("success");
    const received = await page(
      new URL(body.redirect, app().url).pathname + new URL(body.redirect, app().url).search,
      j,
    );
    const meta = /<ul class="wc-item-meta">(.*?)<\/ul>/s.exec(received)![1]!;
    expect(meta.replace(/<!-- -->/g, "")).toMatch(
      /Größe:<\/strong> 500 g<\/li>.*Mahlgrad:<\/strong> Filter<\/li>/s,
    );
    expect(received).not.toMatch(/groesse:|mahlgrad:/);
    const id = /order-received\/(\d+)/.exec(body.redirect)![1]!;
    // The mail is queued in the order's transaction: it is in the outbox with the answer.
    const mails = await sql<{ text: string }>("select text from mail_outbox where dedupe_key like $1", [
      `order:${id}:%`,
    ]);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain("Größe: 500 g, Mahlgrad: Filter");
      expect(mail.text).not.toMatch(/groesse|mahlgrad:/);
    }
  });
});

describe("free shipping", () => {
  it("is offered instead of the paid flat rate once the cart reaches the threshold", async () => {
    const j = jar();
    const [{ id, price } = { id: 0, price: 0 }] = await sql<{ id: number; price: number }>(
      `select id, coalesce(sale_price_cents, regular_price_cents) as price from products
        where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock
          and min_quantity = 1 and coalesce(sale_price_cents, regular_price_cents) > 0 order by id limit 1`,
    );
    await addToCart(j, id);
    const below = await page("/checkout/", j);
    if (price < 3900) expect(below).toContain('id="shipping_method_0_flat_rate1"');
    await addToCart(j, id, Math.ceil(3900 / price));
    const above = await page("/checkout/", j);
    expect(above).toContain('id="shipping_method_0_free_shipping2"');
    expect(above).not.toContain('id="shipping_method_0_flat_rate1"');
  });
});

describe("a product without an image", () => {
  it("shows the shop's placeholder tile, not an empty one", async () => {
    const slug = /href="\/product\/([^/"]+)\/"/.exec(cards(await page("/shop/"))[0]!)![1]!;
    await sql("update products set image_id = null where slug = $1", [slug]);
    const card = cards(await page("/shop/")).find((c) => c.includes(`/product/${slug}/`));
    expect(card).toMatch(
      /<span class="product-image product-image--placeholder[^"]*" aria-hidden="true"><svg[^>]*>.*?<\/svg><\/span>/s,
    );
    expect(card).not.toContain("product-image--empty");
  });
});
