/**
 * The checkout over HTTP: the page, `?wc-ajax=update_order_review`, `?wc-ajax=checkout` with
 * every payment and shipping method and every bad input, idempotency, the no-JS form, the
 * confirm step, order-received, order-pay and the e-mails. The last unit under concurrency is
 * in tests/reliability/last-unit.test.ts.
 */
import { describe, expect, it } from "vitest";
import { decryptIban } from "#modules/checkout/iban-crypto.ts";
import { appForFile, TEST_SECRET } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200" };
const sink = smtpSinkForFile(env);
const app = appForFile(env);

const IBAN = "DE89370400440532013000";
const SEPA = "german_market_sepa_direct_debit";
const INVOICE = "german_market_purchase_on_account";

async function request(path: string, j: Jar, init: RequestInit = {}) {
  const res = await fetch(`${app().url}${path}`, {
    redirect: "manual",
    ...init,
    headers: { ...(j.size ? { cookie: cookieHeader(j) } : {}), ...(init.headers ?? {}) },
  });
  remember(j, res);
  return res;
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

/** A simple product in stock with its price (not stock-managed unless asked). */
async function simpleProduct(minCents = 0) {
  const [p] = await sql<{ id: number; price: number; name: string }>(
    `select id, coalesce(sale_price_cents, regular_price_cents) as price, name from products
     where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock
       and min_quantity = 1 and coalesce(sale_price_cents, regular_price_cents) >= $1 order by id limit 1`,
    [minCents],
  );
  return p!;
}

type Visitor = { j: Jar; nonce: string; updateNonce: string; token: string; html: string };

/** A guest with `quantity` of a product in the cart, on the checkout page. */
async function visitorWithCart(productId: number, quantity = 1): Promise<Visitor> {
  const j = jar();
  const add = await post("/?wc-ajax=add_to_cart", j, {
    product_id: String(productId),
    quantity: String(quantity),
  });
  expect(add.status).toBe(200);
  return openCheckout(j);
}

async function openCheckout(j: Jar): Promise<Visitor> {
  const res = await request("/checkout/", j);
  expect(res.status).toBe(200);
  const html = await res.text();
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const updateNonce = /data-update-order-review-nonce="([^"]+)"/.exec(html)?.[1] ?? "";
  const token = /name="laden_checkout_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { j, nonce, updateNonce, token, html };
}

/** Empties the visitor's cart behind the page's back (another tab, an expired cart). */
async function emptyCart(v: Visitor) {
  const res = await post("/?wc-ajax=get_refreshed_fragments", v.j, {});
  const { cart } = (await res.json()) as { cart: { lines: { key: string }[] } };
  for (const line of cart.lines) await post("/?wc-ajax=remove_from_cart", v.j, { cart_item_key: line.key });
}

function form(v: Visitor, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "woocommerce-process-checkout-nonce": v.nonce,
    laden_checkout_token: v.token,
    billing_first_name: "Erika",
    billing_last_name: "Mustermann",
    billing_company: "",
    billing_country: "DE",
    billing_address_1: "Lindenstraße 12",
    billing_postcode: "10115",
    billing_city: "Berlin",
    billing_phone: "030 1234567",
    billing_email: "erika@example.com",
    order_comments: "Bitte beim Nachbarn abgeben.",
    "shipping_method[0]": "flat_rate:1",
    payment_method: "bacs",
    terms: "1",
    ...extra,
  };
}

const sepaFields = {
  payment_method: SEPA,
  "german-market-sepa-holder": "Erika Mustermann",
  "german-market-sepa-iban": "de89 3704 0044 0532 0130 00",
  "german-market-sepa-bic": "",
  "german-market-sepa-checkbox": "1",
};

async function checkout(v: Visitor, fields: Record<string, string>) {
  const res = await post("/?wc-ajax=checkout", v.j, fields);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    result: string;
    redirect?: string;
    messages?: string;
    errors?: { field: string; code: string; message: string }[];
  };
}

