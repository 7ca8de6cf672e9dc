/**
 * `npm run bench:orders` (or `node bench/orders-list.ts 100000`): the back office's orders list at
 * 100,000 orders (BRIEF "Back office": list page server time p95 ≤ 50 ms). Generates the orders
 * with one INSERT … SELECT generate_series (names, e-mails, postcodes, statuses, a year of dates,
 * some withdrawals) into a PostgreSQL of its own (BENCH_DATABASE_URL, else an embedded one under
 * ./data/bench-orders, kept between runs: delete it to start over), then times what the list's
 * loader does — the tab counts and one page, through listAdminOrders with the parsed query
 * string — for a mix of tab, filter, search, sort and page requests; prints p50/p95/p99 per kind
 * and overall. `npm run bench -- --orders` puts the figures in the report. Not part of CI.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { listAdminOrders, parseOrderListQuery } from "../modules/orders/admin-list.ts";

const ROOT = new URL("..", import.meta.url).pathname;

export type OrdersListFigures = {
  size: number;
  generationS: number;
  /** Per request kind and `mix`: wall-clock percentiles (ms) and mean PostgreSQL backend CPU (ms). */
  kinds: Record<string, { n: number; p50: number; p95: number; p99: number; cpuMs: number }>;
  loadAverage: number[];
};

// One connection, so the CPU time of its PostgreSQL backend can be read from /proc: a figure the
// other work on a shared machine does not inflate, unlike the wall-clock times.
let backendPid = 0;
function backendCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${backendPid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const FIRST = [
  "Anna",
  "Bernd",
  "Carla",
  "Dieter",
  "Elif",
  "Frank",
  "Gül",
  "Hanna",
  "Ivan",
  "Jana",
  "Karl",
  "Lena",
  "Mehmet",
  "Nina",
  "Otto",
  "Paula",
  "Rüdiger",
  "Sabine",
  "Tobias",
  "Ute",
];
const LAST = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Schäfer",
  "Koch",
  "Bauer",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hofmann",
  "Hartmann",
  "Lange",
  "Schmitt",
  "Werner",
  "Krause",
  "Meier",
  "Lehmann",
  "Yılmaz",
  "Öztürk",
  "Kowalski",
  "Nowak",
  "Ahrens",
  "Voigt",
  "Jäger",
  "Seidel",
  "Brandt",
  "Haas",
];

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The request mix: the query strings an owner's clicks produce (`#` is replaced per request). */
export function requests(size: number): Record<string, () => string> {
  const r = (n: number) => 1 + Math.floor(Math.random() * n);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return {
    first: () => "",
    tab: () => `status=${pick(["needs-action", "processing", "on-hold", "completed", "cancelled"])}`,
    "search-name": () => `q=${encodeURIComponent(pick(LAST))}`,
    "search-full": () => `q=${encodeURIComponent(`${pick(FIRST)} ${pick(LAST)}`)}`,
    "search-email": () => `q=${encodeURIComponent(`${pick(FIRST).toLowerCase()}.${r(size)}@`)}`,
    "search-postcode": () => `q=${String(10000 + r(89999))}`,
    "search-number": () => `q=${r(size)}`,
    "date-payment": () =>
      `from=${day(60)}&to=${day(30)}&payment=${pick(["bacs", "german_market_sepa_direct_debit"])}`,
    sort: () =>
      `sort=${pick(["customer", "total", "number", "status"])}&dir=${pick(["asc", "desc"])}&page=${r(5)}`,
    "page-deep": () => `page=${r(50)}&per_page=${pick([20, 50, 100])}`,
    "tab-search-sort": () => `status=completed&q=${encodeURIComponent(pick(LAST))}&sort=total&dir=desc`,
  };
}

