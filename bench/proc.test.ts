import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { postgresCpuMs } from "./proc.ts";

const childrenOf = (pid: number) =>
  readdirSync("/proc").filter((e) => {
    if (!/^\d+$/.test(e)) return false;
    try {
      return readFileSync(`/proc/${e}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === String(pid);
    } catch {
      return false;
    }
  });

it("keeps a backend's CPU time after it exited (the postmaster reaped it), so the figure never shrinks", async () => {
  const dir = mkdtempSync(join(tmpdir(), "laden-proc-"));
  // A "postmaster" whose one child burns CPU, exits and is reaped; then the parent waits.
  const parent = spawn("sh", ["-c", "sh -c 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done'; sleep 30"]);
  try {
    mkdirSync(join(dir, "pg"));
    writeFileSync(join(dir, "pg", "postmaster.pid"), `${parent.pid}\n`);
    let peak = 0;
    // Until the busy child is gone (only `sleep` is left), reading as a bench would.
    for (;;) {
      peak = Math.max(peak, postgresCpuMs(dir));
      const kids = childrenOf(parent.pid!);
      if (kids.length === 1 && readFileSync(`/proc/${kids[0]}/comm`, "utf8").trim() === "sleep") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const after = postgresCpuMs(dir);
    expect(after).toBeGreaterThanOrEqual(peak);
    expect(after).toBeGreaterThan(50);
  } finally {
    parent.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
