/**
 * Gift vouchers over HTTP (issue 24 item 3): the seed's "Geschenkgutschein" bought without VAT,
 * paid → one code per unit mailed; a voucher redeemed through the coupon field over two orders
 * (balance history; both invoices with VAT on the goods in full and the voucher as a payment,
 * EN 16931-valid); refusals with German notices; 50 concurrent checkouts against one voucher
 * spend at most its balance; a cancelled voucher order voids the unused balance and a cancelled
 * order paid with a voucher gives the voucher its share back.
 */

import { eq } from "drizzle-orm";
import "#modules/all-settings.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { orderDocuments } from "#db/schema/index.ts";
import { einvoiceXml } from "#modules/documents/einvoice/generate.ts";
import { issueInvoice } from "#modules/documents/issue.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { changeOrderStatus } from "#modules/orders/status.ts";
import { setSettings } from "#modules/settings/index.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";
import { en16931Problems, parseCii, xsdProblems } from "../setup/en16931.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf } from "../setup/visitor.ts";

const app = appForFile({});

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

async function products(taxClass: "standard" | "reduced", n: number) {
  return sql<{ id: number; price: number }>(
    `select id, coalesce(sale_price_cents, regular_price_cents) as price from products
     where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock
       and min_quantity = 1 and tax_class = $1 and not gift_voucher
       and coalesce(sale_price_cents, regular_price_cents) >= 500
     order by id limit $2`,
    [taxClass, n],
  );
}

let seq = 0;
async function voucher(cents: number, extra: { status?: string; expires?: string } = {}): Promise<string> {
  seq += 1;
  const code = `TEST-${String(seq).padStart(4, "0")}-${String(Date.now() % 10_000).padStart(4, "0")}`;
  await sql(
    `insert into gift_vouchers (code, initial_cents, balance_cents, status, voided_at, expires_at)
     values ($1, $2, $2, $3, case when $3 = 'void' then now() end, $4)`,
    [code, cents, extra.status ?? "active", extra.expires ?? null],
  );
  return code;
}

type Visitor = { j: Jar; nonce: string };

async function visitor(
  add: { product_id: string; variation_id?: string; quantity?: string }[],
): Promise<Visitor> {
  const j = jar();
  for (const fields of add) {
    const res = await post("/?wc-ajax=add_to_cart", j, { quantity: "1", ...fields });
    expect(res.status).toBe(200);
  }
  const page = await (await request("/cart/", j)).text();
  return { j, nonce: /name="_wpnonce" value="([^"]+)"/.exec(page)![1]! };
}

const apply = (v: Visitor, code: string) =>
  post("/?wc-ajax=apply_coupon", v.j, { security: v.nonce, coupon_code: code });

async function checkout(v: Visitor, email = "erika@example.com") {
  const html = await (await request("/checkout/", v.j)).text();
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)![1]!;
  const token = /name="laden_checkout_token" value="([^"]+)"/.exec(html)![1]!;
  const rate = /<input[^>]*name="shipping_method\[0\]"[^>]*>/.exec(html)![0];
  const rateId = /value="([^"]+)"/.exec(rate)![1]!;
  const fields = {
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
    "shipping_method[0]": rateId,
    payment_method: "bacs",
    terms: "1",
  };
  return {
    html,
    place: async () =>
      (await (await post("/?wc-ajax=checkout", v.j, fields)).json()) as {
        result: string;
        order_id?: number;
        errors?: { code: string; message: string }[];
      },
  };
}

type OrderRow = {
  id: number;
  status: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  voucher_cents: number;
  vat: { rateBp: number; cents: number }[];
};

async function lastOrder(email: string): Promise<OrderRow> {
  const [o] = await sql<OrderRow>("select * from orders where email = $1 order by id desc limit 1", [email]);
  return o!;
}

async function invoiceOf(orderId: number): Promise<DocumentSnapshot> {
  const { document } = await issueInvoice(app().database.db, { orderId, actor: { id: null, label: "test" } });
  const [stored] = await app()
    .database.db.select()
    .from(orderDocuments)
    .where(eq(orderDocuments.id, document.id));
  return stored!.snapshot as DocumentSnapshot;
}

async function validEinvoice(s: DocumentSnapshot) {
  const xml = await einvoiceXml(s, "en16931");
  expect(await xsdProblems(xml)).toEqual([]);
  expect(en16931Problems(xml)).toEqual([]);
  return parseCii(xml);
}

