/**
 * CSRF matrix (reliability.md WC-6, NF-5, OE-3): every state-changing request a browser marks as
 * sent by another site is refused with 403 `laden_cross_site`, nothing is stored and no cookie is
 * set — even with a valid nonce, because a guest's nonces are readable from any cached page.
 * Each case first proves the same request works from our own pages, so the refusal is the guard's.
 * Missing or wrong nonces per endpoint are covered where each endpoint is tested (docs/security.md).
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { formsNonce, makeMessageForm, nfSubmit } from "../setup/forms-submit.ts";
import { GUEST_ORDER_FIELDS } from "../setup/guest-checkout.ts";
import { createCustomer, TEST_PASSWORD, uniqueEmail } from "../setup/orders-fixture.ts";
import { hidden, Visitor } from "../setup/visitor.ts";

const app = appForFile();

const EVIL = "https://evil.example";
const CROSS = { origin: EVIL, "sec-fetch-site": "cross-site" };

async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await app().database.pool.query(text, params)).rows as T[];
}

const productId = async () =>
  (
    await q<{ id: number }>(
      "select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock' order by id limit 1",
    )
  )[0]!.id;

async function cartLines(v: Visitor): Promise<{ key: string; quantity: number }[]> {
  const { res, text } = await v.post("/?wc-ajax=get_refreshed_fragments", {});
  expect(res.status).toBe(200);
  return JSON.parse(text).cart.lines;
}

function expectRefused(res: Response, text: string) {
  expect(res.status).toBe(403);
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const body = JSON.parse(text);
  expect(body.code).toBe("laden_cross_site");
  expect(body.message).toMatch(/anderen Website/);
}

describe("CSRF: requests another site sends in the visitor's name", () => {
  it("login CSRF: a sign-in form posted from another site signs nobody in, with a valid nonce", async () => {
    const attacker = await createCustomer(app().database.db, uniqueEmail("angreifer"));
    const victim = new Visitor(() => app().url);
    const { text: page } = await victim.get("/my-account/");
    const fields = {
      username: attacker.email,
      password: TEST_PASSWORD,
      "woocommerce-login-nonce": hidden(page, "woocommerce-login-nonce"),
    };
    const { res, text } = await victim.post("/my-account/", fields, CROSS);
    expectRefused(res, text);
    expect(victim.cookies.size).toBe(0);
    // The same form from our own page signs in: the nonce and credentials were good.
    const own = await victim.post("/my-account/", fields, {
      origin: app().url,
      "sec-fetch-site": "same-origin",
    });
    expect(own.res.status).toBe(302);
    expect(victim.cookies.size).toBeGreaterThan(0);
  });

  it("registration from another site creates no account", async () => {
    const v = new Visitor(() => app().url);
    const { text: page } = await v.get("/my-account/");
    const email = uniqueEmail("csrf-reg");
    const { res, text } = await v.post(
      "/my-account/",
      {
        email,
        password: TEST_PASSWORD,
        "woocommerce-register-nonce": hidden(page, "woocommerce-register-nonce"),
      },
      CROSS,
    );
    expectRefused(res, text);
    expect(await q("select id from users where email = $1", [email])).toEqual([]);
  });

  it("a signed-in customer's account change, sign-out and REST write from another site change nothing", async () => {
    const customer = await createCustomer(app().database.db);
    const v = new Visitor(() => app().url);
    await v.signIn(customer.email, TEST_PASSWORD);
    const userRow = async () =>
      (await q("select email, display_name, meta, password_hash from users where id = $1", [customer.id]))[0];
    const before = await userRow();
    const { text: page } = await v.get("/my-account/edit-account/");
    const edit = await v.post(
      "/my-account/edit-account/",
      {
        account_first_name: "Mallory",
        account_last_name: "Böse",
        account_email: customer.email,
        password_current: "",
        password_1: "",
        password_2: "",
        "save-account-details-nonce": hidden(page, "save-account-details-nonce"),
      },
      CROSS,
    );
    expectRefused(edit.res, edit.text);
    expect(await userRow()).toEqual(before);

    const logoutPage = await v.get("/my-account/customer-logout/");
    const logout = await v.post(
      "/my-account/customer-logout/",
      { _wpnonce: hidden(logoutPage.text, "_wpnonce") },
      CROSS,
    );
    expectRefused(logout.res, logout.text);
    // Still signed in.
    expect((await v.get("/my-account/edit-account/")).res.status).toBe(200);

    const nonce = await v.restNonce();
    const rest = await v.request(`/wp-json/wp/v2/users/me?_wpnonce=${nonce}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...CROSS },
      body: "woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes",
    });
    expectRefused(rest.res, rest.text);
    expect(await userRow()).toEqual(before);
  });

  it("cart and checkout from another site: 403, the cart and the orders unchanged", async () => {
    const id = await productId();
    const v = new Visitor(() => app().url);
    expect((await v.post("/?wc-ajax=add_to_cart", { product_id: String(id) })).res.status).toBe(200);
    const before = await cartLines(v);
    expect(before).toHaveLength(1);

    const add = await v.post("/?wc-ajax=add_to_cart", { product_id: String(id), quantity: "3" }, CROSS);
    expectRefused(add.res, add.text);
    const remove = await v.post("/?wc-ajax=remove_from_cart", { cart_item_key: before[0]!.key }, CROSS);
    expectRefused(remove.res, remove.text);
    expect(await cartLines(v)).toEqual(before);

    // The no-JS paths: the product page's POST form and the cart page's update.
    const noJs = await v.post("/shop/", { "add-to-cart": String(id), quantity: "2" }, CROSS);
    expectRefused(noJs.res, noJs.text);
    expect(await cartLines(v)).toEqual(before);

    const { text: checkoutPage } = await v.get("/checkout/");
    const orders = async () => Number((await q<{ n: string }>("select count(*) as n from orders"))[0]!.n);
    const ordersBefore = await orders();
    const checkout = await v.post(
      "/?wc-ajax=checkout",
      {
        "woocommerce-process-checkout-nonce": hidden(checkoutPage, "woocommerce-process-checkout-nonce"),
        laden_checkout_token: hidden(checkoutPage, "laden_checkout_token"),
        ...GUEST_ORDER_FIELDS,
        payment_method: "bacs",
      },
      CROSS,
    );
    expectRefused(checkout.res, checkout.text);
    expect(await orders()).toBe(ordersBefore);
  });

  it("consent, form submissions and uploads from another site: 403, no cookie, nothing stored", async () => {
    const v = new Visitor(() => app().url);
    const { text: home } = await v.get("/");
    const consentNonce = hidden(home.slice(home.indexOf("consent-banner")), "_wpnonce");
    const consent = await v.post(
      "/wp-admin/admin-ajax.php",
      { action: "laden_consent", _wpnonce: consentNonce, choice: "all", redirect: "/" },
      CROSS,
    );
    expect(consent.res.status).toBe(403);
    expect(consent.res.headers.getSetCookie()).toEqual([]);

    const form = await makeMessageForm(app().database.db, "csrf-message");
    const { nonce } = await formsNonce(v);
    const count = async () =>
      Number(
        (await q<{ n: string }>("select count(*) as n from form_submissions where form_id = $1", [form]))[0]!
          .n,
      );
    // Without Origin (a browser that sends only Sec-Fetch-Site) the guard decides; with a foreign
    // Origin the embed allow-list already refuses (forms-embed.test.ts).
    const submit = await v.request("/wp-admin/admin-ajax.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({
        action: "nf_ajax_submit",
        security: nonce,
        formData: JSON.stringify({ id: form, fields: { 1: { id: 1, value: "Hallo" } } }),
      }).toString(),
    });
    expectRefused(submit.res, submit.text);
    expect(await count()).toBe(0);
    // From our own page the same submission is stored.
    const ok = await nfSubmit(v, nonce, { id: form, fields: { 1: { id: 1, value: "Hallo" } } });
    expect(ok.body.errors).toEqual({});
    expect(await count()).toBe(1);

    const multipart = new FormData();
    multipart.set("action", "nf_fu_upload");
    multipart.set("form_id", String(form));
    multipart.set("field_id", "1");
    multipart.set("files-1", new Blob(["hallo"], { type: "text/plain" }), "a.txt");
    const upload = await v.request("/wp-admin/admin-ajax.php", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: multipart,
    });
    expectRefused(upload.res, upload.text);
    expect(await q("select id from form_uploads")).toEqual([]);
  });

  it("every way a browser says 'another site' counts; our own pages and non-browser clients pass", async () => {
    const id = String(await productId());
    const v = new Visitor(() => app().url);
    const variants: Record<string, string>[] = [
      { origin: EVIL },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.127.0.0.1.example" },
      // Sec-Fetch-Site is the browser's own verdict and wins over a matching Origin.
      { "sec-fetch-site": "cross-site", origin: app().url },
    ];
    for (const headers of variants) {
      const { res, text } = await v.post("/?wc-ajax=add_to_cart", { product_id: id }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(text).code).toBe("laden_cross_site");
    }
    expect(v.cookies.size).toBe(0);
    const passing: Record<string, string>[] = [
      { origin: app().url, "sec-fetch-site": "same-origin" },
      { origin: app().url },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of passing) {
      const { res } = await v.post("/?wc-ajax=add_to_cart", { product_id: id }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    expect((await cartLines(v))[0]!.quantity).toBe(4);
    // Reading is never refused: a link from another site still opens our pages.
    expect((await v.get("/shop/", CROSS)).res.status).toBe(200);
  });
});
