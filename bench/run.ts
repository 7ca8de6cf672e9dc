/**
 * `npm run bench`: starts the built server on a fresh embedded PostgreSQL (or BENCH_DATABASE_URL)
 * and measures what the brief sets goals for. Not part of CI. Prints a table; figures go into
 * docs/benchmarks.md by hand.
 *   npm run bench                 all scenarios
 *   npm run bench -- listing      one scenario by name
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { routeJsSizes } from "../scripts/js-size.ts";
import { startAppServer } from "../tests/setup/app-server.ts";
import { SCENARIOS } from "./scenarios.ts";

const only = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), "laden-bench-"));
chmodSync(dataDir, 0o755);
const server = await startAppServer({
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  LADEN_DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
});

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const rows: string[][] = [["scenario", "rate", "requests", "errors", "p50 ms", "p99 ms", "req/s"]];
try {
  // Warm up: the first requests compile templates and fill caches.
  await autocannon({ url: `${server.url}/shop/`, duration: 3, connections: 4 });
  process.stdout.write(`server RSS after warm-up: ${rssMb(server.process.pid!)} MB\n`);
  for (const scenario of SCENARIOS) {
    if (only.length && !only.includes(scenario.name)) continue;
    const setup = await scenario.setup?.(server.url);
    const result = await autocannon({
      url: server.url,
      duration: scenario.durationS,
      connections: scenario.connections,
      overallRate: scenario.rate,
      requests: scenario.requests(setup),
    });
    rows.push([
      scenario.name,
      scenario.rate ? `${scenario.rate}/s` : "max",
      String(result.requests.total),
      String(result.errors + result.non2xx),
      String(result.latency.p50),
      String(result.latency.p99),
      String(Math.round(result.requests.average)),
    ]);
    const note = scenario.report?.();
    if (note) process.stdout.write(`${note}\n`);
  }
  rows.push(["RSS after load (MB)", "", "", "", "", "", String(rssMb(server.process.pid!))]);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const r of rows)
  process.stdout.write(`${r.map((c, i) => (i === 0 ? c.padEnd(28) : c.padStart(9))).join(" ")}\n`);

if (!only.length || only.includes("js")) {
  process.stdout.write("\nFirst-load JS (gzip):\n");
  const sizes = await routeJsSizes();
  for (const id of ["shop", "product", "routes/home", "routes/pages/page"]) {
    if (sizes[id]) process.stdout.write(`  ${id.padEnd(24)} ${(sizes[id].gzipBytes / 1024).toFixed(1)} kB\n`);
  }
}
