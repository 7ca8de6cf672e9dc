import type { Request as AutocannonRequest } from "autocannon";

export type Scenario<S = unknown> = {
  name: string;
  /** Fixed request rate (req/s); undefined = as fast as possible (saturation). */
  rate?: number;
  durationS: number;
  connections: number;
  setup?: (baseUrl: string) => Promise<S>;
  requests: (state: S) => AutocannonRequest[];
};

const LISTING_PATHS = [
  "/shop/",
  "/shop/?orderby=price",
  "/shop/page/2/",
  "/product-category/kaffee/",
  "/shop/?orderby=popularity",
];

/** Carts to spread the adds over: each request adds one unit to one of them. */
const CARTS = 100;

async function cartSessions(baseUrl: string): Promise<{ cookies: string[]; productIds: string[] }> {
  const html = await (await fetch(`${baseUrl}/shop/`)).text();
  const productIds = [...new Set([...html.matchAll(/data-product_id="(\d+)"/g)].map((m) => m[1]!))].slice(
    0,
    4,
  );
  const cookies: string[] = [];
  for (let i = 0; i < CARTS; i++) {
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

export const SCENARIOS: Scenario[] = [
  {
    name: "add_to_cart",
    rate: 50,
    durationS: 20,
    connections: 10,
    setup: cartSessions,
    requests: addRequests,
  },
  {
    name: "add_to_cart-300",
    rate: 300,
    durationS: 30,
    connections: 30,
    setup: cartSessions,
    requests: addRequests,
  },
  {
    name: "add_to_cart-saturation",
    durationS: 10,
    connections: 30,
    setup: cartSessions,
    requests: addRequests,
  },
  {
    name: "listing SSR",
    rate: 150,
    durationS: 20,
    connections: 20,
    requests: () => LISTING_PATHS.map((path) => ({ method: "GET", path })),
  },
  {
    name: "listing SSR saturation",
    durationS: 10,
    connections: 20,
    requests: () => LISTING_PATHS.map((path) => ({ method: "GET", path })),
  },
];
