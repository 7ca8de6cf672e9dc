/**
 * Secrets stay out of URLs, logs and pages (reliability.md NF-13, GZ-5, §3c); error answers are
 * never kept by a shared cache (WC-16); malformed search and list requests answer a clear 4xx
 * without stack traces, paths or version banners (IS-2, WC-1, WC-2).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { hidden, Visitor } from "../setup/visitor.ts";

const CAPTCHA_SECRET = "captcha-geheimnis-4711-nicht-loggen";

/** A captcha verify endpoint that records the full request line (the shared fake keeps paths only). */
const verifyCalls: { url: string; body: string }[] = [];
let verifyMode: "pass" | "down" = "pass";
let verifyServer: Server;
const env: Record<string, string> = { CAPTCHA_RECAPTCHA_SECRET: CAPTCHA_SECRET };
beforeAll(async () => {
  verifyServer = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    verifyCalls.push({ url: req.url ?? "", body });
    if (verifyMode === "down") {
      res.writeHead(500, { "content-type": "text/plain" }).end(`error for ${req.url}`);
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: true, hostname: "127.0.0.1" }));
  });
  await new Promise<void>((ok) => verifyServer.listen(0, "127.0.0.1", ok));
});
afterAll(async () => {
  await new Promise<void>((ok) => verifyServer?.close(() => ok()));
});
const app = appForFile(env);

const BAD_STACK =
  /\bat \S+ \(|node:internal|\.tsx?:\d+|\/work\/|node_modules|Error:|hono\/|react-router\/\d/i;

async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await app().database.pool.query(text, params)).rows as T[];
}

async function logsDuring(run: () => Promise<void>): Promise<string> {
  const from = app().logs.length;
  await run();
  await new Promise((r) => setTimeout(r, 300)); // the child process's last lines
  return app().logs.slice(from).join("");
}

