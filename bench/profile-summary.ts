/**
 * Summarises a V8 CPU profile (`.cpuprofile`, e.g. from `npm run bench -- --cpu-prof`): self time
 * by function and by where the code lives (package or app directory), as shares of the non-idle
 * time. Shares are what to compare on a loaded machine; the milliseconds are inflated by the load.
 *   node bench/profile-summary.ts FILE.cpuprofile [top=25] [--from=S] [--to=S]
 * --from/--to keep the samples between those seconds after the profile's start (the load
 * scenario, without the server's start-up, which dominates a short run's profile).
 */
import { readFileSync } from "node:fs";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const [file, topArg] = argv.filter((a) => !a.startsWith("--"));
const fromUs = Number(option("from") ?? 0) * 1e6;
const toUs = Number(option("to") ?? Number.POSITIVE_INFINITY) * 1e6;
if (!file) {
  process.stderr.write("usage: node bench/profile-summary.ts FILE.cpuprofile [top]\n");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < fromUs || at > toUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});

/** Where a frame's code lives: a package name, an app directory, node internals or V8. */
function bucket(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return "node:internal";
  const app = /\/(build\/server|server|modules|app|db)\/(.*)$/.exec(url);
  if (app) return `${app[1]}/${app[2]!.split("/")[0]}`;
  return url.replace(/^.*\//, "");
}

const idle = new Set(["(idle)", "(program)", "(garbage collector)"]);
let busy = 0;
let gc = 0;
const fnTotals = new Map<string, number>();
const bucketTotals = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  const { functionName, url, lineNumber } = n.callFrame;
  if (functionName === "(garbage collector)") gc += us;
  if (functionName === "(idle)") continue;
  busy += us;
  if (idle.has(functionName)) {
    bucketTotals.set(functionName, (bucketTotals.get(functionName) ?? 0) + us);
    continue;
  }
  const key = `${functionName || "(anonymous)"} ${url.replace(/^.*\//, "")}:${lineNumber + 1}`;
  fnTotals.set(key, (fnTotals.get(key) ?? 0) + us);
  const b = bucket(url, functionName);
  bucketTotals.set(b, (bucketTotals.get(b) ?? 0) + us);
}
const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
const print = (title: string, m: Map<string, number>) => {
  process.stdout.write(`\n${title}\n`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}\n`);
};
process.stdout.write(
  `busy ${(busy / 1000).toFixed(0)} ms (GC ${pct(gc)}), samples ${profile.samples.length}\n`,
);
print("self time by place", bucketTotals);
print("self time by function", fnTotals);
