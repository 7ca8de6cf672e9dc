/**
 * Installs a Debian package the test scripts need (chromium, stress-ng) when it is missing and we
 * are root (as on CI); otherwise says exactly what to install and stops.
 */
import { spawnSync } from "node:child_process";
import { userInfo } from "node:os";

export function ensureDebianPackage(pkg: string, present: () => boolean, missing: string): void {
  if (present()) return;
  if (userInfo().uid !== 0) {
    process.stderr.write(`${missing}. Bitte installieren: sudo apt-get install -y ${pkg}\n`);
    process.exit(1);
  }
  process.stdout.write(`Installiere Debians ${pkg} …\n`);
  for (const cmd of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", pkg],
  ]) {
    const r = spawnSync(cmd[0]!, cmd.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
