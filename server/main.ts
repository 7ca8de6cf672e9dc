/**
 * The production process: boot, load the built app, listen; on SIGTERM/SIGINT stop accepting,
 * let in-flight requests finish, close the pool and stop the embedded PostgreSQL we own.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { boot } from "./boot.ts";
import type { firstOwnerLines } from "./first-owner.ts";
import type { createHost } from "./host.ts";

// React and React Router pick their production builds from NODE_ENV when first imported
// (below, with the app build): without it they run their slow development builds.
process.env.NODE_ENV ??= "production";

const SHUTDOWN_GRACE_MS = 10_000;
const ROOT_DIR = fileURLToPath(new URL("..", import.meta.url));
const BUILD_DIR = resolve(ROOT_DIR, process.env.LADEN_BUILD_DIR ?? "build");
const BUILD_FILE = join(BUILD_DIR, "server/index.js");
const CLIENT_DIR = join(BUILD_DIR, "client");

if (!existsSync(BUILD_FILE)) {
  process.stderr.write(
    "Kein Build gefunden. Bitte `npm start` (baut automatisch) oder `npm run build` ausführen.\n",
  );
  process.exit(1);
}

// Everything but this bootstrap comes from the build (entry.server re-exports boot and createHost).
const build = (await import(pathToFileURL(BUILD_FILE).href)) as ServerBuild;
const entry = build.entry.module as unknown as {
  boot: typeof boot;
  createHost: typeof createHost;
  firstOwnerLines: typeof firstOwnerLines;
};
const { services, database, firstOwner } = await entry.boot({ rootDir: ROOT_DIR });
const { config, log } = services;
const app = entry.createHost({ build, services, staticDir: CLIENT_DIR, mode: "production" });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${info.port}`;
  log.info("listening", { url });
  // For the person at the console, not the log: how to enter the back office (demo or first setup).
  const lines = entry.firstOwnerLines(firstOwner, config.PUBLIC_URL?.replace(/\/$/, "") ?? url);
  if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // /readyz answers 503 from now on, so a load balancer stops sending new requests.
  services.lifecycle.shuttingDown = true;
  log.info("shutting down", { signal, drainMs: config.SHUTDOWN_DRAIN_MS });
  // Behind a balancer that probes /readyz: keep serving until it has noticed the 503s.
  if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
  const force = setTimeout(() => {
    log.warn("forcing open connections closed");
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await new Promise<void>((done) => {
    server.close(() => done());
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
  clearTimeout(force);
  // Running jobs finish; queued ones wait in PostgreSQL for the next process.
  await services.jobs
    .stop()
    .catch((err: unknown) => log.warn("job runner did not stop cleanly", { err: String(err) }));
  await services.changes.close();
  await database.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
