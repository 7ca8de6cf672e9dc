/**
 * Starts the real built server (`server/main.ts`) as a child process on a free port, the way
 * `npm start` runs it, and stops it by PID.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../server/main.ts", import.meta.url));
/** The Node flags `npm start` runs the server with (package.json), so the bench measures that process. */
const START_FLAGS: string[] =
  (
    JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      scripts: { start: string };
    }
  ).scripts.start.match(/--[\w-]+=\S+/g) ?? [];
// A ceiling, not a deadline: a first start seeds the demo shop, which took 45 s at load average 19.
const START_TIMEOUT_MS = 150_000;

export type AppServer = {
  url: string;
  port: number;
  process: ChildProcess;
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => ok(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

export async function startAppServer(
  env: Record<string, string | undefined>,
  startTimeoutMs = START_TIMEOUT_MS,
): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_FLAGS, MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  child.stdout.on("data", (c: Buffer) => logs.push(c.toString()));
  child.stderr.on("data", (c: Buffer) => logs.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before listening:\n${logs.join("")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${logs.join("")}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    process: child,
    logs,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}
