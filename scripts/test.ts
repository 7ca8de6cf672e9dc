/**
 * `npm test`: every suite, in order, each with a time budget: lint, typecheck, unit, build,
 * database suites and the reliability suite (embedded PostgreSQL, then DATABASE_URL when set),
 * lifecycle, JS budgets,
 * browser tests. Prints "N passed, N failed" at the end.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const BIN = {
  biome: join(ROOT, "node_modules/@biomejs/biome/bin/biome"),
  reactRouter: join(ROOT, "node_modules/@react-router/dev/bin.cjs"),
  tsc: join(ROOT, "node_modules/typescript/bin/tsc"),
  vitest: join(ROOT, "node_modules/vitest/vitest.mjs"),
  playwright: join(ROOT, "node_modules/@playwright/test/cli.js"),
};
const MINUTE = 60_000;
const reportDir = mkdtempSync(join(tmpdir(), "laden-reports-"));
const totals = { passed: 0, failed: 0 };
// Names of failed tests, repeated at the very end: CI shows only the tail of a long run.
const failedTests: string[] = [];
const failedSteps: string[] = [];
const only = process.argv.slice(2);

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
  specs?: { title: string; file: string; tests: { status: string; projectName: string }[] }[];
};
function playwrightFailures(suite: PwSuite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      if (t.status === "unexpected") failedTests.push(`${spec.file} › ${spec.title} [${t.projectName}]`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child);
}

function vitestCounts(file: string) {
  return () => {
    if (!existsSync(file)) return;
    const r = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    for (const suite of r.testResults ?? []) {
      const path = String(suite.name ?? "").replace(ROOT, "");
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
  if (existsSync(path)) return;
  if (userInfo().uid !== 0) {
    process.stderr.write(`Chromium fehlt (${path}). Bitte installieren: sudo apt-get install -y chromium\n`);
    process.exit(1);
  }
  process.stdout.write("Installiere Debians chromium …\n");
  for (const cmd of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "chromium"],
  ]) {
    const r = spawnSync(cmd[0]!, cmd.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const node = process.execPath;
const externalDb = process.env.DATABASE_URL;
const noDbEnv = { DATABASE_URL: undefined };

step("lint", 3 * MINUTE, [node, BIN.biome, "check", "."]);
step("typecheck", 3 * MINUTE, [node, BIN.reactRouter, "typegen"]);
step("typecheck (tsc)", 3 * MINUTE, [node, BIN.tsc]);
{
  const [args, out] = vitest("unit", "unit");
  step("unit", 5 * MINUTE, [...args], noDbEnv, vitestCounts(out));
}
step("build", 5 * MINUTE, [node, BIN.reactRouter, "build"]);
step("budgets", 1 * MINUTE, [node, join(ROOT, "scripts/check-budgets.ts")]);
// The database suites and the fault and load suite (tests/reliability: bounded loads on loopback,
// 3–5 min on 2 cores), each on the embedded PostgreSQL, then on DATABASE_URL when set. The
// reliability suite's PostgreSQL outage scenario always stops a cluster of its own.
for (const [project, budgetMinutes] of [
  ["db", 15],
  ["reliability", 8],
] as const) {
  for (const [label, target] of [
    ["embedded PostgreSQL", "embedded"],
    ["DATABASE_URL", externalDb],
  ] as const) {
    if (!target) continue;
    const [args, out] = vitest(project, `${project}-${target === "embedded" ? "embedded" : "external"}`);
    step(
      `${project} (${label})`,
      budgetMinutes * MINUTE,
      [...args],
      { ...noDbEnv, LADEN_TEST_DB: target },
      vitestCounts(out),
    );
  }
}
{
  const [args, out] = vitest("lifecycle", "lifecycle");
  step("lifecycle", 10 * MINUTE, [...args], noDbEnv, vitestCounts(out));
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
      for (const suite of report.suites ?? []) playwrightFailures(suite);
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
    },
  );
  rmSync(e2eDir, { recursive: true, force: true });
}

rmSync(reportDir, { recursive: true, force: true });
if (failedSteps.length) process.stdout.write(`\nFehlgeschlagene Schritte: ${failedSteps.join(", ")}\n`);
if (failedTests.length)
  process.stdout.write(`\nFehlgeschlagene Tests:\n${failedTests.map((t) => `  ✘ ${t}`).join("\n")}\n`);
// A failed step without failed tests (lint, build, a crash) still counts as a failure.
const failed = totals.failed + (failedSteps.length && totals.failed === 0 ? 1 : 0);
process.stdout.write(`\n${totals.passed} passed, ${failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);
