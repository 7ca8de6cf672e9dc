/**
 * F17: nothing personal in a response a shared cache may keep. Every answer that carries a cart,
 * an account, an order or a submission is `private` or `no-store`; pages for visitors without a
 * session set no cookie and may be cached, keyed by the cookie header (`Vary: Cookie`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { checkoutForm, guestAtCheckout, postForm, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ MAIL_OUTBOX_INTERVAL_MS: "3600000" });
const q = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app().database.pool.query<T>(text, params)).rows;

/** Cache-Control that keeps a response out of shared caches. */
const PERSONAL = /\b(private|no-store)\b/;

let productSlug: string;
let productId: number;

beforeAll(async () => {
  const [p] = await q<{ id: number; slug: string }>(
    SIMPLE_PRODUCT_SQL.replace("select id", "select id, slug"),
  );
  productId = p!.id;
  productSlug = p!.slug;
});

const PUBLIC_PAGES = () => ["/", "/shop/", `/product/${productSlug}/`, "/blog/", "/en/shop/"];

describe("shared caches", () => {
  it("F17: public pages for a visitor without a session set no cookie and say how shared caches may keep them", async () => {
    for (const path of PUBLIC_PAGES()) {
      const res = await fetch(`${app().url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.getSetCookie(), path).toEqual([]);
      expect(res.headers.get("cache-control"), path).not.toMatch(PERSONAL);
      expect(res.headers.get("vary") ?? "", path).toMatch(/cookie/i);
    }
  });

  it("F17: with a cart, every page and cart answer is private or no-store", async () => {
    const guest = await guestAtCheckout(app().url, productId, 1);
    const v = new Visitor(() => app().url);
    for (const [k, val] of guest.j) v.cookies.set(k, val);
    for (const path of [...PUBLIC_PAGES(), "/cart/", "/checkout/"]) {
      const { res } = await v.get(path);
      expect(res.headers.get("cache-control"), path).toMatch(PERSONAL);
    }
    for (const endpoint of ["get_refreshed_fragments", "add_to_cart", "update_order_review"]) {
      const res = await postForm(app().url, `/?wc-ajax=${endpoint}`, guest.j, {
        product_id: String(productId),
        security: guest.nonce,
        country: "DE",
      });
      expect(res.headers.get("cache-control"), endpoint).toMatch(PERSONAL);
    }
    // The order: the checkout answer, the order-received page.
    const placed = await postForm(app().url, "/?wc-ajax=checkout", guest.j, checkoutForm(guest));
    expect(placed.headers.get("cache-control")).toMatch(PERSONAL);
    const { redirect } = (await placed.json()) as { redirect: string };
    expect(redirect).toMatch(/order-received/);
    const received = await fetch(new URL(redirect, app().url));
    expect(received.status).toBe(200);
    expect(received.headers.get("cache-control")).toMatch(PERSONAL);
  });

  it("F17: a signed-in customer's account and order pages are private or no-store", async () => {
    const db = app().database.db;
    const customer = await createCustomer(db);
    const product = await stockedProduct(db, 10);
    const order = await placeTestOrder(db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
    });
    const v = new Visitor(() => app().url);
    await v.signIn(customer.email, TEST_PASSWORD);
    for (const path of [
      "/my-account/",
      "/my-account/orders/",
      `/my-account/view-order/${order.id}/`,
      "/my-account/edit-account/",
      "/my-account/edit-address/",
      "/",
    ]) {
      const { res } = await v.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toMatch(PERSONAL);
    }
  });

  it("F17: a form submission's answer is no-store", async () => {
    const form = await makeForm(
      app().database.db,
      "reliability-cache",
      [{ id: 1, key: "name", type: "textbox", order: 1, label: "Name" }],
      [{ type: "save", active: true, settings: {} }],
    );
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { res, body } = await nfSubmit(v, nonce, { id: form, fields: fieldsOf({ 1: "Erika" }) });
    expect(body.errors).toEqual({});
    expect(res.headers.get("cache-control")).toMatch(PERSONAL);
  });
});
