/**
 * Taxes at checkout over HTTP (issue 21 item 4): update_order_review and checkout for a German and
 * an Austrian consumer with the one-stop shop off and on (gross- and net-constant), an Austrian
 * business with a VAT ID (reverse charge), a malformed VAT ID refused; what the order stores and
 * shows (order-received, the e-mail). Expected amounts are worked out here from the stored gross
 * price, independently of modules/tax.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, type Jar, jar, remember } from "../setup/cookie-jar.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200" };
const sink = smtpSinkForFile(env);
const app = appForFile(env);

const ABROAD_SHIPPING = 1290; // shop.shippingFlatCentsAbroad's default, German gross

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

async function setTaxSettings(values: Record<string, unknown>) {
  await settingsChange(app(), async () => {
    for (const [key, value] of Object.entries(values)) {
      await sql(
        `insert into settings (key, value) values ($1, $2::jsonb)
         on conflict (key) do update set value = excluded.value`,
        [key, JSON.stringify(value)],
      );
    }
  });
}

/** A simple standard-rate (19 %) product in stock, over 20 € (so 19 % → 20 % shows in the cents). */
async function standardProduct() {
  const [p] = await sql<{ id: number; price: number }>(
    `select id, coalesce(sale_price_cents, regular_price_cents) as price from products
     where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock
       and min_quantity = 1 and tax_class = 'standard' and coalesce(sale_price_cents, regular_price_cents) >= 2000
     order by id limit 1`,
  );
  return p!;
}

type Visitor = { j: Jar; nonce: string; updateNonce: string; token: string; html: string };

async function visitorWithCart(productId: number): Promise<Visitor> {
  const j = jar();
  const add = await post("/?wc-ajax=add_to_cart", j, { product_id: String(productId), quantity: "1" });
  expect(add.status).toBe(200);
  const res = await request("/checkout/", j);
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    j,
    html,
    nonce: /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)?.[1] ?? "",
    updateNonce: /data-update-order-review-nonce="([^"]+)"/.exec(html)?.[1] ?? "",
    token: /name="laden_checkout_token" value="([^"]+)"/.exec(html)?.[1] ?? "",
  };
}

// Austria is in the demo's zone "EU-Ausland", whose flat rate is flat_rate:4 (migration 0025).
const AUSTRIA = {
  billing_country: "AT",
  billing_postcode: "1010",
  billing_city: "Wien",
  "shipping_method[0]": "flat_rate:4",
};
const AUSTRIAN_BUSINESS = {
  ...AUSTRIA,
  billing_company: "Kaffeehaus Wien GmbH",
  billing_vat_id: "atu 1234 5678",
  billing_buyer_reference: "PO-4711",
};

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
    billing_email: "erika@example.com",
    "shipping_method[0]": "flat_rate:1",
    payment_method: "bacs",
    terms: "1",
    ...extra,
  };
}

type ReviewAnswer = {
  fragments: Record<string, string>;
  review: {
    totalCents: number;
    subtotalCents: number;
    shippingCents: number;
    vat: { rateBp: number; cents: number }[];
    taxCountry: string;
    reverseCharge: boolean;
    rates: { id: string; costCents: number }[];
  };
};

async function review(v: Visitor, fields: Record<string, string>): Promise<ReviewAnswer> {
  const res = await post("/?wc-ajax=update_order_review", v.j, { security: v.updateNonce, ...fields });
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewAnswer;
}

async function checkout(v: Visitor, fields: Record<string, string>) {
  const res = await post("/?wc-ajax=checkout", v.j, fields);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    result: string;
    redirect?: string;
    errors?: { field: string; code: string; message: string }[];
  };
}

const table = (a: ReviewAnswer) => a.fragments[".woocommerce-checkout-review-order-table"]!;
const vatOf = (gross: number, rateBp: number) => Math.round((gross * rateBp) / (10_000 + rateBp));
const toRate = (gross: number, fromBp: number, toBp: number) =>
  Math.round((gross * (10_000 + toBp)) / (10_000 + fromBp));

beforeEach(async () => {
  await setTaxSettings({
    "tax.ossEnabled": false,
    "tax.priceMode": "gross-constant",
    "tax.businessFields": "optional",
    "tax.reverseCharge": true,
  });
});