const orderCount = async () => Number((await sql<{ n: string }>("select count(*) as n from orders"))[0]!.n);

describe("the checkout page", () => {
  it("says the cart is empty when it is", async () => {
    const res = await request("/checkout/", jar());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.text()).toContain("Ihr Warenkorb ist leer");
  });

  it("renders the form with WooCommerce's field names, the legal checks and the order button last", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    for (const name of [
      "billing_first_name",
      "billing_country",
      "billing_email",
      "ship_to_different_address",
      "shipping_address_1",
      "order_comments",
      "shipping_method[0]",
      "payment_method",
      "terms",
      "german-market-sepa-iban",
    ])
      expect(v.html).toContain(`name="${name}"`);
    expect(v.nonce).not.toBe("");
    expect(v.token).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing between the summary and the button: the table is followed by the button row.
    expect(v.html).toMatch(
      /woocommerce-checkout-review-order-table[\s\S]*?<\/table><\/div><div class="form-row place-order"><button[^>]*id="place_order"[^>]*>zahlungspflichtig bestellen<\/button>/,
    );
    expect(v.html).toContain('id="p-shipping-service-provider"');
    expect(v.html).toContain("gm-sepa-direct-debit-second-checkout-disabled");
  });
});

describe("update_order_review", () => {
  it("answers WooCommerce's shape with fragments and recalculates shipping by country and value", async () => {
    const cheap = await simpleProduct();
    const v = await visitorWithCart(cheap.id);
    const review = async (fields: Record<string, string>) => {
      const res = await post("/?wc-ajax=update_order_review", v.j, { security: v.updateNonce, ...fields });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      return res.json();
    };
    const de = await review(form(v));
    expect(de).toMatchObject({ result: "success", messages: "", reload: false });
    expect(Object.keys(de.fragments)).toEqual(
      expect.arrayContaining([".woocommerce-checkout-review-order-table", ".woocommerce-checkout-payment"]),
    );
    expect(de.fragments[".woocommerce-checkout-review-order-table"]).toMatch(
      /^<table class="shop_table woocommerce-checkout-review-order-table">/,
    );
    const flatDe = de.review.rates.find((r: { id: string }) => r.id === "flat_rate:1");
    expect(flatDe.costCents).toBe(490);
    expect(de.review.paymentMethods.map((m: { id: string }) => m.id)).toEqual([SEPA, INVOICE, "bacs"]);

    const at = await review(form(v, { billing_country: "AT", billing_postcode: "1010" }));
    // Austria is in the migrated "EU-Ausland" zone, with its own flat rate (migration 0025).
    expect(at.review.rates.find((r: { id: string }) => r.id === "flat_rate:4").costCents).toBe(1290);
    expect(at.review.rates.map((r: { id: string }) => r.id)).not.toContain("free_shipping:2");
    // Purchase on account is only offered for German billing addresses.
    expect(at.review.paymentMethods.map((m: { id: string }) => m.id)).toEqual([SEPA, "bacs"]);

    // A tampered or stale method is replaced by an offered one, never trusted.
    const tampered = await review(form(v, { "shipping_method[0]": "free_shipping:2" }));
    expect(tampered.review.rateId).toBe("flat_rate:1");
    expect(tampered.review.totalCents).toBe(cheap.price + 490);

    const pickup = await review(form(v, { "shipping_method[0]": "local_pickup:3" }));
    expect(pickup.review.shippingCents).toBe(0);
    expect(pickup.review.totalCents).toBe(cheap.price);

    // A country we do not sell to: no rates.
    const fr = await review(form(v, { billing_country: "FR", billing_postcode: "75001" }));
    expect(fr.review.rates).toEqual([]);
  });

  it("offers free shipping in Germany from the threshold", async () => {
    const v = await visitorWithCart((await simpleProduct()).id, 20);
    const res = await post("/?wc-ajax=update_order_review", v.j, {
      security: v.updateNonce,
      ...form(v, { "shipping_method[0]": "" }),
    });
    const body = await res.json();
    expect(body.review.rates[0]).toMatchObject({ id: "free_shipping:2", costCents: 0 });
    expect(body.review.rateId).toBe("free_shipping:2");
  });

  it("reads WooCommerce's post_data and refuses a bad nonce", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const viaPostData = await post("/?wc-ajax=update_order_review", v.j, {
      security: v.updateNonce,
      post_data: new URLSearchParams(form(v, { billing_country: "AT", billing_postcode: "1010" })).toString(),
    });
    expect((await viaPostData.json()).review.rates[0].costCents).toBe(1290);
    const bad = await (
      await post("/?wc-ajax=update_order_review", v.j, { security: "nope", ...form(v) })
    ).json();
    expect(bad).toMatchObject({ result: "failure", code: "laden_invalid_nonce" });
    expect(bad.messages).toContain("woocommerce-error");
  });

  it("asks for a reload when the cart is empty", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    await emptyCart(v);
    const res = await post("/?wc-ajax=update_order_review", v.j, { security: v.updateNonce, ...form(v) });
    expect(await res.json()).toMatchObject({ result: "failure", reload: true });
  });
});

