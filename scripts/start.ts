/**
 * `npm start`: build when the build is missing or older than the sources, then run the server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;
const BUILD_STAMP = join(ROOT, "build/server/index.js");
const SOURCES = [
  "app",
  "modules",
  "server",
  "db",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "migrations") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function buildIsStale(): boolean {
  if (!existsSync(BUILD_STAMP)) return true;
  const built = statSync(BUILD_STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > built);
}

if (buildIsStale()) {
  process.stdout.write("Baue die Anwendung …\n");
  const result = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