describe("update_order_review with taxes", () => {
  it("charges German VAT in Germany, and to Austria while the one-stop shop is off", async () => {
    const product = await standardProduct();
    const v = await visitorWithCart(product.id);
    const de = await review(v, form(v));
    expect(de.review).toMatchObject({
      taxCountry: "DE",
      reverseCharge: false,
      totalCents: product.price + 490,
    });
    expect(de.review.vat).toEqual([{ rateBp: 1900, cents: vatOf(product.price + 490, 1900) }]);
    expect(table(de)).toContain("MwSt. (19 %)");

    const at = await review(v, form(v, AUSTRIA));
    expect(at.review).toMatchObject({ taxCountry: "DE", totalCents: product.price + ABROAD_SHIPPING });
    expect(at.review.vat).toEqual([{ rateBp: 1900, cents: vatOf(product.price + ABROAD_SHIPPING, 1900) }]);
  });

  it("charges Austrian VAT with the one-stop shop: the same gross, or the German net plus 20 %", async () => {
    await setTaxSettings({ "tax.ossEnabled": true });
    const product = await standardProduct();
    const v = await visitorWithCart(product.id);
    const gross = await review(v, form(v, AUSTRIA));
    const total = product.price + ABROAD_SHIPPING;
    expect(gross.review).toMatchObject({ taxCountry: "AT", reverseCharge: false, totalCents: total });
    expect(gross.review.vat).toEqual([{ rateBp: 2000, cents: vatOf(total, 2000) }]);
    expect(table(gross)).toContain("MwSt. (20 %, AT)");
    // Germany stays German.
    expect((await review(v, form(v))).review).toMatchObject({ taxCountry: "DE", vat: [{ rateBp: 1900 }] });

    await setTaxSettings({ "tax.priceMode": "net-constant" });
    const net = await review(v, form(v, AUSTRIA));
    const subtotal = toRate(product.price, 1900, 2000);
    const shipping = toRate(ABROAD_SHIPPING, 1900, 2000);
    expect(net.review).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
    });
    expect(net.review.vat).toEqual([{ rateBp: 2000, cents: vatOf(subtotal + shipping, 2000) }]);

    // The owner's rate for Austria (Steuern screen) over the built-in table.
    await setTaxSettings({
      "tax.priceMode": "gross-constant",
      "tax.rateOverrides": { AT: { standard: 2100, reduced: 1000 } },
    });
    try {
      const own = await review(v, form(v, AUSTRIA));
      expect(own.review.vat).toEqual([{ rateBp: 2100, cents: vatOf(total, 2100) }]);
    } finally {
      await setTaxSettings({ "tax.rateOverrides": {} });
    }
  });

  it("shows reverse charge for an Austrian business with a VAT ID: the net, no VAT", async () => {
    const product = await standardProduct();
    const v = await visitorWithCart(product.id);
    const rc = await review(v, form(v, AUSTRIAN_BUSINESS));
    const net =
      Math.round((product.price * 10_000) / 11_900) + Math.round((ABROAD_SHIPPING * 10_000) / 11_900);
    expect(rc.review).toMatchObject({ taxCountry: "AT", reverseCharge: true, vat: [], totalCents: net });
    expect(table(rc)).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    // The shipping choices show what they cost as charged.
    expect(rc.review.rates.find((r) => r.id === "flat_rate:4")?.costCents).toBe(
      Math.round((ABROAD_SHIPPING * 10_000) / 11_900),
    );
    expect(table(rc)).not.toContain("enthält");

    // Not while the fields are off, nor with reverse charge switched off.
    await setTaxSettings({ "tax.businessFields": "off" });
    expect((await review(v, form(v, AUSTRIAN_BUSINESS))).review.reverseCharge).toBe(false);
    await setTaxSettings({ "tax.businessFields": "optional", "tax.reverseCharge": false });
    expect((await review(v, form(v, AUSTRIAN_BUSINESS))).review).toMatchObject({
      reverseCharge: false,
      vat: [{ rateBp: 1900 }],
    });
  });
});

