import type { Request as AutocannonRequest } from "autocannon";
import { GUEST_ORDER_FIELDS, SEPA_PAYMENT_FIELDS } from "../tests/setup/guest-checkout.ts";
import { queries } from "./search.ts";

export type Scenario<S = unknown> = {
  name: string;
  /** Fixed request rate (req/s); undefined = as fast as possible (saturation). */
  rate?: number;
  durationS: number;
  connections: number;
  setup?: (baseUrl: string) => Promise<S>;
  requests: (state: S) => AutocannonRequest[];
  /** A line after the run (e.g. how many answers were business successes). */
  report?: () => string;
};

const LISTING_PATHS = [
  "/shop/",
  "/shop/?orderby=price",
  "/shop/page/2/",
  "/product-category/kaffee/",
  "/shop/?orderby=popularity",
];

/** The product pages linked from the first listing page. */
async function productPaths(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/shop/`)).text();
  const paths = [...new Set([...html.matchAll(/href="(\/product\/[^"/]+\/)"/g)].map((m) => m[1]!))];
  if (!paths.length) throw new Error("no product links on /shop/");
  return paths;
}

/** The demo contact form: its id and the forms nonce a visitor without a session gets. */
async function contactForm(baseUrl: string): Promise<{ formId: number; nonce: string }> {
  const html = await (await fetch(`${baseUrl}/forms/kontakt/`)).text();
  const params = JSON.parse(
    /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
  );
  const formId = Number(/id="nf-form-(\d+)-cont"/.exec(html)?.[1]);
  if (!params.forms?.nonce || !formId) throw new Error("no form id or forms nonce on /forms/kontakt/");
  return { formId, nonce: params.forms.nonce };
}

/** Distinct client addresses for the form submissions (each IP may send 20 a minute). */
const SUBMIT_CLIENTS = 2000;
const submitOutcome = { success: 0, failure: 0 };

/** Carts to spread the adds over: each request adds one unit to one of them. */
const CARTS = 100;

export async function cartSessions(
  baseUrl: string,
  carts = CARTS,
): Promise<{ cookies: string[]; productIds: string[] }> {
  const html = await (await fetch(`${baseUrl}/shop/`)).text();
  // Simple products a visitor adds one at a time (the cards' no-JS add links): a variable product
  // answers a business failure, and a cart of failures has nothing to check out.
  const productIds = [
    ...new Set([...html.matchAll(/href="\?add-to-cart=(\d+)" data-quantity="1"/g)].map((m) => m[1]!)),
  ].slice(0, 4);
  if (productIds.length === 0) throw new Error("no simple product to add on /shop/");
  const cookies: string[] = [];
  for (let i = 0; i < carts; i++) {
    const res = await fetch(`${baseUrl}/?wc-ajax=add_to_cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `product_id=${productIds[i % productIds.length]}`,
    });
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
  }
  return { cookies, productIds };
}

function addRequests(state: unknown): AutocannonRequest[] {
  const { cookies, productIds } = state as Awaited<ReturnType<typeof cartSessions>>;
  return cookies.map((cookie, i) => ({
    method: "POST",
    path: "/?wc-ajax=add_to_cart",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: `product_id=${productIds[i % productIds.length]}&quantity=1`,
  }));
}

/** Carts on the checkout page: their cookies, the refresh nonce, the order nonce and token. */
async function checkoutSessions(baseUrl: string, count: number) {
  const { cookies, productIds } = await cartSessions(baseUrl, count);
  const pages = [];
  for (const cookie of cookies) {
    const html = await (await fetch(`${baseUrl}/checkout/`, { headers: { cookie } })).text();
    pages.push({
      cookie,
      updateNonce: /data-update-order-review-nonce="([^"]+)"/.exec(html)?.[1] ?? "",
      nonce: /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(html)?.[1] ?? "",
      token: /name="laden_checkout_token" value="([^"]+)"/.exec(html)?.[1] ?? "",
    });
  }
  return { pages, productIds };
}

const CHECKOUT_FORM = { ...GUEST_ORDER_FIELDS, billing_email: "bench@example.com", ...SEPA_PAYMENT_FIELDS };

/** Orders placed by the checkout scenario: one cart each (a placed order empties its cart). */
const CHECKOUT_ORDERS = 200;
const checkoutOutcome = { success: 0, failure: 0, firstRefusal: "" };

