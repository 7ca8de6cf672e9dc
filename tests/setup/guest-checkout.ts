/**
 * A guest placing an order over HTTP, for the reliability scenarios: a cart with one product,
 * the checkout page's nonce and token, and the SEPA checkout form WooCommerce's script posts.
 */
import { expect } from "vitest";
import { cookieHeader, type Jar, jar, remember } from "./cookie-jar.ts";

export type Guest = { j: Jar; nonce: string; token: string };

export async function postForm(base: string, path: string, j: Jar, fields: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(j) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  remember(j, res);
  return res;
}

/** A new guest with `quantity` of the product in the cart, on the checkout page of `base`. */
export async function guestAtCheckout(base: string, productId: number, quantity = 1): Promise<Guest> {
  const j = jar();
  const add = await postForm(base, "/?wc-ajax=add_to_cart", j, {
    product_id: String(productId),
    quantity: String(quantity),
  });
  expect(add.status).toBe(200);
  const page = await fetch(`${base}/checkout/`, { headers: { cookie: cookieHeader(j) } });
  expect(page.status).toBe(200);
  const html = await page.text();
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)![1]!;
  const token = /name="laden_checkout_token" value="([^"]+)"/.exec(html)![1]!;
  return { j, nonce, token };
}

/**
 * A German guest's address, local pickup and the terms accepted: every test order's fields.
 * Pickup is offered whatever the cart's value (the paid flat rate is not, once free shipping
 * applies: the zone's hidePaidWhenFree), so the scenarios may buy any quantity.
 */
export const GUEST_ORDER_FIELDS = {
  billing_first_name: "Erika",
  billing_last_name: "Mustermann",
  billing_country: "DE",
  billing_address_1: "Lindenstraße 12",
  billing_postcode: "10115",
  billing_city: "Berlin",
  billing_email: "erika@example.com",
  "shipping_method[0]": "local_pickup:3",
  terms: "1",
};

/** Paid by SEPA direct debit (a valid IBAN, the mandate accepted). */
export const SEPA_PAYMENT_FIELDS = {
  payment_method: "german_market_sepa_direct_debit",
  "german-market-sepa-holder": "Erika Mustermann",
  "german-market-sepa-iban": "DE89370400440532013000",
  "german-market-sepa-checkbox": "1",
};

export function checkoutForm(g: Guest): Record<string, string> {
  return {
    "woocommerce-process-checkout-nonce": g.nonce,
    laden_checkout_token: g.token,
    ...GUEST_ORDER_FIELDS,
    ...SEPA_PAYMENT_FIELDS,
  };
}

export type CheckoutResult = { result: string; redirect?: string; errors?: { code: string }[] };

/**
 * `?wc-ajax=checkout` as WooCommerce's script sends it: 200 with a result. A 503 (a loaded
 * machine shedding requests) must carry Retry-After and is retried with the same checkout token,
 * as the customer would, which is safe because the token makes the order idempotent.
 */
export async function placeOrder(base: string, g: Guest): Promise<CheckoutResult> {
  for (let attempt = 1; ; attempt++) {
    const res = await postForm(base, "/?wc-ajax=checkout", g.j, checkoutForm(g));
    if (res.status === 503 && attempt < 3) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, 500 * attempt));
      continue;
    }
    expect(res.status).toBe(200);
    return res.json();
  }
}

/** The first published simple product with a price (the seed's), bought one at a time. */
export const SIMPLE_PRODUCT_SQL = `select id from products where type = 'simple' and status = 'publish'
  and stock_status = 'instock' and coalesce(sale_price_cents, regular_price_cents) is not null
  and min_quantity = 1 order by id limit 1`;