describe("secrets never in URLs, logs or pages", () => {
  it("the captcha secret goes to the provider in the POST body only; never logged, never on the page", async () => {
    const port = (verifyServer.address() as AddressInfo).port;
    for (const [key, value] of [
      ["captcha.recaptcha.siteKey", "site-recaptcha"],
      ["captcha.recaptcha.verifyUrl", `http://127.0.0.1:${port}/siteverify`],
    ])
      await settingsChange(app(), () =>
        q(
          "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
          [key, JSON.stringify(value)],
        ),
      );
    const form = await makeForm(
      app().database.db,
      "leaks-captcha",
      [fieldDef(1, "name", "textbox"), fieldDef(2, "pruefung", "recaptcha"), fieldDef(3, "go", "submit")],
      [{ type: "save", active: true, settings: {} }],
    );
    const v = new Visitor(() => app().url);
    const page = await v.get(`/forms/${form}/`);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("site-recaptcha");
    expect(page.text).not.toContain(CAPTCHA_SECRET);

    const logs = await logsDuring(async () => {
      const { nonce } = await formsNonce(v);
      verifyMode = "pass";
      const ok = await nfSubmit(v, nonce, { id: form, fields: fieldsOf({ 1: "Erika", 2: "token-1" }) });
      expect(ok.body.errors).toEqual({});
      verifyMode = "down";
      const down = await nfSubmit(v, nonce, { id: form, fields: fieldsOf({ 1: "Erika", 2: "token-2" }) });
      expect(down.body.errors.fields[2].slug).toBe("captcha-unavailable");
      expect(JSON.stringify(down.body)).not.toContain(CAPTCHA_SECRET);
    });
    expect(verifyCalls).toHaveLength(2);
    for (const call of verifyCalls) {
      expect(call.url).toBe("/siteverify");
      expect(new URLSearchParams(call.body).get("secret")).toBe(CAPTCHA_SECRET);
    }
    expect(logs).toContain("admin-ajax.php");
    expect(logs).not.toContain(CAPTCHA_SECRET);
    expect(logs).not.toContain("token-1");
  });

  it("passwords, IBANs and order keys stay out of the log; the access log has paths without queries", async () => {
    const customer = await createCustomer(app().database.db);
    const product = await stockedProduct(app().database.db);
    const order = await placeTestOrder(app().database.db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      paymentMethod: "bacs",
    });
    const newPassword = "Neues-Geheimes-Passwort-0815";
    const iban = "DE02120300000000202051";
    const logs = await logsDuring(async () => {
      const v = new Visitor(() => app().url);
      await v.signIn(customer.email, TEST_PASSWORD);
      const { text } = await v.get("/my-account/edit-account/");
      const changed = await v.post("/my-account/edit-account/", {
        account_first_name: "Erika",
        account_last_name: "Mustermann",
        account_email: customer.email,
        password_current: TEST_PASSWORD,
        password_1: newPassword,
        password_2: newPassword,
        "save-account-details-nonce": hidden(text, "save-account-details-nonce"),
      });
      expect(changed.res.status).toBe(302);
      const received = await v.get(`/checkout/order-received/${order.id}/?key=${order.orderKey}&s=${iban}`);
      expect(received.res.status).toBe(200);
      // The mandate preview gets the IBAN in its body.
      const { text: shop } = await v.get("/shop/");
      const sepaNonce = JSON.parse(
        /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(shop)![1]!,
      ).sepa.nonce;
      const preview = await v.post("/wp-admin/admin-ajax.php", {
        action: "gm_sepa_direct_debit_mandate_preview",
        nonce: sepaNonce,
        holder: "Erika Mustermann",
        iban,
        bic: "",
        street: "Lindenstraße 12",
        zip: "10115",
        city: "Berlin",
        country: "DE",
      });
      expect(preview.res.status).toBe(200);
      expect(preview.text).not.toContain(iban);
    });
    expect(logs).toContain(`"path":"/checkout/order-received/${order.id}/"`);
    for (const secret of [TEST_PASSWORD, newPassword, iban, "0000202051", order.orderKey, customer.email])
      expect(logs, secret).not.toContain(secret);
  });

  it("order pages that carry the key in their URL send no referrer with it to other sites", async () => {
    const customer = await createCustomer(app().database.db);
    const product = await stockedProduct(app().database.db);
    const order = await placeTestOrder(app().database.db, {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
      paymentMethod: "bacs",
    });
    for (const page of ["order-received", "order-pay"]) {
      const res = await fetch(`${app().url}/checkout/${page}/${order.id}/?key=${order.orderKey}`);
      expect(res.status, page).toBe(200);
      // The path and query never leave the origin; same-origin links keep working.
      expect(res.headers.get("referrer-policy"), page).toMatch(
        /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
      );
      expect(res.headers.get("cache-control"), page).toMatch(/no-store|private/);
    }
  });
});

describe("WC-16: error answers are never stored by a shared cache", () => {
  it("401, 403, 405 and 4xx answers to posts carry no-store, on the wire, REST and pages", async () => {
    const v = new Visitor(() => app().url);
    const cases: [string, Promise<{ res: Response; text: string }>, number][] = [
      ["REST 401", v.get("/wp-json/laden/v1/orders"), 401],
      ["REST bad nonce 403", v.get("/wp-json/wp/v2/pages", { "x-wp-nonce": "0123456789ab" }), 403],
      [
        "wire bad nonce 403",
        v.post("/wp-admin/admin-ajax.php", { action: "is_ajax_load_posts", s: "x", id: "1" }),
        403,
      ],
      [
        "cross-site 403",
        v.post("/?wc-ajax=add_to_cart", { product_id: "1" }, { origin: "https://evil.example" }),
        403,
      ],
      ["wire 405", v.request("/?wc-ajax=add_to_cart", { method: "PUT" }), 405],
      [
        "page 403 (a form's nonce failure)",
        v.post("/my-account/", {
          email: "a@example.de",
          password: TEST_PASSWORD,
          "woocommerce-register-nonce": "x",
        }),
        403,
      ],
      [
        "page 400 (a form re-rendered with the visitor's values)",
        (async () => {
          const { text } = await v.get("/my-account/");
          return v.post("/my-account/", {
            username: "niemand@example.de",
            password: "falsch",
            "woocommerce-login-nonce": hidden(text, "woocommerce-login-nonce"),
          });
        })(),
        400,
      ],
    ];
    for (const [label, pending, status] of cases) {
      const { res, text } = await pending;
      expect(res.status, label).toBe(status);
      expect(res.headers.get("cache-control"), label).toMatch(/no-store/);
      expect(res.headers.get("cache-control") ?? "", label).not.toMatch(/public|s-maxage/);
      expect(text, label).not.toMatch(BAD_STACK);
    }
  });
});

