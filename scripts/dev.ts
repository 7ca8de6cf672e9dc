/**
 * `npm run dev`: Vite in middleware mode (hot reload) in front of the same host as production.
 * The host is rebuilt from the freshly loaded server build on every change.
 */
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createVite } from "vite";
import { boot } from "../server/boot.ts";
import { firstOwnerLines } from "../server/first-owner.ts";
import type { createHost } from "../server/host.ts";
import { errorFields } from "../server/log.ts";

process.env.NODE_ENV = "development";
const { services, database, firstOwner } = await boot({ rootDir: new URL("..", import.meta.url).pathname });
const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
// Vite installs a SIGTERM handler that exits at once; ours stops the embedded PostgreSQL first.
process.removeAllListeners("SIGTERM");

let cached: { build: ServerBuild; listener: ReturnType<typeof getRequestListener> } | undefined;
async function listener() {
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  if (cached?.build !== build) {
    const factory = (build.entry.module as unknown as { createHost: typeof createHost }).createHost;
    cached = { build, listener: getRequestListener(factory({ build, services, mode: "development" }).fetch) };
  }
  return cached.listener;
}

const server = createServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      (await listener())(req, res);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      res.statusCode = 500;
      res.end(String((err as Error).stack));
    }
  });
});
server.listen(services.config.PORT, services.config.HOST, () => {
  const url = `http://${services.config.HOST}:${services.config.PORT}`;
  services.log.info("dev server listening", { url });
  const lines = firstOwnerLines(firstOwner, url);
  if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
});

async function shutdown(signal: string) {
  services.log.info("shutting down", { signal });
  server.close();
  server.closeAllConnections();
  try {
    await vite.close();
    await services.jobs.stop();
    await services.changes.close();
    await database.close();
    services.log.info("stopped");
    process.exit(0);
  } catch (err) {
    services.log.error("shutdown failed", errorFields(err));
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
