/**
 * CI's JS budget check: first-load JavaScript (gzip) per route against budgets.json. The limits
 * are the team's current ones, lowered step by step toward the brief's goals (docs/benchmarks.md).
 */
import { readFileSync } from "node:fs";
import { CHUNK_MODULES_FILE, checkBuild, readChunkModules, serverCodeInClient } from "./admin-split.ts";
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
// The back office never ships in a storefront route's JavaScript (scripts/admin-split.ts).
const leaks = await checkBuild(new URL("..", import.meta.url).pathname);
if (!leaks) {
  failed = true;
  process.stdout.write(`FAIL admin-split: build/client/${CHUNK_MODULES_FILE} fehlt (npm run build)\n`);
} else if (leaks.length > 0) {
  failed = true;
  for (const leak of leaks)
    process.stdout.write(
      `FAIL admin-split: Route ${leak.route} lädt ${leak.chunk} mit ${leak.modules.join(", ")}\n`,
    );
} else {
  process.stdout.write("ok   admin-split: kein Verwaltungscode in Shop-Routen\n");
}
// No server-only code (driver, query builder, schema tables, host) in any browser chunk.
const chunkMap = readChunkModules(new URL("..", import.meta.url).pathname);
const serverLeaks = chunkMap ? serverCodeInClient(chunkMap) : [];
for (const leak of serverLeaks) {
  failed = true;
  process.stdout.write(
    `FAIL client-split: ${leak.chunk} enthält Servercode: ${leak.modules.slice(0, 5).join(", ")}\n`,
  );
}
if (chunkMap && serverLeaks.length === 0)
  process.stdout.write("ok   client-split: kein Servercode im Browser\n");
process.exit(failed ? 1 : 0);
