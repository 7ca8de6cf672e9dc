/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) in Debian's
 * Chromium against the built server on a fresh embedded PostgreSQL with the demo shop, compared
 * with the brief's page goals. Not part of CI (a score depends on the machine's load).
 *   npm run bench:lighthouse                      every page type
 *   npm run bench:lighthouse -- home blog-post    some of them
 *   LIGHTHOUSE_JSON=report.json npm run bench:lighthouse   also writes the figures as JSON
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse     each page 3 times, the run with the median score
 *   LIGHTHOUSE_REPORTS=dir npm run bench:lighthouse   every run's full report (dir/page-run.json)
 * The cart and checkout pages are measured with one product in the cart (a session cookie).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { startAppServer } from "../tests/setup/app-server.ts";
import { cartSessions } from "./scenarios.ts";

/** The brief's goals: performance ≥ 95 (≥ 90 for product, cart, checkout), accessibility 1.0, CLS ≤ 0.05. */
const PAGES = [
  { name: "home", path: "/", minPerformance: 95 },
  { name: "listing", path: "/shop/", minPerformance: 95 },
  { name: "blog-post", path: "/blog/espresso-richtig-einstellen/", minPerformance: 95 },
  { name: "form", path: "/forms/kontakt/", minPerformance: 95 },
  { name: "product", path: "/product/aethiopien-yirgacheffe/", minPerformance: 90 },
  { name: "cart", path: "/cart/", minPerformance: 90, withCart: true },
  { name: "checkout", path: "/checkout/", minPerformance: 90, withCart: true },
] as const;
const MIN_ACCESSIBILITY = 100;
const MAX_CLS = 0.05;

const only = process.argv.slice(2);
// Scores move with the machine's load: several runs per page and their median compare fairly.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const reportDir = process.env.LIGHTHOUSE_REPORTS;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), "laden-lighthouse-"));
chmodSync(dataDir, 0o755);
// The first start initialises the embedded cluster and seeds the demo shop: minutes on a busy machine.
const server = await startAppServer(
  { DATABASE_URL: "", LADEN_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  300_000,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 1-minute load average when the run started. */
  load: number;
  met: boolean;
};
type Audits = Record<
  string,
  { numericValue?: number; details?: unknown; score: number | null; scoreDisplayMode: string; id: string }
>;

async function measure(p: (typeof PAGES)[number], cookie: string, run: number) {
  const load = Number(loadavg()[0]!.toFixed(2));
  const result = await lighthouse(
    server.url + p.path,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      extraHeaders: "withCart" in p ? { Cookie: cookie } : undefined,
    },
    undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${p.path}`);
  if (reportDir) writeFileSync(join(reportDir, `${p.name}-${run}.json`), JSON.stringify(result.lhr));
  const { categories } = result.lhr;
  const audits = result.lhr.audits as Audits;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const row: Row = {
    page: p.name,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    load,
    met: false,
  };
  row.met =
    row.performance >= p.minPerformance && row.accessibility >= MIN_ACCESSIBILITY && row.cls <= MAX_CLS;
  return { row, audits };
}

const rows: Row[] = [];
try {
  const { cookies } = await cartSessions(server.url, 1);
  // A first visit per page fills the server's caches, as a real site's would be.
  for (const p of PAGES) await fetch(server.url + p.path, { headers: { cookie: cookies[0]! } });
  for (const p of PAGES) {
    if (only.length && !only.includes(p.name)) continue;
    const runs: { row: Row; audits: Audits }[] = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await measure(p, cookies[0]!, run));
    if (RUNS > 1)
      process.stdout.write(`${p.name}: performance ${runs.map((r) => r.row.performance).join(", ")}\n`);
    // The run with the median performance score stands for the page (with its own LCP, TBT, CLS).
    runs.sort((a, b) => a.row.performance - b.row.performance);
    const { row, audits } = runs[Math.floor((runs.length - 1) / 2)]!;
    rows.push(row);
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failed.length) process.stdout.write(`${p.name}: audits not passed: ${failed.join(", ")}\n`);
    if (row.cls > MAX_CLS) {
      const items = (
        audits["layout-shifts"]?.details as { items?: { node?: { snippet?: string }; score?: number }[] }
      )?.items;
      for (const item of items ?? [])
        process.stdout.write(`${p.name}: layout shift ${item.score?.toFixed(3)} by ${item.node?.snippet}\n`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
if (process.env.LIGHTHOUSE_JSON)
  writeFileSync(process.env.LIGHTHOUSE_JSON, `${JSON.stringify(rows, null, 2)}\n`);
