/**
 * Coupons over HTTP (issue 24): `?wc-ajax=apply_coupon` / `remove_coupon` with every refusal's
 * German notice and the cart unchanged; the cart form without JavaScript (303 and the notice);
 * a fixed cart coupon on a mixed 19 %/7 % cart split over the rates by the lines' gross, as the
 * order keeps it (amounts worked out here, independently of modules/coupons); a single-use
 * coupon in 50 concurrent checkouts spent exactly once.
 */

import { eq } from "drizzle-orm";
import "#modules/all-settings.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { orderDocuments } from "#db/schema/index.ts";
import { issueCreditNote } from "#modules/documents/credit-note.ts";
import { einvoiceXml } from "#modules/documents/einvoice/generate.ts";
import { issueInvoice } from "#modules/documents/issue.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { setSettings } from "#modules/settings/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";
import { en16931Problems, parseCii, xsdProblems } from "../setup/en16931.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile({});

// 50 checkouts come from one address here: the per-address order limit must not be what refuses them.
beforeAll(async () => {
  await settingsChange(app(), () =>
    setSettings(app().database.db, {
      "checkout.ordersPerHour": 100_000,
      "legal.companyName": "Röstwerk Laden GmbH",
      "legal.street": "Hafenstraße 12",
      "legal.postcode": "20457",
      "legal.city": "Hamburg",
      "legal.vatId": "DE123456789",
      "legal.email": "rechnung@roestwerk.example",
    }),
  );
});

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

async function product(taxClass: "standard" | "reduced", skip: number[] = []) {
  const [p] = await sql<{ id: number; name: string; price: number }>(
    `select id, name, coalesce(sale_price_cents, regular_price_cents) as price from products
     where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock
       and min_quantity = 1 and tax_class = $1 and coalesce(sale_price_cents, regular_price_cents) >= 500
       and not (id = any($2::int[]))
     order by id limit 1`,
    [taxClass, skip],
  );
  return p!;
}

