/**
 * CI's JS budget check: first-load JavaScript (gzip) per route against budgets.json. The limits
 * are the team's current ones, lowered step by step toward the brief's goals (docs/benchmarks.md).
 */
import { readFileSync } from "node:fs";
import { routeJsSizes } from "./js-size.ts";

const budgets = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8")) as {
  routes: Record<string, number>;
  default: number;
};
const sizes = await routeJsSizes();
let failed = false;
for (const [id, { gzipBytes, files }] of Object.entries(sizes)) {
  const limitKb = budgets.routes[id] ?? budgets.default;
  const kb = gzipBytes / 1024;
  const ok = kb <= limitKb;
  if (!ok) failed = true;
  process.stdout.write(
    `${ok ? "ok  " : "FAIL"} ${id.padEnd(28)} ${kb.toFixed(1).padStart(6)} kB gz (${files} Dateien, Budget ${limitKb} kB)\n`,
  );
}
process.exit(failed ? 1 : 0);
