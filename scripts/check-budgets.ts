/**
 * CI's JS budget check: first-load JavaScript (gzip) per route against budgets.json. The limits
 * are the team's current ones, lowered step by step toward the brief's goals (docs/benchmarks.md).
 */
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type EmbedManifest, embedFirstLoad } from "./embed-size.ts";
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
const embedDir = new URL("../build/client/embed/", import.meta.url);
const embedManifest = new URL(".vite/manifest.json", embedDir);
if (!existsSync(embedManifest)) {
  failed = true;
  process.stdout.write("FAIL embed: build/client/embed/.vite/manifest.json fehlt (npm run build)\n");
} else {
  const files = embedFirstLoad(JSON.parse(readFileSync(embedManifest, "utf8")) as EmbedManifest);
  const bytes = files.reduce(
    (n, f) => n + gzipSync(readFileSync(new URL(f, embedDir)), { level: 9 }).length,
    0,
  );
  const kb = bytes / 1024;
  const ok = kb <= budgets.embed;
  if (!ok) failed = true;
  process.stdout.write(
    `${ok ? "ok  " : "FAIL"} ${"embed /embed/forms.js".padEnd(28)} ${kb.toFixed(1).padStart(6)} kB gz (${files.length} Dateien, Budget ${budgets.embed} kB)\n`,
  );
}
process.exit(failed ? 1 : 0);