describe("checkout with taxes", () => {
  it("offers the business fields on the page only while the setting says so", async () => {
    const product = await standardProduct();
    expect((await visitorWithCart(product.id)).html).toContain('name="billing_vat_id"');
    await setTaxSettings({ "tax.businessFields": "off" });
    const off = await visitorWithCart(product.id);
    expect(off.html).not.toContain('name="billing_vat_id"');
    expect(off.html).not.toContain('name="billing_buyer_reference"');
  });

  it("stores the tax country, reverse charge, VAT ID and buyer reference, and the net lines", async () => {
    const product = await standardProduct();
    const v = await visitorWithCart(product.id);
    // Posted totals are never trusted.
    const body = await checkout(v, form(v, { ...AUSTRIAN_BUSINESS, total: "1", order_total: "1" }));
    expect(body.result).toBe("success");
    const id = Number(/order-received\/(\d+)/.exec(body.redirect!)![1]);
    const [order] = await sql<Record<string, unknown>>("select * from orders where id = $1", [id]);
    const line = Math.round((product.price * 10_000) / 11_900);
    const shipping = Math.round((ABROAD_SHIPPING * 10_000) / 11_900);
    expect(order).toMatchObject({
      tax_country: "AT",
      reverse_charge: true,
      vat_id: "ATU12345678",
      buyer_reference: "PO-4711",
      vat_id_flagged_at: null,
      subtotal_cents: line,
      shipping_cents: shipping,
      total_cents: line + shipping,
      vat: [],
    });
    const items = await sql(
      "select unit_cents, total_cents, vat_rate_bp from order_items where order_id = $1",
      [id],
    );
    expect(items).toEqual([{ unit_cents: line, total_cents: line, vat_rate_bp: 0 }]);

    // The order-received page and the customer's e-mail show the VAT ID and the note.
    const page = await (await request(body.redirect!, v.j)).text();
    expect(page).toContain("ATU12345678");
    expect(page).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    const mail = () =>
      sink.mails.find((m) => m.data.includes(`Bestellung ${id}`) && m.to.includes("erika@example.com"));
    await expect.poll(() => mail(), { timeout: 60_000 }).toBeDefined();
    const decoded = mail()!
      .data.replace(/=\r?\n/g, "")
      .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
    expect(decoded).toContain("USt-IdNr.: ATU12345678");
    expect(decoded).toContain("Steuerschuldnerschaft des Leistungsempfängers");
  });

  it("stores Austrian VAT for an Austrian consumer with the one-stop shop, German VAT for a German one", async () => {
    await setTaxSettings({ "tax.ossEnabled": true });
    const product = await standardProduct();
    for (const [extra, country, rate] of [
      [AUSTRIA, "AT", 2000],
      [{}, "DE", 1900],
    ] as const) {
      const v = await visitorWithCart(product.id);
      const body = await checkout(v, form(v, extra));
      expect(body.result).toBe("success");
      const id = Number(/order-received\/(\d+)/.exec(body.redirect!)![1]);
      const [order] = await sql<{
        tax_country: string;
        reverse_charge: boolean;
        vat_id: string | null;
        total_cents: number;
      }>("select tax_country, reverse_charge, vat_id, total_cents from orders where id = $1", [id]);
      expect(order).toMatchObject({ tax_country: country, reverse_charge: false, vat_id: null });
      const items = await sql("select vat_rate_bp from order_items where order_id = $1", [id]);
      expect(items).toEqual([{ vat_rate_bp: rate }]);
    }
  });

  it("refuses a malformed VAT ID, one of another country and one without a company, in German; nothing stored", async () => {
    const product = await standardProduct();
    const before = (await sql<{ n: string }>("select count(*) as n from orders"))[0]!.n;
    const cases: [Record<string, string>, string, string][] = [
      [{ billing_vat_id: "ATU123" }, "laden_invalid_vat_id", "kein gültiges Format"],
      [
        { billing_country: "DE", billing_postcode: "10115" },
        "laden_vat_id_country_mismatch",
        "Land der Rechnungsadresse",
      ],
      [{ billing_company: "" }, "laden_company_required", "Namen der Firma"],
    ];
    for (const [change, code, message] of cases) {
      const v = await visitorWithCart(product.id);
      const body = await checkout(v, form(v, { ...AUSTRIAN_BUSINESS, ...change }));
      expect(body.result).toBe("failure");
      expect(body.errors).toContainEqual(
        expect.objectContaining({ code, message: expect.stringContaining(message) }),
      );
    }
    expect((await sql<{ n: string }>("select count(*) as n from orders"))[0]!.n).toBe(before);
  });

  it("shows the VAT ID and reverse charge on the confirm step before the binding order", async () => {
    await setTaxSettings({ "checkout.secondCheckout": true });
    try {
      const product = await standardProduct();
      const v = await visitorWithCart(product.id);
      const step1 = await checkout(v, form(v, AUSTRIAN_BUSINESS));
      expect(step1).toEqual({ result: "success", redirect: "/checkout/confirm/" });
      const confirm = await (await request("/checkout/confirm/", v.j)).text();
      expect(confirm).toContain("ATU12345678");
      expect(confirm).toContain("PO-4711");
      expect(confirm).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    } finally {
      await setTaxSettings({ "checkout.secondCheckout": false });
    }
  });

  it("ignores a posted VAT ID while the business fields are off", async () => {
    await setTaxSettings({ "tax.businessFields": "off" });
    const product = await standardProduct();
    const v = await visitorWithCart(product.id);
    const body = await checkout(v, form(v, { ...AUSTRIAN_BUSINESS, billing_vat_id: "nonsense" }));
    expect(body.result).toBe("success");
    const id = Number(/order-received\/(\d+)/.exec(body.redirect!)![1]);
    const [order] = await sql(
      "select tax_country, reverse_charge, vat_id, buyer_reference from orders where id = $1",
      [id],
    );
    expect(order).toEqual({ tax_country: "DE", reverse_charge: false, vat_id: null, buyer_reference: null });
  });
});
