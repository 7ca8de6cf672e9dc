/**
 * Bad-input fuzzing (issue 10 item 2): every wire endpoint (wc-ajax, admin-ajax), the REST API's
 * public routes and the pages that read query strings get random and hostile input, property-based
 * with fast-check. For every answer: never a 5xx, never a stack trace, JSON that parses, HTML that
 * carries no hostile markup unescaped, and nothing stored (orders, submissions, uploads) when the
 * request was refused. A fixed seed in CI; `FUZZ_SEED` and `FUZZ_RUNS` for a longer run on demand:
 *   FUZZ_RUNS=2000 FUZZ_SEED=$RANDOM npm run test:reliability -- fuzz
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { formsNonce } from "../setup/forms-submit.ts";
import { checkoutForm, guestAtCheckout, postForm, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { Visitor } from "../setup/visitor.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

// TRUST_PROXY: each run is its own visitor (Visitor sends X-Forwarded-For), so rate limits stay out
// of the way unless the fuzzer itself trips them (429 is a fine answer too).
const app = appForFile({ TRUST_PROXY: "1", MAIL_OUTBOX_INTERVAL_MS: "3600000" });

/** Markup that must never come back unescaped in HTML. */
const MARKERS = ["<script>fz(1)</script>", "<img src=x onerror=fz(2)>", '"><svg onload=fz(3)>'];
const HOSTILE = [
  ...MARKERS,
  "javascript:fz(4)",
  "//evil.example",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\r\nSet-Cookie: x=1",
  "' OR 1=1 --",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text.
  "${7*7}",
  "-1",
  "0",
  "1e309",
  "NaN",
  "9".repeat(40),
  "[]",
  "{}",
  '{"id":"1","fields":{"1":{"id":1,"value":"<script>fz(5)</script>"}}}',
  "ä".repeat(3000),
];

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

function fieldsFor(keys: readonly string[]) {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom("a[]", "a[b][c]", "__proto__", "constructor[prototype]") },
  );
  return fc.array(fc.tuple(key, value), { maxLength: 12 });
}

type Answer = { res: Response; text: string };
type Probe = { name: string; send: (v: Visitor, fields: [string, string][]) => Promise<Answer> };

const form = (fields: [string, string][]) => {
  const body = new URLSearchParams();
  for (const [k, v] of fields) body.append(k, v);
  return body;
};
const post = (path: string) => (v: Visitor, fields: [string, string][]) =>
  v.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form(fields).toString(),
  });
const get = (path: string) => (v: Visitor, fields: [string, string][]) =>
  v.request(`${path}${path.includes("?") ? "&" : "?"}${form(fields).toString()}`);

const CART_KEYS = [
  "product_id",
  "quantity",
  "variation_id",
  "add-to-cart",
  "cart_item_key",
  "attribute_pa_groesse",
];
const CHECKOUT_KEYS = [
  "billing_first_name",
  "billing_last_name",
  "billing_email",
  "billing_country",
  "billing_postcode",
  "shipping_method[0]",
  "payment_method",
  "german-market-sepa-iban",
  "german-market-sepa-holder",
  "terms",
  "woocommerce-process-checkout-nonce",
  "laden_checkout_token",
  "security",
  "post_data",
];
const FORM_KEYS = [
  "formData",
  "security",
  "nonce_ts",
  "form_id",
  "field_id",
  "nf_resume",
  "_form_id",
  "_nf_view",
];
const SEARCH_KEYS = ["s", "id", "page", "security", "post_type", "lang"];

const PROBES: Probe[] = [
  ...["add_to_cart", "remove_from_cart", "get_refreshed_fragments"].map((e) => ({
    name: `wc-ajax ${e}`,
    send: post(`/?wc-ajax=${e}`),
  })),
  ...["update_order_review", "checkout"].map((e) => ({
    name: `wc-ajax ${e}`,
    send: (v: Visitor, f: [string, string][]) => post(`/?wc-ajax=${e}`)(v, [...f]),
  })),
  ...[
    ["nf_ajax_submit", FORM_KEYS],
    ["nf_fu_upload", FORM_KEYS],
    ["nf_pow_challenge", FORM_KEYS],
    ["is_ajax_load_posts", SEARCH_KEYS],
    ["gm_sepa_direct_debit_mandate_preview", CHECKOUT_KEYS],
    ["laden_consent", ["choice", "_wpnonce", "redirect", "statistics", "marketing"]],
    ["rest-nonce", ["_wpnonce"]],
  ].map(([action, _keys]) => ({
    name: `admin-ajax ${action}`,
    send: (v: Visitor, f: [string, string][]) =>
      post("/wp-admin/admin-ajax.php")(v, [["action", String(action)], ...f]),
  })),
  { name: "admin-ajax unknown action", send: post("/wp-admin/admin-ajax.php") },
  { name: "search page /?s=", send: (v, f) => get("/")(v, [["s", f[0]?.[1] ?? ""], ...f]) },
  { name: "shop listing query", send: get("/shop/") },
  { name: "REST posts", send: get("/wp-json/wp/v2/posts") },
  { name: "REST pages", send: get("/wp-json/wp/v2/pages") },
  { name: "REST form terms", send: get("/wp-json/laden/v1/form-terms/product_cat") },
  {
    name: "REST JSON body (unauthenticated write)",
    send: (v, f) =>
      v.request("/wp-json/wp/v2/posts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(Object.fromEntries(f)),
      }),
  },
  { name: "form page", send: (v, f) => v.request(`/forms/${encodeURIComponent(f[0]?.[1] ?? "x")}/`) },
];

