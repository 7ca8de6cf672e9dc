/**
 * `npm run test:stress [-- STEP …]`: the whole suite (`scripts/test.ts`, same step filter) while
 * `stress-ng --cpu 2` keeps both cores busy, as on a CI machine shared with other work. A test that
 * only passes on an idle machine (a fixed deadline, a race with a timer) fails here. stress-ng is
 * Debian's package; it is installed with apt-get when missing and we are root.
 */
import { spawn, spawnSync } from "node:child_process";
import { ensureDebianPackage } from "./debian-package.ts";

const CPU_WORKERS = process.env.STRESS_CPU ?? "2";

ensureDebianPackage(
  "stress-ng",
  () => spawnSync("stress-ng", ["--version"], { stdio: "ignore" }).status === 0,
  "stress-ng fehlt",
);
// Its own process group, so the workers it forks stop with it.
const stress = spawn("stress-ng", ["--cpu", CPU_WORKERS, "--quiet"], { stdio: "ignore", detached: true });
const stopStress = () => {
  if (stress.pid && stress.exitCode === null) {
    try {
      process.kill(-stress.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
};
process.on("exit", stopStress);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopStress();
    process.exit(130);
  });
}
process.stdout.write(
  `stress-ng --cpu ${CPU_WORKERS} läuft (PID ${stress.pid}) während der ganzen Testreihe\n`,
);
const started = Date.now();
const suite = spawnSync(
  process.execPath,
  [new URL("test.ts", import.meta.url).pathname, ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
stopStress();
process.stdout.write(
  `\nUnter Last (stress-ng --cpu ${CPU_WORKERS}): ${((Date.now() - started) / 60_000).toFixed(1)} min, Exit ${suite.status}\n`,
);
process.exit(suite.status ?? 1);