describe("checkout", () => {
  it("places a prepayment order: on hold, bank details on the thank-you page, stock and cart updated", async () => {
    const product = await simpleProduct();
    await sql("update products set manage_stock = true, stock_quantity = 5 where id = $1", [product.id]);
    // Two of them may reach free shipping; this order is about the paid flat rate, which the shop
    // then offers next to it only when the zone does not hide paid methods once shipping is free.
    await settingsChange(app(), () =>
      sql("update shipping_zones set hide_paid_when_free = false where id = 1"),
    );
    const v = await visitorWithCart(product.id, 2);
    const body = await checkout(v, form(v, { order_total: "1", "order-total": "1" }));
    await settingsChange(app(), () =>
      sql("update shipping_zones set hide_paid_when_free = true where id = 1"),
    );
    expect(body.result).toBe("success");
    const match = /^\/checkout\/order-received\/(\d+)\/\?key=(wc_order_[a-z2-7]{13})$/.exec(body.redirect!);
    expect(match).not.toBeNull();
    const [order] = await sql<Record<string, unknown>>("select * from orders where id = $1", [
      Number(match![1]),
    ]);
    expect(order).toMatchObject({
      status: "on-hold",
      payment_method: "bacs",
      shipping_method: "flat_rate:1",
      subtotal_cents: product.price * 2,
      shipping_cents: 490,
      total_cents: product.price * 2 + 490,
      email: "erika@example.com",
      customer_note: "Bitte beim Nachbarn abgeben.",
      shipping: null,
    });
    expect(Number(match![1])).toBeGreaterThanOrEqual(10001);
    const [stock] = await sql<{ stock_quantity: number }>(
      "select stock_quantity from products where id = $1",
      [product.id],
    );
    expect(stock!.stock_quantity).toBe(3);
    const items = await sql(
      "select name, quantity, unit_cents, total_cents from order_items where order_id = $1",
      [order!.id],
    );
    expect(items).toEqual([
      { name: product.name, quantity: 2, unit_cents: product.price, total_cents: product.price * 2 },
    ]);
    // The cart is empty now.
    expect((await openCheckout(v.j)).html).toContain("Ihr Warenkorb ist leer");

    const page = await request(body.redirect!, v.j);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Vielen Dank");
    expect(html).toContain("DE02 1203 0000 0000 2020 51");
    expect(html).toContain(`Bestellung ${order!.id}`);
    // A wrong key is a 404, not another visitor's order.
    // (Another first character than the real key's: "x" alone matched it 1 time in 32.)
    const wrongKey = body.redirect!.replace(
      /key=wc_order_(.)/,
      (_m, c: string) => `key=wc_order_${c === "x" ? "y" : "x"}`,
    );
    const wrong = await request(wrongKey, jar());
    expect(wrong.status).toBe(404);
  });

  it("places a SEPA order: IBAN encrypted with the last 4 in clear, a mandate reference, processing", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const body = await checkout(v, form(v, sepaFields));
    expect(body.result).toBe("success");
    const id = Number(/order-received\/(\d+)/.exec(body.redirect!)![1]);
    const [order] = await sql<Record<string, string>>("select * from orders where id = $1", [id]);
    expect(order!.status).toBe("processing");
    expect(order!.sepa_iban_last4).toBe("3000");
    expect(order!.sepa_iban_encrypted).not.toContain(IBAN);
    expect(decryptIban(TEST_SECRET, order!.sepa_iban_encrypted!, order!.order_key!)).toBe(IBAN);
    expect(order!.mandate_reference).toMatch(new RegExp(`^LADEN-${id}-[0-9A-Z]{8}$`));
    expect(order!.mandate_accepted_at).not.toBeNull();
    const html = await (await request(body.redirect!, v.j)).text();
    expect(html).toContain("DE** **** **** **** **30 00");
    expect(html).not.toContain("0532 0130");
    expect(html).toContain(order!.mandate_reference!);
  });

  it("places a purchase-on-account order that goes to the billing address only", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const body = await checkout(
      v,
      form(v, {
        payment_method: INVOICE,
        ship_to_different_address: "1",
        shipping_first_name: "Max",
        shipping_last_name: "Muster",
        shipping_country: "DE",
        shipping_address_1: "Am Hang 3",
        shipping_postcode: "20095",
        shipping_city: "Hamburg",
      }),
    );
    expect(body.result).toBe("success");
    const [order] = await sql<{ status: string; shipping: unknown }>(
      "select status, shipping from orders where id = $1",
      [Number(/order-received\/(\d+)/.exec(body.redirect!)![1])],
    );
    expect(order).toEqual({ status: "processing", shipping: null });
  });

  it("delivers to a different address with prepayment, and local pickup costs nothing", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const body = await checkout(
      v,
      form(v, {
        ship_to_different_address: "1",
        shipping_first_name: "Max",
        shipping_last_name: "Muster",
        shipping_country: "AT",
        shipping_address_1: "Ringstraße 1",
        shipping_postcode: "1010",
        shipping_city: "Wien",
        // Austria's zone has its own flat rate (migration 0025).
        "shipping_method[0]": "flat_rate:4",
      }),
    );
    expect(body.result).toBe("success");
    const [order] = await sql<{ shipping: { city: string }; shipping_cents: number }>(
      "select shipping, shipping_cents from orders where id = $1",
      [Number(/order-received\/(\d+)/.exec(body.redirect!)![1])],
    );
    expect(order!.shipping.city).toBe("Wien");
    expect(order!.shipping_cents).toBe(1290);

    const w = await visitorWithCart((await simpleProduct()).id);
    const pickup = await checkout(w, form(w, { "shipping_method[0]": "local_pickup:3" }));
    const [p] = await sql<{ shipping_cents: number }>("select shipping_cents from orders where id = $1", [
      Number(/order-received\/(\d+)/.exec(pickup.redirect!)![1]),
    ]);
    expect(p!.shipping_cents).toBe(0);
  });

  const bad: [string, Record<string, string>, string, string][] = [
    [
      "an invalid IBAN",
      { ...sepaFields, "german-market-sepa-iban": "DE89370400440532013001" },
      "german-market-sepa-iban",
      "laden_iban_checksum",
    ],
    [
      "an invalid BIC",
      { ...sepaFields, "german-market-sepa-bic": "COBA" },
      "german-market-sepa-bic",
      "laden_bic_invalid",
    ],
    [
      "a missing mandate consent",
      { ...sepaFields, "german-market-sepa-checkbox": "" },
      "german-market-sepa-checkbox",
      "laden_sepa_consent_required",
    ],
    [
      "a missing holder",
      { ...sepaFields, "german-market-sepa-holder": " " },
      "german-market-sepa-holder",
      "laden_sepa_holder_required",
    ],
    ["missing terms", { terms: "" }, "terms", "laden_terms_required"],
    [
      "an unknown shipping method",
      { "shipping_method[0]": "express:9" },
      "shipping_method[0]",
      "laden_invalid_shipping_method",
    ],
    [
      "free shipping below the threshold",
      { "shipping_method[0]": "free_shipping:2" },
      "shipping_method[0]",
      "laden_invalid_shipping_method",
    ],
    [
      "an unknown payment method",
      { payment_method: "cod" },
      "payment_method",
      "laden_invalid_payment_method",
    ],
    [
      "purchase on account from Austria",
      { payment_method: INVOICE, billing_country: "AT", billing_postcode: "1010" },
      "payment_method",
      "laden_invalid_payment_method",
    ],
    [
      "a country we do not sell to",
      { billing_country: "US" },
      "billing_country",
      "laden_country_not_allowed",
    ],
    [
      "a German postcode with 4 digits",
      { billing_postcode: "1011" },
      "billing_postcode",
      "laden_invalid_postcode",
    ],
    ["an invalid e-mail", { billing_email: "erika@" }, "billing_email", "laden_invalid_email"],
    ["a phone with 3 digits", { billing_phone: "123" }, "billing_phone", "laden_invalid_phone"],
    ["a missing last name", { billing_last_name: "" }, "billing_last_name", "laden_required_field"],
  ];
  it.each(bad)("refuses %s with a German message and stores nothing", async (_name, fields, field, code) => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const before = await orderCount();
    const body = await checkout(v, form(v, fields));
    expect(body.result).toBe("failure");
    expect(body.errors).toContainEqual(expect.objectContaining({ field, code }));
    expect(body.messages).toMatch(new RegExp(`<li data-id="${field.replace(/[[\]]/g, "\\$&")}">`));
    expect(await orderCount()).toBe(before);
    // The cart is still there.
    expect((await openCheckout(v.j)).html).not.toContain("Ihr Warenkorb ist leer");
  });

  it("refuses an expired or foreign nonce, and an empty cart", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const other = await visitorWithCart((await simpleProduct()).id);
    const before = await orderCount();
    const foreign = await checkout(v, form(v, { "woocommerce-process-checkout-nonce": other.nonce }));
    expect(foreign).toMatchObject({ result: "failure" });
    expect(foreign.errors![0]!.code).toBe("laden_invalid_nonce");
    const empty = await visitorWithCart((await simpleProduct()).id);
    await emptyCart(empty);
    const none = await checkout(empty, form(empty));
    expect(none.errors![0]!.code).toBe("laden_cart_empty");
    expect(await orderCount()).toBe(before);
  });

  it("stores the order attribution fields as untrusted input, with the device type", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const res = await fetch(`${app().url}/?wc-ajax=checkout`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookieHeader(v.j),
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
      },
      body: new URLSearchParams(
        form(v, {
          wc_order_attribution_source_type: "utm",
          wc_order_attribution_utm_source: "<b>newsletter</b>",
          wc_order_attribution_utm_medium: "email",
          wc_order_attribution_referrer: "javascript:alert(1)",
          wc_order_attribution_session_pages: "3",
          wc_order_attribution_bogus: "x",
        }),
      ),
    });
    const body = await res.json();
    const [order] = await sql<{ attribution: Record<string, string> }>(
      "select attribution from orders where id = $1",
      [Number(/order-received\/(\d+)/.exec(body.redirect)![1])],
    );
    expect(order!.attribution).toEqual({
      source_type: "utm",
      utm_source: "newsletter",
      utm_medium: "email",
      session_pages: "3",
      device_type: "Mobile",
    });
    // Without the fields (no tracking consent) the order carries no attribution.
    const w = await visitorWithCart((await simpleProduct()).id);
    const plain = await checkout(w, form(w));
    const [none] = await sql<{ attribution: Record<string, string> }>(
      "select attribution from orders where id = $1",
      [Number(/order-received\/(\d+)/.exec(plain.redirect!)![1])],
    );
    expect(none!.attribution).toEqual({});
  });

  it("ignores posted prices and totals: the server computes them", async () => {
    const product = await simpleProduct();
    const v = await visitorWithCart(product.id);
    const body = await checkout(v, form(v, { total_cents: "1", "cart[0][price]": "1", shipping_cents: "0" }));
    const [order] = await sql<{ total_cents: number }>("select total_cents from orders where id = $1", [
      Number(/order-received\/(\d+)/.exec(body.redirect!)![1]),
    ]);
    expect(order!.total_cents).toBe(product.price + 490);
  });

  it("refuses an order when the stock went between cart and order", async () => {
    const product = await simpleProduct();
    await sql("update products set manage_stock = true, stock_quantity = 3 where id = $1", [product.id]);
    const v = await visitorWithCart(product.id, 2);
    await sql("update products set stock_quantity = 1 where id = $1", [product.id]);
    const before = await orderCount();
    const body = await checkout(v, form(v));
    expect(body.errors![0]).toMatchObject({ code: "laden_out_of_stock" });
    expect(body.errors![0]!.message).toContain(product.name);
    expect(await orderCount()).toBe(before);
    await sql("update products set manage_stock = false, stock_quantity = null where id = $1", [product.id]);
  });
});