let couponSeq = 0;
async function coupon(fields: Record<string, unknown>): Promise<string> {
  couponSeq += 1;
  const code = (fields.code as string | undefined) ?? `test-${couponSeq}-${Date.now()}`;
  const cols = { discount_type: "fixed_cart", amount: 500, ...fields, code };
  const names = Object.keys(cols);
  await sql(
    `insert into coupons (${names.join(", ")}) values (${names.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(cols),
  );
  return code;
}

type Visitor = { j: Jar; nonce: string };

async function visitor(productIds: number[]): Promise<Visitor> {
  const j = jar();
  for (const id of productIds) {
    const add = await post("/?wc-ajax=add_to_cart", j, { product_id: String(id), quantity: "1" });
    expect(add.status).toBe(200);
  }
  const page = await (await request("/cart/", j)).text();
  return { j, nonce: /name="_wpnonce" value="([^"]+)"/.exec(page)![1]! };
}

const apply = (v: Visitor, code: string) =>
  post("/?wc-ajax=apply_coupon", v.j, { security: v.nonce, coupon_code: code });

async function heldCoupons(v: Visitor): Promise<number> {
  const page = await (await request("/cart/", v.j)).text();
  return (page.match(/class="cart-discount coupon-/g) ?? []).length;
}

describe("apply_coupon and remove_coupon", () => {
  it("applies a code trimmed and case-insensitively, shows the discount, removes it", async () => {
    const p = await product("standard");
    const code = await coupon({ code: "sommer-test", amount: 300 });
    const v = await visitor([p.id]);
    const res = await apply(v, "  SOMMER-Test ");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toBe(
      '<div class="woocommerce-message" role="alert">Gutschein erfolgreich angewendet.</div>',
    );
    const cart = await (await request("/cart/", v.j)).text();
    expect(cart).toContain(`Gutschein: ${code}`);
    expect(cart).toContain('−<span class="woocommerce-Price-amount amount"><bdi>3,00');
    // The mini cart (fragments) shows it too.
    const fragments = (await (await post("/?wc-ajax=get_refreshed_fragments", v.j, {})).json()) as {
      fragments: Record<string, string>;
      cart: { totals: { discountCents: number; totalCents: number } };
    };
    expect(fragments.fragments["div.widget_shopping_cart_content"]).toContain(`Gutschein: ${code}`);
    expect(fragments.cart.totals.discountCents).toBe(300);
    // add_to_cart reads the held coupons in its own statement: its answer keeps the discount.
    const added = (await (
      await post("/?wc-ajax=add_to_cart", v.j, { product_id: String(p.id), quantity: "1" })
    ).json()) as typeof fragments;
    expect(added.cart.totals.discountCents).toBe(300);
    expect(added.fragments["div.widget_shopping_cart_content"]).toContain(`Gutschein: ${code}`);

    const again = await apply(v, code);
    expect(await again.text()).toContain("Gutscheincode wurde bereits angewendet!");

    const removed = await post("/?wc-ajax=remove_coupon", v.j, { security: v.nonce, coupon: code });
    expect(await removed.text()).toContain("Gutschein erfolgreich entfernt.");
    expect(await heldCoupons(v)).toBe(0);
    const notHeld = await post("/?wc-ajax=remove_coupon", v.j, { security: v.nonce, coupon: code });
    expect(notHeld.headers.get("x-laden-code")).toBe("laden_coupon_not_applied");
  });

  it("refuses every bad coupon with WooCommerce's German notice and leaves the cart unchanged", async () => {
    const p = await product("standard");
    const other = await product("reduced");
    const v = await visitor([p.id]);
    const day = 86_400_000;
    const held = await coupon({ individual_use: true });
    const cases: [string, string, RegExp][] = [
      ["", "laden_coupon_missing", /Bitte geben Sie einen Gutscheincode ein\./],
      ["gibt-es-nicht", "laden_coupon_unknown", /Gutschein „gibt-es-nicht“ existiert nicht!/],
      [await coupon({ status: "trash", trashed_at: new Date() }), "laden_coupon_unknown", /existiert nicht!/],
      [await coupon({ status: "draft" }), "laden_coupon_unknown", /existiert nicht!/],
      [
        await coupon({ expires_at: new Date(Date.now() - day) }),
        "laden_coupon_expired",
        /Dieser Gutschein ist abgelaufen\./,
      ],
      [
        await coupon({ valid_from: new Date(Date.now() + day) }),
        "laden_coupon_not_yet_valid",
        /Dieser Gutschein ist noch nicht gültig\./,
      ],
      [
        await coupon({ usage_limit: 1, usage_count: 1 }),
        "laden_coupon_usage_limit",
        /Das Nutzungslimit für diesen Gutschein wurde erreicht\./,
      ],
      [
        await coupon({ minimum_cents: p.price + 1 }),
        "laden_coupon_minimum",
        /Der Mindestbestellwert für diesen Gutschein beträgt \d+,\d\d\s€\./,
      ],
      [
        await coupon({ maximum_cents: p.price - 1 }),
        "laden_coupon_maximum",
        /Der maximale Bestellwert für diesen Gutschein beträgt/,
      ],
      [
        await coupon({ product_ids: [other.id] }),
        "laden_coupon_not_applicable",
        /kann leider nicht auf die ausgewählten Produkte angewendet werden/,
      ],
      [
        await coupon({ excluded_product_ids: [p.id] }),
        "laden_coupon_excluded_products",
        new RegExp(
          `nicht auf folgende Produkte anwendbar: ${p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`,
        ),
      ],
    ];
    for (const [code, expected, message] of cases) {
      const res = await apply(v, code);
      expect(res.status, code).toBe(200);
      expect(res.headers.get("x-laden-code"), code).toBe(expected);
      const html = await res.text();
      expect(html, code).toMatch(/^<ul class="woocommerce-error" role="alert"><li>/);
      expect(html, code).toMatch(message);
      expect(await heldCoupons(v), code).toBe(0);
    }
    // Individual use: the held coupon refuses the next one.
    expect(await (await apply(v, held)).text()).toContain("angewendet");
    const second = await apply(v, await coupon({}));
    expect(second.headers.get("x-laden-code")).toBe("laden_coupon_individual_use");
    expect(await second.text()).toContain(`Der Gutschein „${held}“ wurde bereits angewendet`);
    expect(await heldCoupons(v)).toBe(1);
    // A forged nonce changes nothing.
    const forged = await post("/?wc-ajax=apply_coupon", v.j, { security: "000000000000", coupon_code: held });
    expect(forged.status).toBe(403);
  });

  it("works without JavaScript: the cart form posts, answers 303 and the next page shows the notice", async () => {
    const p = await product("standard");
    const code = await coupon({ discount_type: "percent", amount: 1000 });
    const v = await visitor([p.id]);
    const res = await post("/cart/", v.j, {
      _wpnonce: v.nonce,
      coupon_code: code,
      apply_coupon: "1",
      back: "cart",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/cart\/$/);
    const page = await (await request("/cart/", v.j)).text();
    expect(page).toContain("Gutschein erfolgreich angewendet.");
    expect(page).toContain(`Gutschein: ${code}`);
    const bad = await post("/cart/", v.j, {
      _wpnonce: v.nonce,
      coupon_code: "nope",
      apply_coupon: "1",
      back: "checkout",
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toMatch(/\/checkout\/$/);
    expect(await (await request("/checkout/", v.j)).text()).toContain("Gutschein „nope“ existiert nicht!");
    const remove = await post("/cart/", v.j, { _wpnonce: v.nonce, remove_coupon: code, back: "cart" });
    expect(remove.status).toBe(303);
    const after = await (await request("/cart/", v.j)).text();
    expect(after).toContain("Gutschein erfolgreich entfernt.");
    expect(after).not.toContain(`Gutschein: ${code}`);
  });
});

function checkoutForm(nonce: string, token: string, email = "erika@example.com"): Record<string, string> {
  return {
    "woocommerce-process-checkout-nonce": nonce,
    laden_checkout_token: token,
    billing_first_name: "Erika",
    billing_last_name: "Mustermann",
    billing_company: "",
    billing_country: "DE",
    billing_address_1: "Lindenstraße 12",
    billing_postcode: "10115",
    billing_city: "Berlin",
    billing_email: email,
    "shipping_method[0]": "flat_rate:1",
    payment_method: "bacs",
    terms: "1",
  };
}

async function placeOrder(v: Visitor, email?: string) {
  const html = await (await request("/checkout/", v.j)).text();
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)![1]!;
  const token = /name="laden_checkout_token" value="([^"]+)"/.exec(html)![1]!;
  // The rate the page offers first (above the free-shipping threshold that is free shipping).
  const rate = /<input[^>]*name="shipping_method\[0\]"[^>]*>/.exec(html)![0];
  const rateId = /value="([^"]+)"/.exec(rate)![1]!;
  return {
    html,
    place: () =>
      post("/?wc-ajax=checkout", v.j, { ...checkoutForm(nonce, token, email), "shipping_method[0]": rateId }),
  };
}

const vatOf = (gross: number, rateBp: number) => Math.round((gross * rateBp) / (10_000 + rateBp));

describe("a fixed cart coupon on a mixed 19 %/7 % cart", () => {
  it("splits the discount over the rates by the lines' gross and the order keeps it", async () => {
    const std = await product("standard");
    const red = await product("reduced");
    const code = await coupon({ amount: 500 });
    const v = await visitor([std.id, red.id]);
    expect(await (await apply(v, code)).text()).toContain("angewendet");
    const { html, place } = await placeOrder(v);
    expect(html).toContain(`Gutschein: ${code}`);
    const answer = (await (await place()).json()) as { result: string };
    expect(answer.result, JSON.stringify(answer)).toBe("success");
    const [order] = await sql<{
      id: number;
      subtotal_cents: number;
      shipping_cents: number;
      discount_cents: number;
      total_cents: number;
      vat: { rateBp: number; cents: number }[];
    }>(
      `select o.* from orders o join coupon_usages u on u.order_id = o.id
       join coupons c on c.id = u.coupon_id where c.code = $1`,
      [code],
    );
    expect(order).toBeDefined();
    // Independently: 5,00 € over the two lines in proportion to their gross, the odd cent to the larger remainder.
    const total = std.price + red.price;
    const exactStd = (500 * std.price) / total;
    let onStd = Math.floor(exactStd);
    let onRed = Math.floor((500 * red.price) / total);
    if (onStd + onRed < 500) {
      if (exactStd - onStd >= (500 * red.price) / total - onRed) onStd += 1;
      else onRed += 1;
    }
    expect(order!.discount_cents).toBe(500);
    expect(order!.total_cents).toBe(order!.subtotal_cents + order!.shipping_cents - 500);
    const [line] = await sql<{ code: string; discount_cents: number; by_rate: unknown }>(
      "select code, discount_cents, by_rate from order_coupons where order_id = $1",
      [order!.id],
    );
    expect(line).toEqual({
      code,
      discount_cents: 500,
      by_rate: [
        { rateBp: 1900, grossCents: onStd, vatCents: vatOf(onStd, 1900) },
        { rateBp: 700, grossCents: onRed, vatCents: vatOf(onRed, 700) },
      ],
    });
    // VAT per rate: goods + shipping share − discount at the rate (shipping split by the goods' value).
    const shipping = order!.shipping_cents;
    const big = std.price >= red.price ? "std" : "red";
    let shipStd = Math.round((shipping * std.price) / total);
    let shipRed = Math.round((shipping * red.price) / total);
    if (big === "std") shipStd += shipping - shipStd - shipRed;
    else shipRed += shipping - shipStd - shipRed;
    expect(order!.vat).toEqual([
      { rateBp: 1900, cents: vatOf(std.price + shipStd - onStd, 1900) },
      { rateBp: 700, cents: vatOf(red.price + shipRed - onRed, 700) },
    ]);
    // The invoice: a discount row per rate, the VAT per rate as the order charged it, the total;
    // its e-invoice carries the discounts as allowances and stays valid (EN 16931).
    const { document } = await issueInvoice(app().database.db, {
      orderId: order!.id,
      actor: { id: null, label: "test" },
    });
    const [stored] = await app()
      .database.db.select()
      .from(orderDocuments)
      .where(eq(orderDocuments.id, document.id));
    const snapshot = stored!.snapshot as DocumentSnapshot;
    expect(snapshot.discounts).toEqual([
      { code, rateBp: 1900, grossCents: onStd },
      { code, rateBp: 700, grossCents: onRed },
    ]);
    expect(snapshot.vat.grossCents).toBe(order!.total_cents);
    expect(snapshot.vat.rows.map((r) => ({ rateBp: r.rateBp, cents: r.vatCents }))).toEqual(order!.vat);
    const xml = await einvoiceXml(snapshot, "en16931");
    expect(await xsdProblems(xml)).toEqual([]);
    expect(en16931Problems(xml)).toEqual([]);
    expect(parseCii(xml).totals.grand).toBe(order!.total_cents);
    // Cancelled: the credit note mirrors the invoice, discount per rate included (not the undiscounted goods).
    const credit = await issueCreditNote(app().database.db, {
      orderId: order!.id,
      cancel: true,
      actor: { id: null, label: "test" },
    });
    const [note] = await app()
      .database.db.select()
      .from(orderDocuments)
      .where(eq(orderDocuments.id, credit!.document.id));
    const noteSnapshot = note!.snapshot as DocumentSnapshot;
    expect(noteSnapshot.kind).toBe("credit_note");
    expect(noteSnapshot.discounts).toEqual(snapshot.discounts);
    expect(noteSnapshot.vat).toEqual(snapshot.vat);
    expect(noteSnapshot.vat.grossCents).toBe(order!.total_cents);
    const creditXml = await einvoiceXml(noteSnapshot, "en16931");
    expect(await xsdProblems(creditXml)).toEqual([]);
    expect(en16931Problems(creditXml)).toEqual([]);
    expect(parseCii(creditXml).totals.grand).toBe(order!.total_cents);
    // The confirmation mail shows the coupon line.
    const mails = await sql<{ text: string }>("select text from mail_outbox where text like $1", [
      `%${order!.id}%Gutschein: ${code}%`,
    ]);
    expect(mails.length).toBeGreaterThan(0);
  });
});

describe("a single-use coupon", () => {
  it("is spent exactly once by 50 concurrent checkouts", { timeout: 120_000 }, async () => {
    const p = await product("standard");
    const code = await coupon({ usage_limit: 1, amount: 100 });
    const visitors: Visitor[] = [];
    for (let batch = 0; batch < 5; batch++) {
      visitors.push(...(await Promise.all(Array.from({ length: 10 }, () => visitor([p.id])))));
    }
    for (const v of visitors) expect(await (await apply(v, code)).text()).toContain("angewendet");
    const prepared = await Promise.all(visitors.map((v, i) => placeOrder(v, `kunde${i}@example.com`)));
    const answers = await Promise.all(
      prepared.map(
        async ({ place }) =>
          (await (await place()).json()) as { result: string; errors?: { code: string }[] },
      ),
    );
    const placed = answers.filter((a) => a.result === "success");
    const refused = answers.filter((a) => a.errors?.some((e) => e.code === "laden_coupon_usage_limit"));
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const [row] = await sql<{ usage_count: number; uses: number; lines: number }>(
      `select usage_count,
         (select count(*)::int from coupon_usages where coupon_id = c.id) as uses,
         (select count(*)::int from order_coupons where coupon_id = c.id) as lines
       from coupons c where code = $1`,
      [code],
    );
    expect(row).toEqual({ usage_count: 1, uses: 1, lines: 1 });
  });
});
