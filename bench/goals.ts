/**
 * The brief's "Goals in numbers" (/shared/BRIEF.md) as one table, and their comparison with what
 * a bench run measured. A goal names the metric key the runner records (`scenario.p99`,
 * `rss.idleMb`, `js.shop`, `lighthouse.home.performance`, …).
 */

export type Goal = {
  /** The metric key the runner records. */
  metric: string;
  /** What the brief asks, in its words. */
  what: string;
  op: "<=" | ">=";
  value: number;
  unit: string;
};

/** Lighthouse page types with their performance goal (≥ 95, or ≥ 90 for product, cart, checkout). */
export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/", minPerformance: 95 },
  { name: "listing", path: "/shop/", minPerformance: 95 },
  { name: "blog-post", path: "/blog/espresso-richtig-einstellen/", minPerformance: 95 },
  { name: "form", path: "/forms/kontakt/", minPerformance: 95 },
  { name: "product", path: "/product/aethiopien-yirgacheffe/", minPerformance: 90 },
  { name: "cart", path: "/cart/", minPerformance: 90, withCart: true },
  { name: "checkout", path: "/checkout/", minPerformance: 90, withCart: true },
] as const;
export const MIN_ACCESSIBILITY = 100;
export const MAX_CLS = 0.05;

/** First-load JS goals (kB gzip) by route id of the build manifest; `embed` is `/embed/forms.js`. */
export const JS_GOALS_KB: Record<string, number> = {
  shop: 120,
  product: 130,
  cart: 150,
  checkout: 150,
  embed: 30,
};

/** Served rate within 2 % of the offered one (the paced run's last answers arrive after its end). */
const served = (rate: number) => Math.floor(rate * 0.98);

export const GOALS: Goal[] = [
  {
    metric: "add_to_cart-300.p99",
    what: "add_to_cart p99 at 300 req/s for 60 s",
    op: "<=",
    value: 30,
    unit: "ms",
  },
  {
    metric: "add_to_cart-300.rps",
    what: "add_to_cart serves the offered 300 req/s",
    op: ">=",
    value: served(300),
    unit: "req/s",
  },
  { metric: "add_to_cart-300.errors", what: "add_to_cart 0 errors", op: "<=", value: 0, unit: "" },
  {
    metric: "add_to_cart-saturation.rps",
    what: "add_to_cart saturation",
    op: ">=",
    value: 800,
    unit: "req/s",
  },
  { metric: "add_to_cart-saturation.errors", what: "add_to_cart 0 errors", op: "<=", value: 0, unit: "" },
  { metric: "update_order_review.p99", what: "update_order_review p99", op: "<=", value: 80, unit: "ms" },
  {
    metric: "listing SSR.p99",
    what: "listing SSR p99 at 150 req/s (BENCH_PAGE_CACHE=0 renders every page)",
    op: "<=",
    value: 80,
    unit: "ms",
  },
  {
    metric: "listing SSR.rps",
    what: "listing SSR serves the offered 150 req/s",
    op: ">=",
    value: served(150),
    unit: "req/s",
  },
  { metric: "rss.idleMb", what: "server RSS at idle with the demo", op: "<=", value: 200, unit: "MB" },
  { metric: "rss.afterLoadMb", what: "server RSS after the load runs", op: "<=", value: 300, unit: "MB" },
  // Issue 18's CPU targets: the figure a busy shared machine inflates least. add_to_cart's is the
  // 60-s run at the goal's 300 req/s, not the 20-s warm-up at 50/s (the JIT's first compilations).
  ...(
    [
      ["add_to_cart-300", 1],
      ["listing SSR", 3],
      ["product SSR", 3],
    ] as const
  ).map(
    ([scenario, ms]): Goal => ({
      metric: `${scenario}.serverCpuMsPerRequest`,
      what: `${scenario} server CPU per request`,
      op: "<=",
      value: ms,
      unit: "ms",
    }),
  ),
  { metric: "search.100k.p95", what: "search mix at 100k, p95 server time", op: "<=", value: 25, unit: "ms" },
  {
    metric: "orders.100k.p95",
    what: "back-office orders list at 100k, p95 server time",
    op: "<=",
    value: 50,
    unit: "ms",
  },
  { metric: "search.100k.reindexS", what: "full reindex of 100k products", op: "<=", value: 60, unit: "s" },
  ...Object.entries(JS_GOALS_KB).map(
    ([route, kb]): Goal => ({
      metric: `js.${route}`,
      what: `first-load JS ${route} (gzip)`,
      op: "<=",
      value: kb,
      unit: "kB",
    }),
  ),
  ...LIGHTHOUSE_PAGES.flatMap((p): Goal[] => [
    {
      metric: `lighthouse.${p.name}.performance`,
      what: `Lighthouse mobile performance, ${p.name}`,
      op: ">=",
      value: p.minPerformance,
      unit: "",
    },
    {
      metric: `lighthouse.${p.name}.accessibility`,
      what: `Lighthouse accessibility, ${p.name}`,
      op: ">=",
      value: MIN_ACCESSIBILITY,
      unit: "",
    },
    { metric: `lighthouse.${p.name}.cls`, what: `CLS, ${p.name}`, op: "<=", value: MAX_CLS, unit: "" },
  ]),
];

export type GoalResult = Goal & { measured: number | null; met: boolean | null };

/** Each goal with its measured value; `met: null` when the run did not measure it. */
export function compareWithGoals(metrics: Record<string, number>, goals: Goal[] = GOALS): GoalResult[] {
  return goals.map((goal) => {
    const measured = metrics[goal.metric];
    if (measured === undefined || !Number.isFinite(measured)) return { ...goal, measured: null, met: null };
    return { ...goal, measured, met: goal.op === "<=" ? measured <= goal.value : measured >= goal.value };
  });
}