describe("idempotency", () => {
  it("a retry and a double submit with the same token make one order", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const before = await orderCount();
    const [a, b] = await Promise.all([checkout(v, form(v)), checkout(v, form(v))]);
    expect(a.result).toBe("success");
    expect(b.result).toBe("success");
    expect(b.redirect).toBe(a.redirect);
    const retry = await checkout(v, form(v));
    expect(retry.redirect).toBe(a.redirect);
    expect(await orderCount()).toBe(before + 1);
    // Another visitor presenting the token does not get the order.
    const thief = await visitorWithCart((await simpleProduct()).id);
    const stolen = await checkout(thief, form(thief, { laden_checkout_token: v.token }));
    expect(stolen.result).toBe("failure");
    expect(stolen.redirect).toBeUndefined();
  });
});

describe("without JavaScript", () => {
  it("posts the form to /checkout/, re-renders it with messages and values, then redirects", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const failed = await post("/checkout/", v.j, form(v, { terms: "", billing_city: "Potsdam" }));
    expect(failed.status).toBe(422);
    const html = await failed.text();
    expect(html).toContain("Bitte bestätigen Sie, dass Sie die AGB");
    expect(html).toContain('value="Potsdam"');
    const ok = await post("/checkout/", v.j, form(v));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  });
});