async function generate(db: ReturnType<typeof createDb>, size: number): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows as [
    { n: number },
  ];
  if (n >= size) return 0;
  const t = performance.now();
  const first = sql.raw(`(array[${FIRST.map((f) => `'${f}'`).join(",")}])`);
  const last = sql.raw(`(array[${LAST.map((f) => `'${f}'`).join(",")}])`);
  // Weighted statuses as a shop sees them: mostly completed, some open, a few cancelled.
  await db.execute(sql`
    insert into orders (order_key, status, lang, email, billing, payment_method, shipping_method,
      subtotal_cents, shipping_cents, total_cents, vat, terms_accepted_at, created_at, updated_at, withdrawn_at)
    select
      'bench_' || g,
      (array['completed','completed','completed','completed','completed','completed','processing','on-hold','pending','cancelled','refunded','failed'])[1 + (g * 7) % 12],
      'de',
      lower(${first}[1 + g % ${FIRST.length}]) || '.' || g || '@example.de',
      jsonb_build_object(
        'firstName', ${first}[1 + g % ${FIRST.length}],
        'lastName', ${last}[1 + (g / ${FIRST.length}) % ${LAST.length}],
        'company', case when g % 9 = 0 then 'Firma ' || g else '' end,
        'address1', 'Hauptstraße ' || (g % 200),
        'postcode', lpad(((g * 37) % 90000 + 10000)::text, 5, '0'),
        'city', 'Berlin', 'country', 'DE', 'phone', ''),
      (array['german_market_sepa_direct_debit','german_market_purchase_on_account','bacs'])[1 + g % 3],
      (array['flat_rate:1','free_shipping:2','local_pickup:3'])[1 + g % 3],
      1000 + (g * 13) % 20000, 490, 1490 + (g * 13) % 20000,
      jsonb_build_array(jsonb_build_object('rateBp', 1900, 'cents', ((1490 + (g * 13) % 20000) * 19 / 119))),
      now() - make_interval(mins => g * 5),
      now() - make_interval(mins => g * 5),
      now() - make_interval(mins => g * 5),
      case when g % 400 = 0 then now() - make_interval(mins => g * 5 - 60) end
    from generate_series(${n + 1}::int, ${size}::int) as g`);
  await db.execute(sql`vacuum analyze orders`);
  return (performance.now() - t) / 1000;
}

export async function runOrdersListBench(
  size = 100_000,
  rounds = Number(process.env.BENCH_ROUNDS ?? 40),
): Promise<OrdersListFigures> {
  const dataDir = join(ROOT, "data/bench-orders");
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(dataDir, { adoptOrphans: true });
  const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  // The count and the page of one request run one after the other, so one connection serves it.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on("error", () => {});
  const db = createDb(pool);
  try {
    await runMigrations(pool);
    const generationS = await generate(db, size);
    backendPid = (
      (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0] as { pid: number }
    ).pid;
    const mix = requests(size);
    // Warm-up: the first queries load the indexes into the cache, as a running shop has them.
    for (const make of Object.values(mix))
      await listAdminOrders(db, parseOrderListQuery(new URLSearchParams(make())));
    const times: Record<string, number[]> = { mix: [] };
    const cpu: Record<string, number> = { mix: 0 };
    // Kind by kind (not interleaved), so the backend's CPU clock (10 ms ticks) sums per kind.
    for (const [kind, make] of Object.entries(mix)) {
      const cpuBefore = backendCpuMs();
      const list: number[] = [];
      times[kind] = list;
      for (let i = 0; i < rounds; i++) {
        const query = parseOrderListQuery(new URLSearchParams(make()));
        const t = performance.now();
        await listAdminOrders(db, query);
        const ms = performance.now() - t;
        list.push(ms);
        times.mix!.push(ms);
      }
      cpu[kind] = backendCpuMs() - cpuBefore;
      cpu.mix! += cpu[kind]!;
    }
    const kinds: OrdersListFigures["kinds"] = {};
    for (const [kind, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      kinds[kind] = {
        n: sorted.length,
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        p99: pct(sorted, 99),
        cpuMs: cpu[kind]! / sorted.length,
      };
    }
    return { size, generationS, kinds, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) };
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

export function printOrdersListFigures(f: OrdersListFigures): void {
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `orders list at ${f.size.toLocaleString("de-DE")} orders (generated in ${f.generationS.toFixed(1)} s; 0 = reused)`,
  );
  out(`load average at the end: ${f.loadAverage.join(" / ")}`);
  out(`${"kind".padEnd(18)} ${"n".padStart(5)}     p50     p95     p99  db cpu (ms)`);
  for (const [kind, k] of Object.entries(f.kinds)) {
    out(
      `${kind.padEnd(18)} ${String(k.n).padStart(5)} ${fmt(k.p50)} ${fmt(k.p95)} ${fmt(k.p99)} ${fmt(k.cpuMs)}`,
    );
  }
}

if (import.meta.main) {
  const size = Number(process.argv[2] ?? 100_000) || 100_000;
  printOrdersListFigures(await runOrdersListBench(size));
}
