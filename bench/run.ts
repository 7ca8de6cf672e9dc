/**
 * `npm run bench`: starts the built server on a fresh embedded PostgreSQL (or BENCH_DATABASE_URL),
 * runs the load scenarios (bench/scenarios.ts) on loopback (a fixed rate paced evenly by
 * bench/paced.ts, saturation by autocannon), reads the server's RSS
 * at idle and after load and the first-load JS per route, compares everything with the brief's
 * goals (bench/goals.ts) and writes a JSON report (BENCH_REPORT, default bench/report-latest.json).
 * Not part of CI.
 *   npm run bench                          every scenario
 *   npm run bench -- listing\ SSR checkout   some scenarios by name
 *   npm run bench -- --lighthouse          also Lighthouse on every page type (bench/lighthouse.ts)
 *   npm run bench -- --search              also search at 100k products (bench/search.ts; slow):
 *                                          server time in-process, then over HTTP with the built server
 *   npm run bench -- --orders              also the back office's orders list at 100k orders
 *                                          (bench/orders-list.ts; tab counts + one page, in-process)
 *   npm run bench -- --heap                also V8 heap snapshots of the server at idle and after
 *                                          the load (BENCH_HEAP_DIR, default the OS temp dir)
 *   npm run bench -- --cpu-prof            the measured server runs with `--cpu-prof`: its V8 CPU
 *                                          profile (whole run) lands in BENCH_PROFILE_DIR (default
 *                                          the OS temp dir); summarise with bench/profile-summary.ts
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { embedFirstLoadGzip } from "../scripts/embed-size.ts";
import { routeJsSizes } from "../scripts/js-size.ts";
import { type AppServer, startAppServer } from "../tests/setup/app-server.ts";
import { compareWithGoals, JS_GOALS_KB } from "./goals.ts";
import { type LighthouseRow, runLighthouse } from "./lighthouse.ts";
import { type OrdersListFigures, runOrdersListBench } from "./orders-list.ts";
import { type PacedResult, pacedLoad } from "./paced.ts";
import { cpuMs, postgresCpuMs, rssMb } from "./proc.ts";
import { SCENARIOS, type Scenario, searchScenario } from "./scenarios.ts";
import { runSearchBench, type SearchFigures } from "./search.ts";
import {
  benchDatabaseUrl,
  preloadStatementStats,
  type StatementCounter,
  statementCounter,
} from "./sql-count.ts";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const only = args.filter((a) => !a.startsWith("--"));
const reportPath = process.env.BENCH_REPORT ?? new URL("report-latest.json", import.meta.url).pathname;

type ScenarioResult = {
  name: string;
  /** Offered rate (req/s); null = as fast as possible. */
  rate: number | null;
  durationS: number;
  connections: number;
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU time per answered request: the server process, and PostgreSQL (backends that stay). */
  serverCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
  /** SQL statements per answered request, counted by pg_stat_statements; null where not counted. */
  sqlStatementsPerRequest: number | null;
  /** Load average (1 min) at the scenario's start and end: the latencies depend on it. */
  load: [number, number];
  note?: string;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const load = () => loadavg().map(round1);

/** The V8 heap (used / total MB) from the server's Prometheus metrics: what of the RSS is JS heap. */
async function heapMb(baseUrl: string): Promise<{ used: number; total: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN) / 2 ** 20);
  return { used: mb("nodejs_heap_size_used_bytes"), total: mb("nodejs_heap_size_total_bytes") };
}

/** Polls the idle server's RSS until it is back near the idle figure (or a minute has passed). */
async function settledRss(
  pid: number,
  idleMb: number,
): Promise<{ settledMb: number; settledAfterS: number }> {
  const start = performance.now();
  let mb = rssMb(pid);
  while (mb > idleMb * 1.15 && performance.now() - start < 60_000) {
    await new Promise((r) => setTimeout(r, 2000));
    mb = rssMb(pid);
  }
  return { settledMb: mb, settledAfterS: Math.round((performance.now() - start) / 1000) };
}

/** Nearest-rank percentile of sorted values. */
function pct(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** As many requests as the server answers on `connections` (autocannon's closed loop). */
async function saturate(baseUrl: string, scenario: Scenario, setup: unknown): Promise<PacedResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        duration: scenario.durationS,
        connections: scenario.connections,
        requests: scenario.requests(setup),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    latencies,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: result.requests.average,
  };
}

