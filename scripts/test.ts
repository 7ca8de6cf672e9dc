/**
 * `npm test`: every suite, in order, each with a time budget: lint, typecheck, unit, build,
 * database suites and the reliability suite (embedded PostgreSQL, then DATABASE_URL when set),
 * lifecycle, JS budgets,
 * browser tests. Prints "N passed, N failed" at the end.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDebianPackage } from "./debian-package.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const BIN = {
  biome: join(ROOT, "node_modules/@biomejs/biome/bin/biome"),
  reactRouter: join(ROOT, "node_modules/@react-router/dev/bin.cjs"),
  tsc: join(ROOT, "node_modules/typescript/bin/tsc"),
  vitest: join(ROOT, "node_modules/vitest/vitest.mjs"),
  playwright: join(ROOT, "node_modules/@playwright/test/cli.js"),
  knip: join(ROOT, "node_modules/knip/bin/knip.js"),
};
const MINUTE = 60_000;
const reportDir = mkdtempSync(join(tmpdir(), "laden-reports-"));
const totals = { passed: 0, failed: 0 };
// Names of failed tests, repeated at the very end: CI shows only the tail of a long run.
const failedTests: string[] = [];
const failedSteps: string[] = [];
// For the closing summary: every step's time against its budget, and the slowest test files.
const stepTimes: { name: string; seconds: number; budgetMs: number; ok: boolean }[] = [];
const fileTimes: { step: string; file: string; seconds: number }[] = [];
const only = process.argv.slice(2);
const startedAll = Date.now();

function step(
  name: string,
  budgetMs: number,
  args: string[],
  env: Record<string, string | undefined> = {},
  report?: () => void,
) {
  if (only.length && !only.includes(name.split(" ")[0]!)) return;
  const started = Date.now();
  process.stdout.write(`\n=== ${name} (Budget ${Math.round(budgetMs / MINUTE)} min) ===\n`);
  const result = spawnSync(args[0]!, args.slice(1), {
    cwd: ROOT,
    stdio: "inherit",
    timeout: budgetMs,
    killSignal: "SIGTERM",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  report?.();
  stepTimes.push({ name, seconds: Number(seconds), budgetMs, ok: result.status === 0 });
  if (result.status !== 0) {
    failedSteps.push(name);
    process.stdout.write(
      `--- ${name}: FEHLGESCHLAGEN nach ${seconds} s${result.error ? ` (${result.error.message})` : ""}\n`,
    );
  } else {
    process.stdout.write(`--- ${name}: ok in ${seconds} s\n`);
  }
}

function firstLine(text: unknown) {
  return (
    String(text ?? "")
      .split("\n")
      .find((l) => l.trim()) ?? ""
  );
}

type PwSuite = {
  file?: string;
  suites?: PwSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; projectName: string; results?: { duration?: number }[] }[];
  }[];
};
function playwrightFailures(suite: PwSuite, perFile: Map<string, number>) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      if (t.status === "unexpected") failedTests.push(`${spec.file} › ${spec.title} [${t.projectName}]`);
      const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, perFile);
}

function vitestCounts(file: string, stepName: string) {
  return () => {
    if (!existsSync(file)) return;
    const r = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    for (const suite of r.testResults ?? []) {
      const path = String(suite.name ?? "").replace(ROOT, "");
      if (suite.startTime && suite.endTime)
        fileTimes.push({ step: stepName, file: path, seconds: (suite.endTime - suite.startTime) / 1000 });
      const failed = (suite.assertionResults ?? []).filter((a: { status: string }) => a.status === "failed");
      for (const a of failed)
        failedTests.push(`${path} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (!failed.length && suite.status === "failed")
        failedTests.push(`${path}: ${firstLine(suite.message)}`);
    }
  };
}

function vitest(project: string, tag: string) {
  const out = join(reportDir, `${tag}.json`);
  return [
    [
      process.execPath,
      BIN.vitest,
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    out,
  ] as const;
}

function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  ensureDebianPackage("chromium", () => existsSync(path), `Chromium fehlt (${path})`);
}

const node = process.execPath;
const externalDb = process.env.DATABASE_URL;
const noDbEnv = { DATABASE_URL: undefined };

step("lint", 3 * MINUTE, [node, BIN.biome, "check", "."]);
// Unused files, exports, types and dependencies (knip.json: exports used in their own file and
// `@public` ones count as used).
step("unused", 2 * MINUTE, [node, BIN.knip]);
step("typecheck", 3 * MINUTE, [node, BIN.reactRouter, "typegen"]);
step("typecheck (tsc)", 3 * MINUTE, [node, BIN.tsc]);
{
  const [args, out] = vitest("unit", "unit");
  step("unit", 8 * MINUTE, [...args], noDbEnv, vitestCounts(out, "unit"));
}
step("build", 5 * MINUTE, [node, BIN.reactRouter, "build"]);
step("budgets", 1 * MINUTE, [node, join(ROOT, "scripts/check-budgets.ts")]);
// The database suites and the fault and load suite (tests/reliability: bounded loads on loopback,
// 3–5 min on 2 cores), each on the embedded PostgreSQL, then on DATABASE_URL when set. The
// reliability suite's PostgreSQL outage scenario always stops a cluster of its own.
/**
 * The second PostgreSQL (DATABASE_URL: the machine's 15 in CI) runs a representative subset of the
 * database suite: the migrations and upgrade, backup and restore (pg_dump there is the server's
 * version), every wire endpoint once, the search SQL, and the whole reliability suite. The full
 * database suite runs on the embedded 18 (what `npm start` uses). `LADEN_TEST_FULL_EXTERNAL=1` runs
 * everything on both.
 */
