/**
 * The operating contract of `npm start` on the embedded PostgreSQL: first start seeds the demo,
 * kill -9 and a second start recovers, a database outage answers 503, SIGTERM leaves nothing behind,
 * the CLI finds the running database through the data dir.
 */
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { clusterUrl, readClusterInfo } from "#db/embedded.ts";
import { type AppServer, startAppServer } from "../../setup/app-server.ts";

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "laden-lifecycle-"));
chmodSync(dataDir, 0o755); // the embedded cluster runs as `postgres` when we are root
const env = { DATABASE_URL: "", LADEN_DATA_DIR: dataDir, LADEN_SECRET: "" };
const CLI = new URL("../../../bin/laden.ts", import.meta.url).pathname;

/** PIDs of postgres processes serving this data dir (read from /proc, never by name). */
function postgresPids(): number[] {
  const pgDir = join(dataDir, "pg");
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (cmd[0]?.endsWith("postgres") && cmd.includes(pgDir)) pids.push(Number(entry));
    } catch {
      // process ended while we looked
    }
  }
  return pids;
}

async function cli(...args: string[]) {
  return run(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
}

const started: AppServer[] = [];
async function start(extra: Record<string, string> = {}): Promise<AppServer> {
  const server = await startAppServer({ ...env, ...extra });
  started.push(server);
  return server;
}

afterAll(async () => {
  // A failed assertion must not leave servers or postgres running.
  for (const server of started) await server.stop("SIGKILL");
  for (const pid of postgresPids()) process.kill(pid, "SIGINT");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start on the embedded PostgreSQL", () => {
  it("comes up with the demo, survives kill -9, answers 503 without its database, and stops cleanly", async () => {
    const first = await start();
    const shop = await fetch(`${first.url}/shop/`);
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain("woocommerce-loop-product__title");
    const info = readClusterInfo(dataDir);
    expect(info?.running).toBe(true);
    expect(info?.port).not.toBe(5432);
    // The server's own pool talks to its cluster over the Unix socket (no loopback TCP per query).
    const admin = new pg.Client({ connectionString: clusterUrl(info!) });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ unix: boolean }>(
        "select client_addr is null as unix from pg_stat_activity where application_name = 'laden-server'",
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.unix)).toBe(true);
    } finally {
      await admin.end();
    }

    // The CLI finds the running server's database through the data dir.
    const { stdout } = await cli("settings", "get", "site.name", "--json");
    expect(JSON.parse(stdout)).toEqual({ "site.name": "Röstwerk Laden" });
    expect(readClusterInfo(dataDir)?.running).toBe(true);

    first.process.kill("SIGKILL");
    await new Promise((r) => first.process.once("exit", r));
    expect(postgresPids().length).toBeGreaterThan(0); // orphaned, still running

    const second = await start();
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);

    // Database outage: stop postgres under the running server.
    for (const pid of postgresPids()) process.kill(pid, "SIGINT");
    await expect.poll(() => postgresPids().length, { timeout: 20_000 }).toBe(0);
    const health = await fetch(`${second.url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toBeTruthy();
    const page = await fetch(`${second.url}/shop/`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(await page.text()).toContain("nicht erreichbar");
    const wire = await fetch(`${second.url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
      headers: { cookie: "laden_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(wire.status).toBe(503);
    expect(await wire.json()).toMatchObject({ code: "laden_unavailable", data: { status: 503 } });
    expect(await second.stop("SIGTERM")).toBe(0);

    // Started again: the cluster comes back; SIGTERM stops it with the server.
    const third = await start();
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
    expect(postgresPids().length).toBeGreaterThan(0);
    expect(await third.stop("SIGTERM")).toBe(0);
    expect(postgresPids()).toEqual([]);
  });

  it("lets the CLI start and stop the database itself when no server runs", async () => {
    expect(postgresPids()).toEqual([]);
    const { stdout } = await cli("settings", "set", "shop.productsPerPage", "8", "--json");
    expect(JSON.parse(stdout)).toEqual({ "shop.productsPerPage": 8 });
    expect(postgresPids()).toEqual([]);
    await expect(cli("settings", "set", "shop.productsPerPage", "viele")).rejects.toMatchObject({ code: 65 });
    await expect(cli("settings", "get", "gibt.es.nicht")).rejects.toMatchObject({ code: 65 });
  });

  it("refuses a bad configuration with a message naming the variable", async () => {
    await expect(start({ PORT: "nope" })).rejects.toThrow(/PORT/);
  });
});