/** One scenario; the latencies come from every response (autocannon's own result has no p95). */
async function runScenario(
  server: AppServer,
  scenario: Scenario,
  pgDataDir = dataDir,
  statements?: StatementCounter,
): Promise<ScenarioResult> {
  const baseUrl = server.url;
  const setup = await scenario.setup?.(baseUrl);
  const loadStart = round1(loadavg()[0]!);
  await statements?.reset();
  const serverCpu = cpuMs(server.process.pid!);
  const pgCpu = postgresCpuMs(pgDataDir);
  // A fixed rate is paced evenly (bench/paced.ts); saturation is autocannon's closed loop.
  const result = scenario.rate
    ? await pacedLoad({
        url: baseUrl,
        rate: scenario.rate,
        durationS: scenario.durationS,
        connections: scenario.connections,
        requests: scenario.requests(setup),
      })
    : await saturate(baseUrl, scenario, setup);
  const latencies = result.latencies;
  const sql = statements ? await statements.total() : undefined;
  latencies.sort((a, b) => a - b);
  const perRequest = (ms: number) => round1(ms / Math.max(1, latencies.length));
  return {
    name: scenario.name,
    rate: scenario.rate ?? null,
    durationS: scenario.durationS,
    connections: scenario.connections,
    requests: result.requests,
    errors: result.errors,
    non2xx: result.non2xx,
    p50: round1(pct(latencies, 50)),
    p95: round1(pct(latencies, 95)),
    p99: round1(pct(latencies, 99)),
    rps: Math.round(result.rps),
    serverCpuMsPerRequest: perRequest(cpuMs(server.process.pid!) - serverCpu),
    postgresCpuMsPerRequest: perRequest(postgresCpuMs(pgDataDir) - pgCpu),
    sqlStatementsPerRequest:
      sql === undefined ? null : Math.round((sql / Math.max(1, latencies.length)) * 100) / 100,
    load: [loadStart, round1(loadavg()[0]!)],
    note: scenario.report?.(),
  };
}