const EXTERNAL_DB_SUBSET = [
  "tests/integration/upgrade.test.ts",
  "tests/integration/backup-restore.test.ts",
  "tests/integration/cli.test.ts",
  "tests/integration/wire-dispatch.test.ts",
  "tests/integration/cart-wire.test.ts",
  "tests/integration/checkout.test.ts",
  "tests/integration/sepa-mandate-preview.test.ts",
  "tests/integration/forms-submit.test.ts",
  "tests/integration/forms-uploads.test.ts",
  "tests/integration/search-ajax.test.ts",
  "tests/integration/search-engine.test.ts",
  "tests/integration/search-posts.test.ts",
  "tests/integration/rest.test.ts",
  "tests/integration/orders-rest.test.ts",
  "tests/integration/account.test.ts",
  "tests/integration/outbox.test.ts",
  "tests/integration/operations.test.ts",
  "tests/integration/admin-jobs.test.ts",
];
for (const [project, budgetMinutes, externalFiles] of [
  ["db", 20, process.env.LADEN_TEST_FULL_EXTERNAL === "1" ? [] : EXTERNAL_DB_SUBSET],
  ["reliability", 8, []],
] as const) {
  for (const [label, target] of [
    ["embedded PostgreSQL", "embedded"],
    ["DATABASE_URL", externalDb],
  ] as const) {
    if (!target) continue;
    const external = target !== "embedded";
    const [args, out] = vitest(project, `${project}-${external ? "external" : "embedded"}`);
    const subset = external && externalFiles.length > 0;
    const name = `${project} (${label}${subset ? ", Auswahl" : ""})`;
    step(
      name,
      budgetMinutes * MINUTE,
      [...args, ...(subset ? externalFiles : [])],
      { ...noDbEnv, LADEN_TEST_DB: target },
      vitestCounts(out, name),
    );
  }
}
{
  const [args, out] = vitest("lifecycle", "lifecycle");
  step("lifecycle", 10 * MINUTE, [...args], noDbEnv, vitestCounts(out, "lifecycle"));
}
if (!only.length || only.includes("e2e")) {
  ensureChromium();
  const e2eDir = mkdtempSync(join(tmpdir(), "laden-e2e-"));
  chmodSync(e2eDir, 0o755); // the embedded cluster runs as `postgres` when we are root
  const out = join(reportDir, "e2e.json");
  step(
    "e2e",
    // ~230 browser tests on 2 workers (2 cores) take about 30 min; CI's limit is 90 for the run.
    45 * MINUTE,
    [node, BIN.playwright, "test", "--reporter=list,json"],
    { ...noDbEnv, E2E_DATA_DIR: e2eDir, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    () => {
      if (!existsSync(out)) return;
      const report = JSON.parse(readFileSync(out, "utf8"));
      const stats = report.stats ?? {};
      const perFile = new Map<string, number>();
      for (const suite of report.suites ?? []) playwrightFailures(suite, perFile);
      // Summed over the tests of a file (they run on two workers, so this is work, not wall time).
      for (const [file, ms] of perFile)
        fileTimes.push({ step: "e2e", file: `tests/e2e/${file}`, seconds: ms / 1000 });
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
    },
  );
  rmSync(e2eDir, { recursive: true, force: true });
}

rmSync(reportDir, { recursive: true, force: true });
printSummary();
if (failedSteps.length) process.stdout.write(`\nFehlgeschlagene Schritte: ${failedSteps.join(", ")}\n`);
if (failedTests.length)
  process.stdout.write(`\nFehlgeschlagene Tests:\n${failedTests.map((t) => `  ✘ ${t}`).join("\n")}\n`);
// A failed step without failed tests (lint, build, a crash) still counts as a failure.
const failed = totals.failed + (failedSteps.length && totals.failed === 0 ? 1 : 0);
process.stdout.write(`\n${totals.passed} passed, ${failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);

function printSummary() {
  const rows = stepTimes.map(
    (t) =>
      `  ${t.name.padEnd(30)} ${t.seconds.toFixed(1).padStart(7)} s  / Budget ${String(Math.round(t.budgetMs / 1000)).padStart(5)} s  ${t.ok ? "ok" : "FEHLGESCHLAGEN"}${t.seconds * 1000 > t.budgetMs * 0.8 ? "  (über 80 % des Budgets)" : ""}`,
  );
  const total = ((Date.now() - startedAll) / 60_000).toFixed(1);
  process.stdout.write(`\nZeit je Schritt (gesamt ${total} min):\n${rows.join("\n")}\n`);
  const slowest = [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 20);
  if (slowest.length)
    process.stdout.write(
      `\nDie 20 langsamsten Testdateien:\n${slowest
        .map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.file}  [${f.step}]`)
        .join("\n")}\n`,
    );
}
