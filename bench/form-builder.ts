/**
 * `npx node bench/form-builder.ts`: the form builder's benchmark of issue 26 (not part of CI).
 * Starts the built server on a fresh data dir (or LADEN_BENCH_DATA_DIR), imports the 200-field
 * form of bench/forms-fixture.ts, signs an owner in and measures in Chromium:
 * 1. opening the builder: navigation start → the builder hydrated (a performance mark set by a
 *    MutationObserver when `.admin-forms-builder[data-hydrated]` appears), over RUNS loads;
 * 2. a settings change: typing into the selected field's label, from the input event to the
 *    preview showing the new label (React commits input events synchronously, so the preview's
 *    text is checked right after the dispatch), p50/p95 over 60 keystrokes.
 * Goals: open ≤ 1000 ms, settings change ≤ 16 ms p95. Prints the machine load with the figures.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { openDatabase } from "../db/client.ts";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { startAppServer } from "../tests/setup/app-server.ts";
import { TEST_PASSWORD } from "../tests/setup/orders-fixture.ts";
import { createOwner } from "../tests/setup/owner-fixture.ts";
import { bigFormNff } from "./forms-fixture.ts";

const RUNS = Number(process.env.RUNS ?? 5);
const KEYS = 60;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const dataDir = process.env.LADEN_BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "laden-bench-builder-"));
chmodSync(dataDir, 0o755);
const file = join(dataDir, "big.nff");
writeFileSync(file, JSON.stringify(bigFormNff()));

const server = await startAppServer({ DATABASE_URL: "", LADEN_DATA_DIR: dataDir, LOG_LEVEL: "warn" });
try {
  const out = execFileSync(
    process.execPath,
    [new URL("../bin/laden.ts", import.meta.url).pathname, "import", "nff", file, "--json"],
    { env: { ...process.env, DATABASE_URL: "", LADEN_DATA_DIR: dataDir } },
  ).toString();
  const id = JSON.parse(out).forms[0].id as number;
  const database = await openDatabase({ dataDir, role: "cli" });
  const owner = await createOwner(database.db, "administrator").finally(() => database.close());

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/admin/login/?next=${encodeURIComponent("/admin/")}`);
  await page.getByLabel("E-Mail-Adresse").fill(owner.email);
  await page.getByLabel("Passwort").fill(TEST_PASSWORD);
  await page.getByLabel("Passwort").press("Enter");
  await page.waitForURL(/\/admin\/$/);
  await page.addInitScript(() => {
    new MutationObserver((_m, obs) => {
      if (document.querySelector(".admin-forms-builder[data-hydrated]")) {
        performance.mark("builder-ready");
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });

  const open: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    await page.goto(`${server.url}/admin/forms/${id}/`);
    await page.locator(".admin-forms-builder[data-hydrated]").waitFor({ state: "attached" });
    const t = await page.evaluate(() => performance.getEntriesByName("builder-ready")[0]?.startTime ?? -1);
    if (i > 0) open.push(t); // the first load warms the server's caches
  }

  // PROFILE=1: a CPU profile of the keystrokes, its top functions by own time.
  const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
  }
  const change = await page.evaluate((keys) => {
    const input = document.querySelector<HTMLInputElement>("#field-setting-label");
    const preview = document.querySelector(".admin-forms-preview");
    if (!input || !preview) throw new Error("builder not found");
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    const times: number[] = [];
    for (let i = 0; i < keys; i++) {
      const label = `Zahl ${i}`;
      setter?.call(input, label);
      const t = performance.now();
      input.dispatchEvent(new Event("input", { bubbles: true }));
      // React commits the change synchronously; the preview's text is then in the DOM.
      if (!preview.textContent?.includes(label)) throw new Error(`preview did not show ${label}`);
      times.push(performance.now() - t);
    }
    return { times };
  }, KEYS);
  if (cdp) {
    const { profile } = await cdp.send("Profiler.stop");
    const self = new Map<string, number>();
    const dt = new Map<number, number>();
    for (const [i, id] of (profile.samples ?? []).entries())
      dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
    for (const n of profile.nodes) {
      const name = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
      self.set(name, (self.get(name) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
    }
    for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${ms(t)}  ${name}`);
  }
  await browser.close();

  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  console.log(`machine load (1/5/15 min): ${load}, ${process.env.RUNS ?? 5} loads, ${KEYS} keystrokes`);
  console.log(
    `builder open (navigation → hydrated), 200 fields: p50 ${ms(pct(open, 50))}, max ${ms(Math.max(...open))} (goal ≤ 1000 ms)`,
  );
  console.log(
    `settings change → preview committed: p50 ${ms(pct(change.times, 50))}, p95 ${ms(pct(change.times, 95))}, max ${ms(Math.max(...change.times))} (goal p95 ≤ 16 ms)`,
  );
} finally {
  await server.stop();
}
