/**
 * Stored and reflected XSS through the ways content gets in (reliability.md NF-4, NF-6, WC-7,
 * WC-9, IS-3, GZ-1, GZ-2): an imported Ninja Forms export, product titles in the search page,
 * order fields a guest types at checkout, the Referer of a form page, and mandate-preview
 * placeholders. Markup arrives as text; no element carries an event handler or a script URL.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { corpus } from "../setup/corpora.ts";
import { formsNonce, nfSubmit } from "../setup/forms-submit.ts";
import { guestAtCheckout } from "../setup/guest-checkout.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { Visitor } from "../setup/visitor.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

const app = appForFile();
const EVIL = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
/** An element with an inline handler, a script element or a script URL in an attribute. */
const ACTIVE_MARKUP = [
  /<[a-z][a-z0-9-]*(\s+[a-z-]+(="[^"]*"|='[^']*'|=[^\s>"']*)?)*\s+on[a-z]+=/i,
  /<script>alert/i,
  /(href|src|action)\s*=\s*["']?\s*javascript:/i,
  /<img src=x/i,
];

function expectInert(html: string, label: string) {
  for (const re of ACTIVE_MARKUP) expect(html, `${label}: ${re}`).not.toMatch(re);
}

async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await app().database.pool.query(text, params)).rows as T[];
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "laden-xss-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("NF-6: a hostile Ninja Forms export", () => {
  it("imports with its texts as text and a sanitised success message; the page and the answer stay inert", async () => {
    const form = JSON.parse(
      await readFile(path.join(corpus("ninja-forms"), "formtemplate-contactform.nff"), "utf8"),
    );
    form.settings.title = `Kontakt ${EVIL}`;
    form.fields[0].label = `Name ${EVIL}`;
    form.fields[0].placeholder = EVIL;
    form.fields[0].desc_text = `<p>Hilfe</p>${EVIL}<a href="javascript:alert(3)">x</a>`;
    form.fields[0].help_text = `<b onmouseover="alert(4)">Hilfe</b>`;
    for (const action of form.actions)
      if (action.type === "successmessage")
        action.success_msg = `<p>Danke</p>${EVIL}<a href="javascript:alert(5)">Link</a><iframe src="https://evil.example/"></iframe>`;
    const file = path.join(scratch, "hostile.nff");
    await writeFile(file, JSON.stringify(form));
    const result = await runLaden(app().database.url, ["import", "nff", file, "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const id: number = JSON.parse(result.stdout).forms[0].id;

    const v = new Visitor(() => app().url);
    const page = await v.get(`/forms/${id}/`);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expectInert(page.text, "form page");

    const { nonce } = await formsNonce(v);
    const fields = (
      await q<{ fields: { id: number; key: string; type: string }[] }>(
        "select fields from forms where id = $1",
        [id],
      )
    )[0]!.fields;
    const value = (key: string) =>
      key === "email" ? "erika@example.de" : key.includes("message") ? "Hallo" : "Erika";
    const posted = Object.fromEntries(
      fields.filter((f) => f.type !== "submit").map((f) => [f.id, { id: f.id, value: value(f.key) }]),
    );
    const { body } = await nfSubmit(v, nonce, { id, fields: posted });
    expect(body.errors).toEqual({});
    const success = JSON.stringify(body.data.actions?.success_message ?? "");
    expect(success).toContain("Danke");
    expectInert(JSON.parse(success), "success message");
    expect(success).not.toContain("<iframe");
  });
});

describe("WC-7 / IS-3: product titles with markup", () => {
  it("the search page lists a hostile product title as text", async () => {
    await q(
      "insert into products (slug, name, short_description, regular_price_cents, sort_price_cents, max_price_cents) values ('xss-dose', $1, $2, 500, 500, 500)",
      [`Zuckerdose ${EVIL}`, `<p>Kurz</p>${EVIL}`],
    );
    const res = await fetch(`${app().url}/?s=Zuckerdose`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Zuckerdose");
    expectInert(html, "search page");
    // The query itself is reflected as text, too.
    const reflected = await (await fetch(`${app().url}/?s=${encodeURIComponent(EVIL)}`)).text();
    expectInert(reflected, "reflected query");
  });
});

describe("WC-9: order fields a guest typed", () => {
  it("names, address and note with markup are text on the thank-you page and in the mails", async () => {
    const [{ id: productId }] = (await q<{ id: number }>(
      "select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock' and slug <> 'xss-dose' order by id limit 1",
    )) as [{ id: number }];
    const guest = await guestAtCheckout(app().url, productId);
    const res = await fetch(`${app().url}/?wc-ajax=checkout`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: [...guest.j].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: new URLSearchParams({
        "woocommerce-process-checkout-nonce": guest.nonce,
        laden_checkout_token: guest.token,
        billing_first_name: `Erika${EVIL}`,
        billing_last_name: "Mustermann",
        billing_company: EVIL,
        billing_country: "DE",
        billing_address_1: `Lindenstraße 12${EVIL}`,
        billing_postcode: "10115",
        billing_city: "Berlin",
        billing_email: "erika@example.com",
        order_comments: `Bitte klingeln ${EVIL}`,
        "shipping_method[0]": "flat_rate:1",
        payment_method: "bacs",
        terms: "1",
      }),
    });
    const body = (await res.json()) as { result: string; redirect?: string; errors?: { code: string }[] };
    // Names are free text (WooCommerce's too): the order is placed, and every page stays inert.
    expect(body.result, JSON.stringify(body.errors)).toBe("success");
    const page = await fetch(`${app().url}${body.redirect}`, {
      headers: { cookie: [...guest.j].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const html = await page.text();
    expect(html).toContain("Mustermann");
    expectInert(html, "order-received");
    const id = Number(/order-received\/(\d+)/.exec(body.redirect!)![1]);
    const mails = await q<{ subject: string; html: string }>(
      "select subject, html from mail_outbox where subject like $1 or html like $1",
      [`%Bestellung ${id}%`],
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.html).toContain("Mustermann");
      expectInert(mail.html, `mail ${mail.subject}`);
      expectInert(mail.subject, "subject");
    }
  });
});

describe("NF-4: reflected input on public form endpoints", () => {
  it("a hostile Referer and query on a form page and its no-JS post are never reflected as markup", async () => {
    const [{ id }] = (await q<{ id: number }>("select id from forms order by id limit 1")) as [
      { id: number },
    ];
    const headers = { referer: `https://evil.example/${EVIL}` };
    const v = new Visitor(() => app().url);
    const page = await v.get(
      `/forms/${id}/?x=${encodeURIComponent(EVIL)}&${encodeURIComponent(EVIL)}=1`,
      headers,
    );
    expect(page.res.status).toBe(200);
    expectInert(page.text, "form page");
    const post = await v.post(
      `/forms/${id}/?r=${encodeURIComponent(EVIL)}`,
      { [`nf-field-${EVIL}`]: EVIL },
      headers,
    );
    expect(post.res.status).toBeLessThan(500);
    expectInert(post.text, "no-JS post");
  });
});

describe("GZ-1 / GZ-2: the mandate preview fills placeholders once, with text", () => {
  it("placeholders and template syntax typed by the visitor come back literally, escaped", async () => {
    const v = new Visitor(() => app().url);
    const { text: shop } = await v.get("/shop/");
    const nonce = JSON.parse(
      /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(shop)![1]!,
    ).sepa.nonce;
    const holder = `[mandate_id] [date] [ninja_form id=1] {{7*7}} \${7*7} <%= 7*7 %> #{7*7} {holder} ${EVIL}`;
    const { res, text } = await v.post("/wp-admin/admin-ajax.php", {
      action: "gm_sepa_direct_debit_mandate_preview",
      nonce,
      holder,
      iban: "DE89370400440532013000",
      bic: "",
      street: "<a href='https://evil.example'>Bank</a>",
      zip: "10115",
      city: "[company_info]",
      country: "DE",
    });
    expect(res.status).toBe(200);
    expect(text).toContain(
      `[mandate_id] [date] [ninja_form id=1] {{7*7}} ${"$"}{7*7} &lt;%= 7*7 %&gt; #{7*7} {holder}`,
    );
    expect(text).toContain("[company_info]");
    expect(text).not.toContain("<a href='https://evil.example'");
    expectInert(text, "mandate preview");
  });
});