describe("IS-2, WC-1, WC-2: malformed search and list parameters", () => {
  async function searchNonce(): Promise<string> {
    const html = await (await fetch(`${app().url}/shop/`)).text();
    return JSON.parse(/<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(html)![1]!)
      .search.nonce;
  }

  it("live search: arrays, invalid UTF-8, SQL and missing parameters answer 4xx or results, never a stack", async () => {
    const security = await searchNonce();
    const bodies = [
      "action=is_ajax_load_posts&s[]=Kaffee&id=1&page=1",
      "action=is_ajax_load_posts&s=Kaffee&id[]=1&page=1",
      "action=is_ajax_load_posts&s=Kaffee&id=1&page[]=1",
      "action=is_ajax_load_posts&s=%C0%AF%FF&id=1&page=1",
      "action=is_ajax_load_posts&s=%27))%20OR%20pg_sleep(5)--&id=1&page=1",
      "action=is_ajax_load_posts&s=Kaffee&id=1%27%20OR%201=1--&page=1",
      "action=is_ajax_load_posts&s=Kaffee&id=1&page=1e9",
      "action=is_ajax_load_posts&s=Kaffee&id=1&page=-1",
      "action=is_ajax_load_posts",
    ];
    for (const body of bodies) {
      const started = Date.now();
      const res = await fetch(`${app().url}/wp-admin/admin-ajax.php`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `${body}&security=${security}`,
      });
      const text = await res.text();
      expect(res.status, body).toBeLessThan(500);
      expect(Date.now() - started, body).toBeLessThan(3000);
      expect(text, body).not.toMatch(BAD_STACK);
      expect(text, body).not.toMatch(/<script|onerror=/i);
      if (res.status >= 400) expect(res.headers.get("cache-control"), body).toBe("no-store");
    }
  });

  it("the search page and REST lists: bad parameters are refused with a code or ignored, never a stack", async () => {
    const paths = [
      "/?s[]=Kaffee",
      "/?s=%C0%AF",
      "/?s=%27%3B%20drop%20table%20products%3B--",
      "/?s=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/shop/?orderby=price%27%20UNION%20SELECT%201--",
      "/shop/?orderby[]=price",
      "/wp-json/wp/v2/posts?search[]=x",
      "/wp-json/wp/v2/posts?per_page=abc",
      "/wp-json/wp/v2/posts?orderby=id%27--",
      "/wp-json/wp/v2/posts?page=1e9",
      "/wp-json/wp/v2/pages?search=%C0%AF",
    ];
    for (const path of paths) {
      const res = await fetch(`${app().url}${path}`);
      const text = await res.text();
      expect(res.status, path).toBeLessThan(500);
      expect(text, path).not.toMatch(BAD_STACK);
      expect(text, path).not.toContain("<script>alert(1)");
      expect(res.headers.get("x-powered-by"), path).toBeNull();
      if (path.startsWith("/wp-json/") && res.status >= 400) {
        const body = JSON.parse(text);
        expect(body, path).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    const tables = await q<{ n: string }>("select count(*) as n from products");
    expect(Number(tables[0]!.n)).toBeGreaterThan(0);
  });
});
