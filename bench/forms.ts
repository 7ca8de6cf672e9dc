/**
 * `npx node bench/forms.ts`: the form benchmark of issue 6 (not part of CI).
 * 1. Node: validating the edited field and a whole engine update on the 200-field form.
 * 2. Chromium: starts the built server on a fresh data dir, imports the 200-field form, types into
 *    a field and measures each keystroke's synchronous commit (React flushes input events
 *    synchronously), and counts which fields re-rendered.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { parseNff } from "../importers/ninja-forms/parse.ts";
import { createFormEngine } from "../modules/forms/engine/engine.ts";
import { validateField } from "../modules/forms/engine/validate.ts";
import { toRuntimeForm } from "../modules/forms/runtime.ts";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { startAppServer } from "../tests/setup/app-server.ts";
import { bigFormNff } from "./forms-fixture.ts";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const fmt = (ms: number) => `${ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`}`;

// LADEN_BENCH_DATA_DIR: reuse an initialised data dir (a fresh one needs initdb, which can take
// longer than the start timeout on a loaded machine).
const dataDir = process.env.LADEN_BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "laden-bench-forms-"));
chmodSync(dataDir, 0o755);
const file = join(dataDir, "big.nff");
writeFileSync(file, JSON.stringify(bigFormNff()));

// 1. Node
const [parsed] = parseNff(new TextEncoder().encode(JSON.stringify(bigFormNff())));
const form = toRuntimeForm({ id: 1, settings: parsed!.settings, fields: parsed!.fields }, "de");
const engine = createFormEngine(form, { log: () => {} });
const target = form.fields[0]!;
const ctx = { messages: form.messages, locale: form.locale, lang: "de", valueOfKey: () => undefined };
const validate: number[] = [];
const update: number[] = [];
for (let i = 0; i < 5000; i++) {
  const value = String(i % 1000);
  let t = performance.now();
  validateField(target, value, true, ctx);
  validate.push(performance.now() - t);
  t = performance.now();
  engine.set(target.id, value, "keyup");
  update.push(performance.now() - t);
}
console.log(`node: validate edited field p50 ${fmt(pct(validate, 50))}, p95 ${fmt(pct(validate, 95))}`);
console.log(
  `node: engine update (validate + 20 calcs + notify) p50 ${fmt(pct(update, 50))}, p95 ${fmt(pct(update, 95))}`,
);

// 2. Chromium against the built server
const server = await startAppServer({ DATABASE_URL: "", LADEN_DATA_DIR: dataDir, LOG_LEVEL: "warn" });
try {
  const out = execFileSync(
    process.execPath,
    [new URL("../bin/laden.ts", import.meta.url).pathname, "import", "nff", file, "--json"],
    {
      env: { ...process.env, DATABASE_URL: "", LADEN_DATA_DIR: dataDir },
    },
  ).toString();
  const id = JSON.parse(out).forms[0].id as number;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __nfCountRenders: boolean }).__nfCountRenders = true;
  });
  await page.goto(`${server.url}/forms/${id}/`);
  await page.locator("form.nf-form[novalidate]").waitFor({ state: "attached" });
  const result = await page.evaluate(() => {
    const w = window as unknown as { __nfRenderCounts: Map<number, number> };
    const input = document.querySelector<HTMLInputElement>("#nf-field-1")!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      setter.call(input, String(i));
      const t = performance.now();
      input.dispatchEvent(new Event("input", { bubbles: true }));
      times.push(performance.now() - t);
    }
    w.__nfRenderCounts.clear();
    setter.call(input, "777");
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const rendered = [...w.__nfRenderCounts.keys()];
    const times2: number[] = [];
    for (let i = 0; i < 200; i++) {
      setter.call(input, String(1000 + i));
      const t = performance.now();
      input.dispatchEvent(new Event("input", { bubbles: true }));
      times2.push(performance.now() - t);
    }
    return { times: times2, rendered };
  });
  console.log(
    `chromium: keystroke commit p50 ${fmt(pct(result.times, 50))}, p95 ${fmt(pct(result.times, 95))}, max ${fmt(Math.max(...result.times))}`,
  );
  console.log(`chromium: fields re-rendered by one keystroke in field 1: ${result.rendered.join(", ")}`);
  await browser.close();
} finally {
  await server.stop();
}