const KEYS: Record<string, readonly string[]> = {
  "wc-ajax": [...CART_KEYS, ...CHECKOUT_KEYS],
  "admin-ajax": [...FORM_KEYS, ...SEARCH_KEYS, ...CHECKOUT_KEYS],
};

const STACK = /\n\s+at \S+ \(|node:internal|\.(ts|js):\d+:\d+/;

async function storedCounts(): Promise<string> {
  const { rows } = await app().database.pool.query<{ n: string }>(
    "select (select count(*) from orders) || '/' || (select count(*) from form_submissions) || '/' || (select count(*) from form_uploads) as n",
  );
  return rows[0]!.n;
}

function checkBody(name: string, res: Response, body: string) {
  const type = res.headers.get("content-type") ?? "";
  expect(res.status, `${name}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, name).not.toMatch(STACK);
  if (type.startsWith("application/json")) {
    // HTML travels inside JSON too (cart fragments, notices, search results): no string value may
    // carry the hostile markup as it was sent.
    const strings: string[] = [];
    JSON.parse(body, (_k, v) => {
      if (typeof v === "string") strings.push(v);
      return v;
    });
    for (const m of MARKERS)
      expect(
        strings.some((s) => s.includes(m)),
        `${name}: ${m} in JSON`,
      ).toBe(false);
  } else if (type.startsWith("text/html")) {
    for (const m of MARKERS) expect(body.includes(m), `${name}: ${m} reflected`).toBe(false);
  }
}

describe("bad-input fuzzing (fixed seed)", () => {
  for (const probe of PROBES) {
    it(`${probe.name}: no 5xx, no stack, no unescaped markup, nothing stored when refused`, async () => {
      const keys = KEYS[probe.name.split(" ")[0]!] ?? [...CART_KEYS, ...FORM_KEYS, ...SEARCH_KEYS];
      await fc.assert(
        fc.asyncProperty(fieldsFor(keys), async (fields) => {
          const v = new Visitor(() => app().url);
          const before = await storedCounts();
          const { res, text: body } = await probe.send(v, fields);
          checkBody(probe.name, res, body);
          if (res.status >= 400)
            expect(await storedCounts(), `${probe.name}: stored on ${res.status}`).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }

  // Past the nonce: the handlers' own reading and validation get the random values.
  it("checkout with a valid nonce and token, fields replaced at random: no 5xx, a refused order stores nothing", async () => {
    const [product] = (await app().database.pool.query<{ id: number }>(SIMPLE_PRODUCT_SQL)).rows;
    await fc.assert(
      fc.asyncProperty(fieldsFor(CHECKOUT_KEYS), async (fields) => {
        const guest = await guestAtCheckout(app().url, product!.id);
        const before = await storedCounts();
        const res = await postForm(app().url, "/?wc-ajax=checkout", guest.j, {
          ...checkoutForm(guest),
          ...Object.fromEntries(fields),
        });
        const body = await res.text();
        checkBody("checkout (valid nonce)", res, body);
        const refused = res.status >= 400 || (JSON.parse(body) as { result?: string }).result !== "success";
        if (refused)
          expect(await storedCounts(), `stored on a refused checkout: ${body.slice(0, 300)}`).toBe(before);
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 2), endOnFailure: true },
    );
  }, 180_000);

  it("nf_ajax_submit with a valid nonce, random field values for the contact form: no 5xx, a refused one stores nothing", async () => {
    const fieldValues = fc.dictionary(fc.constantFrom("1", "2", "3", "4", "5", "999", "x", "1.2_1"), value, {
      maxKeys: 6,
    });
    await fc.assert(
      fc.asyncProperty(fieldValues, value, async (values, extra) => {
        const v = new Visitor(() => app().url);
        const { nonce, nonce_ts } = await formsNonce(v);
        const fields = Object.fromEntries(
          Object.entries(values).map(([id, val]) => [id, { id, value: val }]),
        );
        const before = await storedCounts();
        const { res, text } = await v.post("/wp-admin/admin-ajax.php", {
          action: "nf_ajax_submit",
          security: nonce,
          nonce_ts: String(nonce_ts),
          formData: JSON.stringify({ id: "1", fields, settings: { extra }, extra: { extra } }),
        });
        checkBody("nf_ajax_submit (valid nonce)", res, text);
        const errors = res.status === 200 ? (JSON.parse(text) as { errors?: object }).errors : undefined;
        if (res.status >= 400 || (errors && Object.keys(errors).length > 0))
          expect(await storedCounts(), `stored on a refused submission: ${text.slice(0, 300)}`).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 180_000);
});
