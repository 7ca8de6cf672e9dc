/**
 * CI's JS budget check: first-load JavaScript (gzip) per route against budgets.json. The limits
 * are the team's current ones, lowered step by step toward the brief's goals (docs/benchmarks.md).
 */
import { readFileSync } from "node:fs";
import { embedFirstLoadGzip } from "./embed-size.ts";
import { routeJsSizes } from "./js-size.ts";

const budgets = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8")) as {
  routes: Record<string, number>;
  default: number;
  embed: number;
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

// The embeddable form (vite.embed.config.ts): its first load is the loader `/embed/forms.js`, the
// runtime it imports and the runtime's static imports (from the manifest); the chunks of fields few
// forms have (captchas, repeaters) load only when needed. Own budget (issue 7: ≤ 30 kB gz).
const embed = embedFirstLoadGzip();
if (!embed) {
  failed = true;
  process.stdout.write("FAIL embed: build/client/embed/.vite/manifest.json fehlt (npm run build)\n");
} else {
  const kb = embed.bytes / 1024;
  const ok = kb <= budgets.embed;
  if (!ok) failed = true;
  process.stdout.write(
    `${ok ? "ok  " : "FAIL"} ${"embed /embed/forms.js".padEnd(28)} ${kb.toFixed(1).padStart(6)} kB gz (${embed.files} Dateien, Budget ${budgets.embed} kB)\n`,
  );
}
process.exit(failed ? 1 : 0);