describe("the second checkout (confirm step)", () => {
  it("validates, shows the confirm page, and places the order from its binding button", async () => {
    await settingsChange(app(), () =>
      sql(`insert into settings (key, value) values ('checkout.secondCheckout', 'true')
               on conflict (key) do update set value = excluded.value`),
    );
    try {
      const v = await visitorWithCart((await simpleProduct()).id);
      const invalid = await checkout(v, form(v, { terms: "" }));
      expect(invalid.result).toBe("failure");
      const before = await orderCount();
      const step1 = await checkout(v, form(v, sepaFields));
      expect(step1).toEqual({ result: "success", redirect: "/checkout/confirm/" });
      expect(await orderCount()).toBe(before);
      // Back from the confirm step with a changed cart: the server says the totals changed (B10).
      await post("/?wc-ajax=add_to_cart", v.j, { product_id: String((await simpleProduct()).id) });
      const back = await request("/checkout/", v.j, {
        headers: { referer: `${app().url}/checkout/confirm/` },
      });
      expect(await back.text()).toContain("laden-updated-totals");
      const page = await request("/checkout/confirm/", v.j);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('id="place_order_back"');
      expect(html).toContain('class="wgm-place-order-disabled"');
      expect(html).toContain("DE** **** **** **** **30 00");
      expect(html).not.toContain("0532 0130");
      const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)![1]!;
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
          m[1]!,
          m[2]!
            .replace(/&amp;/g, "&")
            .replace(/&quot;/g, '"')
            .replace(/&#x27;/g, "'")
            .replace(/&lt;/g, "<")
            .replace(/&gt;/g, ">"),
        ]),
      );
      expect(hidden.laden_checkout_stage).toBe("confirm");
      const placed = await post("/checkout/confirm/", v.j, {
        ...hidden,
        "woocommerce-process-checkout-nonce": nonce,
      });
      expect(placed.status).toBe(303);
      expect(await orderCount()).toBe(before + 1);
      const [order] = await sql<{
        payment_method: string;
        billing: { lastName: string };
        sepa_iban_last4: string;
      }>("select payment_method, billing, sepa_iban_last4 from orders order by id desc limit 1");
      expect(order).toMatchObject({
        payment_method: SEPA,
        billing: { lastName: "Mustermann" },
        sepa_iban_last4: "3000",
      });
      // Without a draft the confirm page sends the visitor back to the checkout.
      const again = await request("/checkout/confirm/", v.j);
      expect(again.status).toBe(302);
    } finally {
      await settingsChange(app(), () => sql("delete from settings where key = 'checkout.secondCheckout'"));
    }
  });
});

