/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) in Debian's
 * Chromium against the built server on a fresh embedded PostgreSQL with the demo shop, compared
 * with the brief's page goals (bench/goals.ts). Not part of CI (a score depends on the machine's load).
 *   npm run bench:lighthouse                      every page type
 *   npm run bench:lighthouse -- home blog-post    some of them
 *   LIGHTHOUSE_JSON=report.json npm run bench:lighthouse   also writes the figures as JSON
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse     each page 3 times, the run with the median score
 *   LIGHTHOUSE_REPORTS=dir npm run bench:lighthouse   every run's full report (dir/page-run.json)
 * The cart and checkout pages are measured with one product in the cart (a session cookie).
 * `npm run bench -- --lighthouse` calls runLighthouse against its own server.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { startAppServer } from "../tests/setup/app-server.ts";
import { LIGHTHOUSE_PAGES, MAX_CLS, MIN_ACCESSIBILITY } from "./goals.ts";
import { cartSessions } from "./scenarios.ts";

export type LighthouseRow = {
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
  error?: string;
};

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;

/** Lighthouse on each page type (or those named in `only`) of the server at `baseUrl`. */
export async function runLighthouse(baseUrl: string, only: string[] = []): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows: LighthouseRow[] = [];
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  try {
    const { cookies } = await cartSessions(baseUrl, 1);
    // A first visit per page fills the server's caches, as a real site's would be.
    for (const p of LIGHTHOUSE_PAGES) await fetch(baseUrl + p.path, { headers: { cookie: cookies[0]! } });
    for (const p of LIGHTHOUSE_PAGES) {
      if (only.length && !only.includes(p.name)) continue;
      const run = () =>
        lighthouse(
          baseUrl + p.path,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            extraHeaders: "withCart" in p ? { Cookie: cookies[0]! } : undefined,
          },
          undefined,
        );
      // Scores move with the machine's load: several runs per page, the one with the median score.
      const results: { result: NonNullable<Awaited<ReturnType<typeof run>>>; load: number }[] = [];
      for (let n = 1; n <= RUNS; n++) {
        const load = Number(loadavg()[0]!.toFixed(2));
        let result = await run();
        // A loaded machine sometimes leaves a run without a performance score (e.g. no LCP): once more.
        if (result?.lhr.categories.performance?.score == null) result = await run();
        if (!result) throw new Error(`no Lighthouse result for ${p.path}`);
        if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${p.name}-${n}.json`), JSON.stringify(result.lhr));
        results.push({ result, load });
      }
      const perf = (r: (typeof results)[number]) => r.result.lhr.categories.performance?.score ?? -1;
      if (RUNS > 1)
        process.stdout.write(
          `${p.name}: performance ${results.map((r) => Math.round(perf(r) * 100)).join(", ")}\n`,
        );
      results.sort((a, b) => perf(a) - perf(b));
      const { result, load } = results[Math.floor((results.length - 1) / 2)]!;
      const { categories, audits } = result.lhr;
      // null (NaN here, null in JSON): Lighthouse could not compute it; `error` says why.
      const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const row: LighthouseRow = {
        page: p.name,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(value("largest-contentful-paint")),
        tbtMs: Math.round(value("total-blocking-time")),
        cls: Number(value("cumulative-layout-shift").toFixed(3)),
        load,
        met: false,
        error: result.lhr.runtimeError?.message ?? audits["largest-contentful-paint"]?.errorMessage,
      };
      row.met =
        row.performance >= p.minPerformance && row.accessibility >= MIN_ACCESSIBILITY && row.cls <= MAX_CLS;
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
          process.stdout.write(
            `${p.name}: layout shift ${item.score?.toFixed(3)} by ${item.node?.snippet}\n`,
          );
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

if (import.meta.main) {
  const dataDir = mkdtempSync(join(tmpdir(), "laden-lighthouse-"));
  chmodSync(dataDir, 0o755);
  // The first start initialises the embedded cluster and seeds the demo shop: minutes on a busy machine.
  const server = await startAppServer(
    { DATABASE_URL: "", LADEN_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    300_000,
  );
  let rows: LighthouseRow[];
  try {
    rows = await runLighthouse(server.url, process.argv.slice(2));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  if (process.env.LIGHTHOUSE_JSON)
    writeFileSync(process.env.LIGHTHOUSE_JSON, `${JSON.stringify(rows, null, 2)}\n`);
}