const loadBefore = load();
const dataDir = mkdtempSync(join(tmpdir(), "laden-bench-"));
chmodSync(dataDir, 0o755);
// TRUST_PROXY: the form scenario sends each submission from its own X-Forwarded-For address, so
// the per-client submission limit does not turn the measurement into 429s.
const serverEnv = {
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  LADEN_DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  TRUST_PROXY: "1",
  // BENCH_PAGE_CACHE=0 measures every page rendered (the anonymous page cache off).
  LADEN_PAGE_CACHE: process.env.BENCH_PAGE_CACHE ?? "1",
};
const heapDir = process.env.BENCH_HEAP_DIR ?? tmpdir();
const profileDir = process.env.BENCH_PROFILE_DIR ?? tmpdir();
const nodeOptions = [
  flags.has("--heap") ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}` : "",
  flags.has("--cpu-prof") ? `--cpu-prof --cpu-prof-dir=${profileDir}` : "",
]
  .filter(Boolean)
  .join(" ");
const measuredEnv = nodeOptions ? { ...serverEnv, NODE_OPTIONS: nodeOptions } : serverEnv;

/** Has the server write a heap snapshot; it writes on its main thread, so the next answer means done. */
async function heapSnapshot(server: AppServer): Promise<void> {
  if (!flags.has("--heap")) return;
  const snapshots = () => readdirSync(heapDir).filter((f) => f.endsWith(".heapsnapshot")).length;
  const before = snapshots();
  server.process.kill("SIGUSR2");
  while (snapshots() === before) await new Promise((r) => setTimeout(r, 100));
  await fetch(`${server.url}/healthz`);
  process.stdout.write(`heap snapshot written to ${heapDir}\n`);
}
// The first start initialises the cluster and seeds the demo in the server process (its heap
// grows with that); measured is a second start on the seeded data, as a running shop would be.
// The first start also has the cluster load pg_stat_statements for the second (the SQL count).
const seeding = await startAppServer(serverEnv, 300_000);
try {
  const url = benchDatabaseUrl(dataDir);
  if (url && !process.env.BENCH_DATABASE_URL) await preloadStatementStats(url);
} finally {
  await seeding.stop();
}
const server = await startAppServer(measuredEnv, 300_000);
const dbUrl = benchDatabaseUrl(dataDir);
const statements = dbUrl ? await statementCounter(dbUrl) : undefined;
const metrics: Record<string, number> = {};
const scenarios: ScenarioResult[] = [];
const rss: {
  bootMb?: number;
  idleMb?: number;
  idleHeapMb?: { used: number; total: number };
  afterLoadMb?: number;
  afterLoadHeapMb?: { used: number; total: number };
  /** RSS once the idle server has given memory back (V8's memory reducer), and after how long. */
  settledMb?: number;
  settledAfterS?: number;
} = {};
let lighthouse: LighthouseRow[] | null = null;
try {
  rss.bootMb = rssMb(server.process.pid!);
  // Warm up: the first requests compile templates and fill caches; then let it settle.
  await autocannon({ url: `${server.url}/shop/`, duration: 3, connections: 4 });
  await new Promise((r) => setTimeout(r, 2000));
  rss.idleMb = rssMb(server.process.pid!);
  rss.idleHeapMb = await heapMb(server.url);
  await heapSnapshot(server);
  if (flags.has("--lighthouse")) lighthouse = await runLighthouse(server.url);
  for (const scenario of SCENARIOS) {
    if (only.length && !only.includes(scenario.name)) continue;
    const r = await runScenario(server, scenario, dataDir, statements);
    scenarios.push(r);
    process.stdout.write(`${JSON.stringify(r)}\n`);
    for (const key of [
      "p50",
      "p95",
      "p99",
      "rps",
      "serverCpuMsPerRequest",
      "postgresCpuMsPerRequest",
    ] as const)
      metrics[`${r.name}.${key}`] = r[key];
    if (r.sqlStatementsPerRequest !== null)
      metrics[`${r.name}.sqlStatementsPerRequest`] = r.sqlStatementsPerRequest;
    metrics[`${r.name}.errors`] = r.errors + r.non2xx;
  }
  rss.afterLoadMb = rssMb(server.process.pid!);
  rss.afterLoadHeapMb = await heapMb(server.url);
  Object.assign(rss, await settledRss(server.process.pid!, rss.idleMb));
  await heapSnapshot(server);
} finally {
  await statements?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
metrics["rss.idleMb"] = rss.idleMb!;
if (rss.afterLoadMb) metrics["rss.afterLoadMb"] = rss.afterLoadMb;
if (rss.settledMb) metrics["rss.settledMb"] = rss.settledMb;

// First-load JS per route (gzip, from the build manifest) and the embed.
const js: Record<string, number> = {};
for (const [id, { gzipBytes }] of Object.entries(await routeJsSizes())) js[id] = round1(gzipBytes / 1024);
const embed = embedFirstLoadGzip();
if (embed) js.embed = round1(embed.bytes / 1024);
for (const id of Object.keys(JS_GOALS_KB)) if (js[id] !== undefined) metrics[`js.${id}`] = js[id];

for (const row of lighthouse ?? [])
  for (const key of ["performance", "accessibility", "cls"] as const)
    metrics[`lighthouse.${row.page}.${key}`] = row[key];

// Search at 100k runs after the server stopped: it has its own PostgreSQL and needs the cores.
let search: SearchFigures | null = null;
if (flags.has("--search")) {
  // Then the live search over HTTP: the built server on the same data.
  const onSearchData = async (url: string, dir: string) => {
    const searchServer = await startAppServer(
      { DATABASE_URL: url, LADEN_DATA_DIR: dir, LOG_LEVEL: "warn" },
      300_000,
    );
    try {
      const r = await runScenario(searchServer, searchScenario(100_000), dir);
      scenarios.push(r);
      process.stdout.write(`${JSON.stringify(r)}\n`);
      for (const key of ["p50", "p95", "p99", "rps"] as const) metrics[`${r.name}.${key}`] = r[key];
    } catch (err) {
      // The in-process figures stand without it.
      process.stdout.write(`search over HTTP failed: ${(err as Error).message}\n`);
    } finally {
      await searchServer.stop();
    }
  };
  search = (await runSearchBench([100_000], undefined, onSearchData))[0] ?? null;
  if (search) {
    metrics["search.100k.p95"] = round1(search.kinds.mix!.p95);
    metrics["search.100k.reindexS"] = round1(search.reindexS);
  }
}

// The orders list at 100k: its own PostgreSQL too, after the server stopped.
let ordersList: OrdersListFigures | null = null;
if (flags.has("--orders")) {
  ordersList = await runOrdersListBench(100_000);
  metrics["orders.100k.p95"] = round1(ordersList.kinds.mix!.p95);
}

const goals = compareWithGoals(metrics);
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, loadBefore, loadAfter: load() },
  scenarios,
  rss,
  js,
  lighthouse,
  search,
  ordersList,
  goals,
};
writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);

for (const g of goals) {
  const status = g.met === null ? "not measured" : g.met ? "met" : "MISSED";
  process.stdout.write(
    `${status.padEnd(13)} ${g.what.padEnd(48)} ${String(g.measured ?? "—").padStart(7)} ${g.op} ${g.value} ${g.unit}\n`,
  );
}
process.stdout.write(`load average before ${loadBefore.join(" / ")}, after ${load().join(" / ")}\n`);
process.stdout.write(`report: ${reportPath}\n`);