describe("order-pay", () => {
  it("lets the customer pay a prepayment order by direct debit, once", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const body = await checkout(v, form(v));
    const [, id, key] = /order-received\/(\d+)\/\?key=(.+)$/.exec(body.redirect!)!;
    const url = `/checkout/order-pay/${id}/?key=${key}`;
    const page = await request(url, jar());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("gm-sepa-direct-debit-order-pay");
    expect(html).toContain('name="billing_postcode" value="10115"');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html)![1]!;
    const bad = await post(url, jar(), {
      _wpnonce: nonce,
      payment_method: SEPA,
      terms: "1",
      "german-market-sepa-holder": "Erika",
      "german-market-sepa-iban": "DE00",
      "german-market-sepa-checkbox": "1",
    });
    expect(bad.status).toBe(422);
    const ok = await post(url, jar(), { _wpnonce: nonce, ...sepaFields, terms: "1" });
    expect(ok.status).toBe(303);
    const [order] = await sql<{ status: string; payment_method: string; sepa_iban_last4: string }>(
      "select status, payment_method, sepa_iban_last4 from orders where id = $1",
      [Number(id)],
    );
    expect(order).toEqual({ status: "processing", payment_method: SEPA, sepa_iban_last4: "3000" });
    const after = await (await request(url, jar())).text();
    expect(after).toContain("muss nicht mehr bezahlt werden");
    expect((await request(`/checkout/order-pay/${id}/?key=wc_order_wrong`, jar())).status).toBe(404);
  });
});

describe("order e-mails", () => {
  it("sends the confirmation with the mandate copy to the customer and a notification to the shop, once", async () => {
    const v = await visitorWithCart((await simpleProduct()).id);
    const email = `mandate-${Date.now()}@example.com`;
    const body = await checkout(v, form(v, { ...sepaFields, billing_email: email }));
    const id = /order-received\/(\d+)/.exec(body.redirect!)![1]!;
    const deadline = Date.now() + 15_000;
    const mine = () => sink.mails.filter((m) => m.data.includes(`Bestellung ${id}`));
    while (mine().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const mails = mine();
    expect(mails).toHaveLength(2);
    const customer = mails.find((m) => m.to.includes(email))!;
    const decoded = customer.data
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
    expect(decoded).toContain("SEPA");
    expect(decoded).toContain("Mandatsreferenz");
    expect(decoded).not.toContain("0532 0130");
    expect(mails.find((m) => m.to.includes("hallo@roestwerk.example"))).toBeDefined();
    await new Promise((r) => setTimeout(r, 600));
    expect(mine()).toHaveLength(2);
  }, 30_000);
});