export const SCENARIOS: Scenario[] = [
  {
    name: "add_to_cart",
    rate: 50,
    durationS: 20,
    connections: 10,
    setup: (url) => cartSessions(url),
    requests: addRequests,
  },
  {
    name: "add_to_cart-300",
    rate: 300,
    durationS: 60,
    connections: 30,
    setup: (url) => cartSessions(url),
    requests: addRequests,
  },
  {
    name: "add_to_cart-saturation",
    durationS: 10,
    connections: 30,
    setup: (url) => cartSessions(url),
    requests: addRequests,
  },
  {
    // The checkout's recalculation (country, shipping, payment change): goal p99 ≤ 80 ms.
    name: "update_order_review",
    rate: 100,
    durationS: 20,
    connections: 10,
    setup: (url) => checkoutSessions(url, CARTS),
    requests: (state) =>
      (state as Awaited<ReturnType<typeof checkoutSessions>>).pages.map((p, i) => ({
        method: "POST",
        path: "/?wc-ajax=update_order_review",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: p.cookie },
        body: new URLSearchParams({
          ...CHECKOUT_FORM,
          security: p.updateNonce,
          billing_country: i % 2 ? "DE" : "AT",
          billing_postcode: i % 2 ? "10115" : "1010",
        }).toString(),
      })),
  },
  {
    // Placing orders (one transaction each, SEPA with the IBAN encrypted), one connection so
    // every cart is used once. 10 a second: one order costs ~80 ms of server CPU with its
    // documents, so 20/s on one connection only measured the generator's own queue.
    name: "checkout",
    rate: 10,
    durationS: CHECKOUT_ORDERS / 10,
    connections: 1,
    setup: (url) => checkoutSessions(url, CHECKOUT_ORDERS),
    requests: (state) =>
      (state as Awaited<ReturnType<typeof checkoutSessions>>).pages.map((p, i) => ({
        method: "POST",
        path: "/?wc-ajax=checkout",
        // Each order from its own client address (TRUST_PROXY), as the form scenario: the
        // per-address order limit (checkout.ordersPerHour) is not what is measured.
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: p.cookie,
          "x-forwarded-for": `10.2.${(i >> 8) & 255}.${i & 255}`,
        },
        body: new URLSearchParams({
          ...CHECKOUT_FORM,
          "woocommerce-process-checkout-nonce": p.nonce,
          laden_checkout_token: p.token,
        }).toString(),
        onResponse: (_status: number, body: string) => {
          if (body.includes('"result":"success"')) checkoutOutcome.success++;
          else {
            checkoutOutcome.failure++;
            checkoutOutcome.firstRefusal ||= body
              .replace(/<[^>]+>/g, " ")
              .replace(/\s+/g, " ")
              .slice(0, 200);
          }
        },
      })),
    report: () =>
      `checkout: ${checkoutOutcome.success} orders placed, ${checkoutOutcome.failure} refused` +
      (checkoutOutcome.firstRefusal ? ` (first: ${checkoutOutcome.firstRefusal})` : ""),
  },
  {
    name: "listing SSR",
    rate: 150,
    durationS: 20,
    connections: 20,
    requests: () => LISTING_PATHS.map((path) => ({ method: "GET", path })),
  },
  {
    name: "product SSR",
    rate: 150,
    durationS: 20,
    connections: 20,
    setup: productPaths,
    requests: (paths) => (paths as string[]).map((path) => ({ method: "GET", path })),
  },
  {
    // The mini cart's refresh for a visitor with a cart (no call without one: the brief).
    name: "get_refreshed_fragments",
    rate: 150,
    durationS: 20,
    connections: 20,
    setup: (url) => cartSessions(url),
    requests: (state) =>
      (state as Awaited<ReturnType<typeof cartSessions>>).cookies.map((cookie) => ({
        method: "POST",
        path: "/?wc-ajax=get_refreshed_fragments",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: `time=${Date.now()}`,
      })),
  },
  {
    // The contact form via admin-ajax (validation, stored submission, notification mail queued).
    // The server runs with TRUST_PROXY so each request can come from its own client address.
    name: "form submit",
    rate: 50,
    durationS: 20,
    connections: 10,
    setup: contactForm,
    requests: (state) => {
      const { formId, nonce } = state as Awaited<ReturnType<typeof contactForm>>;
      return Array.from({ length: SUBMIT_CLIENTS }, (_, i) => ({
        method: "POST",
        path: "/wp-admin/admin-ajax.php",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: new URLSearchParams({
          action: "nf_ajax_submit",
          security: nonce,
          nonce_ts: String(Math.floor(Date.now() / 1000)),
          formData: JSON.stringify({
            id: formId,
            fields: {
              1: { id: 1, value: `Erika ${i}` },
              2: { id: 2, value: `bench${i}@example.com` },
              4: { id: 4, value: "kaffee" },
              6: { id: 6, value: "Eine Frage zum Kaffee aus dem Benchmark." },
              7: { id: 7, value: "checked" },
            },
            settings: {},
            extra: {},
          }),
        }).toString(),
        onResponse: (_status: number, body: string) => {
          if (body.includes('"success_message"')) submitOutcome.success++;
          else submitOutcome.failure++;
        },
      }));
    },
    report: () => `form submit: ${submitOutcome.success} accepted, ${submitOutcome.failure} refused`,
  },
  {
    name: "listing SSR saturation",
    durationS: 10,
    connections: 20,
    requests: () => LISTING_PATHS.map((path) => ({ method: "GET", path })),
  },
];

/** Live search requests: the query mix of bench/search.ts over `size` generated products. */
const SEARCH_REQUESTS = 600;

/** The live search over HTTP (`is_ajax_load_posts`, the header's form 1) on the 100k data. */
export function searchScenario(size: number): Scenario {
  return {
    name: "search 100k",
    rate: 50,
    durationS: 20,
    connections: 10,
    setup: async (baseUrl) => {
      const html = await (await fetch(`${baseUrl}/shop/`)).text();
      const params = JSON.parse(
        /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
      );
      if (!params.search?.nonce) throw new Error("no search nonce on /shop/");
      return params.search.nonce as string;
    },
    requests: (nonce) => {
      const kinds = Object.values(queries(size));
      return Array.from({ length: SEARCH_REQUESTS }, (_, i) => ({
        method: "POST",
        path: "/wp-admin/admin-ajax.php",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          action: "is_ajax_load_posts",
          s: kinds[i % kinds.length]!(),
          id: "1",
          page: "1",
          security: nonce as string,
        }).toString(),
      }));
    },
  };
}