async function voucherProduct() {
  const rows = await sql<{ id: number; vid: number; cents: number }>(
    `select p.id, v.id as vid, v.regular_price_cents as cents from products p
     join product_variations v on v.product_id = p.id where p.gift_voucher order by v.regular_price_cents`,
  );
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

describe("buying a gift voucher", () => {
  it("is sold without VAT; once paid, one code per unit is mailed; the invoice shows it untaxed", {
    timeout: 180_000,
  }, async () => {
    const [v25, v50] = await voucherProduct();
    const buyer = await visitor([
      { product_id: String(v50!.id), variation_id: String(v50!.vid), quantity: "2" },
      { product_id: String(v25!.id), variation_id: String(v25!.vid) },
    ]);
    const { place } = await checkout(buyer, "kaeufer@example.com");
    const answer = await place();
    expect(answer.result, JSON.stringify(answer)).toBe("success");
    const order = await lastOrder("kaeufer@example.com");
    expect(order.subtotal_cents).toBe(2 * v50!.cents + v25!.cents);
    // No VAT on the vouchers: only the shipping (a service of its own) carries 19 %.
    const items = await sql<{ vat_rate_bp: number; gift_voucher: boolean }>(
      "select vat_rate_bp, gift_voucher from order_items where order_id = $1",
      [order.id],
    );
    expect(items.every((i) => i.vat_rate_bp === 0 && i.gift_voucher)).toBe(true);
    const shippingVat = Math.round((order.shipping_cents * 1900) / 11_900);
    expect(order.vat).toEqual(order.shipping_cents > 0 ? [{ rateBp: 1900, cents: shippingVat }] : []);
    // Not paid yet (prepayment): no code.
    expect(await sql("select 1 from gift_vouchers where order_id = $1", [order.id])).toHaveLength(0);
    await changeOrderStatus(app().database.db, order.id, "processing", "test");
    // A repeated change issues nothing more.
    await changeOrderStatus(app().database.db, order.id, "processing", "test");
    const codes = await sql<{ code: string; initial_cents: number; balance_cents: number; expires_at: Date }>(
      "select code, initial_cents, balance_cents, expires_at from gift_vouchers where order_id = $1 order by id",
      [order.id],
    );
    expect(codes.map((c) => c.initial_cents).sort()).toEqual([v50!.cents, v50!.cents, v25!.cents].sort());
    for (const c of codes) {
      expect(c.code).toMatch(
        /^[ACDEFGHJKMNPQRTWXY34679]{4}-[ACDEFGHJKMNPQRTWXY34679]{4}-[ACDEFGHJKMNPQRTWXY34679]{4}$/,
      );
      expect(c.balance_cents).toBe(c.initial_cents);
      // § 195/§ 199 BGB: the end of the third year after the year of purchase (Berlin).
      const year = new Date().getFullYear() + 3;
      expect(new Date(c.expires_at).toISOString()).toBe(`${year}-12-31T22:59:59.999Z`);
    }
    const mails = await sql<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_outbox where dedupe_key = $1`,
      [`order:${order.id}:gift-vouchers:customer`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("kaeufer@example.com");
    expect(mails[0]!.subject).toContain("Geschenkgutschein");
    for (const c of codes) expect(mails[0]!.text).toContain(`Code: ${c.code}`);
    expect(mails[0]!.text).toContain("gültig bis 31. Dezember");
    // The invoice: the voucher lines at 0 % with the reason, VAT only on the shipping.
    const invoice = await invoiceOf(order.id);
    const voucherLines = invoice.lines.filter((l) => l.giftVoucher);
    expect(voucherLines).toHaveLength(2);
    expect(
      voucherLines.every(
        (l) => l.vatRateBp === 0 && l.attributes.includes("nicht steuerbar, Mehrzweck-Gutschein"),
      ),
    ).toBe(true);
    expect(invoice.vat.grossCents).toBe(order.total_cents);
    expect(invoice.vat.vatCents).toBe(order.shipping_cents > 0 ? shippingVat : 0);
    expect((await validEinvoice(invoice)).totals.grand).toBe(order.total_cents);
  });
});

describe("redeeming a voucher", () => {
  it("refuses with German notices: unknown, void, expired, no balance, a voucher for a voucher", async () => {
    const [p] = await products("standard", 1);
    const v = await visitor([{ product_id: String(p!.id) }]);
    expect(await (await apply(v, "AAAA-BBBB-CCCC")).text()).toContain("existiert nicht");
    expect(await (await apply(v, await voucher(1000, { status: "void" }))).text()).toContain(
      "Dieser Geschenkgutschein ist ungültig.",
    );
    expect(await (await apply(v, await voucher(1000, { expires: "2020-01-01T00:00:00Z" }))).text()).toContain(
      "Dieser Geschenkgutschein ist abgelaufen.",
    );
    const spent = await voucher(1000);
    await sql("update gift_vouchers set balance_cents = 0 where code = $1", [spent]);
    const empty = await apply(v, spent);
    expect(await empty.text()).toContain("Dieser Geschenkgutschein hat kein Guthaben mehr.");
    expect(empty.headers.get("x-laden-code")).toBe("laden_voucher_empty");
    const [g] = await voucherProduct();
    const buying = await visitor([{ product_id: String(g!.id), variation_id: String(g!.vid) }]);
    expect(await (await apply(buying, await voucher(1000))).text()).toContain(
      "Ein Geschenkgutschein kann nicht mit einem Geschenkgutschein bezahlt werden.",
    );
    expect(await sql("select 1 from cart_vouchers")).toHaveLength(0);
  });

  it("pays over two orders until the balance is used; both invoices tax the goods in full", {
    timeout: 180_000,
  }, async () => {
    const initial = 3000;
    const code = await voucher(initial);
    const [a, b, c] = await products("standard", 3);
    const [r] = await products("reduced", 1);
    // First order: one product, the voucher pays all of it (the code typed lower-case with blanks).
    const first = await visitor([{ product_id: String(a!.id) }]);
    const applied = await apply(first, `  ${code.toLowerCase()} `);
    expect(await applied.text()).toContain("angewendet");
    const { html, place } = await checkout(first, "einloeser@example.com");
    expect(html).toContain(`abzüglich Gutschein ${code}`);
    expect(html).toContain("Restguthaben");
    expect((await place()).result).toBe("success");
    const one = await lastOrder("einloeser@example.com");
    expect(one.voucher_cents).toBe(Math.min(initial, one.total_cents));
    // Paid in full by the voucher: paid when placed.
    if (one.voucher_cents === one.total_cents) expect(one.status).toBe("processing");
    // Second order: more than the rest; the voucher pays the rest, the customer the remainder.
    const second = await visitor([b, c, r].map((p) => ({ product_id: String(p!.id), quantity: "3" })));
    expect(await (await apply(second, code)).text()).toContain("angewendet");
    expect((await (await checkout(second, "einloeser@example.com")).place()).result).toBe("success");
    const two = await lastOrder("einloeser@example.com");
    const rest = initial - one.voucher_cents;
    expect(two.voucher_cents).toBe(Math.min(rest, two.total_cents));
    const [row] = await sql<{ balance_cents: number }>(
      "select balance_cents from gift_vouchers where code = $1",
      [code],
    );
    expect(row!.balance_cents).toBe(initial - one.voucher_cents - two.voucher_cents);
    const history = await sql<{ order_id: number; amount_cents: number }>(
      "select r.order_id, r.amount_cents from voucher_redemptions r join gift_vouchers v on v.id = r.voucher_id where v.code = $1 order by r.id",
      [code],
    );
    expect(history).toEqual([
      { order_id: one.id, amount_cents: one.voucher_cents },
      { order_id: two.id, amount_cents: two.voucher_cents },
    ]);
    // A third use finds no balance (when the second took it all).
    if (row!.balance_cents === 0) {
      const third = await visitor([{ product_id: String(a!.id) }]);
      expect(await (await apply(third, code)).text()).toContain("kein Guthaben mehr");
    }
    // Both invoices: the goods with their VAT in full (as charged), the voucher below the total.
    for (const order of [one, two]) {
      const invoice = await invoiceOf(order.id);
      expect(invoice.vat.grossCents).toBe(order.total_cents);
      expect(invoice.vat.rows.map((x) => ({ rateBp: x.rateBp, cents: x.vatCents }))).toEqual(order.vat);
      expect(invoice.discounts ?? []).toEqual([]);
      expect(invoice.voucherPayments).toEqual([{ code, cents: order.voucher_cents }]);
      // Prepayment (bacs): the invoice is issued once the money is in, so all of it is prepaid.
      const cii = await validEinvoice(invoice);
      expect(cii.totals.grand).toBe(order.total_cents);
      expect(cii.totals.prepaid).toBe(order.total_cents);
      // Paid otherwise (cash on delivery): the voucher is the prepaid amount (BT-113), the rest is due.
      const cod = await validEinvoice({ ...invoice, order: { ...invoice.order, paymentMethod: "cod" } });
      expect(cod.totals.prepaid).toBe(order.voucher_cents);
      expect(cod.totals.due).toBe(order.total_cents - order.voucher_cents);
    }
  });

  it("spends at most the balance in 50 concurrent checkouts", { timeout: 240_000 }, async () => {
    const [p] = await products("standard", 1);
    const balance = 1000;
    const code = await voucher(balance);
    const visitors: Visitor[] = [];
    for (let batch = 0; batch < 5; batch++)
      visitors.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => visitor([{ product_id: String(p!.id) }])))),
      );
    for (const v of visitors) expect(await (await apply(v, code)).text()).toContain("angewendet");
    // The pages one after another (a loaded machine), the 50 orders at once.
    const prepared: Awaited<ReturnType<typeof checkout>>[] = [];
    for (const [i, v] of visitors.entries()) prepared.push(await checkout(v, `parallel${i}@example.com`));
    const answers = await Promise.all(prepared.map(({ place }) => place()));
    const placed = answers.filter((a) => a.result === "success");
    const refused = answers.filter((a) => a.errors?.some((e) => e.code === "laden_voucher_empty"));
    expect(placed.length + refused.length).toBe(50);
    expect(placed.length).toBeGreaterThan(0);
    const [row] = await sql<{ balance_cents: number; spent: number; paid: number }>(
      `select balance_cents,
         (select coalesce(sum(amount_cents), 0)::int from voucher_redemptions where voucher_id = v.id) as spent,
         (select coalesce(sum(voucher_cents), 0)::int from orders o
           where exists (select 1 from voucher_redemptions r where r.order_id = o.id and r.voucher_id = v.id)) as paid
       from gift_vouchers v where code = $1`,
      [code],
    );
    expect(row).toEqual({ balance_cents: 0, spent: balance, paid: balance });
  });
});

/** Visible text without any whitespace (the markup's and the prices' no-break spaces differ by place). */
const flat = (html: string) => textOf(html).replace(/\s/g, "");

describe("showing the voucher's payment", () => {
  it("in the cart, the mini cart (also after an add), the order page, both mails, the owner's page and wc/v3/orders; removed with and without JavaScript", {
    timeout: 180_000,
  }, async () => {
    const [a, b] = await products("standard", 2);
    const code = await voucher(500);
    const v = await visitor([{ product_id: String(a!.id) }]);
    expect(await (await apply(v, code)).text()).toContain("angewendet");
    const cartPage = flat(await (await request("/cart/", v.j)).text());
    expect(cartPage).toContain(flat(`abzüglich Gutschein ${code} −5,00 €`));
    expect(cartPage).toContain("Nochzuzahlen");
    const cartHtml = await (await request("/cart/", v.j)).text();
    // The voucher's [Entfernen]: a button of the coupon form, whatever order React writes its attributes in.
    const removeButton = cartHtml.match(new RegExp(`<button[^>]*data-coupon="${code}"[^>]*>`))?.[0] ?? "";
    expect(removeButton).toContain('name="remove_coupon"');
    expect(removeButton).toContain(`value="${code}"`);
    // The mini cart of the next add (add_to_cart's one statement reads the vouchers too).
    const added = (await (
      await post("/?wc-ajax=add_to_cart", v.j, { product_id: String(b!.id), quantity: "1" })
    ).json()) as {
      fragments: Record<string, string>;
      cart: { vouchers: unknown[]; dueCents: number; totals: { totalCents: number } };
    };
    const mini = added.fragments["div.widget_shopping_cart_content"]!;
    expect(flat(mini)).toContain(flat(`abzüglich Gutschein ${code}: −5,00 €`));
    expect(added.cart.vouchers).toHaveLength(1);
    expect(added.cart.dueCents).toBe(added.cart.totals.totalCents - 500);
    // Removed through the wire (JavaScript), then through the cart form (without it): gone each time.
    const removed = await post("/?wc-ajax=remove_coupon", v.j, { security: v.nonce, coupon: code });
    expect(await removed.text()).toContain("entfernt");
    expect(await (await request("/cart/", v.j)).text()).not.toContain(`abzüglich Gutschein ${code}`);
    await apply(v, code);
    const noJs = await post("/cart/", v.j, { _wpnonce: v.nonce, back: "cart", remove_coupon: code });
    expect(noJs.status).toBe(303);
    expect(await (await request("/cart/", v.j)).text()).not.toContain(`abzüglich Gutschein ${code}`);
    await apply(v, code);

    const email = `anzeige-${Date.now()}@example.com`;
    const placed = await (await checkout(v, email)).place();
    expect(placed.result).toBe("success");
    const order = await lastOrder(email);
    expect(order.voucher_cents).toBe(500);
    const due = formatPrice(order.total_cents - 500, "de");
    const [keyed] = await sql<{ order_key: string }>("select order_key from orders where id = $1", [
      order.id,
    ]);
    const order_key = keyed!.order_key;
    const received = flat(
      await (await request(`/checkout/order-received/${order.id}/?key=${order_key}`, v.j)).text(),
    );
    expect(received).toContain(flat(`abzüglich Gutschein ${code} −5,00 €`));
    expect(received).toContain(flat(`Noch zu zahlen ${due}`));
    // Our bank details ask for what is due, not the total.
    expect(received).toContain(flat(`Bitte überweisen Sie ${due} auf unser Konto`));
    const mails = await sql<{ to: string; text: string }>(
      'select "to", text from mail_outbox where dedupe_key like $1 order by id',
      [`order:${order.id}:placed%`],
    );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) {
      expect(flat(m.text)).toContain(flat(`abzüglich Gutschein ${code}: −5,00 €`));
      expect(flat(m.text)).toContain(flat(`Noch zu zahlen: ${due}`));
    }

    const owner = await ownerVisitor(() => app().url, await createOwner(app().database.db, "shop_manager"));
    const adminPage = flat((await owner.get(`/admin/orders/${order.id}/`)).text);
    expect(adminPage).toContain(flat(`abzüglich Gutschein ${code} −5,00 €`));
    expect(adminPage).toContain(flat(`Noch zu zahlen ${due}`));
    const nonce = await owner.restNonce();
    const rest = (await (
      await fetch(`${app().url}/wp-json/wc/v3/orders/${order.id}`, {
        headers: owner.headers({ "X-WP-Nonce": nonce }),
      })
    ).json()) as { total: string; meta_data: { key: string; value: unknown }[] };
    expect(rest.total).toBe((order.total_cents / 100).toFixed(2));
    expect(rest.meta_data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "_laden_gift_vouchers", value: [{ code, amount: "5.00" }] }),
        expect.objectContaining({
          key: "_laden_amount_due",
          value: ((order.total_cents - 500) / 100).toFixed(2),
        }),
      ]),
    );
  });
});

describe("cancelling", () => {
  it("voids a sold voucher's unused balance and gives a paying voucher its share back", {
    timeout: 120_000,
  }, async () => {
    const [g] = await voucherProduct();
    const buyer = await visitor([{ product_id: String(g!.id), variation_id: String(g!.vid) }]);
    expect((await (await checkout(buyer, "storno@example.com")).place()).result).toBe("success");
    const sale = await lastOrder("storno@example.com");
    await changeOrderStatus(app().database.db, sale.id, "processing", "test");
    const [sold] = await sql<{ code: string; initial_cents: number }>(
      "select code, initial_cents from gift_vouchers where order_id = $1",
      [sale.id],
    );
    // Part of it spent on an order that is cancelled later.
    const [p] = await products("reduced", 1);
    const spender = await visitor([{ product_id: String(p!.id) }]);
    expect(await (await apply(spender, sold!.code)).text()).toContain("angewendet");
    expect((await (await checkout(spender, "spender@example.com")).place()).result).toBe("success");
    const paid = await lastOrder("spender@example.com");
    expect(paid.voucher_cents).toBeGreaterThan(0);
    // The order paid with the voucher is cancelled: its share goes back on the balance.
    await changeOrderStatus(app().database.db, paid.id, "cancelled", "test");
    const [back] = await sql<{ balance_cents: number }>(
      "select balance_cents from gift_vouchers where code = $1",
      [sold!.code],
    );
    expect(back!.balance_cents).toBe(sold!.initial_cents);
    // The voucher order is refunded: the unused balance is void.
    await changeOrderStatus(app().database.db, sale.id, "refunded", "test");
    const [after] = await sql<{
      status: string;
      balance_cents: number;
      voided_cents: number;
      void_reason: string;
    }>("select status, balance_cents, voided_cents, void_reason from gift_vouchers where code = $1", [
      sold!.code,
    ]);
    expect(after).toEqual({
      status: "void",
      balance_cents: 0,
      voided_cents: sold!.initial_cents,
      void_reason: `Bestellung #${sale.id} storniert/erstattet`,
    });
  });
});
