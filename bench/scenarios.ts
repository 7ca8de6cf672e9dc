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

export const SCENARIOS: Scenario[] = [
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
