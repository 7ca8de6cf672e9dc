/**
 * Process figures from Linux's /proc: resident memory, and CPU time of the server and of the
 * embedded PostgreSQL (postmaster and its backends). CPU time per request is the figure that
 * other work on a shared machine does not inflate, unlike latency and throughput.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * [ppid, user + system CPU ms, CPU ms of its exited children it has reaped] of a process;
 * undefined when it is gone.
 */
function stat(pid: number): [number, number, number] | undefined {
  try {
    // The command name may hold spaces: the fields after ") " start with state (field 3).
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return [
      Number(f[1]),
      (Number(f[11]) + Number(f[12])) * TICK_MS,
      (Number(f[13]) + Number(f[14])) * TICK_MS,
    ];
  } catch {
    return undefined;
  }
}

export function cpuMs(pid: number): number {
  return stat(pid)?.[1] ?? Number.NaN;
}

/**
 * CPU ms of the embedded cluster under `dataDir`: the postmaster, its live children, and the
 * children that have exited (reaped by the postmaster, their time is in its own counters) — so
 * the figure only grows, also when a backend ends between two readings; NaN without a cluster.
 */
export function postgresCpuMs(dataDir: string): number {
  const pidFile = join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return Number.NaN;
  const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const own = stat(postmaster);
  if (!own) return Number.NaN;
  let total = own[1] + own[2];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s && s[0] === postmaster) total += s[1];
  }
  return total;
}
